// The phone booking page: the search asks the platform for the study's customers and shows its French
// refusal of one letter; the customer's creation keeps what was typed next to the platform's messages
// and, once created, opens the next step for that customer; the booking sends the demand payload with
// operator, manager and new_user, answers a slot taken meanwhile without losing the input, and on
// success goes to the case. Only the study's staff who may book for others reach the page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_FIELD } from "~common/idempotency";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes, type PlatformRoute } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { action, loader } from "./phone-booking";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = "http://localhost/espace-pro/rendez-vous-telephone";
/** /oauth/me for a clerk; `permissions`: exactly these instead of what the platform gives a clerk. */
const me = (permissions?: string[]): PlatformRoute => [
  "GET",
  /\/oauth\/me$/,
  () => Response.json(platformUserFixture({ roles: ["clerk"], permissions })),
];
const customer = {
  id: 77,
  civility: 2,
  firstname: "Inès",
  lastname: "Téléphone",
  email: "ines@exemple.fr",
  phone: "+33611223344",
  isFullyRegistered: false,
};

async function asClerk(url: string, init: RequestInit = {}) {
  const request = await signedInRequest(url, { user: professionalSessionUser({ roles: ["clerk"] }), studyId: 3 }, init);
  return { request, params: {}, context: await testRequestContext(request) };
}

