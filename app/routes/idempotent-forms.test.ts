// The invitation, instant-request and support forms send an idempotency key (docs/decisions/3633,
// 3820): the invitation and instant-request pages render a fresh key per rendering in their hidden
// field and the action hands the posted one to the platform as `Idempotency-Key`; the contact form,
// served on cacheable pages, sends the digest of the ticket, the same for the same ticket only.
// (platform/http/idempotent-forms.test.ts shows the platform creating once for a replayed key.)
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_KEY_PATTERN } from "~common/idempotency";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes, type PlatformCall, type PlatformRoute } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest, type SignedInAs } from "~/test-support/signed-in-request";
import { supportTicketKey } from "~/.server/platform/support";
import * as contactPage from "./contact/contact";
import * as partnerSettings from "./account/settings";
import * as studyInvitations from "./study-settings/invitations";
import * as instantRequest from "./video/instant-request";

afterEach(() => {
  vi.unstubAllGlobals();
});

const KEY = "6f1c2b0e-4d7a-4c1e-9b7a-2f5e8d3c1a90";

type Route = { loader: (args: never) => unknown; action: (args: never) => unknown };

async function run(
  route: Route,
  kind: "loader" | "action",
  url: string,
  as: SignedInAs | null,
  params: Record<string, string> = {},
  fields?: Record<string, string>,
) {
  const init: RequestInit = fields
    ? { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } }
    : {};
  const request = as ? await signedInRequest(url, as, init) : new Request(url, init);
  const args = { request, params, context: await testRequestContext(request) } as never;
  return (route[kind] as (args: never) => Promise<unknown>)(args).catch((thrown: unknown) => thrown);
}

const keysSent = (calls: PlatformCall[], path: RegExp) =>
  calls.filter((call) => call.method === "POST" && path.test(call.path)).map((call) => call.idempotencyKey);

describe("the study's invitation form", () => {
  const STUDY = platformUserFixture().studies[0]!;
  const page = `http://localhost/espace-pro/etude/${STUDY.slug}/invitations`;
  const admin: SignedInAs = { user: professionalSessionUser({ roles: ["study_admin"] }), studyId: STUDY.id };
  const me = (): PlatformRoute => [
    "GET",
    /\/oauth\/me$/,
    () => {
      const user = platformUserFixture({ roles: ["study_admin"] });
      user.studies = user.studies.map((study) => ({ ...study, invitable_roles: ["clerk"] }));
      return Response.json(user);
    },
  ];

  it("renders a new key each time and sends the posted one with the invitation", async () => {
    const calls = stubPlatformRoutes([
      me(),
      ["GET", /\/invitation$/, () => Response.json({ data: [] })],
      ["POST", /\/invitation$/, () => Response.json({ message: "L'invitation a été envoyée." }, { status: 201 })],
    ]);
    const first = (await run(studyInvitations, "loader", page, admin, { slug: STUDY.slug })) as { idempotencyKey: string };
    const second = (await run(studyInvitations, "loader", page, admin, { slug: STUDY.slug })) as { idempotencyKey: string };
    expect(first.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    const fields = { intent: "invite", email: "nouvelle@exemple.fr", role: "clerk", [IDEMPOTENCY_FIELD]: KEY };
    const sent = (await run(studyInvitations, "action", page, admin, { slug: STUDY.slug }, fields)) as Response;
    expect(sent.status).toBe(302);
    expect(keysSent(calls, /\/api\/admin\/\d+\/invitation$/)).toEqual([KEY]);
  });
});

describe("a partner company's invitation form", () => {
  const page = "http://localhost/parametres/comptes";
  const agent: SignedInAs = { user: professionalSessionUser({ roles: ["partner_agent"] }), studyId: 3 };
  const me = (): PlatformRoute => [
    "GET",
    /\/oauth\/me$/,
    () => {
      const user = platformUserFixture({ roles: ["partner_agent"] });
      user.studies = user.studies.map((study) => ({ ...study, type: "partner", invitable_roles: ["partner_agent"] }));
      return Response.json(user);
    },
  ];

  it("renders a key and sends the posted one with the invitation", async () => {
    const calls = stubPlatformRoutes([
      me(),
      ["GET", /\/accounts$/, () => Response.json({ data: [] })],
      ["POST", /\/invitations$/, () => Response.json({ message: "L'invitation a été envoyée." }, { status: 201 })],
    ]);
    const loaded = (await run(partnerSettings, "loader", page, agent, { config: "comptes" })) as { idempotencyKey: string };
    expect(loaded.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const fields = { study_id: "3", email: "collegue@exemple.fr", role: "partner_agent", [IDEMPOTENCY_FIELD]: KEY };
    const sent = (await run(partnerSettings, "action", page, agent, { config: "comptes" }, fields)) as Response;
    expect(sent.status).toBe(302);
    expect(keysSent(calls, /\/api\/studies\/3\/invitations$/)).toEqual([KEY]);
  });
});

describe("the instant video request form", () => {
  const page = "http://localhost/visio-immediate?etude=3";
  const customer: SignedInAs = { user: professionalSessionUser({ roles: ["customer"] }) };

  it("renders a key and sends the posted one with the request", async () => {
    const calls = stubPlatformRoutes([
      [
        "GET",
        /\/instant-requests\/options$/,
        () =>
          Response.json({
            studies: [{ id: 3, slug: "etude-dupont-lyon", name: "Étude Dupont", city: "Lyon" }],
            study_id: 3,
            services: [],
          }),
      ],
      ["POST", /\/instant-requests$/, () => Response.json({ demand_id: 12, meeting_id: 34 }, { status: 201 })],
    ]);
    const loaded = (await run(instantRequest, "loader", page, customer)) as { idempotencyKey: string };
    expect(loaded.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const fields = { study_id: "3", report_type_id: "5", comment: "", [IDEMPOTENCY_FIELD]: KEY };
    const asked = (await run(instantRequest, "action", page, customer, {}, fields)) as Response;
    expect(asked.status).toBe(302);
    expect(keysSent(calls, /^\/api\/instant-requests$/)).toEqual([KEY]);
  });
});

describe("the contact form", () => {
  const ticket = { phone: "06 11 22 33 44", city: "Villeurbanne", firstname: "Camille", additionalInfo: "Une fuite." };

  it("keys a ticket by what it says: the same ticket twice sends one key, another ticket another", async () => {
    const calls = stubPlatformRoutes([
      [
        "POST",
        /^\/api\/support$/,
        () => Response.json({ id: 1, message: "Votre demande a bien été transmise." }, { status: 201 }),
      ],
    ]);
    for (const additionalInfo of [ticket.additionalInfo, ticket.additionalInfo, "Une autre fuite."]) {
      const answer = (await run(
        contactPage,
        "action",
        "http://localhost/contact",
        null,
        {},
        { ...ticket, additionalInfo },
      )) as Response;
      expect(answer.status).toBe(302);
    }
    const [once, twice, other] = keysSent(calls, /^\/api\/support$/);
    expect(once).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(twice).toBe(once);
    expect(other).not.toBe(once);
    // The key does not depend on the order the fields were written in.
    expect(supportTicketKey({ city: "Lyon", phone: "0611223344" })).toBe(supportTicketKey({ phone: "0611223344", city: "Lyon" }));
  });
});
