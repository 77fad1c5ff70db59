// The case actions of the professional's demand page, the customer's documents on /dossier/{id}, the
// file download and the study's required-documents page, against a real embedded platform: each action
// posts the version its form showed; a stale form or a case locked by someone else gets the platform's
// French sentence with the input kept and the case as it is now; bad files are refused next to their
// field; a case's files reach only the people who may read the case, with safe headers.
import { describe, expect, it } from "vitest";
import { freshCase } from "../../../platform/test-support/case-helpers";
import { demoStudyId } from "../../../platform/test-support/pro-helpers";
import { DEMO_EMAILS } from "../../../platform/seed/demo-accounts";
import { customer } from "~/.server/guards/guard-test-helpers";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { renderRoute } from "~/test-support/render-route";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import type { SessionUser } from "~/features/account/session-user";
import { CASE_FILE_MAX_BYTES, CASE_INTENTS } from "~/features/demands/case-intents";
import Dossier, { action as dossierAction, loader as dossierLoader } from "~/routes/account/dossier";
import { loader as fileLoader } from "~/routes/account/dossier-file";
import ProDemandPage, { action, loader } from "./demand";
import { action as requirementsAction } from "./demand-requirements";

const platform = startEmbeddedPlatformForFile();

const CUSTOMER = customer();
const PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

interface Caller {
  token: string;
  studyId?: number;
  user: SessionUser;
}

async function staff(role: "bailiff" | "clerk"): Promise<Caller> {
  const studyId = await demoStudyId(platform());
  return { token: await platform().login(DEMO_EMAILS[role]), studyId, user: professionalSessionUser() };
}

async function camilleCaller(): Promise<Caller> {
  return { token: await platform().login(DEMO_EMAILS.customer), user: CUSTOMER };
}

async function newCase() {
  const studyId = await demoStudyId(platform());
  return freshCase(platform().platform.db, studyId, DEMO_EMAILS.customer);
}

const request = (caller: Caller, url: string, init: RequestInit = {}) =>
  signedInRequest(`http://localhost${url}`, { user: caller.user, token: caller.token, studyId: caller.studyId }, init);

async function proPage(caller: Caller, demandId: number): Promise<string> {
  const req = await request(caller, `/espace-pro/dossiers/${demandId}`);
  const loaded = await loader({ request: req, params: { id: String(demandId) }, context: await testRequestContext(req) });
  return renderRoute(ProDemandPage, loaded, req);
}

/** The action's answer as the browser would get it (a redirect, or the FormAnswer as JSON). */
type AnyAction = (args: Parameters<typeof action>[0]) => Promise<unknown>;

async function submit(
  handler: AnyAction,
  caller: Caller,
  url: string,
  params: Record<string, string>,
  body: FormData | Record<string, string>,
) {
  const form = body instanceof FormData ? body : new URLSearchParams(body);
  const req = await request(caller, url, { method: "POST", body: form });
  return respondWithContext(req, async (context) => {
    const answer = await handler({ request: req, params, context });
    if (answer instanceof Response) return answer;
    const { data, init } = answer as unknown as { data: unknown; init?: ResponseInit };
    return Response.json(data, init ?? {});
  });
}

const postCase = (caller: Caller, demandId: number, body: FormData | Record<string, string>) =>
  submit(action, caller, `/espace-pro/dossiers/${demandId}`, { id: String(demandId) }, body);

async function versionOf(caller: Caller, demandId: number): Promise<number> {
  const { body } = await platform().call("GET", `/api/demands/${demandId}`, { token: caller.token });
  return body.version as number;
}

function fileForm(fields: Record<string, string>, file: Blob, name: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", file, name);
  return form;
}

