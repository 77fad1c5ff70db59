import { describe, expect, it } from "vitest";
import { hasAnyPermission, hasPermission, studyAccessOf } from "./study-access";

const user = { currentStudyId: 3, permissions: ["meetings.confirm", "demands.view", "study.manage", "future.permission"] };

describe("studyAccessOf", () => {
  it("reads the current study and the permissions the platform lists for it", () => {
    const access = studyAccessOf(user);
    expect(access.studyId).toBe(3);
    expect(access.permissions).toEqual(["meetings.confirm", "demands.view", "study.manage", "future.permission"]);
  });
});

describe("permission checks", () => {
  const access = studyAccessOf(user);
  it("has a permission", () => {
    expect(hasPermission(access, "meetings.confirm")).toBe(true);
    expect(hasPermission(access, "meetings.cancel")).toBe(false);
  });

  it("has any of several permissions", () => {
    expect(hasAnyPermission(access, ["meetings.cancel", "study.manage"])).toBe(true);
    expect(hasAnyPermission(access, ["meetings.cancel", "calendar.view"])).toBe(false);
    expect(hasAnyPermission(access, [])).toBe(false);
  });
});
