// Files on top of the demo data, put through the platform's API as people would: the customer's avatar
// and two video captures of a meeting (their rows carry their SHA-256 and their chain entries). The move
// and backup suites check that these arrive with the same bytes and hashes.
import { createHash } from "node:crypto";
import { DEMO_EMAILS } from "../seed/demo-accounts";
import { freshCase } from "./case-helpers";
import { demoStudyId } from "./pro-helpers";
import type { TestPlatform } from "./test-platform";
import { solidPng } from "./video-evidence-images";

export interface DemoFiles {
  avatar: { key: string; bytes: Buffer };
  captures: { key: string; sha256: string; bytes: Buffer }[];
  meetingId: number;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function fileForm(field: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

export async function addDemoFiles(platform: TestPlatform): Promise<DemoFiles> {
  const studyId = await demoStudyId(platform);
  const customer = await platform.login(DEMO_EMAILS.customer);
  const bailiff = await platform.login(DEMO_EMAILS.bailiff);

  const avatarBytes = solidPng(40, 40, [120, 30, 200]);
  const avatar = await platform.call("POST", "/api/users/avatar", {
    token: customer,
    body: fileForm("avatar", avatarBytes, "moi.png"),
  });
  if (avatar.status !== 201) throw new Error(`avatar: ${avatar.status} ${JSON.stringify(avatar.body)}`);
  const { avatar: storedAvatar } = await platform.platform.db
    .selectFrom("users")
    .select("avatar")
    .where("email", "=", DEMO_EMAILS.customer)
    .executeTakeFirstOrThrow();

  const { demandId, meetingId } = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
  const session = `/api/bailiff/${studyId}/demands/${demandId}/meetings/${meetingId}`;
  const captures: DemoFiles["captures"] = [];
  for (const colour of [
    [10, 150, 60],
    [200, 120, 0],
  ] as [number, number, number][]) {
    const bytes = solidPng(64, 48, colour);
    const taken = await platform.call("POST", `${session}/capture`, {
      token: bailiff,
      headers: { "study-id": String(studyId) },
      body: fileForm("capture", bytes, "capture.png", { timestamp: new Date().toISOString() }),
    });
    if (taken.status !== 201) throw new Error(`capture: ${taken.status} ${JSON.stringify(taken.body)}`);
    const row = await platform.platform.db
      .selectFrom("video_captures")
      .select("stored_name")
      .where("id", "=", taken.body.capture.id)
      .executeTakeFirstOrThrow();
    captures.push({ key: `captures/${row.stored_name}`, sha256: sha256(bytes), bytes });
  }
  return { avatar: { key: `avatars/${storedAvatar}`, bytes: avatarBytes }, captures, meetingId };
}
