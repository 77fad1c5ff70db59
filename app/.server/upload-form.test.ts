// The upload reader: files written to scratch files as they arrive (deleted with their request), every
// file name a browser sends read as it is, a file over the limit marked in its field with the other
// fields kept, and a broken or abusive body a 4xx, never a 500.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FILE_TOO_LARGE, readUploadForm, withUploadScratch } from "./upload-form";

// A temporary folder of this file's own, where the reader makes its scratch folder on first use.
const temporary = mkdtempSync(path.join(tmpdir(), "upload-form-test-"));
process.env.TMPDIR = temporary;
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

const BOUNDARY = "----upload";

interface Part {
  name: string;
  /** The raw `filename` parameter, quotes included, as the client wrote it. */
  filename?: string;
  type?: string;
  body: string | Buffer;
}

function multipart(parts: Part[], { end = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename=${part.filename}`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from("\r\n"),
    );
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const post = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  new Request("http://localhost/utilisateur/profil", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: new Uint8Array(body),
  });

async function refusal(reading: Promise<unknown>): Promise<number> {
  try {
    await reading;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
  return 0;
}

describe("readUploadForm", () => {
  it("reads the text fields and the file, in the body's order", async () => {
    const form = await readUploadForm(
      post(
        multipart([
          { name: "intent", body: "avatar" },
          { name: "avatar", filename: '"photo.png"', type: "image/png", body: "PNG!" },
          { name: "v", body: "3" },
        ]),
      ),
      1024,
    );
    expect([...form.keys()]).toEqual(["intent", "avatar", "v"]);
    const file = form.get("avatar") as File;
    expect(file.name).toBe("photo.png");
    expect(file.type).toBe("image/png");
    expect(await file.text()).toBe("PNG!");
  });

  it.each([
    [
      "an escaped quote and markup, as a browser sends them",
      '"<img src=x onerror=alert(1)>%22.png"',
      "<img src=x onerror=alert(1)>%22.png",
    ],
    ["a backslash-escaped quote", '"a\\".png"', 'a".png'],
    ["UTF-8", '"relevé été.pdf"', "relevé été.pdf"],
    ["a path", '"C:\\\\Users\\\\moi\\\\avis.pdf"', "avis.pdf"],
  ])("reads a file name with %s", async (_label, raw, name) => {
    const form = await readUploadForm(post(multipart([{ name: "avatar", filename: raw, type: "image/png", body: "x" }])), 1024);
    expect((form.get("avatar") as File).name).toBe(name);
  });

  it("skips a part whose header cannot be read (an unbalanced quote) and keeps the rest", async () => {
    const form = await readUploadForm(
      post(
        multipart([
          { name: "avatar", filename: '"<img src=x onerror=alert(1)>".png"', body: "x" },
          { name: "v", body: "3" },
        ]),
      ),
      1024,
    );
    expect(form.get("avatar")).toBeNull();
    expect(form.get("v")).toBe("3");
  });

  it("marks a file over the limit in its field and keeps the other fields", async () => {
    const form = await readUploadForm(
      post(
        multipart([
          { name: "document", body: "12" },
          { name: "file", filename: '"gros.pdf"', body: Buffer.alloc(2048, 1) },
          { name: "version", body: "4" },
        ]),
      ),
      1024,
    );
    expect(form.get("file")).toBe(FILE_TOO_LARGE);
    expect(form.get("document")).toBe("12");
    expect(form.get("version")).toBe("4");
  });

  it('reads a file input left empty as ""', async () => {
    const form = await readUploadForm(
      post(multipart([{ name: "file", filename: '""', type: "application/octet-stream", body: "" }])),
      1024,
    );
    expect(form.get("file")).toBe("");
  });

  it("keeps each file in a scratch file until its request is over, then deletes it", async () => {
    // This file's own temporary folder (above) holds the scratch folder once a first file was read.
    await readUploadForm(post(multipart([{ name: "avatar", filename: '"a.png"', body: "avant" }])), 1024);
    const root = path.join(temporary, readdirSync(temporary)[0]!);
    const before = new Set(readdirSync(root));
    let scratch: string[] = [];
    await withUploadScratch(async () => {
      const form = await readUploadForm(post(multipart([{ name: "avatar", filename: '"a.png"', body: "contenu" }])), 1024);
      scratch = readdirSync(root).filter((file) => !before.has(file));
      expect(scratch).toHaveLength(1);
      expect(await (form.get("avatar") as File).text()).toBe("contenu");
    });
    expect(existsSync(path.join(root, scratch[0]!))).toBe(false);
  });

  it("answers 400 for a body that breaks off or is no multipart form, 413 for one far over the limit", async () => {
    expect(
      await refusal(readUploadForm(post(multipart([{ name: "avatar", filename: '"a.png"', body: "x" }], { end: false })), 1024)),
    ).toBe(400);
    expect(await refusal(readUploadForm(post(Buffer.from("x"), "multipart/form-data"), 1024))).toBe(400);
    expect(await refusal(readUploadForm(post(Buffer.from("--x\r\nContent-Disp"), "multipart/form-data; boundary=x"), 1024))).toBe(
      400,
    );
    const padding = Array.from({ length: 40 }, (_, index) => ({ name: `f${index}`, body: "y".repeat(60 * 1024) }));
    expect(await refusal(readUploadForm(post(multipart(padding)), 1024))).toBe(413);
  });
});
