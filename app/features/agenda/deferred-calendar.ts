// When the agenda's schedule-x calendar is fetched (decision 3112): the server's agenda is a complete
// view that works on its own, so the calendar's code (the largest file of the workspace) is asked for only
// once the page is hydrated and the browser is idle, or as soon as the user reaches for the agenda
// (pointer, touch or keyboard focus in its box), whichever comes first. Browsers with Temporal (Chromium
// from 144) skip the polyfill, which schedule-x needs elsewhere.
import type { ComponentType } from "react";

/** Past this, the calendar is fetched even if the browser never reports being idle. */
const IDLE_TIMEOUT_MS = 2_000;

export async function importProCalendar() {
  if (typeof (globalThis as { Temporal?: unknown }).Temporal === "undefined") await import("temporal-polyfill/global");
  return import("./pro-calendar.client");
}

type ProCalendarComponent = Awaited<ReturnType<typeof importProCalendar>>["default"];

const USER_REACHES = ["pointerdown", "pointerover", "touchstart", "focusin"] as const;

/**
 * Calls `load` once: when the browser is idle (`requestIdleCallback`, or a timer where it is missing) or
 * when the user reaches for `box`. Returns what cancels it (the page left before).
 */
export function whenIdleOrReached(box: HTMLElement, load: () => void): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    cancel();
    load();
  };
  let clearIdle: () => void;
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    clearIdle = () => window.cancelIdleCallback(id);
  } else {
    const id = window.setTimeout(start, 1);
    clearIdle = () => window.clearTimeout(id);
  }
  for (const type of USER_REACHES) box.addEventListener(type, start, { passive: true });
  function cancel() {
    clearIdle();
    for (const type of USER_REACHES) box.removeEventListener(type, start);
  }
  return () => {
    done = true;
    cancel();
  };
}

/** What the agenda page keeps in its state: the component, once fetched (a function in a state needs a box). */
export interface LoadedCalendar {
  Calendar: ComponentType<Parameters<ProCalendarComponent>[0]>;
}
