// The study's demands over HTTP: the history with each filter, the demands waiting
// for the study, its members, the manager and "add a service", and who sees the customer's contact.
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { meetingOfDemand, startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;
interface Listed {
  id: number;
  title: string;
  marking: string;
  created_at: string;
  user: { lastname: string; email?: string; phone?: string };
  meetings: Array<{ status: string; reportType: { id: number } }>;
}

describe("the study's demands", () => {
  let platform: TestPlatform;
  let studyId: number;
  let bailiff: Caller;
  let clerk: Caller;
  let assistant: Caller;
  let base: string;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk, assistant } = await startProSide());
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  const titles = (body: { data: Listed[] }) => body.data.map((demand) => demand.title);

  it("lists the study's demands newest first, fifteen a page, none created in the future", async () => {
    const { status, body } = await assistant("GET", `${base}/demands`);
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 15 });
    expect(body.meta.total).toBeGreaterThanOrEqual(18);
    const dates = (body.data as Listed[]).map((demand) => demand.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(new Date(date).getTime()).toBeLessThanOrEqual(Date.now());
    const last = await assistant("GET", `${base}/demands?page=500`);
    expect(last.body.meta.current_page).toBe(last.body.meta.last_page);
  });

  it("gives the study's staff the customer's e-mail and phone, and the customer only their name", async () => {
    const { body } = await assistant("GET", `${base}/demands?lastname=rousseau`);
    expect(body.data[0].user).toMatchObject({
      lastname: "Rousseau",
      email: "elodie.rousseau@client.example",
      phone: "+33611223344",
    });
    const customer = await platform.login(DEMO_EMAILS.customer);
    const own = await platform.call("GET", "/api/users/demands", { token: customer });
    expect(own.body.data[0].user).not.toHaveProperty("email");
    const demandId = body.data[0].id as number;
    const read = await bailiff("GET", `/api/demands/${demandId}?need_manager=1&need_operator=1`);
    expect(read.body.user.email).toBe("elodie.rousseau@client.example");
  });

  it("filters by last name (prefix, accents and case aside), name, marking, dates, manager, operator, bailiff, type", async () => {
    expect(titles((await clerk("GET", `${base}/demands?lastname=LEFEV`)).body).sort()).toEqual(
      ["Constat de conversation en visio", "Constat de dégâts des eaux", "Constat de remise des clés"].sort(),
    );
    expect((await clerk("GET", `${base}/demands?lastname=%25`)).body.data).toHaveLength(0);
    expect(titles((await clerk("GET", `${base}/demands?demand_name=DÉGÂTS`)).body)).toEqual(["Constat de dégâts des eaux"]);
    const completed = await clerk("GET", `${base}/demands?marking=completed`);
    for (const demand of completed.body.data as Listed[]) expect(demand.marking).toBe("completed");
    const inProgress = await clerk("GET", `${base}/demands?marking=inprogress`);
    expect(new Set((inProgress.body.data as Listed[]).map((demand) => demand.marking))).toEqual(
      new Set(["inprogress", "toqualify"]),
    );

    const members = (await clerk("GET", `${base}/members`)).body.data as Array<{ id: number; lastname: string }>;
    const bernard = members.find((member) => member.lastname === "Bernard")!;
    const dupont = members.find((member) => member.lastname === "Dupont")!;
    const fabre = members.find((member) => member.lastname === "Fabre")!;
    expect(titles((await clerk("GET", `${base}/demands?manager_id=${bernard.id}`)).body).sort()).toEqual(
      ["Constat de copropriété à planifier", "État des lieux de sortie, studio Part-Dieu"].sort(),
    );
    expect((await clerk("GET", `${base}/demands?operator_id=${dupont.id}`)).body.meta.total).toBeGreaterThanOrEqual(18);
    expect((await clerk("GET", `${base}/demands?bailiff_id=${fabre.id}`)).body.data).toHaveLength(0);

    const today = DateTime.now().setZone("Europe/Paris").toISODate()!;
    const future = await clerk("GET", `${base}/demands?start_date=${DateTime.now().plus({ days: 1 }).toISODate()}`);
    expect(future.body.data).toHaveLength(0);
    const untilToday = await clerk("GET", `${base}/demands?end_date=${today}`);
    expect(untilToday.body.meta.total).toBe((await clerk("GET", `${base}/demands`)).body.meta.total);

    const visio = await meetingOfDemand(platform.platform.db, "Constat de conversation en visio");
    const byType = await clerk("GET", `${base}/demands?report_type=${visio.demand.report_type_id}`);
    expect(titles(byType.body)).toContain("Constat de conversation en visio");

    const partner = await platform.platform.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEMO_EMAILS.partner)
      .executeTakeFirstOrThrow();
    expect(titles((await clerk("GET", `${base}/demands?partner_agent_id=${partner.id}`)).body)).toEqual([
      "État des lieux d'entrée, résidence Part-Dieu",
    ]);
  });

  it("refuses bad filters with French field errors", async () => {
    const wrong = await clerk("GET", `${base}/demands?start_date=demain&marking=perdu&manager_id=abc`);
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(["manager_id", "marking", "start_date"]);
    const reversed = await clerk("GET", `${base}/demands?start_date=2026-03-02&end_date=2026-03-01`);
    expect(reversed.body.errors.end_date).toEqual(["La date de fin doit suivre la date de début."]);
  });

  it("lists the demands waiting for the study: to plan or qualify, the instant requests apart", async () => {
    const all = await clerk("GET", `${base}/demands/pending`);
    expect(all.status).toBe(200);
    expect(titles(all.body)).toEqual(
      expect.arrayContaining(["Constat de copropriété à planifier", "Constat de conversation en visio"]),
    );
    for (const demand of all.body.data as Listed[]) {
      expect(demand.marking === "toqualify" || demand.meetings.some((meeting) => meeting.status === "to_plan")).toBe(true);
    }
    // A booked video demand waiting to be planned is not an instant request: the instant requests page
    // and the dashboard's count read the same list (none here).
    const insta = await clerk("GET", `${base}/demands/pending?is_insta=1`);
    expect(titles(insta.body)).toEqual([]);
    expect((await bailiff("GET", `${base}/instant-requests`)).body.data).toEqual([]);
    const toPlan = await clerk("GET", `${base}/demands/pending?is_insta=0`);
    expect(titles(toPlan.body)).toEqual(expect.arrayContaining(["Constat de conversation en visio"]));
    // The dashboard's « à planifier ou à qualifier » is the history's `pending` filter: the same demands.
    const listed = await clerk("GET", `${base}/demands?pending=1`);
    expect(listed.body.meta.total).toBe(toPlan.body.data.length);
    const ids = (body: { data: Listed[] }) => body.data.map((demand) => demand.id);
    expect(ids(listed.body)).toEqual(ids(toPlan.body).slice(0, listed.body.data.length));
  });

  it("lists the study's professionals and clerks with their roles", async () => {
    const { body } = await assistant("GET", `${base}/members`);
    const byName = Object.fromEntries(
      (body.data as Array<{ lastname: string; roles: string[] }>).map((member) => [member.lastname, member.roles]),
    );
    expect(byName).toMatchObject({ Dupont: ["bailiff"], Fabre: ["bailiff"], Bernard: ["clerk"] });
    expect(byName).not.toHaveProperty("Petit");
  });

  it("sets the demand's manager to a member of the study only, not for assistants", async () => {
    const { demand } = await meetingOfDemand(platform.platform.db, "Constat de travaux de voirie");
    const path = `${base}/demands/${demand.id}/operator-manager`;
    const members = (await clerk("GET", `${base}/members`)).body.data as Array<{ id: number; lastname: string }>;
    const bernard = members.find((member) => member.lastname === "Bernard")!;
    expect((await clerk("PUT", path, { json: {} })).body.errors.manager_id).toEqual(["Veuillez choisir un gestionnaire."]);
    const outsider = await platform.platform.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEMO_EMAILS.customer)
      .executeTakeFirstOrThrow();
    expect((await clerk("PUT", path, { json: { manager_id: outsider.id } })).body.errors.manager_id).toEqual([
      "Cette personne n'est pas membre de l'étude.",
    ]);
    expect((await assistant("PUT", path, { json: { manager_id: bernard.id } })).status).toBe(403);
    expect((await clerk("PUT", `${base}/demands/99999999/operator-manager`, { json: { manager_id: bernard.id } })).status).toBe(
      404,
    );
    const { status, body } = await clerk("PUT", path, { json: { manager_id: bernard.id } });
    expect(status).toBe(200);
    expect(body.demand.manager).toMatchObject({ id: bernard.id });
  });

  it("adds a service: a meeting to plan, or a completed one for a service without meeting", async () => {
    const { demand } = await meetingOfDemand(platform.platform.db, "Constat de travaux de voirie");
    const path = `${base}/demands/${demand.id}/report-type`;
    const types = async (slug: string) =>
      (await platform.platform.db.selectFrom("report_types").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
    const offered = await platform.platform.db
      .selectFrom("study_report_types")
      .innerJoin("report_types", "report_types.id", "study_report_types.report_type_id")
      .select(["report_types.id", "report_types.no_meeting"])
      .where("study_report_types.study_id", "=", studyId)
      .where("study_report_types.enabled", "=", true)
      .execute();
    expect((await clerk("POST", path, { json: {} })).status).toBe(422);
    expect((await clerk("POST", path, { json: { report_type_id: await types("constat-general") } })).body.errors).toHaveProperty(
      "report_type_id",
    );
    const withMeeting = offered.find((type) => !type.no_meeting)!;
    const first = await clerk("POST", path, { json: { report_type_id: withMeeting.id } });
    expect(first.status).toBe(200);
    expect(first.body.demand.meetings.at(-1)).toMatchObject({ status: "to_plan", reportType: { id: withMeeting.id } });
    const noMeeting = offered.find((type) => type.no_meeting);
    if (noMeeting) {
      const second = await clerk("POST", path, { json: { report_type_id: noMeeting.id } });
      expect(second.body.demand.meetings.at(-1)).toMatchObject({ status: "completed", reportType: { id: noMeeting.id } });
    }
    const meetings = await bailiff("GET", `/api/demands/${demand.id}/meetings`);
    expect(meetings.body.data.length).toBe(first.body.demand.meetings.length + (noMeeting ? 1 : 0));
    const customer = await platform.login(DEMO_EMAILS.customer);
    expect((await platform.call("GET", `/api/demands/${demand.id}/meetings`, { token: customer })).status).toBe(403);
  });
});
