// The agenda's loader and action against a stubbed platform: the range and professional it asks for,
// the list and grids it builds, another study's slug, and the add form's answers (a redirect with a
// flash on success; the platform's French 422 next to the field, the input kept).
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { action, loader } from "./agenda";

const PATH = "/espace-pro/etude/etude-dupont-lyon/agenda";
const me = () => Response.json(platformUserFixture({ roles: ["bailiff"], isBailiffVerified: true }));
const at = (iso: string) => Date.parse(iso);
/** The compact answer the platform sends the app (decision 1441): a meeting, a slot awaiting validation, an exception. */
const events = () =>
  Response.json({
    format: "compact",
    report_types: ["Constat locatif"],
    customers: ["Camille Martin"],
    // What the platform lets the caller do with each meeting (its `allowed_actions`), each list once.
    action_sets: [["update_date", "cancel", "complete"], ["confirm", "decline"], []],
    meetings: [
      [7, 12, 40, "validated", at("2026-11-24T09:00:00+01:00"), at("2026-11-24T10:00:00+01:00"), 0, 0, 0, null, null, 0],
      [7, 12, 40, "waiting", at("2026-11-26T14:30:00+01:00"), at("2026-11-26T15:30:00+01:00"), 0, 0, 0, 3, null, 1],
      // Another case, which another member locked: the platform allows nothing.
      [8, 13, 40, "waiting", at("2026-11-27T14:30:00+01:00"), at("2026-11-27T15:30:00+01:00"), 0, 0, 0, 4, null, 2],
    ],
    blocks: [["unavailable", 5, 40, at("2026-11-26T07:00:00+01:00"), at("2026-11-26T09:00:00+01:00"), "Audience", "Audience"]],
    unassigned_color: "#5c5c5c",
    bailiffs: [{ id: 40, firstname: "Antoine", lastname: "Dupont", color: "#1c4e80" }],
    can_pick: false,
    can_edit_others: false,
  });

async function call(url: string, form?: Record<string, string>) {
  const init = form
    ? { method: "POST", body: new URLSearchParams(form), headers: { "content-type": "application/x-www-form-urlencoded" } }
    : undefined;
  const request = await signedInRequest(url, { user: professionalSessionUser(), studyId: 3 }, init);
  const args = { request, params: { slug: new URL(url).pathname.split("/")[3] }, context: await testRequestContext(request) };
  return form ? action(args) : loader(args);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the agenda page", () => {
  it("asks the platform for the view's range and lays out the list and the week grid in Paris time", async () => {
    const calls = stubPlatformRoutes([
      ["GET", /\/oauth\/me$/, me],
      ["GET", /^\/api\/bailiff\/3\/calendar\/events$/, events],
    ]);
    const list = (await call(`http://localhost${PATH}?date=2026-11-25`)) as Awaited<ReturnType<typeof loader>>;
    const asked = calls.find((one) => one.path.endsWith("/calendar/events"))!;
    expect([asked.query.get("start_date"), asked.query.get("end_date"), asked.query.get("timezone")]).toEqual([
      "2026-11-23",
      "2026-11-29",
      "Europe/Paris",
    ]);
    expect(list.state).toMatchObject({ view: "liste", viewChosen: false });
    expect(list.rangeLabel).toBe("Semaine du 23 novembre au 29 novembre 2026");
    expect(list.days.filter((day) => day.events.length > 0).map((day) => day.date)).toEqual([
      "2026-11-24",
      "2026-11-26",
      "2026-11-27",
    ]);
    const slot = list.events.find((one) => one.id === "slot-3")!;
    expect(slot).toMatchObject({ startTime: "14:30", needsValidation: true, canConfirm: true, statusLabel: "À valider" });
    // The buttons are the platform's answer: complete where it allows it, nothing on the locked case.
    expect(list.events.find((one) => one.id === "meeting-7")).toMatchObject({
      oneButton: [{ action: "complete", intent: "complete", label: "Marquer comme terminé" }],
      canConfirm: false,
    });
    expect(list.events.find((one) => one.id === "slot-4")).toMatchObject({ needsValidation: true, canConfirm: false });
    expect(list.events.find((one) => one.id === "exception-5")).toMatchObject({ canRemove: true, statusLabel: "Indisponible" });
    expect(list.links.next).toBe(`${PATH}?vue=liste&date=2026-12-02`);

    const week = (await call(`http://localhost${PATH}?vue=semaine&date=2026-11-25`)) as Awaited<ReturnType<typeof loader>>;
    const row = (time: string) => week.grid!.rows.find((one) => one.time === time)!;
    // Thursday is the fourth column; the 07:00 exception shows in the first row, nothing falls off.
    expect(row("08:00").cells[3]).toEqual(["exception-5"]);
    expect(row("14:30").cells[3]).toEqual(["slot-3"]);
    expect(row("09:00").cells[1]).toEqual(["meeting-7"]);
  });

  it("sends another study's slug to the current study's agenda, same query", async () => {
    stubPlatformRoutes([["GET", /\/oauth\/me$/, me]]);
    const answer = await call("http://localhost/espace-pro/etude/autre-etude/agenda?vue=mois").catch((thrown) => thrown);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe(`${PATH}?vue=mois`);
  });

  it("adds an unavailability: a redirect with a flash, or the platform's 422 next to the field with the input kept", async () => {
    const posted: unknown[] = [];
    stubPlatformRoutes([
      ["GET", /\/oauth\/me$/, me],
      [
        "POST",
        /^\/api\/bailiff\/3\/calendar\/exceptions$/,
        (one) => {
          posted.push(one.body);
          const body = one.body as { end: string };
          return body.end === "13:00"
            ? Response.json(
                {
                  message: "L'heure de fin doit suivre l'heure de début.",
                  errors: { end: ["L'heure de fin doit suivre l'heure de début."] },
                },
                { status: 422 },
              )
            : Response.json({ exception: { id: 9 } }, { status: 201 });
        },
      ],
    ]);
    const form = {
      intent: "add-exception",
      professional: "40",
      date: "2026-11-26",
      start: "14:00",
      end: "16:00",
      reason: "Audience",
    };
    const done = (await call(`http://localhost${PATH}?vue=semaine&date=2026-11-26&debut=14:00&fin=16:00`, form)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`${PATH}?vue=semaine&date=2026-11-26`);
    expect(posted[0]).toMatchObject({
      user_id: 40,
      kind: "unavailable",
      date: "2026-11-26",
      start: "14:00",
      end: "16:00",
      reason: "Audience",
    });

    const refused = (await call(`http://localhost${PATH}`, { ...form, end: "13:00" })) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(422);
    expect(refused.data.result.error.end).toEqual(["L'heure de fin doit suivre l'heure de début."]);
    expect(refused.data.result.initialValue.reason).toBe("Audience");
  });
});
