// The meeting actions of the demand page and of the agenda, one handler for both (features/meetings/),
// against a real embedded platform (issue 39). A refused action reads the same on both pages: a bailiff
// confirms a meeting the customer has just cancelled, and both answer 409 with the platform's own French
// sentence as the form's message, the input kept. « Marquer absent » is offered on both once the meeting
// has started, and works from both as a plain form post (post, redirect, get).
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { freshCase } from "../../../platform/test-support/case-helpers";
import { demoStudyId } from "../../../platform/test-support/pro-helpers";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../../platform/seed/demo-accounts";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { parisDayOf } from "~common/paris-time";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import ProDemandPage, { action as demandAction, loader as demandLoader } from "./demand";
import AgendaPage, { action as agendaAction, loader as agendaLoader } from "./agenda";

const platform = startEmbeddedPlatformForFile();
const AGENDA = `/espace-pro/etude/${DEMO_STUDY_SLUG}/agenda`;
const DAY = 24 * 3_600_000;

/** A demand of the demo customer whose meeting awaits the bailiff's confirmation on one proposed slot. */
async function meetingAwaitingConfirmation() {
  const { db } = platform().platform;
  const studyId = await demoStudyId(platform());
  const created = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: "waiting" });
  // A week ahead, whatever the day: only the status the form saw matters to the refusal, not the slot's date.
  const start = Date.now() + 7 * DAY;
  await db
    .insertInto("meeting_slots")
    .values({ meeting_id: created.meetingId, start_date: new Date(start), end_date: new Date(start + 3_600_000) })
    .execute();
  return { studyId, ...created };
}

async function bailiffRequest(url: string, init: RequestInit = {}) {
  const studyId = await demoStudyId(platform());
  const token = await platform().login(DEMO_EMAILS.bailiff);
  return signedInRequest(`http://localhost${url}`, { user: professionalSessionUser(), token, studyId }, init);
}

/** The fields of the rendered confirm form, as the browser would post them. */
function confirmFormFields(html: string): Record<string, string> {
  const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*?name="intent" value="confirm"(?:(?!<\/form>)[\s\S])*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error("No confirm form on the page");
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    if (name && value !== undefined && (!/type="radio"/.test(input[0]) || !fields[name])) fields[name] = value;
  }
  return fields;
}

