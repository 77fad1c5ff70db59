// The study's case actions over HTTP: named transitions, lock and unlock, refuse, bill
// status, internal comment, title and further information, meeting mode; each with bad payloads (422),
// other studies and other customers (403/404), disallowed transitions, locked cases and stale forms
// (409), and the case journal each writes (with what the customer may read of it).
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { guest } from "../../test-support/booking-helpers";
import { freshCase, startMeetingNow } from "../../test-support/case-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
interface JournalEntry {
  kind: string;
  summary: string;
  visible_to_customer: boolean;
  from: string | null;
  to: string | null;
  actor: { id: number; firstname: string; lastname: string } | null;
}

const OTHER_CUSTOMER = "autre.client@test.example";

describe("the study's case actions", () => {
  let platform: TestPlatform;
  let studyId: number;
  let otherStudyId: number;
  let bailiff: Caller;
  let clerk: Caller;
  let assistant: Caller;
  let base: string;
  let customerToken: string;
  let otherCustomerToken: string;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk, assistant } = await startProSide());
    customerToken = await platform.login(DEMO_EMAILS.customer);
    otherCustomerToken = (await guest(platform, OTHER_CUSTOMER)).token;
    const other = await platform.platform.db
      .selectFrom("studies")
      .innerJoin("study_report_types", "study_report_types.study_id", "studies.id")
      .select("studies.id")
      .where("studies.id", "!=", studyId)
      .executeTakeFirstOrThrow();
    otherStudyId = other.id;
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  const fresh = (options: Parameters<typeof freshCase>[3] = {}) =>
    freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer, options);
  const asCustomer = (method: string, path: string, json?: unknown, token = customerToken) =>
    platform.call(method, path, { token, json });
  const journal = async (demandId: number, caller: Caller | string) => {
    const answer =
      typeof caller === "string"
        ? await platform.call("GET", `/api/demands/${demandId}/events`, { token: caller })
        : await caller("GET", `/api/demands/${demandId}/events`);
    expect(answer.status).toBe(200);
    return answer.body.data as JournalEntry[];
  };

  describe("named transitions", () => {
    it("lists the transitions the caller may take now, and takes one by name", async () => {
      const { demandId } = await fresh();
      const listed = await bailiff("GET", `${base}/demands/${demandId}/transition`);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({
        marking: "toqualify",
        data: [{ name: "qualify", label: "Qualifier le dossier", to: "inprogress", tos: ["inprogress"] }],
      });
      // An assistant reads the case but moves nothing.
      expect((await assistant("GET", `${base}/demands/${demandId}/transition`)).body.data).toEqual([]);

      const done = await clerk("PUT", `${base}/demands/${demandId}/transition`, { json: { transition: "qualify" } });
      expect(done.status).toBe(200);
      expect(done.body.demand).toMatchObject({ id: demandId, marking: "inprogress", version: 1 });
      const next = await bailiff("GET", `${base}/demands/${demandId}/transition`);
      expect(next.body.data.map((entry: { name: string }) => entry.name)).toEqual(["requalify", "complete"]);
      const completed = await bailiff("PUT", `${base}/demands/${demandId}/transition`, { form: { transition: "complete" } });
      expect(completed.body.demand.marking).toBe("completed");
    });

    it("refuses a transition the marking does not allow (409 with the table's message), and bad names (422)", async () => {
      const { demandId } = await fresh();
      const path = `${base}/demands/${demandId}/transition`;
      expect(await bailiff("PUT", path, { json: { transition: "complete" } })).toMatchObject({
        status: 409,
        body: { code: "cannot_complete", message: "Seul un dossier en cours peut être marqué terminé." },
      });
      expect((await bailiff("PUT", path, { json: {} })).body.errors.transition).toEqual(["Veuillez choisir une étape."]);
      const unknown = await bailiff("PUT", path, { json: { transition: "publish_report" } });
      expect(unknown).toMatchObject({ status: 422, body: { errors: { transition: ["Cette étape n'existe pas."] } } });
      expect((await bailiff("PUT", path, { json: { transition: ["qualify"] } })).status).toBe(422);
      expect((await assistant("PUT", path, { json: { transition: "qualify" } })).status).toBe(403);
    });

    it("keeps other studies and customers out: 403 on another study's path, 404 for another study's case here", async () => {
      const { demandId } = await fresh();
      const foreign = await freshCase(platform.platform.db, otherStudyId, DEMO_EMAILS.customer);
      expect((await bailiff("GET", `/api/bailiff/${otherStudyId}/demands/${foreign.demandId}/transition`)).status).toBe(403);
      const here = await bailiff("PUT", `${base}/demands/${foreign.demandId}/transition`, { json: { transition: "qualify" } });
      expect(here).toMatchObject({ status: 404, body: { code: "not_found" } });
      expect(JSON.stringify(here.body)).not.toContain("Dossier de test");
      const customer = await asCustomer("PUT", `${base}/demands/${demandId}/transition`, { transition: "qualify" });
      expect(customer.status).toBe(403);
      expect((await platform.call("POST", `${base}/demands/${demandId}/lock`)).status).toBe(401);
    });
  });

  describe("lock and unlock", () => {
    it("locks a case for its holder: others are refused with a message naming them, and told who holds it", async () => {
      const { demandId, meetingId } = await fresh({ meeting: "waiting" });
      const locked = await bailiff("POST", `${base}/demands/${demandId}/lock`);
      expect(locked.status).toBe(200);
      expect(locked.body.demand.locked_by).toMatchObject({ firstname: expect.any(String), lastname: "Dupont" });
      expect(locked.body.demand.locked_at).toEqual(expect.any(String));
      // Locking again is harmless for the holder.
      expect((await bailiff("POST", `${base}/demands/${demandId}/lock`)).status).toBe(200);

      const holder = locked.body.demand.locked_by as { firstname: string; lastname: string };
      const message = `Ce dossier est verrouillé par ${holder.firstname} ${holder.lastname} : seule cette personne peut le modifier tant qu'il est verrouillé.`;
      for (const [method, path, json] of [
        ["PUT", `${base}/demands/${demandId}/transition`, { transition: "qualify" }],
        ["POST", `${base}/demands/${demandId}/update-billstatus`, { bill_status: "paid" }],
        ["PUT", `${base}/demands/${demandId}/comment`, { comment: "Note" }],
        ["POST", `${base}/demands/${demandId}/lock`, {}],
        ["PUT", `${base}/demands/${demandId}/unlock`, {}],
        ["POST", `${base}/meetings/${meetingId}/decline`, { refusal_type_id: 1 }],
        ["PUT", `/api/demands/${demandId}/update-title`, { title: "Nouveau titre" }],
      ] as const) {
        const refused = await clerk(method, path, { json });
        expect(refused, path).toMatchObject({ status: 409, body: { code: "locked", message } });
      }
      // The holder acts.
      expect((await bailiff("PUT", `${base}/demands/${demandId}/transition`, { json: { transition: "qualify" } })).status).toBe(
        200,
      );
      const unlocked = await bailiff("PUT", `${base}/demands/${demandId}/unlock`);
      expect(unlocked.body.demand).toMatchObject({ locked_by: null, locked_at: null });
      expect(
        (await clerk("POST", `${base}/demands/${demandId}/update-billstatus`, { json: { bill_status: "paid" } })).status,
      ).toBe(200);

      const kinds = (await journal(demandId, bailiff)).map((entry) => entry.kind);
      expect(kinds).toEqual(["demand.lock", "demand.transition", "demand.unlock", "demand.bill_status"]);
    });

    it("lets the study's professional release a case a clerk left locked, and says so in the journal", async () => {
      const { demandId } = await fresh();
      await clerk("POST", `${base}/demands/${demandId}/lock`);
      const released = await bailiff("PUT", `${base}/demands/${demandId}/unlock`);
      expect(released.status).toBe(200);
      expect(released.body.demand.locked_by).toBeNull();
      const last = (await journal(demandId, bailiff)).at(-1)!;
      expect(last.summary).toMatch(/^Dossier déverrouillé \(il était verrouillé par .+\)\.$/);
      expect(last.visible_to_customer).toBe(false);
      expect((await assistant("POST", `${base}/demands/${demandId}/lock`)).status).toBe(403);
    });
  });

  describe("stale forms and concurrent changes", () => {
    it("refuses a form rendered with an older version (409 stale), by version or updated_at", async () => {
      const { demandId } = await fresh();
      const before = (await bailiff("GET", `/api/demands/${demandId}`)).body;
      await clerk("POST", `${base}/demands/${demandId}/update-billstatus`, { json: { bill_status: "unpaid" } });
      for (const expected of [{ expected_version: before.version }, { expected_updated_at: before.updated_at }]) {
        const stale = await bailiff("POST", `${base}/demands/${demandId}/update-billstatus`, {
          json: { bill_status: "paid", ...expected },
        });
        expect(stale).toMatchObject({
          status: 409,
          body: {
            code: "stale",
            message: "Ce dossier a été modifié entre-temps : rechargez la page pour voir sa nouvelle version.",
          },
        });
      }
      const current = (await bailiff("GET", `/api/demands/${demandId}`)).body;
      expect(current.bill_status).toBe("unpaid");
      const fine = await bailiff("POST", `${base}/demands/${demandId}/update-billstatus`, {
        json: { bill_status: "paid", expected_version: current.version },
      });
      expect(fine.status).toBe(200);
      expect((await bailiff("POST", `${base}/demands/${demandId}/comment`, { json: { expected_version: "x" } })).status).toBe(
        404,
      );
      expect(
        (await bailiff("PUT", `${base}/demands/${demandId}/comment`, { json: { comment: "a", expected_version: "x" } })).status,
      ).toBe(422);
    });

    it("lets exactly one of ten simultaneous changes of one case win", async () => {
      const { demandId } = await fresh();
      const statuses = ["paid", "unpaid", "partialpaid"] as const;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 ? bailiff : clerk)("POST", `${base}/demands/${demandId}/update-billstatus`, {
            json: { bill_status: statuses[index % 3], expected_version: 0 },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409 && answer.body.code === "stale")).toHaveLength(9);
      expect((await journal(demandId, bailiff)).filter((entry) => entry.kind === "demand.bill_status")).toHaveLength(1);
    });
  });

  describe("refuse, bill status, comment", () => {
    it("refuses a case with a reason: sans suite, its live meetings refused, the customer told by e-mail", async () => {
      const { demandId, meetingId } = await fresh({ meeting: "waiting" });
      const path = `${base}/demands/${demandId}/refuse`;
      expect((await bailiff("POST", path, { json: {} })).body.errors.refusal_type_id).toEqual(["Veuillez choisir un motif."]);
      expect((await bailiff("POST", path, { json: { refusal_type_id: 99_999 } })).status).toBe(422);
      const refusal = await platform.platform.db.selectFrom("refusal_types").selectAll().orderBy("id").executeTakeFirstOrThrow();
      const done = await bailiff("POST", path, { json: { refusal_type_id: refusal.id } });
      expect(done.status).toBe(200);
      expect(done.body.demand.marking).toBe("nofollowup");
      expect(done.body.demand.meetings.find((meeting: { id: number }) => meeting.id === meetingId).status).toBe("refused");
      const mail = await lastMessage(platform, DEMO_EMAILS.customer);
      expect(mail).toMatchObject({ subject: "Votre dossier ne peut pas être pris en charge" });
      expect(mail!.body).toContain(refusal.message ?? refusal.title);
      expect(await bailiff("POST", path, { json: { refusal_type_id: refusal.id } })).toMatchObject({
        status: 409,
        body: { code: "cannot_refuse" },
      });
      const seen = await journal(demandId, customerToken);
      expect(seen.map((entry) => entry.summary)).toEqual([
        `Dossier refusé par l'étude. Motif : ${refusal.message ?? refusal.title}`,
      ]);
    });

    it("sets the bill status (the customer's journal says it) and refuses unknown ones", async () => {
      const { demandId } = await fresh();
      const path = `${base}/demands/${demandId}/update-billstatus`;
      expect((await clerk("POST", path, { json: { bill_status: "free" } })).body.errors.bill_status).toEqual([
        "Veuillez choisir un état de facturation.",
      ]);
      const paid = await clerk("POST", path, { form: { bill_status: "paid" } });
      expect(paid.body.demand).toMatchObject({ bill_status: "paid" });
      expect(await journal(demandId, customerToken)).toEqual([
        expect.objectContaining({ kind: "demand.bill_status", summary: "Facturation : Payé.", from: "notbilled", to: "paid" }),
      ]);
    });

    it("keeps the internal comment and its journal entry away from the customer", async () => {
      const { demandId } = await fresh();
      const path = `${base}/demands/${demandId}/comment`;
      expect((await clerk("PUT", path, { json: { comment: "x".repeat(5001) } })).status).toBe(422);
      const saved = await clerk("PUT", path, { json: { comment: "Client difficile à joindre le matin." } });
      expect(saved.body.demand.comment).toBe("Client difficile à joindre le matin.");
      expect((await assistant("GET", `/api/demands/${demandId}`)).body.comment).toBe("Client difficile à joindre le matin.");
      const customerView = await asCustomer("GET", `/api/demands/${demandId}`);
      expect(customerView.status).toBe(200);
      expect(customerView.body).not.toHaveProperty("comment");
      expect(JSON.stringify(customerView.body)).not.toContain("difficile");
      expect(await journal(demandId, customerToken)).toEqual([]);
      expect((await journal(demandId, bailiff)).map((entry) => entry.summary)).toEqual(["Commentaire interne modifié."]);
      const cleared = await clerk("PUT", path, { json: { comment: "" } });
      expect(cleared.body.demand.comment).toBeNull();
    });
  });

  describe("title and further information", () => {
    it("lets the customer and the study's staff change them, within their limits", async () => {
      const { demandId } = await fresh();
      const title = `/api/demands/${demandId}/update-title`;
      const infos = `/api/demands/${demandId}/update-further-infos`;
      expect((await asCustomer("PUT", title, { title: "  " })).body.errors.title).toEqual([
        "Veuillez donner un titre au dossier.",
      ]);
      expect((await asCustomer("PUT", title, { title: "t".repeat(201) })).body.errors.title).toEqual([
        "Le titre fait au plus 200 caractères.",
      ]);
      expect((await asCustomer("PUT", title, { title: "Mon état des lieux" })).body.demand.title).toBe("Mon état des lieux");
      expect((await clerk("PUT", title, { json: { title: "État des lieux, T2" } })).body.demand.title).toBe("État des lieux, T2");
      expect((await asCustomer("PUT", infos, { further_infos: "i".repeat(5001) })).status).toBe(422);
      expect((await asCustomer("PUT", infos, { further_infos: { a: 1 } })).status).toBe(422);
      const saved = await bailiff("PUT", infos, { json: { further_infos: "Digicode 1234B" } });
      expect(saved.body.demand.further_infos).toBe("Digicode 1234B");
      const summaries = (await journal(demandId, customerToken)).map((entry) => entry.summary);
      expect(summaries).toEqual([
        "Titre du dossier : « Mon état des lieux ».",
        "Titre du dossier : « État des lieux, T2 ».",
        "Informations complémentaires mises à jour.",
      ]);
    });

    it("refuses another customer (403), an assistant (403), an unknown case (404) and a closed one (409)", async () => {
      const { demandId } = await fresh();
      const other = await asCustomer("PUT", `/api/demands/${demandId}/update-title`, { title: "Piratage" }, otherCustomerToken);
      expect(other.status).toBe(403);
      expect(JSON.stringify(other.body)).not.toContain("Dossier de test");
      expect((await assistant("PUT", `/api/demands/${demandId}/update-title`, { json: { title: "X" } })).status).toBe(403);
      expect((await asCustomer("PUT", `/api/demands/99999999/update-title`, { title: "X" })).status).toBe(404);
      expect((await platform.call("GET", `/api/demands/${demandId}/events`, { token: otherCustomerToken })).status).toBe(403);
      const closed = await fresh({ marking: "nofollowup" });
      expect(await asCustomer("PUT", `/api/demands/${closed.demandId}/update-title`, { title: "X" })).toMatchObject({
        status: 409,
        body: { code: "cannot_edit", message: "Un dossier clos ne peut plus être modifié." },
      });
    });
  });

  describe("meeting mode", () => {
    it("switches the case and its live meetings between on site and video", async () => {
      const { demandId, meetingId } = await fresh({ visioService: true });
      const path = `${base}/demands/${demandId}/change-type`;
      expect((await bailiff("POST", path, { json: { new_type: "phone" } })).body.errors.new_type).toEqual([
        "Veuillez choisir visio ou sur place.",
      ]);
      const visio = await bailiff("POST", path, { json: { new_type: "visio" } });
      expect(visio.status).toBe(200);
      expect(visio.body.demand.type).toBe("visio");
      expect(visio.body.demand.meetings.find((meeting: { id: number }) => meeting.id === meetingId).has_visio).toBe(true);
      expect((await bailiff("POST", path, { json: { new_type: "visio" } })).body.errors.new_type).toEqual([
        "Le rendez-vous se fait déjà en visio.",
      ]);
      const back = await clerk("POST", path, { json: { new_type: "meeting" } });
      expect(back.body.demand.type).toBe("real");
      expect((await journal(demandId, customerToken)).map((entry) => entry.summary)).toEqual([
        "Le rendez-vous se fera en visio.",
        "Le rendez-vous se fera sur place.",
      ]);
    });

    it("refuses video for a service that is not done by video", async () => {
      const { demandId } = await fresh({ visioService: false });
      const refused = await bailiff("POST", `${base}/demands/${demandId}/change-type`, { json: { new_type: "visio" } });
      expect(refused.body.errors.new_type).toEqual(["Cette prestation ne peut pas se faire en visio."]);
    });
  });

  describe("the journal of the meeting actions", () => {
    it("records each meeting action, the manager, the operator and an added service; the customer reads theirs", async () => {
      const { demandId, meetingId, reportTypeId } = await fresh({ meeting: "waiting" });
      const members = (await clerk("GET", `${base}/members`)).body.data as Array<{
        id: number;
        lastname: string;
        roles: string[];
      }>;
      const professional = members.find((member) => member.roles.includes("bailiff"))!;
      expect(
        (await clerk("PUT", `${base}/meetings/${meetingId}/operator-manager`, { json: { operator_id: professional.id } })).status,
      ).toBe(200);
      expect(
        (await clerk("PUT", `${base}/demands/${demandId}/operator-manager`, { json: { manager_id: professional.id } })).status,
      ).toBe(200);
      let day = DateTime.now().setZone("Europe/Paris").plus({ days: 40 });
      while (day.weekday > 5) day = day.plus({ days: 1 });
      const date = day.set({ hour: 7, minute: 10 }).toFormat("yyyy-MM-dd HH:mm");
      // The professional's own date confirms the meeting (a clerk's would only propose it).
      expect((await bailiff("POST", `${base}/meetings/${meetingId}/update-slot`, { json: { date } })).status).toBe(200);
      await startMeetingNow(platform.platform.db, meetingId);
      expect((await bailiff("PUT", `${base}/meetings/${meetingId}/complete`)).status).toBe(200);
      const service = await bailiff("POST", `${base}/demands/${demandId}/report-type`, {
        json: { report_type_id: reportTypeId },
      });
      expect(service.status).toBe(200);
      const added = service.body.demand.meetings.at(-1) as { id: number; status: string };
      expect(added.status).toBe("to_plan");
      expect((await clerk("PUT", `${base}/meetings/${added.id}/cancel`, { json: { notify: false } })).status).toBe(200);

      const staff = await journal(demandId, bailiff);
      const kinds = staff.map((entry) => entry.kind);
      expect(kinds.slice(0, 5)).toEqual([
        "meeting.operator",
        "demand.manager",
        "meeting.update_date",
        "meeting.complete",
        "demand.service",
      ]);
      expect(staff[2]).toMatchObject({ from: "waiting", to: "validated", visible_to_customer: true, actor: expect.any(Object) });
      expect(staff[2]!.summary).toMatch(/^Nouvelle date du rendez-vous : .+ à 07:10\.$/);
      expect(staff[0]).toMatchObject({ to: String(professional.id), visible_to_customer: false });
      expect(staff.at(-1)).toMatchObject({ kind: "meeting.cancel", summary: "Rendez-vous annulé sans prévenir le client." });
      const customer = await journal(demandId, customerToken);
      expect(customer.map((entry) => entry.kind)).toEqual(["meeting.update_date", "meeting.complete", "demand.service"]);
    });

    it("records a decline with its reason and the customer's own cancellation", async () => {
      const { demandId, meetingId } = await fresh({ meeting: "waiting" });
      const refusal = await platform.platform.db.selectFrom("refusal_types").selectAll().orderBy("id").executeTakeFirstOrThrow();
      expect(
        (await clerk("POST", `${base}/meetings/${meetingId}/decline`, { json: { refusal_type_id: refusal.id } })).status,
      ).toBe(200);
      expect((await asCustomer("DELETE", `/api/demands/${demandId}`)).status).toBe(200);
      expect((await journal(demandId, customerToken)).map((entry) => [entry.kind, entry.summary])).toEqual([
        ["meeting.decline", `Demande de rendez-vous refusée. Motif : ${refusal.message ?? refusal.title}`],
        ["demand.cancel", "Demande annulée."],
      ]);
    });
  });
});