describe("the case actions of the professional's demand page", () => {
  it("qualifies with the version the form showed; a stale form gets the French message, its input kept, and the fresh case", async () => {
    const bailiff = await staff("bailiff");
    const { demandId } = await newCase();
    const before = await proPage(bailiff, demandId);
    expect(before).toContain("Qualifier le dossier");
    const version = await versionOf(bailiff, demandId);

    const qualified = await postCase(bailiff, demandId, {
      intent: CASE_INTENTS.transition,
      transition: "qualify",
      expected_version: String(version),
    });
    expect(qualified.status).toBe(302);

    // The same page, not reloaded: its title form still carries the old version.
    const stale = await postCase(bailiff, demandId, {
      intent: CASE_INTENTS.title,
      title: "Dégât des eaux, 2e étage",
      expected_version: String(version),
    });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { error: string; result: { initialValue: Record<string, string> } };
    expect(answer.error).toContain("Ce dossier a été modifié entre-temps");
    expect(answer.result.initialValue.title).toBe("Dégât des eaux, 2e étage");

    const after = await proPage(bailiff, demandId);
    expect(after).not.toContain("Qualifier le dossier");
    expect(after).toContain("Remettre à qualifier");
    expect(after).toContain(`name="expected_version" value="${version + 1}"`);
    expect(after).toContain("Dossier qualifié : il est en cours.");
  });

  it("refuses changes to a case another member locked, saying who, and keeps the typed value", async () => {
    const [bailiff, clerk] = await Promise.all([staff("bailiff"), staff("clerk")]);
    const { demandId } = await newCase();
    const locked = await postCase(clerk, demandId, {
      intent: CASE_INTENTS.lock,
      expected_version: String(await versionOf(clerk, demandId)),
    });
    expect(locked.status).toBe(302);

    const refused = await postCase(bailiff, demandId, {
      intent: CASE_INTENTS.comment,
      comment: "Client à rappeler",
      expected_version: String(await versionOf(bailiff, demandId)),
    });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { error: string; result: { initialValue: Record<string, string> } };
    expect(answer.error).toMatch(/Ce dossier est verrouillé par \S+ \S+/);
    expect(answer.result.initialValue.comment).toBe("Client à rappeler");
    expect(await proPage(bailiff, demandId)).toMatch(/Ce dossier est verrouillé par [^<]+ depuis le/);
  });

  it("checks each form's input before asking the platform: a French message next to the field", async () => {
    const bailiff = await staff("bailiff");
    const { demandId } = await newCase();
    const version = String(await versionOf(bailiff, demandId));
    const noBill = await postCase(bailiff, demandId, {
      intent: CASE_INTENTS.billStatus,
      bill_status: "free",
      expected_version: version,
    });
    expect(noBill.status).toBe(400);
    expect(await noBill.json()).toMatchObject({
      result: { error: { bill_status: ["Veuillez choisir un état de facturation."] } },
    });
    const longTitle = await postCase(bailiff, demandId, {
      intent: CASE_INTENTS.title,
      title: "x".repeat(201),
      expected_version: version,
    });
    expect(await longTitle.json()).toMatchObject({ result: { error: { title: ["Le titre fait au plus 200 caractères."] } } });
    const noReason = await postCase(bailiff, demandId, { intent: CASE_INTENTS.refuse, expected_version: version });
    expect(await noReason.json()).toMatchObject({
      result: { error: { refusal_type_id: ["Veuillez choisir un type de refus."] } },
    });
    // Marked paid: the badge of pro-side §4.
    const paid = await postCase(bailiff, demandId, {
      intent: CASE_INTENTS.billStatus,
      bill_status: "paid",
      expected_version: version,
    });
    expect(paid.status).toBe(302);
    expect(await proPage(bailiff, demandId)).toContain("Payé");
  });

  it("publishes a PDF report only: another file, an empty one or one over 10 Mo is refused next to the field", async () => {
    const bailiff = await staff("bailiff");
    const { demandId } = await newCase();
    const version = String(await versionOf(bailiff, demandId));
    await postCase(bailiff, demandId, { intent: CASE_INTENTS.transition, transition: "qualify", expected_version: version });
    const fields = { intent: CASE_INTENTS.publishReport, expected_version: String(await versionOf(bailiff, demandId)) };
    const errorOn = async (file: Blob, name: string) =>
      (
        (await (await postCase(bailiff, demandId, fileForm(fields, file, name))).json()) as {
          result: { error: { file: string[] } };
        }
      ).result.error.file;

    expect(await errorOn(new Blob(["MZ not a pdf"]), "constat.pdf")).toEqual(["Le constat doit être un fichier PDF."]);
    expect(await errorOn(new Blob([]), "constat.pdf")).toEqual(["Ce fichier est vide."]);
    expect(await errorOn(new Blob([PDF, new Uint8Array(CASE_FILE_MAX_BYTES)]), "constat.pdf")).toEqual([
      "Le fichier est trop volumineux (10 Mo au maximum).",
    ]);
    const published = await postCase(
      bailiff,
      demandId,
      fileForm(fields, new Blob([PDF], { type: "application/pdf" }), "constat.pdf"),
    );
    expect(published.status).toBe(302);
    const html = await proPage(bailiff, demandId);
    expect(html).toContain("Constat publié");
    expect(html).toContain("Télécharger constat.pdf");
  });
});

