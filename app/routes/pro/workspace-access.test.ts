// Every role of pro-side §6 on every page of the professional workspace and of a study's settings,
// against a real embedded platform: each person signs in as the app signs them in (the platform's
// token, their current study, the session summary /oauth/me gives), then the page's loaders run as
// Remix runs them (the frame's layout first, then the page). Each cell is what the browser gets: the
// page (200), a redirect and where to, or an error status. The roles come from the demo accounts (the
// lawyer of the lawyers' office included); a partner company's admin is added to a partner company.
import { beforeAll, describe, expect, it } from "vitest";
import { freshCase } from "../../../platform/test-support/case-helpers";
import { DEMO_EMAILS, DEMO_STUDY_SLUG, LAWYERS_OFFICE_SLUG, PARTNER_STUDY_SLUGS } from "../../../platform/seed/demo-accounts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { toSessionUser } from "~/.server/auth";
import { getCurrentUser } from "~/.server/platform/auth";
import type { SessionUser } from "~/features/account/session-user";
import { proNavFor } from "~/features/pro/pro-nav";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { testRequestContext } from "~/test-support/request-context";
import { signedInRequest } from "~/test-support/signed-in-request";
import { loader as proLayout } from "./layout";
import { loader as dashboard } from "./dashboard";
import { loader as demands } from "./demands";
import { loader as demand } from "./demand";
import { loader as planMeeting } from "./plan-meeting";
import { loader as phoneBooking } from "./phone-booking";
import { loader as demandRequirements } from "./demand-requirements";
import { loader as availability } from "./availability";
import { loader as zones } from "./zones";
import { loader as calendarConnection } from "./calendar-connection";
import { loader as agenda } from "./agenda";
import { loader as proCall } from "../video/pro-call";
import { loader as instantRequests } from "../video/pro-instant-requests";
import { loader as captures } from "../video-evidence/pro-captures";
import { loader as position } from "../video-evidence/pro-position";
import { loader as settingsLayout } from "../study-settings/layout";
import { loader as settingsIndex } from "../study-settings/index";
import { loader as members } from "../study-settings/members";
import { loader as invitations } from "../study-settings/invitations";
import { loader as reportTypes } from "../study-settings/report-types";
import { loader as information } from "../study-settings/information";
import { loader as configuration } from "../study-settings/configuration";
import { loader as professionalDocuments } from "../study-settings/professional-documents";
import { loader as travel } from "../study-settings/travel";
import { loader as dataRetention } from "../study-settings/data-retention";

const platform = startEmbeddedPlatformForFile();

const ROLES = ["customer", "partner_agent", "partner_admin", "bailiff", "lawyer", "clerk", "assistant", "study_admin"] as const;
type Role = (typeof ROLES)[number];

/** Who visits: signed in as the app signs them in, with a case of their study (its meeting, its service). */
interface Visitor {
  token: string;
  studyId: number | undefined;
  user: SessionUser;
  slug: string;
  demandId: number;
  meetingId: number;
  reportTypeId: number;
}

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

interface Page {
  path: (visitor: Visitor) => string;
  params: (visitor: Visitor) => Record<string, string>;
  /** The frame's loader, then the page's: the first that refuses decides. */
  loaders: Loader[];
}

const none = () => ({});
const caseOf = (visitor: Visitor) => ({ id: String(visitor.demandId) });
const slugOf = (visitor: Visitor) => ({ slug: visitor.slug });
const inWorkspace = (page: Loader) => [proLayout as Loader, page];
const inStudySettings = (page: Loader) => [settingsLayout as Loader, page];

