// The professional's planning page against a stubbed platform: the meeting is the platform's to plan
// (else 404), the slots of the chosen professional carry a constat's legal-hours warning, a time of one's
// own (the agenda's range) is checked against legal hours before the POST, and the POST sends the slot,
// the service, the professional, the meeting and the status the page saw; its refusals come back in
// French, the choice kept; success goes back to the dossier with a flash.
import { afterEach, describe, expect, it, vi } from "vitest";
import { permissionsOfRoles } from "~/test-support/role-permissions";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import { platformUserFixture } from "~/test-support/platform-user";
import { renderRoute } from "~/test-support/render-route";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { formatDayTitle, parisClock } from "~common/paris-time";
import PlanMeetingPage, { action, loader } from "./plan-meeting";

const WARNING =
  "Attention : ce rendez-vous a lieu après 21 h, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).";

/** A window two months ahead, and an evening of its Saturday (UTC instants: the page writes them in Paris time). */
const windowStart = new Date(Date.now() + 60 * 86_400_000);
const DEPUIS = windowStart.toISOString().slice(0, 10);
const at = (days: number, hourUtc: number) => {
  const date = new Date(`${DEPUIS}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc);
  return date.toISOString();
};
const EARLY = { start: at(4, 17), end: at(4, 18) };
const LATE = { start: at(4, 21), end: at(4, 22) };

const CONFIRMED = meetingFixture({
  id: 50,
  status: "validated",
  start_date: "2099-03-03T13:30:00.000Z",
  end_date: "2099-03-03T14:30:00.000Z",
  allowed_actions: ["complete", "update_date", "cancel", "reschedule"],
});
const TO_PLAN = meetingFixture({
  id: 51,
  status: "to_plan",
  start_date: null,
  end_date: null,
  slots: [],
  selectedSlot: null,
  allowed_actions: ["decline", "update_date", "cancel", "reschedule"],
});

interface PlatformCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function stubPlatform(options: { mutation?: () => Response } = {}) {
  const calls: PlatformCall[] = [];
  const demand = demandFixture({ meetings: [CONFIRMED, TO_PLAN] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      calls.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : null,
      });
      if (method === "POST")
        return options.mutation?.() ?? Response.json({ meeting: CONFIRMED, demand, legal_hours_warning: null });
      if (url.pathname.endsWith("/oauth/me"))
        return Response.json(
          platformUserFixture({ roles: ["bailiff"], isBailiffVerified: true, extraPermissions: ["demands.manage"] }),
        );
      if (url.pathname.endsWith("/api/demands/12/meetings/to-plan"))
        return Response.json({
          data: [
            {
              meeting: TO_PLAN,
              action: "reschedule",
              report_type: { id: 4, name: "Constat locatif", slug: "constat-locatif", type: "meeting", slot_duration: 60 },
              legal_hours: "warning",
              bailiff_id: 11,
            },
          ],
        });
      if (url.pathname.endsWith("/api/demands/12/legal-hours"))
        return Response.json({
          start_date: "2099-03-05T21:15:00+01:00",
          end_date: "2099-03-05T22:15:00+01:00",
          policy: "warning",
          legal_hours_warning: WARNING,
          legal_hours_refusal: null,
        });
      if (url.pathname.endsWith("/api/demands/12")) return Response.json(demand);
      if (url.pathname.endsWith("/members"))
        return Response.json({
          data: [
            { id: 11, firstname: "Antoine", lastname: "Dupont", roles: ["bailiff"], permissions: permissionsOfRoles(["bailiff"]) },
            { id: 12, firstname: "Claire", lastname: "Fabre", roles: ["bailiff"], permissions: permissionsOfRoles(["bailiff"]) },
            { id: 13, firstname: "Lucas", lastname: "Bernard", roles: ["clerk"], permissions: permissionsOfRoles(["clerk"]) },
          ],
        });
      if (url.pathname.endsWith("/available-slots"))
        return Response.json({
          available_slots: [
            { ...EARLY, study_id: 3, participants: [], prices: [] },
            { ...LATE, study_id: 3, participants: [], prices: [], legal_hours_warning: WARNING },
          ],
          meta: { page: 1, per_page: 100, total: 2, has_more: false, no_meeting: false },
        });
      return Response.json({ message: "inconnu" }, { status: 404 });
    }),
  );
  return calls;
}

const signedIn = (url: string, init: RequestInit = {}) =>
  signedInRequest(url, { user: professionalSessionUser({ id: 11 }), studyId: 3 }, init);

async function page(path: string, params: Record<string, string>): Promise<string> {
  const request = await signedIn(`http://localhost${path}`);
  const loaded = await loader({ request, params, context: await testRequestContext(request) });
  return renderRoute(PlanMeetingPage, loaded, request);
}

async function post(path: string, params: Record<string, string>, fields: Record<string, string>) {
  const request = await signedIn(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return respondWithContext(request, async (context) => {
    const answer = await action({ request, params, context });
    return answer instanceof Response
      ? answer
      : Response.json((answer as { data: unknown }).data, (answer as { init?: ResponseInit }).init ?? {});
  });
}

const RESCHEDULE = { path: "/espace-pro/dossiers/12/replanifier/50", params: { id: "12", meetingId: "50" } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the professional's planning page", () => {
  it("reschedules a confirmed meeting: its date, the professionals, the slots with a constat's legal-hours warning", async () => {
    const calls = stubPlatform();
    const html = await page(`${RESCHEDULE.path}?professionnel=12&depuis=${DEPUIS}`, RESCHEDULE.params);
    expect(html).toContain("Replanifier le rendez-vous");
    expect(html).toContain("Rendez-vous actuel : mardi 3 mars à 14:30");
    expect(html).toContain("Maître Claire Fabre");
    expect(html).not.toContain("Lucas Bernard");
    expect(html).toContain("Créneaux de Maître Claire Fabre");
    expect(html).toContain(`${formatDayTitle(LATE.start)}, ${parisClock(LATE.start)}`);
    // The warning is the late slot's only, and its radio points at it.
    expect(html.split(WARNING)).toHaveLength(2);
    expect(html).toContain(`aria-describedby="slot-0-1-heures" value="${LATE.start}|${LATE.end}"`);
    const search = calls.find((call) => call.path.endsWith("/available-slots"))!;
    expect(search.query.get("bailiff_id")).toBe("12");
    expect(search.query.get("report_type_id")).toBe("4");
  });

  it("plans a meeting waiting for a slot by its service; nothing to plan leads back to the dossier, an unknown meeting is a 404", async () => {
    stubPlatform();
    expect(await page("/espace-pro/dossiers/12/planifier/4", { id: "12", report: "4" })).toContain("Planifier un rendez-vous");
    const nothing = await page("/espace-pro/dossiers/12/planifier/9", { id: "12", report: "9" }).catch(
      (thrown: unknown) => thrown,
    );
    expect((nothing as Response).headers.get("Location")).toBe("/espace-pro/dossiers/12");
    await expect(page("/espace-pro/dossiers/12/replanifier/77", { id: "12", meetingId: "77" })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("checks a time carried from the agenda's range against legal hours before planning it", async () => {
    const calls = stubPlatform();
    const html = await page(`${RESCHEDULE.path}?date=2099-03-05&heure=21:15&professionnel=11`, RESCHEDULE.params);
    expect(html).toContain("Rendez-vous le jeudi 5 mars à 21:15 jusqu&#x27;à 22:15, avec Maître Antoine Dupont.");
    expect(html).toContain(WARNING);
    expect(html).toContain('value="2099-03-05T21:15:00+01:00|2099-03-05T22:15:00+01:00"');
    const check = calls.find((call) => call.path.endsWith("/legal-hours"))!;
    expect(check.query.get("report_type_id")).toBe("4");
    expect(check.query.get("start_date")).toBe("2099-03-05T21:15:00+01:00");
    const past = await page(`${RESCHEDULE.path}?date=2001-03-05&heure=10:00`, RESCHEDULE.params);
    expect(past).toContain("Ce créneau est passé.");
    expect(await page(`${RESCHEDULE.path}?date=2099-03-05&heure=25:00`, RESCHEDULE.params)).toContain(
      "Veuillez saisir une date et une heure valides.",
    );
  });

  it("posts the slot, the service, the professional, the meeting and the status the page saw; then back to the dossier", async () => {
    const calls = stubPlatform();
    const slot = "2099-03-07T19:00:00+01:00|2099-03-07T20:00:00+01:00";
    const done = await post(RESCHEDULE.path, RESCHEDULE.params, { slot, professionnel: "12" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/espace-pro/dossiers/12");
    expect(done.headers.get("Set-Cookie")).toContain("flash");
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/_platform/api/demands/12/meetings",
      body: {
        slots: [{ start_date: "2099-03-07T19:00:00+01:00", end_date: "2099-03-07T20:00:00+01:00" }],
        reportTypeId: 4,
        bailiffId: 12,
        meetingId: 50,
        expected_status: "validated",
      },
    });
  });

  it("answers the platform's refusals in French, the chosen slot kept; a missing slot is asked for", async () => {
    const slot = "2099-03-07T19:00:00+01:00|2099-03-07T20:00:00+01:00";
    stubPlatform({
      mutation: () => Response.json({ message: "Ce créneau n'est plus disponible.", code: "slot_taken" }, { status: 409 }),
    });
    const taken = await post(RESCHEDULE.path, RESCHEDULE.params, { slot });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: "Ce créneau n'est plus disponible, veuillez en choisir un autre.",
      chosen: slot,
    });
    vi.unstubAllGlobals();
    const refusal =
      "Les significations et mesures d'exécution ne peuvent pas avoir lieu un dimanche : choisissez un créneau entre 6 h et 21 h, hors dimanches et jours fériés.";
    stubPlatform({
      mutation: () => Response.json({ message: "Données invalides", errors: { slots: [refusal] } }, { status: 422 }),
    });
    const refused = await post(RESCHEDULE.path, RESCHEDULE.params, { slot });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: refusal });
    const missing = await post(RESCHEDULE.path, RESCHEDULE.params, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Veuillez choisir un créneau." });
  });
});