const post = (fields: Record<string, string>, url = PAGE) =>
  asClerk(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("the phone booking page", () => {
  it("searches the study's customers and shows the platform's refusal of one letter next to the field", async () => {
    const calls = stubPlatformRoutes([
      me(),
      [
        "GET",
        /^\/api\/bailiff\/3\/demand\/search-customer$/,
        (call) =>
          call.query.get("lastname")!.length < 2
            ? Response.json(
                { message: "Données invalides.", errors: { lastname: ["Saisissez au moins 2 lettres du nom de famille."] } },
                { status: 422 },
              )
            : Response.json({ data: [customer] }),
      ],
    ]);
    const one = await loader(await asClerk(`${PAGE}?nom=T`));
    expect(one).toMatchObject({ customers: null, searchErrors: ["Saisissez au moins 2 lettres du nom de famille."] });
    const found = await loader(await asClerk(`${PAGE}?nom=T%C3%A9l`));
    expect(found.customers).toEqual([customer]);
    expect(found.customer).toBeNull();
    expect(calls.filter((call) => call.path.endsWith("search-customer")).map((call) => call.studyId)).toEqual(["3", "3"]);
  });

  it("keeps the typed customer and the platform's messages when the creation is refused, else opens the next step", async () => {
    const answers = [
      Response.json(
        { message: "Données invalides.", errors: { email: ["Un compte existe déjà avec cette adresse e-mail."] } },
        { status: 422 },
      ),
      Response.json({ data: customer }, { status: 201 }),
    ];
    const calls = stubPlatformRoutes([me(), ["POST", /^\/api\/bailiff\/3\/customer$/, () => answers.shift()!]]);
    const fields = {
      intent: "create-customer",
      civilite: "2",
      prenom: "Inès",
      nom_client: "Téléphone",
      email: "ines@exemple.fr",
      telephone: "06 11 22 33 44",
    };
    const refused = (await action(await post(fields))) as unknown as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toMatchObject({
      intent: "create-customer",
      result: {
        initialValue: { prenom: "Inès", email: "ines@exemple.fr" },
        error: { email: ["Un compte existe déjà avec cette adresse e-mail."] },
      },
    });
    const created = (await action(await post(fields))) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(
      `/espace-pro/rendez-vous-telephone?nom=${encodeURIComponent("Téléphone")}&client=77&nouveau=1`,
    );
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      civility: 2,
      firstname: "Inès",
      lastname: "Téléphone",
      email: "ines@exemple.fr",
      phone: "06 11 22 33 44",
    });
  });

  it("books with operator, manager and new_user; a slot taken meanwhile keeps the input; success opens the case", async () => {
    const answers = [
      Response.json(
        { message: "Ce créneau n'est plus disponible, veuillez en choisir un autre.", code: "slot_taken" },
        { status: 409 },
      ),
      Response.json({ id: 501, route_token: "x", confirmed: false }, { status: 201 }),
    ];
    const calls = stubPlatformRoutes([me(), ["POST", /^\/api\/external-demands$/, () => answers.shift()!]]);
    const fields = {
      intent: "book",
      client: "77",
      nouveau: "1",
      prestation: "12",
      adresse: "12 Rue Mercière 69002 Lyon",
      lat: "45.76",
      lon: "4.83",
      creneau: "2027-01-11T08:30:00+01:00|2027-01-11T09:30:00+01:00|40",
      gestionnaire: "41",
      infos: "Digicode 1234",
    };
    const taken = (await action(await post(fields))) as unknown as { data: unknown; init: { status: number } };
    expect(taken.init.status).toBe(409);
    expect(taken.data).toMatchObject({
      intent: "book",
      error: "Ce créneau n'est plus disponible, veuillez en choisir un autre.",
      result: { initialValue: { creneau: fields.creneau, infos: "Digicode 1234" } },
    });
    const booked = (await action(await post(fields))) as Response;
    expect(booked.headers.get("Location")).toBe("/espace-pro/dossiers/501");
    const sent = calls.filter((call) => call.path === "/api/external-demands");
    expect(sent[1]!.studyId).toBe("3");
    expect(sent[1]!.body).toEqual({
      study_id: 3,
      user_id: 77,
      report_type_id: 12,
      meeting_type: "meeting",
      operator_id: 40,
      manager_id: 41,
      new_user: true,
      slots: [{ start_date: "2027-01-11T08:30:00+01:00", end_date: "2027-01-11T09:30:00+01:00" }],
      address: "12 Rue Mercière 69002 Lyon",
      latitude: 45.76,
      longitude: 4.83,
      further_infos: "Digicode 1234",
    });
    // No slot chosen: the field's message, nothing sent.
    const none = (await action(await post({ ...fields, creneau: "" }))) as unknown as { data: unknown };
    expect(none.data).toMatchObject({ result: { error: { creneau: ["Veuillez choisir un créneau."] } } });
    expect(calls.filter((call) => call.path === "/api/external-demands")).toHaveLength(2);
  });

  it("renders a fresh key with each page and sends the posted one as the booking's Idempotency-Key", async () => {
    const calls = stubPlatformRoutes([
      me(),
      [
        "POST",
        /^\/api\/external-demands$/,
        () => Response.json({ id: 501, route_token: "x", confirmed: false }, { status: 201 }),
      ],
    ]);
    const [first, second] = [await loader(await asClerk(PAGE)), await loader(await asClerk(PAGE))];
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    const fields = {
      intent: "book",
      client: "77",
      prestation: "12",
      adresse: "12 Rue Mercière 69002 Lyon",
      lat: "45.76",
      lon: "4.83",
      creneau: "2027-01-11T08:30:00+01:00|2027-01-11T09:30:00+01:00|40",
      [IDEMPOTENCY_FIELD]: first.idempotencyKey,
    };
    // Posted twice (a double click, a retry after a lost answer): the same key both times.
    await action(await post(fields));
    await action(await post(fields));
    const sent = calls.filter((call) => call.path === "/api/external-demands");
    expect(sent.map((call) => call.idempotencyKey)).toEqual([first.idempotencyKey, first.idempotencyKey]);
    // A form without a key (an older page) books as before, without the header.
    await action(await post({ ...fields, [IDEMPOTENCY_FIELD]: "" }));
    expect(calls.filter((call) => call.path === "/api/external-demands").at(-1)!.idempotencyKey).toBeNull();
  });

  it("sends someone who may not book for others to the history", async () => {
    stubPlatformRoutes([me(["workspace.open", "demands.view"])]);
    const answer = await loader(await asClerk(PAGE)).catch((thrown: unknown) => thrown);
    expect((answer as Response).headers.get("Location")).toBe("/rendez-vous/historique");
  });
});
