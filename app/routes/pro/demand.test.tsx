// The professional's demand page against a stubbed platform: the buttons are the platform's
// `allowed_actions`, the selector is the URL, and each action checks its input (French message, input
// kept), sends `expected_status`, shows the platform's 409 sentence, and redirects with a flash on success.
import { afterEach, describe, expect, it, vi } from "vitest";
import { permissionsOfRoles } from "~/test-support/role-permissions";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import { platformUserFixture } from "~/test-support/platform-user";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { reportTypeFixture } from "~/test-support/report-type-fixture";
import { renderRoute } from "~/test-support/render-route";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { MeetingCard } from "~/features/meetings/meeting-card";
import type { MeetingActionAnswer } from "~/features/meetings/run-meeting-action.server";
import ProDemandPage, { action, loader } from "./demand";

const PENDING = meetingFixture({
  id: 50,
  status: "waiting",
  selectedSlot: null,
  start_date: null,
  end_date: null,
  slots: [
    { id: 90, start_date: "2099-03-03T13:30:00.000Z", end_date: "2099-03-03T14:30:00.000Z", legal_hours_warning: null },
    { id: 91, start_date: "2099-03-04T08:00:00.000Z", end_date: "2099-03-04T09:00:00.000Z", legal_hours_warning: null },
  ],
  allowed_actions: ["confirm", "decline", "cancel", "reschedule"],
});

interface PlatformCall {
  method: string;
  path: string;
  body: unknown;
}

/** A platform answering the page's reads, and `mutation` for any POST or PUT. */
function stubPlatform(
  options: {
    meetings?: ReturnType<typeof meetingFixture>[];
    studyId?: number;
    mutation?: () => Response;
    legalHoursWarning?: string;
    /** The demand's `allowed_actions`: by default the study's whole hand on an unlocked case. */
    demandActions?: string[];
    lockedBy?: { id: number; firstname: string; lastname: string };
  } = {},
) {
  const calls: PlatformCall[] = [];
  const meetings = options.meetings ?? [PENDING];
  const demand = {
    ...demandFixture({ meetings, study: { ...demandFixture().study, id: options.studyId ?? 3 } }),
    allowed_actions: options.demandActions ?? ["cancel", "manage", "lock"],
    locked_by: options.lockedBy ?? null,
    locked_at: options.lockedBy ? "2026-11-27T09:00:00.000Z" : null,
    user: {
      id: 7,
      firstname: "Camille",
      lastname: "Martin",
      civility: 2,
      avatar: null,
      email: "client@demo.example",
      phone: "0611223344",
    },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : null;
      calls.push({ method, path: url.pathname, body });
      if (method !== "GET") return options.mutation?.() ?? Response.json({ meeting: meetings[0], demand });
      if (url.pathname.endsWith("/oauth/me"))
        return Response.json(
          platformUserFixture({
            roles: ["bailiff"],
            isBailiffVerified: true,
            extraPermissions: ["demands.manage", "meetings.confirm"],
          }),
        );
      if (url.pathname.endsWith("/api/demands/12/legal-hours") && options.legalHoursWarning)
        return Response.json({
          start_date: url.searchParams.get("start_date"),
          end_date: url.searchParams.get("end_date") ?? url.searchParams.get("start_date"),
          policy: "warning",
          legal_hours_warning: options.legalHoursWarning,
          legal_hours_refusal: null,
        });
      if (url.pathname.endsWith("/api/demands/12")) return Response.json(demand);
      if (url.pathname.endsWith("/api/refusal_types"))
        return Response.json({
          data: [
            {
              id: 1,
              title: "Indisponible",
              sms_content: "Indispo",
              value: "unavailable",
              message: "Le commissaire n'est pas disponible.",
            },
          ],
        });
      if (url.pathname.endsWith("/members"))
        return Response.json({
          data: [
            {
              id: 40,
              firstname: "Antoine",
              lastname: "Dupont",
              roles: ["bailiff"],
              permissions: permissionsOfRoles(["bailiff"]),
            },
          ],
        });
      if (url.pathname.endsWith("/reporttypes"))
        return Response.json({
          data: [reportTypeFixture(4, "Constat locatif"), reportTypeFixture(7, "Signification", { noMeeting: true })],
        });
      if (url.pathname.endsWith("/demands/12/transition")) return Response.json({ marking: "inprogress", data: [] });
      if (url.pathname.endsWith("/demands/12/events")) return Response.json({ data: [] });
      return Response.json({ message: "inconnu" }, { status: 404 });
    }),
  );
  return calls;
}

