// Who the customer's dossier page (/dossier/{id}) is for (pro-side §6 "Demand ownership"; decision 3105):
// the people the demand is for. The study's own staff reading one of its demands are sent to the same
// case in their workspace, where its actions are theirs; a partner company's agents keep reading their
// company's demands here, as the platform allows. Staff is the platform's answer (/oauth/me's permissions
// in the current study), never a list of roles kept here.
import type { Demand } from "~/.server/platform/schemas";
import type { RequestContext } from "~/.server/request-context";
import { guardRedirect } from "~/.server/guards/redirects";
import { hasPermission, studyAccessOf, type StudyAccess } from "~/.server/guards/study-access";
import { paths } from "~/features/site/paths";

/** The permission every study-side role holds and no customer or partner does: the case's internal side. */
export const STUDY_STAFF_PERMISSION = "demands.internal";

type CaseParties = Pick<Demand, "id" | "user" | "meetings"> & { study: Pick<Demand["study"], "id"> };

/** The demand is this user's: its customer, or the person one of its meetings is for. */
function isDemandFor(demand: CaseParties, userId: number): boolean {
  return demand.user?.id === userId || demand.meetings.some((meeting) => meeting.user?.id === userId);
}

/** Where this user reads the demand: null for this page, else the workspace's page of the case. */
function workspaceCaseFor(demand: CaseParties, userId: number, access: StudyAccess): string | null {
  if (isDemandFor(demand, userId)) return null;
  const staffOfItsStudy = access.studyId === demand.study.id && hasPermission(access, STUDY_STAFF_PERMISSION);
  return staffOfItsStudy ? paths.proDemand(demand.id) : null;
}

/** Throws the redirect to the workspace's page of the case when the user is the study's staff, not its customer. */
export async function requireCustomerSide(
  context: Pick<RequestContext, "session" | "platform">,
  demand: CaseParties,
  userId: number,
): Promise<void> {
  // The demand's own customer: no need to ask the platform who else they are.
  if (isDemandFor(demand, userId)) return;
  const workspace = workspaceCaseFor(demand, userId, studyAccessOf(await context.platform.currentUser()));
  if (workspace) throw guardRedirect(workspace);
}
