// The guards of the professional pages, role by role: each role of pro-side §6 against each guard of the
// workspace, with the status or redirect the spec gives. The session cookie carries who is signed in; the
// platform's /oauth/me (stubbed) answers the permissions the platform's table gives their roles in the
// current study, as it does for the real pages. (app/routes/pro/workspace-access.test.ts runs every
// page's loaders against a real platform.)
import { afterEach, describe, expect, it, vi } from "vitest";
import { testRequestContext } from "~/test-support/request-context";
import { platformUserFixture } from "~/test-support/platform-user";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { runMiddleware, UNKNOWN_MIDDLEWARE } from "./middleware";
import { requireProPage, type ProPage } from "./pro-pages";

interface Visitor {
  label: string;
  roles: string[];
  verified?: boolean;
  isBailiffVerified?: boolean;
}

const VISITORS: Record<string, Visitor | null> = {
  guest: null,
  customer: { label: "customer", roles: ["customer"] },
  partnerAgent: { label: "partner agent", roles: ["partner_agent"] },
  assistant: { label: "assistant", roles: ["assistant"] },
  clerk: { label: "clerk", roles: ["clerk"] },
  bailiff: { label: "bailiff", roles: ["bailiff"], isBailiffVerified: true },
  lawyer: { label: "lawyer", roles: ["lawyer"] },
  partnerAdmin: { label: "partner admin", roles: ["partner_admin"] },
  unverifiedBailiff: { label: "unverified bailiff", roles: ["bailiff"], verified: false, isBailiffVerified: false },
  studyAdmin: { label: "study admin", roles: ["study_admin"] },
};

const PAGES: Record<Exclude<ProPage, "layout" | "currentStudy">, string> = {
  dashboard: "/espace-pro",
  demands: "/espace-pro/dossiers?page=2",
  demand: "/espace-pro/dossiers/12",
  availability: "/espace-pro/parametres/disponibilites",
  agenda: "/espace-pro/etude/etude-dupont-lyon/agenda?vue=semaine",
};

const LOGIN = (path: string) => `301 /connexion?redirect=${encodeURIComponent(path)}`;
const VALIDATION = (path: string) => `301 /validation-compte?redirect=${encodeURIComponent(path)}`;
const HISTORY = "301 /rendez-vous/historique";
const PASS = "pass";

/** visitor → page → what the guard answers. */
const EXPECTED: Record<keyof typeof VISITORS, Record<keyof typeof PAGES, string>> = {
  guest: {
    dashboard: LOGIN(PAGES.dashboard),
    demands: LOGIN(PAGES.demands),
    demand: LOGIN(PAGES.demand),
    availability: LOGIN(PAGES.availability),
    agenda: LOGIN(PAGES.agenda),
  },
  customer: { dashboard: HISTORY, demands: HISTORY, demand: HISTORY, availability: HISTORY, agenda: HISTORY },
  partnerAgent: { dashboard: HISTORY, demands: HISTORY, demand: HISTORY, availability: HISTORY, agenda: HISTORY },
  assistant: { dashboard: HISTORY, demands: PASS, demand: PASS, availability: PASS, agenda: PASS },
  clerk: { dashboard: PASS, demands: PASS, demand: PASS, availability: PASS, agenda: PASS },
  bailiff: { dashboard: PASS, demands: PASS, demand: PASS, availability: PASS, agenda: PASS },
  // A lawyers' office's lawyer is its bailiff: the platform grants them the same.
  lawyer: { dashboard: PASS, demands: PASS, demand: PASS, availability: PASS, agenda: PASS },
  partnerAdmin: { dashboard: HISTORY, demands: PASS, demand: PASS, availability: PASS, agenda: PASS },
  unverifiedBailiff: {
    dashboard: VALIDATION(PAGES.dashboard),
    demands: VALIDATION(PAGES.demands),
    demand: VALIDATION(PAGES.demand),
    availability: VALIDATION(PAGES.availability),
    agenda: VALIDATION(PAGES.agenda),
  },
  studyAdmin: { dashboard: HISTORY, demands: HISTORY, demand: HISTORY, availability: HISTORY, agenda: HISTORY },
};

function requestAs(visitor: Visitor | null, path: string): Promise<Request> {
  const url = `http://localhost${path}`;
  if (!visitor) return Promise.resolve(new Request(url));
  return signedInRequest(url, {
    user: professionalSessionUser({ roles: visitor.roles, verified: visitor.verified ?? true }),
    studyId: 3,
  });
}

