// Runs a callback once the browser has painted the server's HTML. Module scripts run as soon as the
// stylesheets have arrived, before the first paint: hydrating there put the whole of React's first
// render between the stylesheets and the page showing, which Lighthouse's mobile profile (4x slower CPU)
// counted in the booking steps' first paint (docs/decisions/1711-hydrate-after-first-paint.md).
// A frame's callback runs just before that frame's paint; a task queued from it runs after it.

/** What the scheduling needs from `window`, so that a test can drive it. */
export interface PaintScheduler {
  document: { visibilityState: DocumentVisibilityState };
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, delay?: number) => unknown;
}

export function afterFirstPaint(target: PaintScheduler, callback: () => void) {
  // A tab opened in the background paints nothing and runs no frame callback until it is shown:
  // there is no paint to wait for.
  if (target.document.visibilityState === "hidden") {
    callback();
    return;
  }
  target.requestAnimationFrame(() => target.setTimeout(callback, 0));
}