describe("the customer's documents and the case's files", () => {
  async function caseAskingFor(label: string) {
    const bailiff = await staff("bailiff");
    const fresh = await newCase();
    const set = await submit(
      requirementsAction,
      bailiff,
      "/espace-pro/documents-demandes",
      {},
      { report_type_id: String(fresh.reportTypeId), documents: `${label}\n\n` },
    );
    expect(set.status).toBe(302);
    const { body } = await platform().call("GET", `/api/demands/${fresh.demandId}`, { token: bailiff.token });
    const requirement = (body.report_type_documents as { id: number; name: string }[]).find((entry) => entry.name === label)!;
    return { ...fresh, requirementId: requirement.id, bailiff };
  }

  const postDossier = (caller: Caller, demandId: number, body: FormData | Record<string, string>) =>
    submit(dossierAction, caller, `/dossier/${demandId}`, { id: String(demandId) }, body);

  it("the study's page says which line is wrong, and keeps what was typed", async () => {
    const bailiff = await staff("bailiff");
    const { reportTypeId } = await newCase();
    const typed = "Titre de propriété\ntitre de propriété";
    const answer = await submit(
      requirementsAction,
      bailiff,
      "/espace-pro/documents-demandes",
      {},
      {
        report_type_id: String(reportTypeId),
        documents: typed,
      },
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      result: { initialValue: { documents: typed }, error: { documents: ["Ligne 2 : Ce document est déjà demandé."] } },
    });
  });

  it("uploads with errors next to the field, removes, and serves the file only to people who may read the case", async () => {
    const { demandId, requirementId, bailiff } = await caseAskingFor("Bail signé");
    const camille = await camilleCaller();
    const fields = { intent: "upload-document", document_id: String(requirementId) };
    const fieldError = async (file: Blob) =>
      (await (await postDossier(camille, demandId, fileForm(fields, file, "bail.pdf"))).json()) as {
        data: { documentId: string };
        result: { error: { file: string[] } };
      };

    const empty = await fieldError(new Blob([]));
    expect(empty).toMatchObject({
      data: { documentId: String(requirementId) },
      result: { error: { file: ["Ce fichier est vide."] } },
    });
    const program = await fieldError(new Blob(["MZ\x90\x00 a program"]));
    expect(program.result.error.file[0]).toMatch(/PDF/);
    const large = await fieldError(new Blob([new Uint8Array(CASE_FILE_MAX_BYTES + 1)]));
    expect(large.result.error.file).toEqual(["Le fichier est trop volumineux (10 Mo au maximum)."]);

    let html = await dossierHtml(camille, demandId);
    expect(html).toContain("Des documents sont manquants pour ce dossier.");
    const sent = await postDossier(camille, demandId, fileForm(fields, new Blob([PDF], { type: "application/pdf" }), "bail.pdf"));
    expect(sent.status).toBe(302);
    html = await dossierHtml(camille, demandId);
    expect(html).not.toContain("Des documents sont manquants pour ce dossier.");
    expect(html).toContain("Document fourni : Bail signé.");
    const fileId = Number(/\/fichiers\/(\d+)/.exec(html)![1]);

    // The customer and the study download it with safe headers; another customer gets nothing.
    for (const reader of [camille, bailiff]) {
      const download = await fileResponse(reader, demandId, fileId);
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="bail.pdf"; filename*=UTF-8''bail.pdf`);
      expect(download.headers.get("Content-Type")).toBe("application/pdf");
      expect(download.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await download.text()).toBe(PDF);
    }
    const stranger = { token: await platform().login(DEMO_EMAILS.partner), user: { ...CUSTOMER, id: 99 } };
    expect((await fileResponse(stranger, demandId, fileId)).status).toBe(404);
    expect((await fileResponse(camille, demandId, fileId + 1000)).status).toBe(404);

    const removed = await postDossier(camille, demandId, {
      intent: "remove-document",
      document_id: String(requirementId),
      file_id: String(fileId),
    });
    expect(removed.status).toBe(302);
    expect(await dossierHtml(camille, demandId)).toContain("Des documents sont manquants pour ce dossier.");
  });

  async function dossierHtml(caller: Caller, demandId: number) {
    const req = await request(caller, `/dossier/${demandId}`);
    const loaded = await dossierLoader({
      request: req,
      params: { id: String(demandId) },
      context: await testRequestContext(req),
    });
    return renderRoute(Dossier, loaded, req);
  }

  async function fileResponse(caller: Caller, demandId: number, fileId: number): Promise<Response> {
    const req = await request(caller, `/dossier/${demandId}/fichiers/${fileId}`);
    return fileLoader({
      request: req,
      params: { id: String(demandId), fileId: String(fileId) },
      context: await testRequestContext(req),
    });
  }
});
