// Every middleware rule of pro-side §6, by name, as the spec's routes declare them: a page lists the
// rules it needs (app/.server/guards/pro-pages.ts) and `runMiddleware` applies them in order, each one
// throwing the spec's redirect or error page. A name no rule answers to is the spec's 500 ("Unknown
// middleware gives a 500"). Rules that need more than the session (roles per current study, the
// verified-bailiff flag, the calendar connection) read the platform's /oauth/me once per request.
import type { SiteContext } from "~/features/site/site-context";
import type { SessionUser } from "~/features/account/session-user";
import type { User } from "../platform/schemas";
import { requireLoggedIn } from "./logged-in";
import { requireFullyRegistered } from "./registered";
import {
  requireAgendaConnected,
  requireBailiff,
  requireClerkOrBailiff,
  requireDocumentSigningOrAssistant,
  requirePartnerAgent,
  requireStudyStaffOrPartnerAdmin,
  requireVerifiedBailiff,
} from "./roles";
import { requireDefaultSite } from "./site";
import { hasPermission, studyAccessOf } from "./study-access";
import { redirectValidatedUser, requireValidated } from "./validated";

export const UNKNOWN_MIDDLEWARE = "Unknown middleware";

/** The permission that stands for the product's own document-signing authorisation (pro-side §2, §6). */
export const DOCUMENT_SIGNING_PERMISSION = "documents.sign";

/** What a rule may look at: the request, the site context, the session's user, and the platform's view of them. */
export interface MiddlewareInput {
  request: Request;
  site: SiteContext;
  sessionUser: SessionUser | null;
  /** The signed-in user as /oauth/me answers for the current study (read once, when a rule needs it). */
  platformUser: () => Promise<User>;
}

type Rule = (input: MiddlewareInput) => void | Promise<void>;

/** The user's roles in the current study, with the flags the role rules read. */
async function standing(input: MiddlewareInput) {
  const user = await input.platformUser();
  const access = studyAccessOf(user);
  return {
    roles: access.roles,
    isBailiffVerified: user.isBailiffVerified,
    documentSigningAuthorised: hasPermission(access, DOCUMENT_SIGNING_PERMISSION),
    cronofy_access_token: user.cronofy_access_token,
    cronofy_sub: user.cronofy_sub,
  };
}

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
    requireAgendaConnected(await standing(input));
  },
  "document-signing-or-assistant": async (input) => {
    requireDocumentSigningOrAssistant(await standing(input));
  },
  bailiff: async (input) => {
    requireBailiff(await standing(input));
  },
  "clerk-or-bailiff": async (input) => {
    requireClerkOrBailiff(await standing(input));
  },
  "verified-bailiff": async (input) => {
    requireVerifiedBailiff(await standing(input));
  },
  "staff-or-partner-admin": async (input) => {
    requireStudyStaffOrPartnerAdmin(await standing(input));
  },
  "partner-agent": async (input) => {
    requirePartnerAgent(await standing(input));
  },
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
