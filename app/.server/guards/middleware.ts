// Every middleware rule of pro-side §6, by name, as the spec's routes declare them: a page lists the
// rules it needs (app/.server/guards/pro-pages.ts) and `runMiddleware` applies them in order, each one
// throwing the spec's redirect or error page. A name no rule answers to is the spec's 500 ("Unknown
// middleware gives a 500"). The spec words its role rules by role; each asks the permission of the
// platform that stands for those roles (docs/decisions/1901). Rules that need more than the session
// (permissions per current study, the verified-bailiff flag, the calendar connection) read the
// platform's /oauth/me once per request.
import type { Permission } from "~common/permissions";
import type { SiteContext } from "~/features/site/site-context";
import type { SessionUser } from "~/features/account/session-user";
import type { User } from "../platform/schemas";
import { requireLoggedIn } from "./logged-in";
import { requireAgendaConnected, requirePermission, requireVerifiedProfessional } from "./permission-rules";
import { requireFullyRegistered } from "./registered";
import { requireDefaultSite } from "./site";
import { redirectValidatedUser, requireValidated } from "./validated";

export const UNKNOWN_MIDDLEWARE = "Unknown middleware";

/** What a rule may look at: the request, the site context, the session's user, and the platform's view of them. */
export interface MiddlewareInput {
  request: Request;
  site: SiteContext;
  sessionUser: SessionUser | null;
  /** The signed-in user as /oauth/me answers for the current study (read once, when a rule needs it). */
  platformUser: () => Promise<User>;
}

type Rule = (input: MiddlewareInput) => void | Promise<void>;

/** A role rule of the spec, decided by the platform's permission in the current study. */
const holding =
  (permission: Permission): Rule =>
  async (input) => {
    requirePermission(await input.platformUser(), permission);
  };

const RULES = {
  /** "Site context of a specific organisation": only the booking routes exist there. */
  "default-site": ({ site }) => requireDefaultSite({ site }),
  /** Anonymous → 301 to the login page, the encoded full path in `redirect`. */
  "logged-in": ({ request, sessionUser }) => {
    requireLoggedIn(request, sessionUser);
  },
  /** Signed in but not fully registered → complete the registration, with the way back. */
  "fully-registered": ({ request, sessionUser }) => {
    if (sessionUser) requireFullyRegistered(request, sessionUser);
  },
  /** Anonymous → 401 'Access not allowed to this page'; unconfirmed e-mail → the account validation page. */
  validated: ({ request, sessionUser }) => {
    requireValidated(request, sessionUser);
  },
  /** On the validation page: a confirmed user goes to the history unless the URL carries `key`. */
  "verified-to-history": ({ request, sessionUser }) => {
    if (sessionUser) redirectValidatedUser(request, sessionUser);
  },
  "agenda-connected": async (input) => {
    requireAgendaConnected(await input.platformUser());
  },
  /** "Bailiff logged in": the study's professionals, who confirm its meetings (a lawyers' office's lawyer is its bailiff). */
  bailiff: holding("meetings.confirm"),
  /** "Clerk or Bailiff": whoever manages the study's demands. */
  "clerk-or-bailiff": holding("demands.manage"),
  "verified-bailiff": async (input) => {
    requireVerifiedProfessional(await input.platformUser());
  },
  /** "Assistant, Clerk, Bailiff or PartnerAdmin": whoever opens the workspace. */
  "staff-or-partner-admin": holding("workspace.open"),
  /** Company demands and partner accounts (PartnerAgent). */
  "partner-agent": holding("partner.act_for_company"),
} satisfies Record<string, Rule>;

export type MiddlewareName = keyof typeof RULES;

function isRuleName(name: string): name is MiddlewareName {
  return Object.hasOwn(RULES, name);
}

/** Applies the rules in order; the first that refuses throws. An unknown rule name is a 500. */
export async function runMiddleware(names: readonly string[], input: MiddlewareInput): Promise<void> {
  for (const name of names) {
    if (!isRuleName(name)) throw new Response(UNKNOWN_MIDDLEWARE, { status: 500, statusText: UNKNOWN_MIDDLEWARE });
    await RULES[name](input);
  }
}
