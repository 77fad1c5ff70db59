// The study's professionals among its members, the bailiffs and lawyers customers book and meetings are
// given to: those the platform lets confirm the study's meetings (pro-side §6 "Confirm, complete,
// reschedule: Bailiff only", a lawyers' office's lawyer being its bailiff), read from each member's
// permissions as the pages read the signed-in user's.
import { hasPermission, type Standing } from "~common/permissions";

export const isStudyProfessional = (member: Standing): boolean => hasPermission(member, "meetings.confirm");