async function outcome(page: ProPage, visitor: Visitor | null, path: string): Promise<string> {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json(
        platformUserFixture({
          roles: visitor?.roles ?? ["customer"],
          verified: visitor?.verified ?? true,
          isBailiffVerified: visitor?.isBailiffVerified ?? false,
          currentStudyId: 3,
        }),
      ),
    ),
  );
  const request = await requestAs(visitor, path);
  try {
    await requireProPage(page, request, await testRequestContext(request));
    return PASS;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const location = thrown.headers.get("Location");
    return location ? `${thrown.status} ${location}` : String(thrown.status);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the professional pages' guards, role by role", () => {
  const cases = Object.entries(EXPECTED).flatMap(([visitor, pages]) =>
    Object.entries(pages).map(([page, expected]) => [visitor, page, expected] as const),
  );
  it.each(cases)("%s on %s → %s", async (visitor, page, expected) => {
    const path = PAGES[page as keyof typeof PAGES];
    expect(await outcome(page as ProPage, VISITORS[visitor]!, path)).toBe(expected);
  });

  it("answers the guest of a validated page with the 401 page, and no platform call", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const request = new Request("http://localhost/espace-pro");
    const context = await testRequestContext(request);
    await expect(
      runMiddleware(["validated"], { request, site: "default", sessionUser: null, platformUser: () => Promise.reject() }),
    ).rejects.toMatchObject({ status: 401 });
    expect(context.session.user).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses the workspace on the cncj site as an unknown page", async () => {
    const request = await requestAs(VISITORS.bailiff!, "/espace-pro");
    const context = { ...(await testRequestContext(request)), site: "cncj" as const };
    await expect(requireProPage("dashboard", request, context)).rejects.toMatchObject({ status: 404 });
  });

  it("answers 500 to a rule it does not know", async () => {
    const anonymous = {
      request: new Request("http://localhost/espace-pro"),
      site: "default" as const,
      sessionUser: null,
      platformUser: () => Promise.reject(new Error("not asked")),
    };
    const thrown = await runMiddleware(["logged-in", "no-such-rule"], anonymous).catch((error: unknown) => error);
    // logged-in refuses first: the order of the rules is kept.
    expect((thrown as Response).status).toBe(301);
    const unknown = await runMiddleware(["no-such-rule"], anonymous).catch((error: unknown) => error);
    expect((unknown as Response).status).toBe(500);
    expect(await (unknown as Response).text()).toBe(UNKNOWN_MIDDLEWARE);
  });

  it("asks the platform who the user is once per request, however many loaders guard it", async () => {
    const fetch = vi.fn(async () =>
      Response.json(platformUserFixture({ roles: ["bailiff"], isBailiffVerified: true, currentStudyId: 3 })),
    );
    vi.stubGlobal("fetch", fetch);
    const request = await requestAs(VISITORS.bailiff!, "/espace-pro");
    const context = await testRequestContext(request);
    await Promise.all([requireProPage("layout", request, context), requireProPage("dashboard", request, context)]);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe("the other middleware rules of pro-side §6", () => {
  const signedIn = (roles: string[], overrides: Parameters<typeof platformUserFixture>[0] = {}) => ({
    request: new Request("http://localhost/espace-pro/parametres"),
    site: "default" as const,
    sessionUser: professionalSessionUser({ roles }),
    platformUser: async () => platformUserFixture({ roles, ...overrides }),
  });

  it("verified bailiff: an unverified one goes to the history (301)", async () => {
    await expect(
      runMiddleware(["verified-bailiff"], signedIn(["bailiff"], { isBailiffVerified: true })),
    ).resolves.toBeUndefined();
    await expect(runMiddleware(["verified-bailiff"], signedIn(["bailiff"]))).rejects.toMatchObject({ status: 301 });
  });

  it("agenda connected: without the calendar connection, to the agenda settings", async () => {
    const thrown = (await runMiddleware(["agenda-connected"], signedIn(["bailiff"])).catch(
      (error: unknown) => error,
    )) as Response;
    expect(thrown.headers.get("Location")).toBe("/espace-pro/parametres/calendrier");
  });

  it("bailiff, partner agent: by the permission the platform gives in the current study", async () => {
    await expect(runMiddleware(["bailiff"], signedIn(["bailiff"]))).resolves.toBeUndefined();
    await expect(runMiddleware(["bailiff"], signedIn(["lawyer"]))).resolves.toBeUndefined();
    await expect(runMiddleware(["bailiff"], signedIn(["clerk"]))).rejects.toMatchObject({ status: 301 });
    await expect(runMiddleware(["partner-agent"], signedIn(["partner_agent"]))).resolves.toBeUndefined();
    await expect(runMiddleware(["partner-agent"], signedIn(["partner_admin"]))).rejects.toMatchObject({ status: 301 });
  });

  it("decides by the platform's permissions, never by a role name", async () => {
    // A role the platform grants nothing in this study opens nothing.
    await expect(runMiddleware(["staff-or-partner-admin"], signedIn(["bailiff"], { permissions: [] }))).rejects.toMatchObject({
      status: 301,
    });
    await expect(
      runMiddleware(["staff-or-partner-admin"], signedIn(["customer"], { permissions: ["workspace.open"] })),
    ).resolves.toBeUndefined();
  });

  it("verified user on the validation page: to the history unless the key parameter", async () => {
    const input = signedIn(["customer"]);
    await expect(
      runMiddleware(["verified-to-history"], { ...input, request: new Request("http://localhost/validation-compte") }),
    ).rejects.toMatchObject({ status: 301 });
    await expect(
      runMiddleware(["verified-to-history"], { ...input, request: new Request("http://localhost/validation-compte?key=1") }),
    ).resolves.toBeUndefined();
  });

  it("fully registered: a missing piece sends to complete the registration", async () => {
    const input = signedIn(["bailiff"]);
    const thrown = (await runMiddleware(["fully-registered"], {
      ...input,
      sessionUser: { ...input.sessionUser, fullyRegistered: false },
    }).catch((error: unknown) => error)) as Response;
    expect(thrown.headers.get("Location")).toBe("/finalisation-enregistrement?redirect=%2Fespace-pro%2Fparametres");
  });
});
