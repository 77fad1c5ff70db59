import { describe, expect, it } from "vitest";
import { afterFirstPaint, type PaintScheduler } from "./after-first-paint";

/** A window whose frames and tasks run only when the test says so, recording the order of events. */
function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const target: PaintScheduler = {
    document: { visibilityState },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => tasks.push(callback),
  };
  return {
    target,
    /** One frame: its callbacks, then the paint, as a browser does. */
    runFrame: (log: string[]) => {
      frames.splice(0).forEach((callback) => callback());
      log.push("paint");
    },
    runTasks: () => tasks.splice(0).forEach((task) => task()),
  };
}

describe("afterFirstPaint", () => {
  it("waits for the next frame's paint on a visible page", () => {
    const log: string[] = [];
    const page = fakeWindow("visible");
    afterFirstPaint(page.target, () => log.push("hydrate"));
    expect(log).toEqual([]);
    page.runFrame(log);
    page.runTasks();
    expect(log).toEqual(["paint", "hydrate"]);
  });

  it("runs at once in a background tab, which runs no frame until it is shown", () => {
    const log: string[] = [];
    const page = fakeWindow("hidden");
    afterFirstPaint(page.target, () => log.push("hydrate"));
    expect(log).toEqual(["hydrate"]);
  });
});
