// The permission model: which roles count on a resource, and the current study narrowing them.
import { describe, expect, it } from "vitest";
import type { RoleName } from "~common/roles";
import { PERMISSION_NAMES } from "~common/permissions";
import { ROLE_NAMES } from "~common/roles";
import { can, canInviteInto, invitableRoles, permissionsOf, presentRoles, rolesOn, type Actor } from "./roles";

const STUDY = 1;
const OTHER_STUDY = 2;
const PARTNER = 3;

function actor(roles: Record<number, RoleName[]>, currentStudyId: number | null = null, userId = 7): Actor {
  return { userId, currentStudyId, rolesByStudy: new Map(Object.entries(roles).map(([id, list]) => [Number(id), list])) };
}

const demand = { studyId: STUDY, partnerId: PARTNER, customerIds: [40, 41] };

describe("the permission model", () => {
  it("makes the people a demand is for its customers, whatever their memberships", () => {
    expect(rolesOn(actor({}, null, 41), demand)).toEqual(["customer"]);
    expect(can(actor({}, null, 41), "demands.cancel", demand)).toBe(true);
    expect(can(actor({}, null, 99), "demands.view", demand)).toBe(false);
  });

  it("counts staff roles in the demand's study and partner roles in its partner company only", () => {
    expect(rolesOn(actor({ [STUDY]: ["clerk"], [PARTNER]: ["partner_agent"] }), demand)).toEqual(["clerk", "partner_agent"]);
    // A staff role held in the partner company, or a partner role in the study, gives nothing.
    expect(rolesOn(actor({ [STUDY]: ["partner_agent"], [PARTNER]: ["bailiff"] }), demand)).toEqual([]);
    expect(rolesOn(actor({ [OTHER_STUDY]: ["bailiff"] }), demand)).toEqual([]);
    // A "customer" membership never makes one the customer of the study's demands.
    expect(rolesOn(actor({ [STUDY]: ["customer"] }), demand)).toEqual([]);
  });

  it("resolves roles per current study: with a study-id, roles held elsewhere do not count", () => {
    const clerkAndAgent = { [STUDY]: ["clerk"] as RoleName[], [PARTNER]: ["partner_agent"] as RoleName[] };
    expect(rolesOn(actor(clerkAndAgent, STUDY), demand)).toEqual(["clerk"]);
    expect(rolesOn(actor(clerkAndAgent, PARTNER), demand)).toEqual(["partner_agent"]);
    expect(can(actor({ [STUDY]: ["bailiff"] }, OTHER_STUDY), "demands.view", demand)).toBe(false);
    // Being the customer does not depend on the study one acts for.
    expect(rolesOn(actor({}, OTHER_STUDY, 40), demand)).toEqual(["customer"]);
  });

  it("lets assistants read but not cancel, and staff book for others in their own study", () => {
    const assistant = actor({ [STUDY]: ["assistant"] });
    expect(can(assistant, "demands.view", demand)).toBe(true);
    expect(can(assistant, "demands.cancel", demand)).toBe(false);
    expect(can(assistant, "demands.create_for_others", { studyId: STUDY })).toBe(true);
    expect(can(assistant, "demands.create_for_others", { studyId: OTHER_STUDY })).toBe(false);
    expect(can(actor({ [PARTNER]: ["partner_admin"] }), "partner.demands", { partnerId: PARTNER })).toBe(true);
  });

  it("presents each role with its permissions", () => {
    expect(presentRoles(["bailiff"])[0]).toMatchObject({
      name: "bailiff",
      permissions: expect.arrayContaining(["meetings.confirm", "meetings.complete", "meetings.reschedule"]),
    });
    expect(presentRoles(["clerk"])[0]!.permissions).not.toContain("meetings.confirm");
  });

  it("grants a lawyers' office's lawyer what a bailiff has, the workspace and the calendar connection included", () => {
    expect(permissionsOf(["lawyer"])).toEqual(permissionsOf(["bailiff"]));
    expect(can(actor({ [STUDY]: ["lawyer"] }), "workspace.open", { studyId: STUDY })).toBe(true);
    expect(can(actor({ [STUDY]: ["lawyer"] }), "calendar.manage", { studyId: STUDY })).toBe(true);
    expect(can(actor({ [STUDY]: ["lawyer"] }), "professional_documents.manage", { studyId: STUDY })).toBe(true);
  });

  it("opens the workspace to the study's staff and a partner company's admins, not to an admin alone nor an agent", () => {
    const opens = ROLE_NAMES.filter((role) => permissionsOf([role]).includes("workspace.open"));
    expect(opens).toEqual(["bailiff", "lawyer", "clerk", "assistant", "partner_admin"]);
    const actsForCompany = ROLE_NAMES.filter((role) => permissionsOf([role]).includes("partner.act_for_company"));
    expect(actsForCompany).toEqual(["partner_agent"]);
    const members = ROLE_NAMES.filter((role) => permissionsOf([role]).includes("memberships.own"));
    expect(members).toEqual(ROLE_NAMES.filter((role) => role !== "customer"));
    // The product's own signing authorisation is no role's.
    expect(ROLE_NAMES.filter((role) => permissionsOf([role]).includes("documents.sign"))).toEqual([]);
  });

  it("lists the permissions of several roles once each, every one a name of common/permissions.ts", () => {
    const both = permissionsOf(["clerk", "bailiff"]);
    expect(new Set(both).size).toBe(both.length);
    for (const role of ROLE_NAMES) for (const permission of permissionsOf([role])) expect(PERMISSION_NAMES).toContain(permission);
  });

  it("gives a partner company partner roles to invite, an office its staff, and neither the other's", () => {
    expect(invitableRoles("partner")).toEqual(["partner_admin", "partner_agent"]);
    for (const type of ["study", "affiliate"] as const) expect(invitableRoles(type)).toEqual(["bailiff", "lawyer", "clerk", "assistant"]);
    const partnerCompany = { id: PARTNER, type: "partner" as const };
    const office = { id: STUDY, type: "study" as const };
    expect(canInviteInto(actor({ [PARTNER]: ["partner_agent"] }), partnerCompany)).toBe(true);
    expect(canInviteInto(actor({ [STUDY]: ["partner_agent"] }), office)).toBe(false);
    expect(canInviteInto(actor({ [STUDY]: ["study_admin"] }), office)).toBe(true);
    expect(canInviteInto(actor({ [STUDY]: ["bailiff"] }), office)).toBe(false);
  });
});
