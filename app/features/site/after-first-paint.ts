// Runs a callback once the browser has painted the server's HTML: the page's boot script starts
// fetching the code from here (decisions 1711 and 1712), so that neither the downloads nor React's first
// render hold back the first paint on a slow phone. A frame's callback runs just before that frame's
// paint; a task queued from it runs after it. Inlined in the page as its source text
// (deferred-boot.server.ts): it must use nothing but its arguments.

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
