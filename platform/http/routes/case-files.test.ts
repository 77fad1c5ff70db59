// A case's files over HTTP: the documents each report type asks for, asking the customer,
// the customer's uploads checked by content (type, emptiness, 10 Mo) and removals, downloads only for
// people who may see the case (never another customer's file, whatever the ids), and the published report
// downloaded by the customer byte for byte.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { guest } from "../../test-support/booking-helpers";
import { freshCase } from "../../test-support/case-helpers";
import { lastMessage } from "../../test-support/outbox-reader";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
// A Windows program (the "MZ" header, then the PE signature) renamed ".pdf".
const program = Buffer.concat([
  Buffer.from("MZ"),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from("PE\0\0"),
  Buffer.alloc(200),
]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]),
]);

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name);
  return body;
}

describe("a case's documents and report", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let clerk: Caller;
  let assistant: Caller;
  let customer: string;
  let stranger: string;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk, assistant } = await startProSide());
    customer = await platform.login(DEMO_EMAILS.customer);
    stranger = (await guest(platform, "etranger.dossiers@test.example")).token;
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  const fresh = (options: Parameters<typeof freshCase>[3] = {}) =>
    freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer, options);
  const upload = (token: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string }) =>
    platform.call("POST", "/api/users/documents", { token, body: form(fields, file) });
  const download = (token: string, url: string) =>
    fetch(`${platform.baseUrl}${new URL(url).pathname.replace(/^\/_platform/, "")}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const storedFiles = async () => (await platform.platform.blobs.list("cases/")).map((key) => key.slice("cases/".length));
  const knownFiles = async () =>
    (await platform.platform.db.selectFrom("demand_files").select("stored_name").execute()).map((row) => row.stored_name).sort();
  const customerView = async (demandId: number) =>
    (await platform.call("GET", `/api/demands/${demandId}`, { token: customer })).body;

  async function requireDocuments(reportTypeId: number, labels: string[]) {
    const set = await clerk("PUT", `${base}/report-types/${reportTypeId}/documents`, { json: { documents: labels } });
    expect(set.status).toBe(200);
    return set.body.data as Array<{ id: number; name: string }>;
  }

  describe("the documents a report type asks for", () => {
    it("are set by the study's staff, with their limits, and kept by label when set again", async () => {
      const { reportTypeId } = await fresh();
      const path = `${base}/report-types/${reportTypeId}/documents`;
      expect((await assistant("PUT", path, { json: { documents: ["Bail"] } })).status).toBe(403);
      const bad = await clerk("PUT", path, { json: { documents: ["", "Bail", "bail", "x".repeat(121)] } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        "documents.0": ["Veuillez nommer ce document."],
        "documents.2": ["Ce document est déjà demandé."],
        "documents.3": ["Le nom d'un document fait au plus 120 caractères."],
      });
      const many = await clerk("PUT", path, { json: { documents: Array.from({ length: 21 }, (_, i) => `Pièce ${i}`) } });
      expect(many.body.errors.documents).toEqual(["20 documents au plus."]);
      expect((await clerk("PUT", `${base}/report-types/99999/documents`, { json: { documents: [] } })).status).toBe(404);

      const first = await requireDocuments(reportTypeId, ["Bail signé", "Pièce d'identité"]);
      const second = await requireDocuments(reportTypeId, ["Pièce d'identité", "Attestation d'assurance"]);
      expect(second.map((entry) => entry.name)).toEqual(["Pièce d'identité", "Attestation d'assurance"]);
      expect(second[0]!.id).toBe(first[1]!.id);
      expect((await assistant("GET", path)).body.data).toEqual(second.map((entry) => expect.objectContaining(entry)));
      await requireDocuments(reportTypeId, []);
    });
  });

  describe("the customer's documents", () => {
    it("asks, uploads, removes: the warning counts down and up, the journal tells the customer", async () => {
      const { demandId, reportTypeId } = await fresh();
      const [lease, identity] = await requireDocuments(reportTypeId, ["Bail signé", "Pièce d'identité"]);
      let demand = await customerView(demandId);
      expect(demand.missing_documents).toBe(2);
      expect(demand.report_type_documents).toEqual([
        expect.objectContaining({ id: lease!.id, name: "Bail signé", required: true, provided: false }),
        expect.objectContaining({ id: identity!.id, name: "Pièce d'identité", provided: false }),
      ]);

      const asked = await bailiff("POST", `${base}/demands/${demandId}/ask-documents`);
      expect(asked.body.requested).toEqual(["Bail signé", "Pièce d'identité"]);
      expect((await lastMessage(platform, DEMO_EMAILS.customer))!.subject).toBe("Des documents sont attendus pour votre dossier");
      expect((await assistant("POST", `${base}/demands/${demandId}/ask-documents`)).status).toBe(403);

      const bytes = pdf("bail signé");
      const sent = await upload(
        customer,
        { demand_id: String(demandId), user_demand_document_id: String(lease!.id) },
        { bytes, name: "bail signé.pdf" },
      );
      expect(sent.status).toBe(201);
      expect(sent.body.document).toMatchObject({
        report_type_document_id: lease!.id,
        name: "bail signé.pdf",
        content_type: "application/pdf",
      });
      expect(sent.body.demand.missing_documents).toBe(1);

      const file = await download(customer, sent.body.document.url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("content-disposition")).toBe(
        `attachment; filename="bail sign_.pdf"; filename*=UTF-8''bail%20sign%C3%A9.pdf`,
      );
      expect((await download(await platform.login(DEMO_EMAILS.assistant), sent.body.document.url)).status).toBe(200);

      const fileId = sent.body.document.id as number;
      expect(
        (await platform.call("DELETE", `/api/demands/${demandId}/upload/${identity!.id}/${fileId}`, { token: customer })).status,
      ).toBe(404);
      expect(
        (await platform.call("DELETE", `/api/demands/${demandId}/upload/${lease!.id}/${fileId}`, { token: stranger })).status,
      ).toBe(403);
      const removed = await platform.call("DELETE", `/api/demands/${demandId}/upload/${lease!.id}/${fileId}`, {
        token: customer,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.demand.missing_documents).toBe(2);
      expect((await download(customer, sent.body.document.url)).status).toBe(404);

      const journal = await platform.call("GET", `/api/demands/${demandId}/events`, { token: customer });
      expect(journal.body.data.map((entry: { summary: string }) => entry.summary)).toEqual([
        "Documents demandés : Bail signé, Pièce d'identité.",
        "Document fourni : Bail signé.",
        "Document retiré : Bail signé.",
      ]);
      await requireDocuments(reportTypeId, []);
      demand = await customerView(demandId);
      expect(demand.missing_documents).toBe(0);
      expect(await bailiff("POST", `${base}/demands/${demandId}/ask-documents`)).toMatchObject({
        status: 409,
        body: { code: "no_missing_documents" },
      });
    });

    it("refuses by content: a program renamed .pdf, an empty file, 10 Mo + 1, no file, a requirement of another case", async () => {
      const { demandId, reportTypeId } = await fresh();
      const [lease] = await requireDocuments(reportTypeId, ["Bail signé"]);
      const fields = { demand_id: String(demandId), user_demand_document_id: String(lease!.id) };
      const renamed = await upload(customer, fields, { bytes: program, name: "bail.pdf" });
      expect(renamed).toMatchObject({
        status: 422,
        body: { errors: { file: ["Ce fichier n'est pas un PDF, un JPEG ou un PNG."] } },
      });
      const empty = await upload(customer, fields, { bytes: Buffer.alloc(0), name: "vide.pdf" });
      expect(empty.body.errors.file).toEqual(["Le fichier est vide."]);
      const large = Buffer.concat([pdf("grand"), Buffer.alloc(10 * 1024 * 1024 + 1 - pdf("grand").length)]);
      const tooLarge = await upload(customer, fields, { bytes: large, name: "grand.pdf" });
      expect(tooLarge).toMatchObject({ status: 413, body: { message: "Le fichier est trop volumineux (10 Mo au maximum)." } });
      expect((await upload(customer, fields)).body.errors.file).toEqual(["Veuillez choisir un fichier."]);
      expect((await upload(customer, { demand_id: String(demandId) }, { bytes: pdf("x"), name: "a.pdf" })).status).toBe(422);
      // A requirement of another report type is not one of this case's.
      const otherType = await platform.platform.db
        .selectFrom("study_report_types")
        .select("report_type_id")
        .where("study_id", "=", studyId)
        .where("report_type_id", "!=", reportTypeId)
        .where("enabled", "=", true)
        .executeTakeFirstOrThrow();
      const [foreign] = await requireDocuments(otherType.report_type_id, ["Plan cadastral"]);
      const elsewhere = await upload(
        customer,
        { ...fields, user_demand_document_id: String(foreign!.id) },
        { bytes: pdf("x"), name: "a.pdf" },
      );
      expect(elsewhere.body.errors.user_demand_document_id).toEqual(["Ce document n'est pas demandé pour ce dossier."]);
      await requireDocuments(otherType.report_type_id, []);
      const accepted = await upload(customer, fields, { bytes: png, name: "photo.png" });
      expect(accepted.status).toBe(201);
      expect(accepted.body.document.content_type).toBe("image/png");
      // Nothing refused was left on disk: every stored file is a file of a case.
      expect(await storedFiles()).toEqual(await knownFiles());
      await requireDocuments(reportTypeId, []);
    });

    it("never gives a customer another customer's file, whatever the ids", async () => {
      const mine = await fresh();
      const [lease] = await requireDocuments(mine.reportTypeId, ["Bail signé"]);
      const sent = await upload(
        customer,
        { demand_id: String(mine.demandId), user_demand_document_id: String(lease!.id) },
        {
          bytes: pdf("secret"),
          name: "secret.pdf",
        },
      );
      const fileId = sent.body.document.id as number;
      // The stranger uploads nothing on the case, and reads nothing of it.
      const intrusion = await upload(
        stranger,
        { demand_id: String(mine.demandId), user_demand_document_id: String(lease!.id) },
        {
          bytes: pdf("x"),
          name: "x.pdf",
        },
      );
      expect(intrusion.status).toBe(403);
      const direct = await platform.call("GET", `/api/demands/${mine.demandId}/files/${fileId}`, { token: stranger });
      expect(direct.status).toBe(403);
      expect(JSON.stringify(direct.body)).not.toContain("secret");
      // Through a case of their own, another case's file id is not found.
      const theirs = await freshCase(platform.platform.db, studyId, "etranger.dossiers@test.example");
      const sideways = await platform.call("GET", `/api/demands/${theirs.demandId}/files/${fileId}`, { token: stranger });
      expect(sideways.status).toBe(404);
      expect((await platform.call("GET", `/api/demands/${mine.demandId}/files/${fileId}`)).status).toBe(401);
      await requireDocuments(mine.reportTypeId, []);
    });
  });

  describe("the report", () => {
    it("is published as a PDF by the study: reportdone, e-mail and journal for the customer, who downloads the same bytes", async () => {
      const { demandId } = await fresh({ marking: "inprogress" });
      const path = `${base}/demands/${demandId}/publish-drive-file`;
      const report = pdf("constat du 12 mars");
      expect((await bailiff("GET", `${base}/demands/${demandId}/check-export-drive-file`)).body).toEqual({
        published: false,
        report: null,
      });
      expect((await bailiff("POST", path, { body: form({}, { bytes: png, name: "constat.pdf" }) })).body.errors.file).toEqual([
        "Ce fichier n'est pas un PDF.",
      ]);
      expect((await assistant("POST", path, { body: form({}, { bytes: report, name: "constat.pdf" }) })).status).toBe(403);
      expect(
        (await platform.call("POST", path, { token: customer, body: form({}, { bytes: report, name: "constat.pdf" }) })).status,
      ).toBe(403);

      const published = await bailiff("POST", path, { body: form({ type: "pdf" }, { bytes: report, name: "Constat.pdf" }) });
      expect(published.status).toBe(201);
      expect(published.body.demand.marking).toBe("reportdone");
      const check = await clerk("GET", `${base}/demands/${demandId}/check-export-drive-file`);
      expect(check.body).toMatchObject({ published: true, report: { name: "Constat.pdf", content_type: "application/pdf" } });

      const seen = await customerView(demandId);
      expect(seen.report.url).toBe(check.body.report.url);
      const file = await download(customer, seen.report.url);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(report);
      expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
      const mail = await lastMessage(platform, DEMO_EMAILS.customer);
      expect(mail).toMatchObject({ subject: "Votre constat est disponible", link: `https://site.example/dossier/${demandId}` });
      const journal = await platform.call("GET", `/api/demands/${demandId}/events`, { token: customer });
      expect(journal.body.data.at(-1)).toMatchObject({
        kind: "demand.report_published",
        summary: "Le constat est publié : il est à télécharger depuis le dossier.",
        from: "inprogress",
        to: "reportdone",
      });
      expect((await download(stranger, seen.report.url)).status).toBe(403);

      // Published again: the new version replaces the old one.
      const again = await clerk("POST", path, { body: form({}, { bytes: pdf("version 2"), name: "Constat-v2.pdf" }) });
      expect(again.status).toBe(201);
      expect((await download(customer, seen.report.url)).status).toBe(404);
      const latest = await download(customer, again.body.demand.report.url);
      expect(Buffer.from(await latest.arrayBuffer())).toEqual(pdf("version 2"));
    });

    it("is refused on a case to qualify (409), on a case locked by someone else (409) and on a stale form (409)", async () => {
      const toQualify = await fresh();
      const publish = (demandId: number) => `${base}/demands/${demandId}/publish-drive-file`;
      expect(
        await bailiff("POST", publish(toQualify.demandId), { body: form({}, { bytes: pdf("x"), name: "c.pdf" }) }),
      ).toMatchObject({
        status: 409,
        body: { code: "cannot_publish_report" },
      });
      const locked = await fresh({ marking: "inprogress" });
      await clerk("POST", `${base}/demands/${locked.demandId}/lock`);
      expect(
        (await bailiff("POST", publish(locked.demandId), { body: form({}, { bytes: pdf("x"), name: "c.pdf" }) })).body.code,
      ).toBe("locked");
      const stale = await fresh({ marking: "inprogress" });
      await clerk("POST", `${base}/demands/${stale.demandId}/update-billstatus`, { json: { bill_status: "paid" } });
      const refused = await bailiff("POST", publish(stale.demandId), {
        body: form({ expected_version: "0" }, { bytes: pdf("x"), name: "c.pdf" }),
      });
      expect(refused.body.code).toBe("stale");
      expect(await storedFiles()).toEqual(await knownFiles());
    });
  });
});
