import { describe, expect, it } from "vitest";
import { hasAnyPermission, hasPermission, studyAccessOf } from "./study-access";

const user = {
  currentStudyId: 3,
  roles: [
    { name: "bailiff", permissions: ["meetings.confirm", "demands.view"] },
    { name: "study_admin", permissions: ["study.manage", "demands.view"] },
    { name: "someone_new", permissions: ["future.permission"] },
  ],
};

describe("studyAccessOf", () => {
  it("reads the current study's roles (known ones only) and the union of their permissions", () => {
    const access = studyAccessOf(user);
    expect(access.studyId).toBe(3);
    expect(access.roles).toEqual(["bailiff", "study_admin"]);
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
