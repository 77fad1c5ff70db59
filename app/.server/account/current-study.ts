// Switching the study a partner agent acts for (pro-side §2: the company demands reload when the
// current study changes): the session's study id, and the roles of that study in the session's user.
import { toSessionUser } from "../auth";
import { getCurrentUser } from "../platform/auth";
import { commitSession, getSession } from "../session";

/** The new session cookie, or null when the user is not a member of that study. */
export async function switchCurrentStudy(request: Request, studyId: number): Promise<string | null> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return null;
  const user = await getCurrentUser({ token, studyId });
  if (user.currentStudyId !== studyId) return null;
  session.set("studyId", studyId);
  session.set("user", toSessionUser(user));
  return commitSession(session);
}
