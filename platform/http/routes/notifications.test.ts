// Notifications over HTTP: raised by the case's events for the study's staff and the customer
// (never for the one who acted, nor for the customer when the study cancels without notifying), listed
// newest first with the unread count, marked read one by one (only one's own: 404 for another's) or all
// at once; bad input is a French 422, no token a 401. The dispatcher pushes committed rows once, and
// the rows of a refused action never exist. On PGlite and on PostgreSQL when one answers.
import { beforeAll, expect, it } from "vitest";
import { createNotificationDispatcher, type PublishedNotification } from "../../domain/notifications/notification-dispatcher";
import { notificationKindOf } from "../../domain/notifications/case-event-notifications";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freeSlots, LYON, reportTypeOf } from "../../test-support/booking-helpers";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

it("names an instant request's booking an instant demand, a booked video meeting not, and a completion", () => {
  expect(notificationKindOf("demand.created", true)).toBe("instant_demand_created");
  expect(notificationKindOf("demand.created", false)).toBe("demand_created");
  expect(notificationKindOf("meeting.complete", false)).toBe("meeting_completed");
  expect(notificationKindOf("demand.comment", false)).toBeUndefined();
});

describeOnEachDatabase("notifications", (current) => {
  let platform: TestPlatform;
  let studyId: number;
  let bailiffId: number;
  let generalId: number;
  let customerToken: string;
  let bailiff: Awaited<ReturnType<typeof staffCaller>>;
  let clerk: Awaited<ReturnType<typeof staffCaller>>;
  let weeks = 3;

  beforeAll(async () => {
    platform = current();
    studyId = await demoStudyId(platform);
    bailiffId = (
      await platform.platform.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", DEMO_EMAILS.bailiff)
        .executeTakeFirstOrThrow()
    ).id;
    generalId = (await reportTypeOf(platform, studyId, "general-meeting")).id;
    customerToken = await platform.login(DEMO_EMAILS.customer);
    bailiff = await staffCaller(platform, "bailiff", studyId);
    clerk = await staffCaller(platform, "clerk", studyId);
  });

  /** The customer books a slot with the demo bailiff; answers the demand. */
  async function book() {
    const [slot] = await freeSlots(platform, { studyId, bailiffId, reportTypeId: generalId, weeks: weeks++ });
    const created = await platform.call("POST", "/api/demands", {
      token: customerToken,
      json: {
        study_id: studyId,
        report_type_id: generalId,
        meeting_type: "meeting",
        operator_id: bailiffId,
        slots: [{ start_date: slot!.start, end_date: slot!.end }],
        address: LYON.address,
        latitude: LYON.lat,
        longitude: LYON.lon,
      },
    });
    expect(created.status).toBe(201);
    return created.body as { id: number; demand: { title: string; meetings: { id: number; status: string }[] } };
  }

  const mine = (token: string, query = "") => platform.call("GET", `/api/notifications${query}`, { token });

  it("tells the study's staff of a booking, not the customer who booked, newest first with the unread count", async () => {
    const before = (await bailiff("GET", "/api/notifications")).body.meta.unread as number;
    const demand = await book();
    const list = await bailiff("GET", "/api/notifications");
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ current_page: 1, unread: before + 1 });
    expect(list.body.data[0]).toMatchObject({
      kind: "demand_created",
      study_id: studyId,
      demand_id: demand.id,
      read_at: null,
      audience: "study",
      text: expect.stringMatching(/ : Demande transmise pour le .+\.$/),
    });
    expect((await clerk("GET", "/api/notifications")).body.data[0]).toMatchObject({ demand_id: demand.id });
    const customer = await mine(customerToken);
    expect(customer.body.data.some((entry: { demand_id: number }) => entry.demand_id === demand.id)).toBe(false);
  });

  it("marks one read, only the caller's own (another person's is not found), then all", async () => {
    const demand = await book();
    const entry = (await bailiff("GET", "/api/notifications?unread=true")).body.data[0];
    expect(entry.demand_id).toBe(demand.id);
    const clerkEntry = (await clerk("GET", "/api/notifications")).body.data[0];
    // The clerk's notification is not the bailiff's to mark.
    expect((await bailiff("POST", `/api/notifications/${clerkEntry.id}/read`)).status).toBe(404);
    expect((await mine(customerToken)).status).toBe(200);
    expect((await platform.call("POST", `/api/notifications/${entry.id}/read`, { token: customerToken })).status).toBe(404);

    const unreadBefore = (await bailiff("GET", "/api/notifications/unread-count")).body.unread as number;
    const marked = await bailiff("POST", `/api/notifications/${entry.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.unread).toBe(unreadBefore - 1);
    // Marking again changes nothing.
    expect((await bailiff("POST", `/api/notifications/${entry.id}/read`)).body.unread).toBe(unreadBefore - 1);
    const unreadOnly = await bailiff("GET", "/api/notifications?unread=1");
    expect(unreadOnly.body.data.some((candidate: { id: number }) => candidate.id === entry.id)).toBe(false);
    // The clerk's copy is still unread.
    expect(
      (await clerk("GET", "/api/notifications")).body.data.find((c: { id: number }) => c.id === clerkEntry.id).read_at,
    ).toBeNull();

    const all = await clerk("POST", "/api/notifications/read-all");
    expect(all.status).toBe(200);
    expect(all.body.marked).toBeGreaterThanOrEqual(1);
    expect((await clerk("GET", "/api/notifications/unread-count")).body.unread).toBe(0);
  });

  it("tells the customer and the other staff of the bailiff's confirmation, but not of a cancellation without notice", async () => {
    const demand = await book();
    const meetingId = demand.demand.meetings[0]!.id;
    const slot = await platform.platform.db
      .selectFrom("meeting_slots")
      .select("id")
      .where("meeting_id", "=", meetingId)
      .executeTakeFirstOrThrow();
    const confirmed = await bailiff("POST", `/api/bailiff/${studyId}/meetings/${meetingId}/confirm`, {
      json: { slot_id: slot.id },
    });
    expect(confirmed.status).toBe(200);
    const forCustomer = (await mine(customerToken)).body.data[0];
    expect(forCustomer).toMatchObject({
      kind: "meeting_confirmed",
      demand_id: demand.id,
      meeting_id: meetingId,
      audience: "customer",
    });
    expect((await clerk("GET", "/api/notifications")).body.data[0]).toMatchObject({ kind: "meeting_confirmed" });
    // The bailiff acted: not told.
    expect((await bailiff("GET", "/api/notifications")).body.data[0].kind).not.toBe("meeting_confirmed");

    const canceled = await bailiff("PUT", `/api/bailiff/${studyId}/meetings/${meetingId}/cancel`, { json: { notify: false } });
    expect(canceled.status).toBe(200);
    expect((await clerk("GET", "/api/notifications")).body.data[0]).toMatchObject({
      kind: "meeting_canceled",
      demand_id: demand.id,
    });
    expect((await mine(customerToken)).body.data[0].id).toBe(forCustomer.id);
  });

  it("refuses bad input with French 422s and answers 401 without a valid token", async () => {
    expect((await platform.call("GET", "/api/notifications")).status).toBe(401);
    expect((await platform.call("GET", "/api/notifications", { token: "forged" })).status).toBe(401);
    expect((await platform.call("POST", "/api/notifications/read-all")).status).toBe(401);
    const badId = await bailiff("POST", "/api/notifications/abc/read");
    expect(badId.status).toBe(422);
    expect(badId.body.errors.notificationId).toEqual(["Ce champ n'a pas le bon format."]);
    expect((await bailiff("POST", "/api/notifications/0/read")).status).toBe(422);
    expect((await bailiff("POST", "/api/notifications/99999999999/read")).status).toBe(422);
    expect((await bailiff("POST", "/api/notifications/2147483647/read")).status).toBe(404);
    expect((await bailiff("GET", "/api/notifications?page=-2")).status).toBe(422);
    expect((await bailiff("GET", "/api/notifications?unread=perhaps")).status).toBe(422);
    // A page past the end is the last page.
    const far = await bailiff("GET", "/api/notifications?page=99999");
    expect(far.status).toBe(200);
    expect(far.body.meta.current_page).toBe(far.body.meta.last_page);
  });

  it("pushes each committed notification once, and a refused action raises none", async () => {
    const pushed: PublishedNotification[] = [];
    const dispatcher = createNotificationDispatcher(platform.platform.db, (batch) => pushed.push(...batch), {
      sweepEveryMs: 60_000,
    });
    try {
      await dispatcher.wake();
      pushed.length = 0;
      const demand = await book();
      await dispatcher.wake();
      const forDemand = pushed.filter((entry) => entry.demandId === demand.id);
      expect(forDemand.map((entry) => entry.kind)).toEqual(forDemand.map(() => "demand_created"));
      expect(forDemand.map((entry) => entry.userId)).toContain(bailiffId);
      await dispatcher.wake();
      expect(pushed.filter((entry) => entry.demandId === demand.id)).toHaveLength(forDemand.length);

      // Declining without a valid reason is refused: nothing written, nothing pushed.
      const meetingId = demand.demand.meetings[0]!.id;
      const count = await platform.platform.db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      const refused = await bailiff("POST", `/api/bailiff/${studyId}/meetings/${meetingId}/decline`, {
        json: { refusal_type_id: 999999 },
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      const after = await platform.platform.db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(count.n);
    } finally {
      await dispatcher.close();
    }
  });
});
