// When a deployment replaces the built files, an open page may fail to load a code chunk. Reloading
// fetches the new build; the timestamp in sessionStorage keeps it to once per 60 s (customer-side §8)
// so a genuinely broken chunk cannot cause a reload loop.
const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = "chunk-reload-at";

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

export function installChunkReloadGuard(target: Window) {
  const reloadOnce = () => {
    const stored = Number(target.sessionStorage.getItem(STORAGE_KEY));
    const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    const now = Date.now();
    if (!shouldReloadAfterChunkError(lastReloadAt, now)) return;
    target.sessionStorage.setItem(STORAGE_KEY, String(now));
    target.location.reload();
  };
  // Vite emits this event when a preload of a lazy chunk fails.
  target.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    reloadOnce();
  });
  target.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
}