/** The page as the browser gets it after its action answered (useActionData filled), without JavaScript. */
async function renderAnswered(Component: ComponentType, loaded: object, answered: unknown, request: Request) {
  const { data, init } = answered as { data: unknown; init?: ResponseInit };
  const handler = createStaticHandler([
    { id: "route", path: "*", loader: () => loaded, action: () => Response.json(data, init), Component },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

async function demandPage(demandId: number) {
  const request = await bailiffRequest(`/espace-pro/dossiers/${demandId}`);
  const params = { id: String(demandId) };
  return { request, params, loaded: await demandLoader({ request, params, context: await testRequestContext(request) }) };
}

describe("a refused meeting action", () => {
  it("confirming a meeting the customer has just cancelled shows the same French sentence on the demand page and on the agenda", async () => {
    const { demandId } = await meetingAwaitingConfirmation();
    const before = await demandPage(demandId);
    const fields = confirmFormFields(await renderAnswered(ProDemandPage, before.loaded, { data: null }, before.request));
    expect(fields).toMatchObject({ intent: "confirm", expected_status: "waiting" });

    // The customer cancels the demand meanwhile, the bailiff's page still showing « Confirmer ce créneau ».
    const customerToken = await platform().login(DEMO_EMAILS.customer);
    expect((await platform().call("DELETE", `/api/demands/${demandId}`, { token: customerToken })).status).toBe(200);

    const post = (url: string) => bailiffRequest(url, { method: "POST", body: new URLSearchParams(fields) });
    const fromDemand = await post(`/espace-pro/dossiers/${demandId}`);
    const demandAnswer = (await demandAction({
      request: fromDemand.clone(),
      params: before.params,
      context: await testRequestContext(fromDemand),
    })) as unknown as { data: { error: string; result: { initialValue: Record<string, string> } }; init: { status: number } };
    const fromAgenda = await post(`${AGENDA}?vue=semaine`);
    const agendaAnswer = (await agendaAction({
      request: fromAgenda.clone(),
      params: { slug: DEMO_STUDY_SLUG },
      context: await testRequestContext(fromAgenda),
    })) as unknown as typeof demandAnswer;

    expect(demandAnswer.init.status).toBe(409);
    expect(agendaAnswer.init.status).toBe(409);
    expect(demandAnswer.data.error).toMatch(/annulé.*Rechargez la page/);
    expect(agendaAnswer.data.error).toBe(demandAnswer.data.error);
    expect(demandAnswer.data.result.initialValue.slot_id).toBe(fields.slot_id);
    expect(agendaAnswer.data.result.initialValue.slot_id).toBe(fields.slot_id);

    const sentence = demandAnswer.data.error.replaceAll("'", "&#x27;");
    const after = await demandPage(demandId);
    const demandHtml = await renderAnswered(ProDemandPage, after.loaded, demandAnswer, fromDemand);
    expect(demandHtml).toContain(sentence);
    const agendaGet = await bailiffRequest(`${AGENDA}?vue=semaine`);
    const agendaLoaded = await agendaLoader({
      request: agendaGet,
      params: { slug: DEMO_STUDY_SLUG },
      context: await testRequestContext(agendaGet),
    });
    const agendaHtml = await renderAnswered(AgendaPage, agendaLoaded, agendaAnswer, fromAgenda);
    expect(agendaHtml).toContain(sentence);
  });
});

/**
 * A confirmed meeting of the demo bailiff's, an hour long, that started `hoursAgo` hours ago (negative:
 * not yet): the customer is late, or absent. The bailiff is never in two places at once, so the meeting
 * takes the first hour from there that the seeded agenda and the other tests left free.
 */
async function startedMeeting(hoursAgo: number) {
  const { db } = platform().platform;
  const studyId = await demoStudyId(platform());
  const created = await freshCase(db, studyId, DEMO_EMAILS.customer, { marking: "inprogress", meeting: "validated" });
  const bailiff = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow();
  for (let hour = hoursAgo; hour < hoursAgo + 24; hour += 1) {
    const start = Date.now() - hour * 3_600_000;
    const placed = await db
      .updateTable("meetings")
      .set({ bailiff_id: bailiff.id, starts_at: new Date(start), ends_at: new Date(start + 3_600_000) })
      .where("id", "=", created.meetingId)
      .execute()
      .then(
        () => true,
        (error: unknown) => {
          if (String(error).includes("meetings_no_overlap")) return false;
          throw error;
        },
      );
    if (placed) return { ...created, day: parisDayOf(new Date(start)) };
  }
  throw new Error("No free hour for the meeting in the bailiff's agenda");
}

/** The fields of the rendered form posting `intent` for this meeting. */
function formFields(html: string, intent: string, meetingId: number): Record<string, string> {
  const forms = html.match(/<form[^>]*>(?:(?!<\/form>)[\s\S])*?<\/form>/g) ?? [];
  const form = forms.find((one) => one.includes(`value="${intent}"`) && one.includes(`name="meeting_id" value="${meetingId}"`));
  if (!form) throw new Error(`No ${intent} form for meeting ${meetingId}`);
  const fields: Record<string, string> = {};
  for (const element of form.matchAll(/<(?:input|button)[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(element[0])?.[1];
    const value = /value="([^"]*)"/.exec(element[0])?.[1];
    if (name && value !== undefined) fields[name] = value;
  }
  return fields;
}

async function meetingStatus(meetingId: number) {
  const { db } = platform().platform;
  return (await db.selectFrom("meetings").select("status").where("id", "=", meetingId).executeTakeFirstOrThrow()).status;
}

describe("« Marquer absent »", () => {
  it("is offered on the demand page once the meeting has started, and marks the customer absent, back on the page with a flash", async () => {
    const { demandId, meetingId } = await startedMeeting(1);
    const { loaded, request, params } = await demandPage(demandId);
    const html = await renderAnswered(ProDemandPage, loaded, { data: null }, request);
    expect(html).toContain("Marquer absent");
    const fields = formFields(html, "mark-no-show", meetingId);
    expect(fields).toMatchObject({ intent: "mark-no-show", expected_status: "validated" });

    const post = await bailiffRequest(`/espace-pro/dossiers/${demandId}`, { method: "POST", body: new URLSearchParams(fields) });
    const answered = await respondWithContext(post, (context) => demandAction({ request: post, params, context }));
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toBe(`/espace-pro/dossiers/${demandId}`);
    expect(answered.headers.get("set-cookie")).toContain("flash");
    expect(await meetingStatus(meetingId)).toBe("no_show");
    // The journal records it, and the meeting offers it no more.
    const after = await demandPage(demandId);
    const afterHtml = await renderAnswered(ProDemandPage, after.loaded, { data: null }, after.request);
    expect(afterHtml).not.toContain("Marquer absent");
    expect(afterHtml).toContain("Absent");
  });

  it("is offered on the agenda's day of the meeting, and posts from there back to the same view", async () => {
    const { meetingId, day } = await startedMeeting(2);
    const view = `${AGENDA}?vue=liste&date=${day}`;
    const get = await bailiffRequest(view);
    const loaded = await agendaLoader({
      request: get,
      params: { slug: DEMO_STUDY_SLUG },
      context: await testRequestContext(get),
    });
    const html = await renderAnswered(AgendaPage, loaded, { data: null }, get);
    const fields = formFields(html, "mark-no-show", meetingId);

    const post = await bailiffRequest(view, { method: "POST", body: new URLSearchParams(fields) });
    const answered = await respondWithContext(post, (context) =>
      agendaAction({ request: post, params: { slug: DEMO_STUDY_SLUG }, context }),
    );
    expect(answered.status).toBe(302);
    expect(answered.headers.get("location")).toBe(`${AGENDA}?vue=liste&date=${day}`);
    expect(await meetingStatus(meetingId)).toBe("no_show");
  });

  it("is refused before the meeting has started, with the platform's sentence on the form", async () => {
    // Starting the day after tomorrow: not started yet.
    const { demandId, meetingId } = await startedMeeting(-48);
    const fields = { intent: "mark-no-show", meeting_id: String(meetingId), expected_status: "validated" };
    const post = await bailiffRequest(`/espace-pro/dossiers/${demandId}`, { method: "POST", body: new URLSearchParams(fields) });
    const answer = (await demandAction({
      request: post,
      params: { id: String(demandId) },
      context: await testRequestContext(post),
    })) as unknown as { data: { error: string; meetingId: number }; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({ meetingId, error: expect.stringMatching(/\S/) });
    expect(await meetingStatus(meetingId)).toBe("validated");
  });
});
