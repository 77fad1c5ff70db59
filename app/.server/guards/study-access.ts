// The signed-in user's standing in the study they act for (pro-side §6: resolved per current study): what
// the platform's /oauth/me lets them do there for the session's `study-id`. The checks themselves are
// common/permissions.ts's, the same for the guards, the menus and the buttons.
import type { User } from "../platform/schemas";

export { hasAnyPermission, hasPermission } from "~common/permissions";

/** The user's standing in their current study. */
export interface StudyAccess {
  studyId: number | null;
  permissions: readonly string[];
}

/** The permissions of the study the platform answered as current (`currentStudyId`). */
export function studyAccessOf(user: Pick<User, "permissions" | "currentStudyId">): StudyAccess {
  return { studyId: user.currentStudyId, permissions: user.permissions };
}
