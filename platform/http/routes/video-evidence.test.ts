// A video session's captures over HTTP (part B): taken by the meeting's professional only,
// checked by content (type, emptiness, size, pixel flood) and time; listed, selected, downloaded with a
// short-lived access token; deleted with the deletion kept in the chain; the chain detecting a file, a
// row or an entry changed behind the platform's back; the capture record PDF listing what remains and
// joining the case's documents. Other studies: 403; another demand's meeting: 404.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import { startProSide, type staffCaller } from "../../test-support/pro-helpers";
import type { TestPlatform } from "../../test-support/test-platform";
import { pdfText, solidPng } from "../../test-support/video-evidence-images";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
let colour = 0;
const nextImage = () => solidPng(32, 24, [(colour += 37) % 256, 120, 200]);

function captureForm(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file)
    body.append(
      "capture",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }),
      file.name ?? "capture.png",
    );
  return body;
}

describe("a video session's captures", () => {
  let platform: TestPlatform;
  let studyId: number;
  let base: string;
  let bailiff: Caller;
  let clerk: Caller;
  let assistant: Caller;

  beforeAll(async () => {
    ({ platform, studyId, base, bailiff, clerk, assistant } = await startProSide());
  }, 60_000);
  afterAll(async () => {
    await platform.close();
  });

  const fresh = () => freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
  const sessionPath = (demandId: number, meetingId: number) => `${base}/demands/${demandId}/meetings/${meetingId}`;
  const take = (caller: Caller, at: string, bytes = nextImage(), timestamp = new Date().toISOString()) =>
    caller("POST", `${at}/capture`, { body: captureForm({ timestamp }, { bytes }) });
  const list = async (caller: Caller, at: string) => (await caller("GET", `${at}/captures`)).body;
  const download = (url: string) =>
    fetch(`${platform.baseUrl}${new URL(url).pathname.replace(/^\/_platform/, "")}${new URL(url).search}`);
  /** Replaces a capture's file behind the platform's back. */
  const overwriteStored = async (captureId: number, bytes: Buffer) => {
    const row = await platform.platform.db
      .selectFrom("video_captures")
      .select("stored_name")
      .where("id", "=", captureId)
      .executeTakeFirstOrThrow();
    const key = `captures/${row.stored_name}`;
    await platform.platform.blobs.delete(key);
    await platform.platform.blobs.put(key, bytes, { contentType: "image/png" });
  };

  it("stores the image with its hash and times, lists it and serves it with its access token only", async () => {
    const { demandId, meetingId } = await fresh();
    const at = sessionPath(demandId, meetingId);
    const bytes = nextImage();
    const clientTime = new Date(Date.now() - 2000).toISOString();
    const taken = await take(bailiff, at, bytes, clientTime);
    expect(taken.status).toBe(201);
    expect(taken.body.capture).toMatchObject({
      sha256: sha256(bytes),
      timestamp: clientTime,
      selected: false,
      width: 32,
      height: 24,
    });
    expect(Date.parse(taken.body.capture.received_at)).toBeGreaterThanOrEqual(Date.parse(clientTime));

    const listed = await list(assistant, at);
    expect(listed.data.map((capture: { id: number }) => capture.id)).toEqual([taken.body.capture.id]);
    expect(listed.chain).toMatchObject({ valid: true, problems: [] });

    const image = await download(listed.data[0].download_url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);

    // Another capture's token, a forged one or none: the same 404.
    const other = await take(bailiff, at);
    const url = new URL(listed.data[0].download_url);
    url.searchParams.set("capture", String(other.body.capture.id));
    expect((await download(url.toString())).status).toBe(404);
    url.searchParams.set("access_token", "1".repeat(13) + ".1." + "A".repeat(43));
    expect((await download(url.toString())).status).toBe(404);
    expect((await platform.call("GET", `/api/video-captures/download?capture=${taken.body.capture.id}`)).status).toBe(422);
  });

  it("refuses what is not a capture image, or an implausible time, with the field's message", async () => {
    const { demandId, meetingId } = await fresh();
    const at = sessionPath(demandId, meetingId);
    const now = new Date().toISOString();
    const post = (fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }) =>
      bailiff("POST", `${at}/capture`, { body: captureForm(fields, file) });

    expect((await post({ timestamp: now })).body.errors).toEqual({ capture: ["Veuillez joindre l'image de la capture."] });
    expect((await post({ timestamp: now }, { bytes: Buffer.alloc(0) })).body.errors.capture).toEqual([
      "L'image de la capture est vide.",
    ]);
    const script = await post({ timestamp: now }, { bytes: Buffer.from("<?php echo 1; ?>"), name: "capture.png" });
    expect(script.status).toBe(422);
    expect(script.body.errors.capture).toEqual(["La capture doit être une image PNG ou JPEG."]);
    const pdf = await post({ timestamp: now }, { bytes: Buffer.from("%PDF-1.4\n%%EOF\n"), type: "image/png" });
    expect(pdf.body.errors.capture).toEqual(["La capture doit être une image PNG ou JPEG."]);
    // A pixel flood: a valid header declaring 100 000 × 100 000 pixels.
    const flood = solidPng(1, 1, [0, 0, 0]);
    flood.writeUInt32BE(100_000, 16);
    flood.writeUInt32BE(100_000, 20);
    expect((await post({ timestamp: now }, { bytes: flood })).body.errors.capture).toEqual([
      "Les dimensions de cette image ne sont pas acceptées.",
    ]);
    const huge = Buffer.concat([nextImage(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await post({ timestamp: now }, { bytes: huge });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("Le fichier est trop volumineux (10 Mo au maximum).");

    const image = { bytes: nextImage() };
    expect((await post({}, image)).body.errors.timestamp).toEqual(["Ce champ est obligatoire."]);
    expect((await post({ timestamp: "2026-11-23 10:00" }, image)).body.errors.timestamp).toEqual([
      "L'heure de la capture doit être une date ISO 8601 avec son fuseau.",
    ]);
    expect((await post({ timestamp: "2026-02-31T10:00:00Z" }, image)).status).toBe(422);
    expect((await post({ timestamp: "2001-01-01T10:00:00Z" }, image)).body.errors.timestamp).toEqual([
      "L'heure de la capture est trop éloignée de l'heure du serveur.",
    ]);
    expect((await list(bailiff, at)).data).toEqual([]);
  });

  it("lets only the meeting's professional capture, and keeps other demands and studies out", async () => {
    const first = await fresh();
    const second = await fresh();
    const at = sessionPath(first.demandId, first.meetingId);
    expect((await take(clerk, at)).status).toBe(403);
    expect((await take(assistant, at)).status).toBe(403);
    // Another professional's meeting: the study's bailiff is not its professional.
    const colleague = await platform.platform.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEMO_EMAILS.clerk)
      .executeTakeFirstOrThrow();
    await platform.platform.db
      .updateTable("meetings")
      .set({ bailiff_id: colleague.id })
      .where("id", "=", second.meetingId)
      .execute();
    expect((await take(bailiff, sessionPath(second.demandId, second.meetingId))).status).toBe(403);

    // A meeting of another demand, or an unknown one, under this demand's path: 404.
    expect((await take(bailiff, sessionPath(first.demandId, second.meetingId))).status).toBe(404);
    expect((await bailiff("GET", `${sessionPath(second.demandId, first.meetingId)}/captures`)).status).toBe(404);
    expect((await bailiff("GET", `${sessionPath(first.demandId, 999_999)}/captures`)).status).toBe(404);

    // Another study's case under this study's path is unknown here; this study's path for another study's staff: 403.
    const otherStudy = await platform.platform.db
      .selectFrom("studies")
      .select("id")
      .where("id", "!=", studyId)
      .executeTakeFirstOrThrow();
    const foreign = await freshCase(platform.platform.db, otherStudy.id, DEMO_EMAILS.customer);
    expect((await bailiff("GET", `${sessionPath(foreign.demandId, foreign.meetingId)}/captures`)).status).toBe(404);
    expect(
      (await bailiff("GET", `/api/bailiff/${otherStudy.id}/demands/${foreign.demandId}/meetings/${foreign.meetingId}/captures`))
        .status,
    ).toBe(403);
    const customer = await platform.login(DEMO_EMAILS.customer);
    expect((await platform.call("GET", `${at}/captures`, { token: customer })).status).toBe(403);
  });

  it("selects and deletes: the deletion is recorded, the chain still verifies and shows it", async () => {
    const { demandId, meetingId } = await fresh();
    const at = sessionPath(demandId, meetingId);
    const kept = (await take(bailiff, at)).body.capture;
    const removed = (await take(bailiff, at)).body.capture;

    expect((await assistant("POST", `${at}/captures/${kept.id}/select`, { json: { selected: true } })).status).toBe(403);
    const selected = await clerk("POST", `${at}/captures/${kept.id}/select`, { form: { selected: "1" } });
    expect(selected.body.capture.selected).toBe(true);
    expect((await clerk("POST", `${at}/captures/${kept.id}/select`, { json: { selected: "peut-être" } })).status).toBe(422);

    expect((await assistant("DELETE", `${at}/capture`, { json: { capture: removed.id } })).status).toBe(403);
    expect((await bailiff("DELETE", `${at}/capture`, { json: {} })).status).toBe(422);
    expect((await bailiff("DELETE", `${at}/capture`, { json: { capture: removed.id } })).status).toBe(200);
    expect((await bailiff("DELETE", `${at}/capture`, { json: { capture: removed.id } })).status).toBe(404);
    expect((await download(removed.download_url)).status).toBe(404);

    const listed = await list(bailiff, at);
    expect(listed.data.map((capture: { id: number }) => capture.id)).toEqual([kept.id]);
    expect(listed.chain.valid).toBe(true);
    expect(
      listed.chain.entries.map((entry: { seq: number; kind: string; capture_id: number }) => [
        entry.seq,
        entry.kind,
        entry.capture_id,
      ]),
    ).toEqual([
      [1, "capture", kept.id],
      [2, "capture", removed.id],
      [3, "deletion", removed.id],
    ]);
    expect(listed.chain.entries[1].entry_hash).toBe(listed.chain.entries[2].previous_hash);
    expect(listed.chain.entries[2].file_sha256).toBe(removed.sha256);
  });

  it("detects a file altered or removed, a row changed, and an entry taken out", async () => {
    const { demandId, meetingId } = await fresh();
    const at = sessionPath(demandId, meetingId);
    const [a, b, c] = [
      (await take(bailiff, at)).body.capture,
      (await take(bailiff, at)).body.capture,
      (await take(bailiff, at)).body.capture,
    ];
    const { db } = platform.platform;

    await overwriteStored(a.id, nextImage());
    await db
      .updateTable("video_captures")
      .set({ client_timestamp: new Date("2026-01-01T00:00:00Z") })
      .where("id", "=", b.id)
      .execute();
    let chain = (await bailiff("GET", `${at}/chain`)).body;
    expect(chain.valid).toBe(false);
    expect(chain.problems).toEqual([
      `Le fichier de la capture n° ${a.id} a été modifié.`,
      `La fiche de la capture n° ${b.id} ne correspond plus à la chaîne.`,
    ]);

    await db.deleteFrom("video_captures").where("id", "=", c.id).execute();
    await db.deleteFrom("video_evidence_entries").where("meeting_id", "=", meetingId).where("seq", "=", 2).execute();
    chain = (await bailiff("GET", `${at}/chain`)).body;
    expect(chain.problems).toEqual(
      expect.arrayContaining([
        "Il manque une entrée avant l'entrée n° 3, ou elle a été modifiée.",
        `La capture n° ${c.id} a disparu de la base.`,
        `La capture n° ${b.id} n'est pas enregistrée dans la chaîne.`,
      ]),
    );
    await db
      .updateTable("video_evidence_entries")
      .set({ actor_id: null })
      .where("meeting_id", "=", meetingId)
      .where("seq", "=", 1)
      .execute();
    expect((await bailiff("GET", `${at}/chain`)).body.problems).toContain("L'entrée n° 1 a été modifiée après coup.");
  });

  it("generates the capture record PDF listing the remaining captures and attaches it to the case", async () => {
    const { demandId, meetingId } = await fresh();
    const at = sessionPath(demandId, meetingId);
    const kept = (await take(bailiff, at)).body.capture;
    const removed = (await take(bailiff, at)).body.capture;
    await bailiff("DELETE", `${at}/capture`, { json: { capture: removed.id } });

    expect((await assistant("POST", `${at}/capture-record`)).status).toBe(403);
    const made = await bailiff("POST", `${at}/capture-record`);
    expect(made.status).toBe(201);
    const file = await fetch(`${platform.baseUrl}/api/demands/${demandId}/files/${made.body.file.id}`, {
      headers: { authorization: `Bearer ${await platform.login(DEMO_EMAILS.bailiff)}` },
    });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await file.arrayBuffer()));
    expect(text).toContain("Relevé des captures de la session vidéo");
    expect(text).toContain(`Capture n° ${kept.id}`);
    expect(text).not.toContain(`Capture n° ${removed.id}`);
    expect(text).toContain(`SHA-256 : ${kept.sha256}`);
    expect(text).toContain("La chaîne est intègre.");
    expect(text).toContain("1 capture a été supprimée ; la chaîne garde la trace de sa suppression.");
    expect(text).toContain("Aucune position partagée pendant la session.");
    expect(text).not.toContain("Signature du professionnel");

    // The professional's handwritten signature, once saved in their study's configuration, is printed.
    const signature = new FormData();
    signature.append("handwritten_signature", new Blob([new Uint8Array(solidPng(40, 20, [20, 20, 80]))], { type: "image/png" }), "s.png");
    expect((await bailiff("POST", `/api/bailiff/${studyId}/configuration`, { body: signature })).status).toBe(201);

    // Among the case's documents; generated again, it replaces the previous record.
    const again = await bailiff("POST", `${at}/capture-record`);
    const signed = await fetch(`${platform.baseUrl}/api/demands/${demandId}/files/${again.body.file.id}`, {
      headers: { authorization: `Bearer ${await platform.login(DEMO_EMAILS.bailiff)}` },
    });
    expect(pdfText(Buffer.from(await signed.arrayBuffer()))).toContain("Signature du professionnel");
    const demand = (await bailiff("GET", `/api/demands/${demandId}`)).body;
    const records = demand.user_documents.filter((document: { name: string }) => document.name.startsWith("Relevé des captures"));
    expect(records.map((document: { id: number }) => document.id)).toEqual([again.body.file.id]);
  });

  it("names the session's current record with its captures, for the page to link it at every visit (issue 38, point 16)", async () => {
    const { demandId, meetingId } = await fresh();
    const at = sessionPath(demandId, meetingId);
    expect((await bailiff("GET", `${at}/captures`)).body.record).toBeNull();
    const made = await bailiff("POST", `${at}/capture-record`);
    expect((await bailiff("GET", `${at}/captures`)).body.record).toMatchObject({ file_id: made.body.file.id });
    // Generated again: the list names the new record, the one the case's documents keep.
    const again = await bailiff("POST", `${at}/capture-record`);
    expect((await bailiff("GET", `${at}/captures`)).body.record).toMatchObject({ file_id: again.body.file.id });
  });
});
