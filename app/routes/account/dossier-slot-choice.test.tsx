// The dossier offers the slot choice the decline's e-mail and SMS promise (docs/decisions/3102): a
// declined meeting the platform lets the customer plan links to its plan page; without the platform's
// `plan`, nothing is offered.
import { afterEach, expect, it, vi } from "vitest";
import { customer } from "~/.server/guards/guard-test-helpers";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import { renderRoute } from "~/test-support/render-route";
import { testRequestContext } from "~/test-support/request-context";
import { signedInRequest } from "~/test-support/signed-in-request";
import Dossier, { loader } from "./dossier";

async function dossierWith(meeting: ReturnType<typeof meetingFixture>): Promise<string> {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL) =>
      String(input).endsWith("/events") ? Response.json({ data: [] }) : Response.json(demandFixture({ meetings: [meeting] })),
    ),
  );
  const request = await signedInRequest("http://localhost/dossier/12", { user: customer() });
  const loaded = await loader({ request, params: { id: "12" }, context: await testRequestContext(request) });
  return renderRoute(Dossier, loaded, request);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it("offers another slot on a declined meeting the customer may plan, and nothing without the platform's leave", async () => {
  const offered = await dossierWith(meetingFixture({ status: "refused", allowed_actions: ["plan"] }));
  expect(offered).toContain("Le professionnel n&#x27;a pas pu accepter ce créneau. Vous pouvez en choisir un autre.");
  expect(offered).toMatch(/href="\/dossier\/12\/planifier\/4"[^>]*>Choisir un autre créneau<\/a>/);
  const closed = await dossierWith(meetingFixture({ status: "refused", allowed_actions: [] }));
  expect(closed).not.toContain("Choisir un autre créneau");
});