/** Every page of the workspace (app/route-groups/pro.ts, video.ts, video-evidence.ts) and of a study's settings (study-settings.ts). */
const PAGES: Record<string, Page> = {
  "/espace-pro": { path: () => "/espace-pro", params: none, loaders: inWorkspace(dashboard) },
  "/espace-pro/dossiers": { path: () => "/espace-pro/dossiers", params: none, loaders: inWorkspace(demands) },
  "/espace-pro/dossiers/:id": { path: (v) => `/espace-pro/dossiers/${v.demandId}`, params: caseOf, loaders: inWorkspace(demand) },
  "/espace-pro/dossiers/:id/planifier/:report": {
    path: (v) => `/espace-pro/dossiers/${v.demandId}/planifier/${v.reportTypeId}`,
    params: (v) => ({ id: String(v.demandId), report: String(v.reportTypeId) }),
    loaders: inWorkspace(planMeeting),
  },
  "/espace-pro/dossiers/:id/replanifier/:meetingId": {
    path: (v) => `/espace-pro/dossiers/${v.demandId}/replanifier/${v.meetingId}`,
    params: (v) => ({ id: String(v.demandId), meetingId: String(v.meetingId) }),
    loaders: inWorkspace(planMeeting),
  },
  "/espace-pro/dossiers/:id/visio/:meeting": {
    path: (v) => `/espace-pro/dossiers/${v.demandId}/visio/${v.meetingId}`,
    params: (v) => ({ id: String(v.demandId), meeting: String(v.meetingId) }),
    loaders: inWorkspace(proCall),
  },
  "/espace-pro/dossiers/:id/visio/:meetingId/captures": {
    path: (v) => `/espace-pro/dossiers/${v.demandId}/visio/${v.meetingId}/captures`,
    params: (v) => ({ id: String(v.demandId), meetingId: String(v.meetingId) }),
    loaders: inWorkspace(captures),
  },
  "/espace-pro/dossiers/:id/visio/:meetingId/position": {
    path: (v) => `/espace-pro/dossiers/${v.demandId}/visio/${v.meetingId}/position`,
    params: (v) => ({ id: String(v.demandId), meetingId: String(v.meetingId) }),
    loaders: inWorkspace(position),
  },
  "/espace-pro/visio-immediate": {
    path: () => "/espace-pro/visio-immediate",
    params: none,
    loaders: inWorkspace(instantRequests),
  },
  "/espace-pro/rendez-vous-telephone": {
    path: () => "/espace-pro/rendez-vous-telephone",
    params: none,
    loaders: inWorkspace(phoneBooking),
  },
  "/espace-pro/documents-demandes": {
    path: () => "/espace-pro/documents-demandes",
    params: none,
    loaders: inWorkspace(demandRequirements),
  },
  "/espace-pro/parametres/disponibilites": {
    path: () => "/espace-pro/parametres/disponibilites",
    params: none,
    loaders: inWorkspace(availability),
  },
  "/espace-pro/parametres/zones": { path: () => "/espace-pro/parametres/zones", params: none, loaders: inWorkspace(zones) },
  "/espace-pro/parametres/calendrier": {
    path: () => "/espace-pro/parametres/calendrier",
    params: none,
    loaders: inWorkspace(calendarConnection),
  },
  "/espace-pro/etude/:slug/agenda": {
    path: (v) => `/espace-pro/etude/${v.slug}/agenda`,
    params: slugOf,
    loaders: inWorkspace(agenda),
  },
  "/espace-pro/etude/:slug": { path: (v) => `/espace-pro/etude/${v.slug}`, params: slugOf, loaders: [settingsIndex] },
  "/espace-pro/etude/:slug/membres": {
    path: (v) => `/espace-pro/etude/${v.slug}/membres`,
    params: slugOf,
    loaders: inStudySettings(members),
  },
  "/espace-pro/etude/:slug/invitations": {
    path: (v) => `/espace-pro/etude/${v.slug}/invitations`,
    params: slugOf,
    loaders: inStudySettings(invitations),
  },
  "/espace-pro/etude/:slug/prestations": {
    path: (v) => `/espace-pro/etude/${v.slug}/prestations`,
    params: slugOf,
    loaders: inStudySettings(reportTypes),
  },
  "/espace-pro/etude/:slug/informations": {
    path: (v) => `/espace-pro/etude/${v.slug}/informations`,
    params: slugOf,
    loaders: inStudySettings(information),
  },
  "/espace-pro/etude/:slug/configuration": {
    path: (v) => `/espace-pro/etude/${v.slug}/configuration`,
    params: slugOf,
    loaders: inStudySettings(configuration),
  },
  "/espace-pro/etude/:slug/justificatifs-pro": {
    path: (v) => `/espace-pro/etude/${v.slug}/justificatifs-pro`,
    params: slugOf,
    loaders: inStudySettings(professionalDocuments),
  },
  "/espace-pro/etude/:slug/deplacements": {
    path: (v) => `/espace-pro/etude/${v.slug}/deplacements`,
    params: slugOf,
    loaders: inStudySettings(travel),
  },
  "/espace-pro/etude/:slug/conservation": {
    path: (v) => `/espace-pro/etude/${v.slug}/conservation`,
    params: slugOf,
    loaders: inStudySettings(dataRetention),
  },
};

const HISTORY = "301 /rendez-vous/historique";

