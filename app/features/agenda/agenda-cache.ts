// The agenda's meeting cache in the browser (pro-side §5: five minutes per calendar): the loader's
// answer kept by URL (view, day, professional), so going back to a week already seen asks nothing.
// Any action of the agenda page empties it, and so does a full page load.
const LIFETIME_MS = 5 * 60_000;
const MAX_ENTRIES = 30;

const entries = new Map<string, { expires: number; value: unknown }>();

export async function rememberedAgenda<T>(url: URL, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const key = `${url.pathname}?${url.searchParams.toString()}`;
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as T;
  const value = await load();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { expires: now + LIFETIME_MS, value });
  return value;
}

export function forgetAgenda(): void {
  entries.clear();
}
