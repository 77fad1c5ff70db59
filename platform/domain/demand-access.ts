// Who may read or cancel a demand: its customer, the staff of its study, the agents of its partner.
import type { PlatformDb } from "../db/open-database";
import type { DemandRow, RoleName, UserRow } from "../db/schema";
import { rolesInStudy } from "./memberships";
import { STAFF_ROLES } from "./roles";

const PARTNER_ROLES: RoleName[] = ["partner_agent", "partner_admin"];
// Assistants may read the study's demands but not cancel them.
const CANCELLING_STAFF: RoleName[] = ["study_admin", "bailiff", "lawyer", "clerk"];

async function relation(db: PlatformDb, user: UserRow, demand: DemandRow) {
  if (demand.user_id === user.id) return { customer: true, staff: [] as RoleName[], partner: [] as RoleName[] };
  const attendee = await db
    .selectFrom("meetings")
    .select("id")
    .where("demand_id", "=", demand.id)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  const staff = await rolesInStudy(db, user.id, demand.study_id);
  const partner = demand.partner_id ? await rolesInStudy(db, user.id, demand.partner_id) : [];
  return { customer: Boolean(attendee), staff, partner };
}

export async function canReadDemand(db: PlatformDb, user: UserRow, demand: DemandRow): Promise<boolean> {
  const { customer, staff, partner } = await relation(db, user, demand);
  return customer || staff.some((role) => STAFF_ROLES.includes(role)) || partner.some((role) => PARTNER_ROLES.includes(role));
}

export async function canCancelDemand(db: PlatformDb, user: UserRow, demand: DemandRow): Promise<boolean> {
  const { customer, staff, partner } = await relation(db, user, demand);
  return (
    customer || staff.some((role) => CANCELLING_STAFF.includes(role)) || partner.some((role) => PARTNER_ROLES.includes(role))
  );
}