/** What the browser gets: the page, a redirect and where to, or an error status. */
async function outcomeOf(page: Page, visitor: Visitor): Promise<string> {
  const url = `http://localhost${page.path(visitor)}`;
  try {
    for (const loader of page.loaders) {
      const request = await signedInRequest(url, { user: visitor.user, token: visitor.token, studyId: visitor.studyId });
      const answer = await loader({ request, params: page.params(visitor), context: await testRequestContext(request) });
      if (answer instanceof Response && answer.status !== 200) return describeResponse(answer);
    }
    return "200";
  } catch (thrown) {
    if (thrown instanceof Response) return describeResponse(thrown);
    // Remix answers any other error with its 500 page.
    return "500";
  }
}

function describeResponse(response: Response): string {
  const location = response.headers.get("Location");
  return location ? `${response.status} ${location.split("?")[0]}` : String(response.status);
}

/** A person holding this one role in the study with this slug, who signs in with the demo password (the demo has no partner admin). */
async function memberWithRole(studySlug: string, role: Role, email: string): Promise<string> {
  const { db } = platform().platform;
  const study = await db.selectFrom("studies").select("id").where("slug", "=", studySlug).executeTakeFirstOrThrow();
  const demo = await db.selectFrom("users").selectAll().where("email", "=", DEMO_EMAILS.clerk).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = demo;
  const user = await db
    .insertInto("users")
    .values({ ...copy, email, firstname: "Rose", lastname: "Vidal", default_study_id: study.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  const membership = await db
    .insertInto("memberships")
    .values({ user_id: user.id, study_id: study.id, job_name: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("membership_roles").values({ membership_id: membership.id, role }).execute();
  return email;
}

async function visitorFor(email: string, officeSlug: string): Promise<Visitor> {
  const { db } = platform().platform;
  const token = await platform().login(email);
  const me = await getCurrentUser({ token });
  const studyId = me.currentStudyId ?? undefined;
  const user = toSessionUser(await getCurrentUser({ token, studyId }));
  const current = me.studies.find((study) => study.id === studyId);
  // A case of the office they work in (the demo study for a customer or a partner company's people).
  const office = await db.selectFrom("studies").select(["id", "slug"]).where("slug", "=", officeSlug).executeTakeFirstOrThrow();
  const created = await freshCase(db, office.id, DEMO_EMAILS.customer, { visioService: true });
  return {
    token,
    studyId,
    user,
    slug: current?.slug ?? office.slug,
    demandId: created.demandId,
    meetingId: created.meetingId,
    reportTypeId: created.reportTypeId,
  };
}

const visitors = {} as Record<Role, Visitor>;

beforeAll(async () => {
  const partnerAdmin = await memberWithRole(PARTNER_STUDY_SLUGS[0], "partner_admin", "affilie@demo.example");
  const accounts: Record<Role, [email: string, office: string]> = {
    customer: [DEMO_EMAILS.customer, DEMO_STUDY_SLUG],
    partner_agent: [DEMO_EMAILS.partner, DEMO_STUDY_SLUG],
    partner_admin: [partnerAdmin, DEMO_STUDY_SLUG],
    bailiff: [DEMO_EMAILS.bailiff, DEMO_STUDY_SLUG],
    lawyer: [DEMO_EMAILS.lawyer, LAWYERS_OFFICE_SLUG],
    clerk: [DEMO_EMAILS.clerk, DEMO_STUDY_SLUG],
    assistant: [DEMO_EMAILS.assistant, DEMO_STUDY_SLUG],
    study_admin: [DEMO_EMAILS.studyAdmin, DEMO_STUDY_SLUG],
  };
  for (const role of ROLES) visitors[role] = await visitorFor(...accounts[role]);
}, 120_000);

const OK = "200";
/** The page's own redirect back to the case (nothing of this case for this person to plan). */
const CASE = "302 /espace-pro/dossiers/:id";
const STUDY_SETTINGS = (page: string) => `302 /espace-pro/etude/:slug/${page}`;
const NOT_FOUND = "404";

/** Every workspace page: customers, partner agents and study admins alone go to the history. */
const NOT_THEIRS = Object.fromEntries(Object.keys(PAGES).map((page) => [page, HISTORY]));
/** The study's settings: the admin's pages for its admins, the signature and documents for its professionals. */
const SETTINGS_OF = (first: string | null, open: string[]) => ({
  "/espace-pro/etude/:slug": first ? STUDY_SETTINGS(first) : HISTORY,
  ...Object.fromEntries(
    [
      "membres",
      "invitations",
      "prestations",
      "informations",
      "configuration",
      "deplacements",
      "justificatifs-pro",
      "conservation",
    ].map((page) => [`/espace-pro/etude/:slug/${page}`, open.includes(page) ? OK : HISTORY]),
  ),
});
const PROFESSIONAL_SETTINGS = SETTINGS_OF("configuration", ["configuration", "justificatifs-pro"]);

/** What a professional (bailiff, or a lawyers' office's lawyer) gets: every page of the workspace. */
const PROFESSIONAL: Record<string, string> = {
  ...Object.fromEntries(Object.keys(PAGES).map((page) => [page, OK])),
  ...PROFESSIONAL_SETTINGS,
};

/** role → page → what the browser gets. */
const EXPECTED: Record<Role, Record<string, string>> = {
  customer: {
    ...NOT_THEIRS,
    // Not a member of the study of the URL.
    ...Object.fromEntries(Object.keys(SETTINGS_OF(null, [])).map((page) => [page, NOT_FOUND])),
  },
  partner_agent: { ...NOT_THEIRS, ...SETTINGS_OF(null, []) },
  partner_admin: {
    ...NOT_THEIRS,
    // The workspace lets them in; the platform refuses them the office's demands (403 → the history),
    // and their own calendar connection page says it is a professional's.
    "/espace-pro/parametres/calendrier": OK,
    ...SETTINGS_OF(null, []),
  },
  bailiff: PROFESSIONAL,
  lawyer: PROFESSIONAL,
  clerk: {
    ...Object.fromEntries(Object.keys(PAGES).map((page) => [page, OK])),
    // Planning is the professional's (the platform offers the clerk nothing to plan on this case).
    "/espace-pro/dossiers/:id/planifier/:report": CASE,
    "/espace-pro/dossiers/:id/replanifier/:meetingId": CASE,
    // The video call is the professional's and the customer's.
    "/espace-pro/dossiers/:id/visio/:meeting": HISTORY,
    ...SETTINGS_OF(null, []),
  },
  assistant: {
    ...Object.fromEntries(Object.keys(PAGES).map((page) => [page, OK])),
    "/espace-pro": HISTORY,
    "/espace-pro/visio-immediate": HISTORY,
    "/espace-pro/dossiers/:id/planifier/:report": CASE,
    "/espace-pro/dossiers/:id/replanifier/:meetingId": CASE,
    "/espace-pro/dossiers/:id/visio/:meeting": HISTORY,
    "/espace-pro/documents-demandes": HISTORY,
    ...SETTINGS_OF(null, []),
  },
  study_admin: {
    ...NOT_THEIRS,
    ...SETTINGS_OF("membres", [
      "membres",
      "invitations",
      "prestations",
      "informations",
      "configuration",
      "deplacements",
      "justificatifs-pro",
      "conservation",
    ]),
  },
};

/** The outcome with this visitor's ids and slug written as the route's parameters, to compare with the table. */
function generic(outcome: string, visitor: Visitor): string {
  return outcome.replace(`/dossiers/${visitor.demandId}`, "/dossiers/:id").replace(`/etude/${visitor.slug}/`, "/etude/:slug/");
}

describe("every role of pro-side §6 on every page of the workspace and of a study's settings", () => {
  it("covers every page of the route files", () => {
    expect(Object.keys(PAGES)).toHaveLength(24);
    for (const role of ROLES) expect(Object.keys(EXPECTED[role]).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it.each(ROLES)("%s", async (role) => {
    const visitor = visitors[role];
    const outcomes: Record<string, string> = {};
    for (const [name, page] of Object.entries(PAGES)) outcomes[name] = generic(await outcomeOf(page, visitor), visitor);
    expect(outcomes).toEqual(EXPECTED[role]);
  });

  it.each(ROLES)("%s: the workspace's navigation links only pages that open", (role) => {
    const visitor = visitors[role];
    const pageAt = (href: string) => Object.keys(PAGES).find((name) => PAGES[name]!.path(visitor) === href);
    const linked = proNavFor(visitor.user, visitor.slug).map((entry) => pageAt(entry.href));
    // A partner company's admin is let into the workspace (pro-side §6), whose study demands the platform
    // keeps to the office's own staff: their one link leads back to the history.
    const known = role === "partner_admin" ? ["/espace-pro/dossiers"] : [];
    // The study's settings open on the first of their pages this person may see.
    const opens = (outcome: string) => outcome === OK || /^302 \/espace-pro\/etude\/:slug\/[a-z-]+$/.test(outcome);
    for (const page of linked) {
      expect(page).toBeDefined();
      if (!known.includes(page!)) expect([page, opens(EXPECTED[role][page!]!)]).toEqual([page, true]);
    }
    expect(linked.length > 0).toBe(["partner_admin", "bailiff", "lawyer", "clerk", "assistant"].includes(role));
  });
});
