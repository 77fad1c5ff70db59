// A professional as the booking screens show them: names, civility, avatar and badges (customer-side §3).
import type { RoleName, UserRow } from "../db/schema";
import { avatarUrl, seniority } from "./present-user";
import { presentRoles } from "./roles";

export function presentProfessional(user: UserRow, roles: RoleName[], options: { apiBase: string; now: Date }) {
  return {
    id: user.id,
    avatar: avatarUrl(options.apiBase, user.avatar),
    roles: presentRoles(roles),
    firstname: user.firstname,
    lastname: user.lastname,
    civility: user.civility,
    isClerk: roles.includes("clerk"),
    isReactive: user.is_reactive,
    rank: user.rank,
    goodSuccessRate: user.good_success_rate,
    agenda_ready: user.agenda_ready,
    dronePilot: user.drone_pilot,
    seniority: seniority(user.practising_since, options.now),
  };
}
