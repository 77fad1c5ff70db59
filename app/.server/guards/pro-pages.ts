// The guard chain of each professional page (decision 921): the spec's middleware rules by name, and the
// signed-in user as the platform sees them in their current study (the platform client asks /oauth/me
// once per request however many loaders, the workspace layout and the page, want it).
import type { RequestContext } from "../request-context";
import type { User } from "../platform/schemas";
import { runMiddleware, type MiddlewareName } from "./middleware";
import { studyAccessOf, type StudyAccess } from "./study-access";

const SIGNED_IN: readonly MiddlewareName[] = ["default-site", "logged-in", "fully-registered", "validated"];

/**
 * The rules of each page of the workspace, in the order they apply (each role rule asks the platform's
 * permission it stands for: middleware.ts).
 */
const PRO_PAGE_RULES = {
  /** The workspace layout lets in whoever opens the workspace (`workspace.open`). */
  layout: [...SIGNED_IN, "staff-or-partner-admin"],
  /** Bailiff dashboard: the meetings to confirm are the work of whoever manages the study's demands. */
  dashboard: [...SIGNED_IN, "clerk-or-bailiff"],
  /** Bailiff history (the study's demands) and the demand page: whoever opens the workspace. */
  demands: [...SIGNED_IN, "staff-or-partner-admin"],
  demand: [...SIGNED_IN, "staff-or-partner-admin"],
  /** A professional's week: whoever opens the workspace; the platform decides whose and what. */
  availability: [...SIGNED_IN, "staff-or-partner-admin"],
  /** The study's agenda (study settings child `agenda`): whoever opens the workspace; whose agenda is the platform's call. */
  agenda: [...SIGNED_IN, "staff-or-partner-admin"],
  /** Switching the current study: any signed-in member. */
  currentStudy: [...SIGNED_IN],
} as const satisfies Record<string, readonly MiddlewareName[]>;

export type ProPage = keyof typeof PRO_PAGE_RULES;

type GuardContext = Pick<RequestContext, "site" | "session" | "platform">;

export interface ProVisitor {
  user: User;
  access: StudyAccess;
  /** The current study, as the platform resolved it (never null past the permission rules). */
  studyId: number;
}

/** Runs the page's rules; answers who is here and what they may do in the current study. */
export async function requireProPage(page: ProPage, request: Request, context: GuardContext): Promise<ProVisitor> {
  await runMiddleware(PRO_PAGE_RULES[page], {
    request,
    site: context.site,
    sessionUser: context.session.user,
    platformUser: () => context.platform.currentUser(),
  });
  const user = await context.platform.currentUser();
  const access = studyAccessOf(user);
  if (access.studyId === null) throw new Response(null, { status: 403, statusText: "Forbidden" });
  return { user, access, studyId: access.studyId };
}
