// The dossier page offers to cancel only when the platform's answer allows it (the demand's
// `allowed_actions`): the loader runs against a stubbed platform, the page is rendered as a browser
// without JavaScript receives it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { commitSession, sessionStorage } from "~/.server/session";
import { demandFixture } from "~/test-support/demand-fixture";
import { renderRoute } from "~/test-support/render-route";
import { testRequestContext } from "~/test-support/request-context";
import Dossier, { loader } from "./dossier";

const CANCEL_BUTTON = "Annuler ma demande";

async function signedInRequest(url: string, verified = true): Promise<Request> {
  const session = await sessionStorage.getSession();
  session.set("token", "customer-token");
  session.set("user", {
    id: 7,
    firstname: "Camille",
    lastname: "Martin",
    civility: 2,
    roles: ["customer"],
    verified,
    fullyRegistered: true,
  });
  const setCookie = await commitSession(session);
  return new Request(url, { headers: { Cookie: setCookie.slice(0, setCookie.indexOf(";")) } });
}

/** The page as served when the platform answers `demand` for /api/demands/12. */
async function dossierPage(allowedActions: string[], verified = true): Promise<string> {
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
