// Switching the study a partner agent acts for (pro-side §2: the company demands reload when the
// current study changes): the session's study id, and the roles of that study in the session's user.
import { toSessionUser } from "~/.server/auth";
import { getCurrentUser } from "~/.server/platform/auth";
import type { AppSession } from "~/.server/session";

/** Switches the session to `studyId`; false (nothing changed) when the user is not a member of it. */
export async function switchCurrentStudy(session: AppSession, studyId: number): Promise<boolean> {
  const token = session.token;
  if (!token) return false;
  const user = await getCurrentUser({ token, studyId });
  if (user.currentStudyId !== studyId) return false;
  session.set("studyId", studyId);
  session.set("user", toSessionUser(user));
  return true;
}
