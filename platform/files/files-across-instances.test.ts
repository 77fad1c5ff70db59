// With DATABASE_URL set, every instance serves every file. Two whole platforms on one PostgreSQL
// schema, each with its own data directory (two machines behind a load balancer): an avatar, a case's
// document and report, a professional's document, a study's logo and signature, and a video capture
// uploaded through one download through the other with the same bytes and headers; the other verifies
// the capture's chain and makes its PDF record from the files the first stored; a capture whose chain
// entry fails leaves no image; and neither data directory holds a file.
import { createHash, randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../seed/demo-accounts";
import { freshCase } from "../test-support/case-helpers";
import { demoStudyId } from "../test-support/pro-helpers";
import { postgresUrl } from "../test-support/test-backends";
import type { TestPlatform } from "../test-support/test-platform";
import { startTwoPlatformsOnPostgres } from "../test-support/two-instances";
import { pdfText, solidPng } from "../test-support/video-evidence-images";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** A PDF of about 1.2 MB: five chunks in the database. */
const bigPdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label} ${randomBytes(600_000).toString("hex")}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

function fileForm(field: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** Where files live on each machine: nothing at all, once every file is in PostgreSQL. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

describe.skipIf(!postgresUrl)("files across two instances on one PostgreSQL database", () => {
  let instances: Awaited<ReturnType<typeof startTwoPlatformsOnPostgres>>;
  let first: TestPlatform;
  let second: TestPlatform;
  let studyId: number;
  const tokens: Record<"customer" | "bailiff" | "clerk" | "studyAdmin", string> = {
    customer: "",
    bailiff: "",
    clerk: "",
    studyAdmin: "",
  };

  beforeAll(async () => {
    instances = await startTwoPlatformsOnPostgres();
    ({ first, second } = instances);
    studyId = await demoStudyId(first);
    for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await first.login(DEMO_EMAILS[role]);
  }, 120_000);
  afterAll(() => instances?.close());

  /** A call through one instance, as the signed-in user, for the demo study. */
  const as = (role: keyof typeof tokens, through: TestPlatform, method: string, urlPath: string, body?: FormData | unknown) =>
    through.call(method, urlPath, {
      token: tokens[role],
      headers: { "study-id": String(studyId) },
      ...(body instanceof FormData ? { body } : body === undefined ? {} : { json: body }),
    });

  /** Fetches a file's bytes through one instance (a URL the platform answered, or a path under it). */
  async function download(through: TestPlatform, url: string, role?: keyof typeof tokens) {
    const { pathname, search } = new URL(url, "https://site.example/_platform/");
    const response = await fetch(`${through.baseUrl}${pathname.replace(/^\/_platform/, "")}${search}`, {
      headers: role ? { authorization: `Bearer ${tokens[role]}`, "study-id": String(studyId) } : {},
    });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it("serves an avatar, a study's logo and a signature uploaded through the other instance", async () => {
    const avatar = solidPng(48, 48, [200, 10, 10]);
    const sent = await as("customer", first, "POST", "/api/users/avatar", fileForm("avatar", avatar, "moi.png"));
    expect(sent.status).toBe(201);
    const served = await download(second, sent.body.avatar);
    expect(served).toMatchObject({ status: 200, bytes: avatar });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
    expect(served.headers.get("content-length")).toBe(String(avatar.length));
    // Revalidated by its ETag (the stored name never names other bytes). The Cache-Control keeps fetch
    // from adding its own `no-cache`, which asks for the bytes whatever the ETag.
    const again = await fetch(`${second.baseUrl}${new URL(sent.body.avatar).pathname.replace(/^\/_platform/, "")}`, {
      headers: { "if-none-match": served.headers.get("etag")!, "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);

    const logo = solidPng(120, 40, [10, 80, 160]);
    const uploaded = await as(
      "studyAdmin",
      second,
      "POST",
      `/api/admin/${studyId}/study/logo`,
      fileForm("logo", logo, "logo.png"),
    );
    expect(uploaded.status).toBe(201);
    expect(await download(first, uploaded.body.logo)).toMatchObject({ status: 200, bytes: logo });

    const signature = solidPng(60, 20, [20, 20, 80]);
    const saved = await as(
      "bailiff",
      first,
      "POST",
      `/api/bailiff/${studyId}/configuration`,
      fileForm("handwritten_signature", signature, "signature.png"),
    );
    expect(saved.status).toBe(201);
    const read = await download(second, `/_platform/api/bailiff/${studyId}/configuration/handwritten-signature`, "bailiff");
    expect(read).toMatchObject({ status: 200, bytes: signature });
    expect(read.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves a case's document and report, and a professional's document, uploaded through the other instance", async () => {
    const { demandId, reportTypeId } = await freshCase(first.platform.db, studyId, DEMO_EMAILS.customer);
    const set = await as("clerk", second, "PUT", `/api/bailiff/${studyId}/report-types/${reportTypeId}/documents`, {
      documents: ["Bail signé"],
    });
    const requirementId = String(set.body.data[0].id);
    const lease = bigPdf("bail");
    const sent = await as(
      "customer",
      first,
      "POST",
      "/api/users/documents",
      fileForm("file", lease, "bail signé.pdf", { demand_id: String(demandId), user_demand_document_id: requirementId }),
    );
    expect(sent.status).toBe(201);
    for (const [through, role] of [
      [second, "customer"],
      [second, "bailiff"],
      [first, "customer"],
    ] as const) {
      const file = await download(through, sent.body.document.url, role);
      expect(file.status).toBe(200);
      expect(sha256(file.bytes)).toBe(sha256(lease));
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-disposition")).toBe(
        `attachment; filename="bail sign_.pdf"; filename*=UTF-8''bail%20sign%C3%A9.pdf`,
      );
      expect(file.headers.get("cache-control")).toBe("private, no-store");
    }

    // Removed through one instance: gone for the other, and from the store.
    const removed = await as(
      "customer",
      second,
      "DELETE",
      `/api/demands/${demandId}/upload/${requirementId}/${sent.body.document.id}`,
    );
    expect(removed.status).toBe(200);
    expect((await download(first, sent.body.document.url, "customer")).status).toBe(404);
    expect(await first.platform.blobs.list("cases/")).toEqual(
      (await first.platform.db.selectFrom("demand_files").select("stored_name").execute())
        .map((row) => `cases/${row.stored_name}`)
        .sort(),
    );

    const inProgress = await freshCase(first.platform.db, studyId, DEMO_EMAILS.customer, { marking: "inprogress" });
    const report = bigPdf("constat");
    const published = await as(
      "bailiff",
      second,
      "POST",
      `/api/bailiff/${studyId}/demands/${inProgress.demandId}/publish-drive-file`,
      fileForm("file", report, "Constat.pdf"),
    );
    expect(published.status).toBe(201);
    const seen = await as("customer", first, "GET", `/api/demands/${inProgress.demandId}`);
    expect(sha256((await download(first, seen.body.report.url, "customer")).bytes)).toBe(sha256(report));

    const docs = `/api/bailiff/${studyId}/professional-document`;
    const requirement = (await as("bailiff", first, "GET", `${docs}/requirements`)).body.data[0].id;
    const card = bigPdf("carte professionnelle");
    const proof = await as(
      "bailiff",
      first,
      "POST",
      docs,
      fileForm("file", card, "carte.pdf", { requirement_id: String(requirement) }),
    );
    expect(proof.status).toBe(201);
    const proofFile = await download(second, `/_platform${docs}/upload/${proof.body.id}`, "bailiff");
    expect(proofFile.status).toBe(200);
    expect(sha256(proofFile.bytes)).toBe(sha256(card));
    expect(proofFile.headers.get("content-disposition")).toBe(`attachment; filename="carte.pdf"; filename*=UTF-8''carte.pdf`);
  });

  it("verifies a capture's chain and makes its PDF record on the instance that did not store it", async () => {
    const { demandId, meetingId } = await freshCase(first.platform.db, studyId, DEMO_EMAILS.customer);
    const session = `/api/bailiff/${studyId}/demands/${demandId}/meetings/${meetingId}`;
    const image = solidPng(64, 48, [30, 160, 90]);
    const form = fileForm("capture", image, "capture.png", { timestamp: new Date().toISOString() });
    const taken = await as("bailiff", first, "POST", `${session}/capture`, form);
    expect(taken.status).toBe(201);
    expect(taken.body.capture.sha256).toBe(sha256(image));

    const listed = await as("bailiff", second, "GET", `${session}/captures`);
    expect(listed.body.chain).toMatchObject({ valid: true, problems: [] });
    const capture = await download(second, listed.body.data[0].download_url);
    expect(capture).toMatchObject({ status: 200, bytes: image });
    expect(capture.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await as("bailiff", second, "GET", `${session}/chain`)).body).toMatchObject({ valid: true, problems: [] });

    const record = await as("bailiff", second, "POST", `${session}/capture-record`);
    expect(record.status).toBe(201);
    const throughFirst = await download(first, record.body.file.url, "bailiff");
    const throughSecond = await download(second, record.body.file.url, "bailiff");
    expect(throughFirst.status).toBe(200);
    expect(throughFirst.bytes.equals(throughSecond.bytes)).toBe(true);
    const text = pdfText(throughFirst.bytes);
    expect(text).toContain(`SHA-256 : ${sha256(image)}`);
    expect(text).toContain("La chaîne est intègre.");
    // The signature the first test saved through the first instance, printed by the second.
    expect(text).toContain("Signature du professionnel");
  });

  it("keeps no capture file when its chain entry cannot be written: the image and the entry go together", async () => {
    const { demandId, meetingId } = await freshCase(first.platform.db, studyId, DEMO_EMAILS.customer);
    const session = `/api/bailiff/${studyId}/demands/${demandId}/meetings/${meetingId}`;
    const before = await second.platform.blobs.list("captures/");
    // Every new chain entry is refused, after the capture's row and image were written in its transaction.
    await sql`alter table video_evidence_entries add constraint refuse_entries check (seq < 0) not valid`.execute(
      first.platform.db,
    );
    try {
      const form = fileForm("capture", solidPng(32, 32, [1, 2, 3]), "capture.png", { timestamp: new Date().toISOString() });
      expect((await as("bailiff", first, "POST", `${session}/capture`, form)).status).toBeGreaterThanOrEqual(400);
    } finally {
      await sql`alter table video_evidence_entries drop constraint refuse_entries`.execute(first.platform.db);
    }
    expect(await second.platform.blobs.list("captures/")).toEqual(before);
    expect(
      await first.platform.db.selectFrom("video_captures").select("id").where("meeting_id", "=", meetingId).execute(),
    ).toEqual([]);
  });

  it("keeps nothing in either instance's data directory", async () => {
    expect(await filesUnder(path.join(instances.dataDirs[0], "uploads"))).toEqual([]);
    expect(await filesUnder(path.join(instances.dataDirs[1], "uploads"))).toEqual([]);
    const folders = new Set((await second.platform.blobs.list()).map((key) => key.slice(0, key.lastIndexOf("/"))));
    expect([...folders].sort()).toEqual([
      "avatars",
      "captures",
      "cases",
      "professional/cases",
      "studies/logos",
      "studies/signatures",
    ]);
  });
});
