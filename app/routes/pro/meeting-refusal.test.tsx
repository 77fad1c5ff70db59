// One refused meeting action reads the same on every page that offers it (issue 39): a bailiff confirms a
// meeting the customer has just cancelled, from the demand page and from the agenda, against a real
// embedded platform. Both answer 409 with the platform's own French sentence as the form's message, the
// input kept, and both pages show that sentence: one handler (features/meetings/), one refusal policy.
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { freshCase } from "../../../platform/test-support/case-helpers";
import { demoStudyId } from "../../../platform/test-support/pro-helpers";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../../../platform/seed/demo-accounts";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { testRequestContext } from "~/test-support/request-context";
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
