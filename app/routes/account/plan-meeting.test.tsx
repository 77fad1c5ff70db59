// The customer's plan page (/dossier/{id}/planifier/{report}) against a stubbed platform: after a decline
// it offers another slot (the platform's `meetings/to-plan` says what may be planned, else the dossier), a
// constat's slot outside legal hours carries its warning, and the POST names the meeting and the status
// the page saw; a slot taken meanwhile is said in French, the choice kept.
import { afterEach, describe, expect, it, vi } from "vitest";
import { customer } from "~/.server/guards/guard-test-helpers";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import { renderRoute } from "~/test-support/render-route";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { signedInRequest } from "~/test-support/signed-in-request";
import PlanMeeting, { action, loader } from "./plan-meeting";

const WARNING =
  "Attention : ce rendez-vous a lieu un dimanche, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).";
const DECLINED = meetingFixture({ id: 50, status: "refused", allowed_actions: ["plan"] });

/** Two slots three weeks ahead (inside the page's first window from that day), the second one warned. */
const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
const SLOTS = [
  { start: `${day}T08:00:00.000Z`, end: `${day}T09:00:00.000Z` },
  { start: `${day}T10:00:00.000Z`, end: `${day}T11:00:00.000Z`, legal_hours_warning: WARNING },
];

function stubPlatform(mutation?: () => Response, refusedSlots?: Array<{ start_date: string; end_date: string }>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname, body: typeof init?.body === "string" ? JSON.parse(init.body) : null });
      const demand = demandFixture({ meetings: [DECLINED] });
      if (method === "POST") return mutation?.() ?? Response.json({ meeting: DECLINED, demand, legal_hours_warning: null });
      if (url.pathname.endsWith("/meetings/to-plan"))
        return Response.json({
          data: [
            {
              meeting: DECLINED,
              action: "plan",
              report_type: { id: 4, name: "Constat locatif", slug: "constat-locatif", type: "meeting", slot_duration: 60 },
              legal_hours: "warning",
              bailiff_id: 11,
              refused_slots: refusedSlots,
            },
          ],
        });
      if (url.pathname.endsWith("/available-slots"))
        return Response.json({
          available_slots: SLOTS.map((slot) => ({ ...slot, study_id: 3, participants: [], prices: [] })),
          meta: { page: 1, per_page: 100, total: 2, has_more: false, no_meeting: false },
        });
      if (url.pathname.endsWith("/api/demands/12")) return Response.json(demand);
      return Response.json({ message: "inconnu" }, { status: 404 });
    }),
  );
  return calls;
}

const asCustomer = { user: customer() };

async function page(report = "4"): Promise<string> {
  const request = await signedInRequest(`http://localhost/dossier/12/planifier/${report}?depuis=${day}`, asCustomer);
  const loaded = await loader({ request, params: { id: "12", report }, context: await testRequestContext(request) });
  return renderRoute(PlanMeeting, loaded, request);
}

async function post(fields: Record<string, string>) {
  const request = await signedInRequest("http://localhost/dossier/12/planifier/4", asCustomer, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return respondWithContext(request, async (context) => {
    const answer = await action({ request, params: { id: "12", report: "4" }, context });
    return answer instanceof Response
      ? answer
      : Response.json((answer as { data: unknown }).data, (answer as { init?: ResponseInit }).init ?? {});
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the customer's plan page", () => {
  it("offers another slot after a decline, a constat's slot outside legal hours with its warning", async () => {
    stubPlatform();
    const html = await page();
    expect(html).toContain("Choisir un autre créneau");
    expect(html).toContain("Le professionnel n&#x27;a pas pu accepter le créneau demandé pour « Constat locatif »");
    expect(html.split(WARNING)).toHaveLength(2);
    expect(html).toContain(`aria-describedby="slot-0-1-heures" value="${SLOTS[1]!.start}|${SLOTS[1]!.end}"`);
    // Nothing of that service to plan (planned meanwhile): back to the dossier.
    const planned = await page("9").catch((thrown: unknown) => thrown);
    expect((planned as Response).headers.get("Location")).toBe("/dossier/12");
  });

  it("leaves out the time the professional declined, which the platform names (issue 38, point 8)", async () => {
    const [declined, other] = SLOTS;
    stubPlatform(undefined, [{ start_date: declined!.start, end_date: declined!.end }]);
    const html = await page();
    expect(html).not.toContain(`value="${declined!.start}|${declined!.end}"`);
    expect(html).toContain(`value="${other!.start}|${other!.end}"`);
  });

  it("sends the slot with the meeting and the status the page saw; then back to the dossier", async () => {
    const calls = stubPlatform();
    const done = await post({ slot: `${SLOTS[0]!.start}|${SLOTS[0]!.end}` });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/dossier/12");
    expect(done.headers.get("Set-Cookie")).toContain("flash");
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/_platform/api/demands/12/meetings",
      body: {
        slots: [{ start_date: SLOTS[0]!.start, end_date: SLOTS[0]!.end }],
        reportTypeId: 4,
        bailiffId: 11,
        meetingId: 50,
        expected_status: "refused",
      },
    });
  });

  it("says in French that the slot was taken meanwhile, the choice kept", async () => {
    stubPlatform(() => Response.json({ message: "Pris", code: "slot_taken" }, { status: 409 }));
    const slot = `${SLOTS[0]!.start}|${SLOTS[0]!.end}`;
    const taken = await post({ slot });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: "Ce créneau n'est plus disponible, veuillez en choisir un autre.",
      chosen: slot,
    });
    const missing = await post({});
    expect(await missing.json()).toMatchObject({ error: "Veuillez choisir un créneau." });
  });
});
