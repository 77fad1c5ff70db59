import { describe, expect, it } from "vitest";
import { INVITABLE_ROLES, isInvitableRole } from "./invitation-roles";

describe("invitation roles", () => {
  it("excludes study administrator and customer", () => {
    expect(INVITABLE_ROLES).not.toContain("study_admin");
    expect(INVITABLE_ROLES).not.toContain("customer");
    expect(INVITABLE_ROLES).toContain("partner_agent");
    expect(isInvitableRole("study_admin")).toBe(false);
    expect(isInvitableRole("assistant")).toBe(true);
    expect(isInvitableRole("anything")).toBe(false);
  });
});
