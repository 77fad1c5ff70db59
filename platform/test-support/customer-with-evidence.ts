// A customer with something of everything the export carries and the deletion sorts, put through the
// platform's API as people would: a new account (with its verification e-mail and SMS), a profile
// picture, a case of the demo study whose meeting is over, a document the study asked for and the
// customer provided, two captures of the meeting's video session (the first retained for the report)
// and a position the customer shared there.
import { randomBytes } from "node:crypto";
import { freshCase } from "./case-helpers";
import { newcomer } from "./newcomer";
import { demoStudyId, staffCaller } from "./pro-helpers";
import type { TestPlatform } from "./test-platform";
import { solidPng } from "./video-evidence-images";

const minimalPdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

function fileForm(field: string, bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function expectStatus(answer: Promise<{ status: number; body: any }>, status: number, what: string) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

export async function customerWithEvidence(platform: TestPlatform) {
  const db = platform.platform.db;
  const studyId = await demoStudyId(platform);
  const form = newcomer(`donnees-${randomBytes(5).toString("hex")}@exemple.fr`);
  await expectStatus(platform.call("POST", "/api/users", { json: form }), 201, "registration");
  const token = await platform.login(form.email, form.password);
  const clerk = await staffCaller(platform, "clerk", studyId);
  const bailiff = await staffCaller(platform, "bailiff", studyId);

  const avatar = solidPng(24, 24, [200, 40, 90]);
  await expectStatus(
    platform.call("POST", "/api/users/avatar", { token, body: fileForm("avatar", avatar, "moi.png", "image/png") }),
    201,
    "avatar",
  );

  const { demandId, meetingId, reportTypeId, customerId } = await freshCase(db, studyId, form.email, { meeting: "completed" });
  const [lease] = (
    await expectStatus(
      clerk("PUT", `/api/bailiff/${studyId}/report-types/${reportTypeId}/documents`, { json: { documents: ["Bail signé"] } }),
      200,
      "requirements",
    )
  ).data as Array<{ id: number }>;
  const document = minimalPdf("bail");
  const uploaded = await expectStatus(
    platform.call("POST", "/api/users/documents", {
      token,
      body: fileForm("file", document, "Bail signé.pdf", "application/pdf", {
        demand_id: String(demandId),
        user_demand_document_id: String(lease!.id),
      }),
    }),
    201,
    "document",
  );

  const session = `/api/bailiff/${studyId}/demands/${demandId}/meetings/${meetingId}`;
  const captures: { id: number; bytes: Buffer }[] = [];
  for (const colour of [
    [10, 150, 60],
    [200, 120, 0],
  ] as [number, number, number][]) {
    const bytes = solidPng(32, 24, colour);
    const taken = await expectStatus(
      bailiff("POST", `${session}/capture`, {
        body: fileForm("capture", bytes, "capture.png", "image/png", { timestamp: new Date().toISOString() }),
      }),
      201,
      "capture",
    );
    captures.push({ id: taken.capture.id as number, bytes });
  }
  await expectStatus(
    bailiff("POST", `${session}/captures/${captures[0]!.id}/select`, { json: { selected: true } }),
    200,
    "retained",
  );
  await expectStatus(
    platform.call("POST", `/api/demands/${demandId}/user_locations`, {
      token,
      json: { meeting_id: meetingId, latitude: 45.7578, longitude: 4.832, accuracy: 25 },
    }),
    201,
    "position",
  );

  return {
    studyId,
    customerId,
    form,
    token,
    bailiff,
    demandId,
    meetingId,
    avatar,
    document: { id: uploaded.document.id as number, bytes: document },
    retained: captures[0]!,
    unretained: captures[1]!,
  };
}
