// The video evidence specs' seed (issue 15, part B): the booked demand's meeting (read through the
// platform's API as the bailiff), and captures posted to the captures page the way the call page's script
// does (multipart `capture` + `timestamp`, asking for JSON), with the bailiff's session cookie.
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { expect, request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import type { SessionCookie } from "../fixtures";
import { DEMO_PASSWORD } from "./account-session";
import { DEMO_BAILIFF_EMAIL } from "./pro-booking";

const PLATFORM_CLIENT = { client_id: "constat-rdv-web", client_secret: "embedded-platform-secret" };

/** The demand's (first) meeting id, as the bailiff's platform API shows it. */
export async function meetingOf(demandId: number): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const grant = await api.post("/_platform/oauth/token", {
      form: { grant_type: "password", ...PLATFORM_CLIENT, username: DEMO_BAILIFF_EMAIL, password: DEMO_PASSWORD, scope: "*" },
    });
    const token = ((await grant.json()) as { access_token: string }).access_token;
    const demand = (await (
      await api.get(`/_platform/api/demands/${demandId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { meetings: { id: number }[] };
    return demand.meetings[0]!.id;
  } finally {
    await api.dispose();
  }
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
function chunk(type: string, body: Buffer) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type), body]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, tail]);
}

/** A small solid-colour PNG (a stand-in for a frame of the call's video). */
export function framePng(red: number): Buffer {
  const [width, height] = [64, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, 90, 160]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Posts a capture as the call page does; answers the capture's id once its hash is checked. */
export async function postCapture(capturesPath: string, cookie: SessionCookie, image: Buffer): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const answer = await api.post(capturesPath, {
      headers: { accept: "application/json", origin: BASE_URL, cookie: `${cookie.name ?? "__session"}=${cookie.value}` },
      multipart: { timestamp: new Date().toISOString(), capture: { name: "capture.png", mimeType: "image/png", buffer: image } },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const body = (await answer.json()) as { id: number; sha256: string };
    expect(body.sha256).toBe(createHash("sha256").update(image).digest("hex"));
    return body.id;
  } finally {
    await api.dispose();
  }
}
