// The dossier page offers to cancel only when the platform's answer allows it (the demand's
// `allowed_actions`): the loader runs against a stubbed platform, the page is rendered as a browser
// without JavaScript receives it.
import type { DemandActionName } from "~common/allowed-actions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { commitSession, sessionStorage } from "~/.server/session";
import { demandFixture } from "~/test-support/demand-fixture";
import { renderRoute } from "~/test-support/render-route";
import { testRequestContext } from "~/test-support/request-context";
import { platformUserFixture } from "~/test-support/platform-user";
import Dossier, { action, loader } from "./dossier";

const CANCEL_BUTTON = "Annuler ma demande";

async function signedInRequest(
  url: string,
  verified = true,
  who: { id: number; roles: string[] } = { id: 7, roles: ["customer"] },
): Promise<Request> {
  const session = await sessionStorage.getSession();
  session.set("token", "customer-token");
  session.set("user", {
    id: who.id,
    firstname: "Camille",
    lastname: "Martin",
    civility: 2,
    roles: who.roles,
    permissions: [],
    verified,
    fullyRegistered: true,
  });
  const setCookie = await commitSession(session);
  return new Request(url, { headers: { Cookie: setCookie.slice(0, setCookie.indexOf(";")) } });
}

/** The page as served when the platform answers `demand` for /api/demands/12. */
async function dossierPage(allowedActions: DemandActionName[], verified = true): Promise<string> {
  const platformAnswers = vi.fn(async (input: string | URL) =>
    String(input).endsWith("/events")
      ? Response.json({ data: [] })
      : Response.json(demandFixture({ allowed_actions: allowedActions })),
  );
  vi.stubGlobal("fetch", platformAnswers);
  const request = await signedInRequest("http://localhost/dossier/12", verified);
  const loaded = await loader({ request, params: { id: "12" }, context: await testRequestContext(request) });
  // The case, and for a confirmed customer its journal.
  expect(platformAnswers).toHaveBeenCalledTimes(verified ? 2 : 1);
  return renderRoute(Dossier, loaded, request);
}

describe("the dossier page's cancel button", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is there when the platform allows the caller to cancel", async () => {
    const html = await dossierPage(["cancel"]);
    expect(html).toContain(CANCEL_BUTTON);
    expect(html).toContain('name="intent" value="cancel"');
  });

  it("is hidden when the platform says no, whatever the demand's marking", async () => {
    const html = await dossierPage([]);
    expect(html).toContain("Nuisances sonores du voisinage");
    expect(html).not.toContain(CANCEL_BUTTON);
  });
});

describe("a customer whose e-mail is not confirmed yet (just booked)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sees their case, the confirmation asked above it with the way back here", async () => {
    const html = await dossierPage([], false);
    expect(html).toContain("Nuisances sonores du voisinage");
    expect(html).toContain("Confirmez votre adresse e-mail");
    expect(html).toContain('href="/validation-compte?redirect=%2Fdossier%2F12"');
  });

  it("a confirmed customer is not asked", async () => {
    expect(await dossierPage([])).not.toContain("Confirmer mon adresse e-mail");
  });
});

describe("the study's staff on the customer's page (pro-side §6 'Demand ownership')", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The dossier's loader and action for a signed-in bailiff of the demand's study (3), as /oauth/me answers. */
  async function asStaff(method: "GET" | "POST", permissions: string[], currentStudyId = 3) {
    const platformAnswers = vi.fn(async (input: string | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith("/oauth/me")) {
        return Response.json(platformUserFixture({ roles: ["bailiff"], permissions, currentStudyId }));
      }
      return url.endsWith("/events")
        ? Response.json({ data: [] })
        : Response.json(demandFixture({ allowed_actions: ["cancel"] }));
    });
    vi.stubGlobal("fetch", platformAnswers);
    const signedIn = await signedInRequest("http://localhost/dossier/12", true, { id: 40, roles: ["bailiff"] });
    const request =
      method === "GET"
        ? signedIn
        : new Request(signedIn.url, {
            method: "POST",
            headers: { Cookie: signedIn.headers.get("Cookie")!, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "cancel", confirm: "on" }),
          });
    const args = { request, params: { id: "12" }, context: await testRequestContext(request) };
    const answer = await (method === "GET" ? loader(args) : action(args)).catch((thrown: unknown) => thrown);
    return { answer, platformAnswers };
  }

  it("sends the study's staff to the same case in the workspace, for the page and its cancel form alike", async () => {
    for (const method of ["GET", "POST"] as const) {
      const { answer, platformAnswers } = await asStaff(method, ["demands.internal", "demands.cancel"]);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("Location")).toBe("/espace-pro/dossiers/12");
      // Nothing was cancelled: no DELETE reached the platform.
      expect(platformAnswers.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    }
  });

  it("leaves someone the platform lets read the demand without the staff's permission (a partner company's agent) here", async () => {
    const { answer } = await asStaff("GET", ["partner.demands", "demands.view"]);
    expect(answer).not.toBeInstanceOf(Response);
  });

  it("decides by the demand's own study: staff of another current study are not sent to this one's workspace", async () => {
    const { answer } = await asStaff("GET", ["demands.internal"], 99);
    expect(answer).not.toBeInstanceOf(Response);
  });
});

describe("a dossier the platform does not know or does not show this customer (issue 38, point 10)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** What the loader or the action throws when the platform answers `status` for the demand. */
  async function refusedWith(status: 403 | 404, method: "GET" | "POST"): Promise<Response> {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "refused" }, { status })),
    );
    const signedIn = await signedInRequest("http://localhost/dossier/999999");
    const request =
      method === "GET"
        ? signedIn
        : new Request(signedIn.url, {
            method: "POST",
            headers: { Cookie: signedIn.headers.get("Cookie")!, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "cancel", confirm: "on" }),
          });
    const args = { request, params: { id: "999999" }, context: await testRequestContext(request) };
    const thrown: unknown = await (method === "GET" ? loader(args) : action(args)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    return thrown as Response;
  }

  for (const method of ["GET", "POST"] as const) {
    it(`answers the catalogue's 404 for an unknown one, never a redirect (${method})`, async () => {
      const answer = await refusedWith(404, method);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Location")).toBeNull();
    });

    it(`answers the catalogue's 403 for another customer's, never a redirect (${method})`, async () => {
      const answer = await refusedWith(403, method);
      expect(answer.status).toBe(403);
      expect(answer.headers.get("Location")).toBeNull();
    });
  }
});

describe("the files the study added to the case (issue 38, point 16)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists a video session's capture record, which no requirement asked for, with its download link", async () => {
    const record = {
      id: 81,
      report_type_document_id: null,
      name: "Relevé des captures - rendez-vous 50.pdf",
      content_type: "application/pdf",
      size: 5120,
      created_at: "2026-03-02T10:00:00.000Z",
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL) =>
        String(input).endsWith("/events")
          ? Response.json({ data: [] })
          : Response.json(demandFixture({ user_documents: [record] })),
      ),
    );
    const request = await signedInRequest("http://localhost/dossier/12");
    const loaded = await loader({ request, params: { id: "12" }, context: await testRequestContext(request) });
    const html = await renderRoute(Dossier, loaded, request);
    expect(html).toContain("Documents ajoutés par l&#x27;étude");
    expect(html).toContain(`<a href="/dossier/12/fichiers/81" download="">Relevé des captures - rendez-vous 50.pdf</a>`);
  });
});
