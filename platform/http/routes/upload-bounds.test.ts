// Every upload that may be an image goes through the one bounded-image check, and PDFs through their
// bounds (decision 1805): a case document, a published report, a professional document, an avatar, a
// logo and a signature each refuse a file declaring 100 000 × 100 000 pixels (or a PDF of too many
// objects or wrapping such an image) with a French 422 next to the field, and store nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_DIMENSIONS_REFUSED } from "../../security/image-bounds";
import { PDF_BOUNDS, PDF_REFUSED } from "../../security/pdf-bounds";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { declaredPng, imageObject, pdfOf } from "../../test-support/oversized-files";
import { startProSide, staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

const FLOOD = declaredPng(100_000, 100_000);
const PDF_WITH_FLOOD = pdfOf("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>", imageObject(100_000, 100_000));
const PDF_OF_MANY_OBJECTS = pdfOf(`<< /Type /ObjStm /N ${PDF_BOUNDS.maxObjects + 1} /First 0 /Length 0 >>\nstream\n\nendstream`);
const PLAIN_PDF = pdfOf("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>");

function fileForm(field: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe("bounded uploads, in every store", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let clerk: Caller;
  let admin: Caller;
  let customer: string;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk } = await startProSide());
    admin = await staffCaller(platform, "studyAdmin", studyId);
    customer = await platform.login(DEMO_EMAILS.customer);
  }, 60_000);
  afterAll(() => platform?.close());

  const storedIn = async (...segments: string[]) => (await platform.platform.blobs.list(`${segments.join("/")}/`)).length;

  it("refuses a pixel flood and an unbounded PDF as a case document, and takes a plain PDF", async () => {
    const { demandId, reportTypeId } = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    const set = await clerk("PUT", `${base}/report-types/${reportTypeId}/documents`, { json: { documents: ["Bail signé"] } });
    const requirementId = String((set.body.data as Array<{ id: number }>)[0]!.id);
    const upload = (bytes: Buffer, name: string) =>
      platform.call("POST", "/api/users/documents", {
        token: customer,
        body: fileForm("file", bytes, name, { demand_id: String(demandId), user_demand_document_id: requirementId }),
      });
    const before = await storedIn("cases");
    for (const [bytes, name, message] of [
      [FLOOD, "bail.png", IMAGE_DIMENSIONS_REFUSED],
      [PDF_WITH_FLOOD, "bail.pdf", PDF_REFUSED],
      [PDF_OF_MANY_OBJECTS, "bail.pdf", PDF_REFUSED],
    ] as const) {
      const refused = await upload(bytes, name);
      expect(refused.status, name).toBe(422);
      expect(refused.body.errors.file).toEqual([message]);
    }
    expect(await storedIn("cases")).toBe(before);
    expect((await upload(PLAIN_PDF, "bail.pdf")).status).toBe(201);
  });

  it("refuses an unbounded PDF as a published report", async () => {
    const { demandId } = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer, { marking: "inprogress" });
    const refused = await bailiff("POST", `${base}/demands/${demandId}/publish-drive-file`, {
      body: fileForm("file", PDF_WITH_FLOOD, "constat.pdf", { type: "pdf" }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toEqual([PDF_REFUSED]);
  });

  it("refuses a pixel flood as a professional document", async () => {
    const requirements = (await bailiff("GET", `${base}/professional-document/requirements`)).body.data as Array<{ id: number }>;
    const before = await storedIn("professional", "cases");
    const refused = await bailiff("POST", `${base}/professional-document`, {
      body: fileForm("file", FLOOD, "carte.png", { requirement_id: String(requirements[0]!.id) }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toEqual([IMAGE_DIMENSIONS_REFUSED]);
    expect(await storedIn("professional", "cases")).toBe(before);
  });

  it("refuses a pixel flood as an avatar, a logo and a signature", async () => {
    const avatar = await platform.call("POST", "/api/users/avatar", { token: customer, body: fileForm("avatar", FLOOD, "moi.png") });
    expect(avatar.status).toBe(422);
    expect(avatar.body.errors.avatar).toEqual(["L'image ne peut pas être importée."]);
    const logo = await admin("POST", `/api/admin/${studyId}/study/logo`, { body: fileForm("logo", FLOOD, "logo.png") });
    expect(logo.status).toBe(422);
    expect(logo.body.errors.logo).toEqual(["Le logo doit être une image PNG ou JPEG."]);
    const signature = await bailiff("POST", `${base}/configuration`, { body: fileForm("handwritten_signature", FLOOD, "signature.png") });
    expect(signature.status).toBe(422);
    expect(signature.body.errors.handwritten_signature).toEqual(["La signature doit être une image PNG ou JPEG."]);
  });
});