function signedIn(url: string, init: RequestInit = {}): Promise<Request> {
  return signedInRequest(url, { user: professionalSessionUser(), studyId: 3 }, init);
}

async function page(query = ""): Promise<string> {
  const request = await signedIn(`http://localhost/espace-pro/dossiers/12${query}`);
  const loaded = await loader({ request, params: { id: "12" }, context: await testRequestContext(request) });
  return renderRoute(ProDemandPage, loaded, request);
}

async function post(fields: Record<string, string>): Promise<Response> {
  const request = await signedIn("http://localhost/espace-pro/dossiers/12", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return respondWithContext(request, async (context) => {
    const answer = await action({ request, params: { id: "12" }, context });
    return answer instanceof Response
      ? answer
      : Response.json((answer as { data: unknown }).data, (answer as { init?: ResponseInit }).init ?? {});
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the professional's demand page", () => {
  it("shows the customer's contact with a map link, and only the actions the platform allows", async () => {
    stubPlatform();
    const html = await page();
    expect(html).toContain("Camille Martin");
    expect(html).toContain('href="tel:0611223344"');
    expect(html).toContain('href="mailto:client@demo.example"');
    expect(html).toContain("https://www.openstreetmap.org/?mlat=45.76&amp;mlon=4.83");
    expect(html).toContain("Confirmer ce créneau");
    expect(html).toContain('href="/espace-pro/dossiers/12?action=declination&amp;meeting=50"');
    expect(html).toContain("Replanifier");
    // The workspace's planning page of that meeting (docs/decisions/3101).
    expect(html).toContain('href="/espace-pro/dossiers/12/replanifier/50"');
    expect(html).not.toContain("Marquer comme terminé");
    expect(html).not.toContain("Modifier la date");
  });

  it("shows a clerk, who may not confirm, the slot the customer asked for (issue 38, point 14)", async () => {
    stubPlatform({ meetings: [{ ...PENDING, slots: PENDING.slots.slice(0, 1), allowed_actions: ["reschedule"] }] });
    const html = await page();
    expect(html).not.toContain("Confirmer ce créneau");
    expect(html).toMatch(/Créneau demandé par le client : [^<]*3 mars[^<]*14:30/);
  });

  it("puts the meetings and their actions before the customer, the case and the journal (issue 38, point 20: a phone)", async () => {
    stubPlatform();
    const html = await page();
    const meetings = html.indexOf('id="rendez-vous"');
    const confirm = html.indexOf("Confirmer ce créneau");
    expect(meetings).toBeGreaterThan(0);
    expect(confirm).toBeGreaterThan(meetings);
    for (const later of ['id="client"', 'id="demande"']) expect(html.indexOf(later)).toBeGreaterThan(confirm);
  });

  it("reads its meetings once: the case carries them, no second read of the demand's meetings (issue 39)", async () => {
    const calls = stubPlatform();
    expect(await page()).toContain("Confirmer ce créneau");
    expect(calls.filter((call) => call.path.endsWith("/api/demands/12")).length).toBe(1);
    expect(calls.some((call) => call.path.endsWith("/api/demands/12/meetings"))).toBe(false);
  });

  it("offers nothing but reading on a case another member locked, and the unlock only when allowed", async () => {
    const holder = { id: 41, firstname: "Antoine", lastname: "Dupont" };
    stubPlatform({ meetings: [{ ...PENDING, allowed_actions: [] }], demandActions: [], lockedBy: holder });
    const clerk = await page();
    expect(clerk).toContain("Ce dossier est verrouillé par Antoine Dupont");
    for (const label of ["Déverrouiller le dossier", "Verrouiller le dossier", "Confirmer ce créneau", "Annuler la demande"]) {
      expect(clerk).not.toContain(label);
    }
    expect(clerk).not.toContain('name="operator_id"');
    expect(clerk).not.toContain('name="manager_id"');
    vi.unstubAllGlobals();
    stubPlatform({ meetings: [{ ...PENDING, allowed_actions: [] }], demandActions: ["unlock"], lockedBy: holder });
    const professional = await page();
    expect(professional).toContain("Déverrouiller le dossier");
    expect(professional).not.toContain('name="bill_status"');
    expect(professional).not.toContain('name="manager_id"');
  });

  it("offers « Changer l'intervenant » only where the platform allows it", async () => {
    stubPlatform({ meetings: [{ ...PENDING, status: "completed", allowed_actions: ["reschedule"] }] });
    expect(await page()).not.toContain('name="operator_id"');
    vi.unstubAllGlobals();
    stubPlatform({ meetings: [{ ...PENDING, allowed_actions: ["assign_operator"] }] });
    expect(await page()).toContain('name="operator_id"');
  });

  it("says that a new date confirms a meeting awaiting confirmation", async () => {
    const sentence = "Le rendez-vous sera confirmé à cette nouvelle date.";
    stubPlatform({ meetings: [{ ...PENDING, allowed_actions: ["update_date"] }] });
    expect(await page("?action=update_date&meeting=50")).toContain(sentence);
    vi.unstubAllGlobals();
    stubPlatform({ meetings: [{ ...PENDING, status: "validated", allowed_actions: ["update_date"] }] });
    const confirmed = await page("?action=update_date&meeting=50");
    expect(confirmed).toContain("Nouvelle date");
    expect(confirmed).not.toContain(sentence);
  });

  it("opens the decline panel from the URL and shows the chosen reason's message before confirming", async () => {
    stubPlatform();
    const step1 = await page("?action=declination&meeting=50");
    expect(step1).toContain("Refuser le rendez-vous");
    expect(step1).not.toContain("Confirmer le refus");
    const step2 = await page("?action=declination&meeting=50&motif=1");
    expect(step2).toContain("Le commissaire n&#x27;est pas disponible.");
    expect(step2).toContain("Confirmer le refus");
  });

  it("does not open a panel the platform does not allow", async () => {
    stubPlatform();
    expect(await page("?action=update_date&meeting=50")).not.toContain("Nouvelle date");
  });

  it("offers the two cancel choices, then the reason when notifying", async () => {
    stubPlatform();
    const choices = await page("?action=cancel&meeting=50");
    expect(choices).toContain("Annuler sans prévenir");
    expect(choices).toContain('href="/espace-pro/dossiers/12?action=cancel&amp;meeting=50&amp;prevenir=1"');
    expect(await page("?action=cancel&meeting=50&prevenir=1&motif=1")).toContain("Annuler et prévenir le client");
  });

  it("sends a demand of another study to the history", async () => {
    stubPlatform({ studyId: 99 });
    const request = await signedIn("http://localhost/espace-pro/dossiers/12");
    const thrown = await loader({ request, params: { id: "12" }, context: await testRequestContext(request) }).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get("Location")).toBe("/rendez-vous/historique");
  });
});

describe("the meeting actions", () => {
  it("confirm: a slot is required, then the chosen slot and the seen status go to the platform, and back with a flash", async () => {
    const calls = stubPlatform();
    const missing = await post({ intent: "confirm", meeting_id: "50", expected_status: "waiting" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      intent: "confirm",
      result: { error: { slot_id: ["Veuillez choisir un créneau."] } },
    });

    const done = await post({ intent: "confirm", meeting_id: "50", expected_status: "waiting", slot_id: "91" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/espace-pro/dossiers/12");
    expect(done.headers.get("Set-Cookie")).toContain("flash");
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/_platform/api/bailiff/3/meetings/50/confirm",
      body: { slot_id: 91, expected_status: "waiting" },
    });
  });

  it("confirm calls the platform once past the guard's /oauth/me: the slot and the meeting are the platform's to check", async () => {
    const calls = stubPlatform();
    const done = await post({ intent: "confirm", meeting_id: "50", expected_status: "waiting", slot_id: "91" });
    expect(done.status).toBe(302);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /_platform/api/oauth/me",
      "POST /_platform/api/bailiff/3/meetings/50/confirm",
    ]);
  });

  it("a slot the platform does not know for the meeting is its 422, next to the slots", async () => {
    stubPlatform({
      mutation: () =>
        Response.json(
          {
            message: "Veuillez choisir l'un des créneaux proposés.",
            errors: { slot_id: ["Veuillez choisir l'un des créneaux proposés."] },
          },
          { status: 422 },
        ),
    });
    const answer = await post({ intent: "confirm", meeting_id: "50", expected_status: "waiting", slot_id: "999" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      intent: "confirm",
      meetingId: 50,
      result: { error: { slot_id: ["Veuillez choisir l'un des créneaux proposés."] }, initialValue: { slot_id: "999" } },
    });
  });

  it("a 409 (the meeting changed meanwhile) shows the platform's sentence, the input kept", async () => {
    stubPlatform({
      mutation: () => Response.json({ message: "Ce rendez-vous a été annulé entre-temps.", code: "stale" }, { status: 409 }),
    });
    const answer = await post({ intent: "confirm", meeting_id: "50", expected_status: "waiting", slot_id: "90" });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      intent: "confirm",
      meetingId: 50,
      error: "Ce rendez-vous a été annulé entre-temps.",
      result: { initialValue: { slot_id: "90" } },
    });
  });

  it("a slot the platform says is no longer available is offered no more on the confirm form (issue 38, point 15)", async () => {
    stubPlatform({
      mutation: () =>
        Response.json(
          { message: "Ce créneau n'est plus disponible, veuillez en choisir un autre.", code: "slot_taken" },
          { status: 409 },
        ),
    });
    const refused = await post({ intent: "confirm", meeting_id: "50", expected_status: "waiting", slot_id: "90" });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as MeetingActionAnswer;
    expect(answer).toMatchObject({
      meetingId: 50,
      unavailableSlotId: 90,
      error: "Ce créneau n'est plus disponible, veuillez en choisir un autre.",
    });

    const request = await signedIn("http://localhost/espace-pro/dossiers/12");
    const loaded = await loader({ request, params: { id: "12" }, context: await testRequestContext(request) });
    const meeting = loaded.demand.meetings[0]!;
    const card = (shown: MeetingActionAnswer | undefined) =>
      renderRoute(
        () => (
          <ol>
            <MeetingCard
              {...{ meeting, demandId: 12, demandPath: "/espace-pro/dossiers/12", actionUrl: "/espace-pro/dossiers/12" }}
              {...{ selection: loaded.selection, reasons: [], chosenReason: null, reasonMissing: false, professionals: [] }}
              {...{ manager: null, minimumDate: loaded.minimumDate, answer: shown }}
            />
          </ol>
        ),
        {},
        request,
      );
    expect(await card(undefined)).toContain('value="90"');
    const after = await card(answer);
    expect(after).not.toContain('name="slot_id" value="90"');
    expect(after).toContain('name="slot_id" value="91"');
    expect(after).toContain("Ce créneau n&#x27;est plus disponible");
  });

  it("decline: the reason is required", async () => {
    stubPlatform();
    const answer = await post({ intent: "decline", meeting_id: "50", expected_status: "waiting" });
    expect(await answer.json()).toMatchObject({ result: { error: { refusal_type_id: ["Veuillez choisir un motif."] } } });
  });

  it("update date: DD/MM/YYYY HH:mm, not in the past, sent as YYYY-MM-DD HH:mm", async () => {
    const calls = stubPlatform({ meetings: [{ ...PENDING, status: "validated", allowed_actions: ["update_date"] }] });
    const past = await post({ intent: "update-date", meeting_id: "50", expected_status: "validated", date: "01/01/2020 10:00" });
    expect(await past.json()).toMatchObject({
      result: { error: { date: ["La date ne peut pas être dans le passé."] }, initialValue: { date: "01/01/2020 10:00" } },
    });
    const format = await post({ intent: "update-date", meeting_id: "50", expected_status: "validated", date: "2099-01-01" });
    expect(await format.json()).toMatchObject({
      result: { error: { date: ["Veuillez saisir la date au format JJ/MM/AAAA HH:mm."] } },
    });
    const done = await post({ intent: "update-date", meeting_id: "50", expected_status: "validated", date: "15/06/2099 14:30" });
    expect(done.status).toBe(302);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      date: "2099-06-15 14:30",
      expected_status: "validated",
    });
  });

  it("shows a constat's legal-hours warning on its date and beside a proposed slot of the confirm form", async () => {
    const warning =
      "Attention : ce rendez-vous a lieu un dimanche, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).";
    stubPlatform({
      meetings: [
        {
          ...PENDING,
          slots: [PENDING.slots[0]!, { ...PENDING.slots[1]!, legal_hours_warning: warning }],
        },
        meetingFixture({ id: 60, status: "validated", legal_hours_warning: warning, allowed_actions: ["update_date"] }),
      ],
    });
    const html = await page();
    expect(html.split(warning)).toHaveLength(3);
    expect(html).toContain('aria-describedby="creneau-heures-50-91"');
    expect(html).not.toContain('aria-describedby="creneau-heures-50-90"');
  });

  it("update date: a constat moved outside legal hours is answered with the warning first, then changed once confirmed", async () => {
    const warning =
      "Attention : ce rendez-vous a lieu après 21 h, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).";
    const calls = stubPlatform({
      meetings: [{ ...PENDING, status: "validated", allowed_actions: ["update_date"] }],
      legalHoursWarning: warning,
    });
    const fields = { intent: "update-date", meeting_id: "50", expected_status: "validated", date: "31/12/2099 21:15" };
    const first = await post(fields);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      legalHoursWarning: warning,
      result: { initialValue: { date: "31/12/2099 21:15" } },
    });
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    const check = calls.find((call) => call.path.endsWith("/legal-hours"))!;
    expect(check).toBeTruthy();
    const confirmed = await post({ ...fields, legal_hours_acknowledged: "1" });
    expect(confirmed.status).toBe(302);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      date: "2099-12-31 21:15",
      expected_status: "validated",
    });
  });

  it("cancel: notifying needs a reason; without notice nothing else is sent", async () => {
    const calls = stubPlatform();
    const missing = await post({ intent: "cancel", meeting_id: "50", expected_status: "waiting", notify: "1" });
    expect(await missing.json()).toMatchObject({ result: { error: { refusal_type_id: ["Veuillez choisir un motif."] } } });
    await post({ intent: "cancel", meeting_id: "50", expected_status: "waiting", notify: "0" });
    expect(calls.find((call) => call.method === "PUT")).toEqual({
      method: "PUT",
      path: "/_platform/api/bailiff/3/meetings/50/cancel",
      body: { notify: false, expected_status: "waiting" },
    });
  });

  it("cancel the demand: offered as the platform allows, the box required, then the dashboard (pro-side §2)", async () => {
    const calls = stubPlatform({ mutation: () => Response.json({ message: "Demande annulée.", demand: demandFixture() }) });
    expect(await page()).toContain("Annuler la demande");
    const unticked = await post({ intent: "cancel-demand" });
    expect(await unticked.json()).toMatchObject({
      result: { error: { confirm: ["Cochez la case pour confirmer l'annulation."] } },
    });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    const cancelled = await post({ intent: "cancel-demand", confirm: "on" });
    expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/_platform/api/demands/12");
    expect(cancelled.headers.get("Location")).toBe("/espace-pro");
  });

  it("cancel the demand: a platform refusal keeps the professional on the demand with its sentence", async () => {
    stubPlatform({
      mutation: () =>
        Response.json({ message: "Cette demande ne peut plus être annulée.", code: "cannot_cancel" }, { status: 409 }),
    });
    const refused = await post({ intent: "cancel-demand", confirm: "on" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "Cette demande ne peut plus être annulée." });
  });

  it("a platform field error (422) is shown next to its field", async () => {
    stubPlatform({
      mutation: () =>
        Response.json({ message: "Données invalides", errors: { date: ["Ce créneau est déjà passé."] } }, { status: 422 }),
    });
    const answer = await post({ intent: "update-date", meeting_id: "50", expected_status: "waiting", date: "15/06/2099 14:30" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ result: { error: { date: ["Ce créneau est déjà passé."] } } });
  });

  it("an unknown meeting goes back to the page with a message, an unknown intent is a 400", async () => {
    stubPlatform();
    const unknown = await post({ intent: "complete", meeting_id: "999", expected_status: "validated" });
    expect(unknown.headers.get("Location")).toBe("/espace-pro/dossiers/12");
    expect((await post({ intent: "explode" })).status).toBe(400);
  });

  it("manager: a member of the study is required, then sent to the platform", async () => {
    const calls = stubPlatform({ mutation: () => Response.json({ demand: demandFixture() }) });
    const missing = await post({ intent: "assign-manager", manager_id: "" });
    expect(await missing.json()).toMatchObject({ result: { error: { manager_id: ["Veuillez choisir un membre de l'étude."] } } });
    const done = await post({ intent: "assign-manager", manager_id: "40" });
    expect(done.headers.get("Location")).toBe("/espace-pro/dossiers/12");
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/_platform/api/bailiff/3/demands/12/operator-manager",
      body: { manager_id: 40 },
    });
  });

  it("add a service: one without a meeting asks first, then is sent once confirmed", async () => {
    const calls = stubPlatform({ mutation: () => Response.json({ demand: demandFixture() }) });
    const question = await post({ intent: "add-service", report_type_id: "7" });
    expect(await question.json()).toMatchObject({ noMeetingQuestion: { reportTypeId: 7, name: "Signification" } });
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    const done = await post({ intent: "add-service", report_type_id: "7", no_meeting_confirmed: "1" });
    expect(done.status).toBe(302);
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/_platform/api/bailiff/3/demands/12/report-type",
      body: { report_type_id: 7 },
    });
    const unknown = await post({ intent: "add-service", report_type_id: "999" });
    expect(await unknown.json()).toMatchObject({ result: { error: { report_type_id: ["Veuillez choisir une prestation."] } } });
  });
});
