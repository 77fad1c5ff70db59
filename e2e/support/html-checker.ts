// The W3C Nu HTML Checker (the `vnu-jar` package, on the machine's Java) run once over a batch of
// documents: starting the JVM is what costs, so every page of a test goes in one invocation.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import vnuJarPath from "vnu-jar";

const vnuJar = String(vnuJarPath);

export interface CheckedDocument {
  /** Where the document came from, named in the errors. */
  label: string;
  html: Buffer | string;
}

export interface HtmlError {
  page: string;
  message: string;
  extract: string;
}

/** The checker's errors (not its warnings or notes) over every document, each named by its label. */
export async function htmlErrors(documents: CheckedDocument[]): Promise<HtmlError[]> {
  const folder = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = documents.map((document, index) => {
      const file = join(folder, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    // The checker exits 1 when it finds an error; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failure: { stderr?: string; code?: number }) => {
      if (failure.code === 1 && failure.stderr) return { stderr: failure.stderr };
      throw failure;
    });
    const report = JSON.parse(stderr) as { messages: { type: string; url?: string; message: string; extract?: string }[] };
    return report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => ({
        page:
          documents[files.findIndex((file) => message.url?.endsWith(`/${file.split("/").pop()}`))]?.label ?? message.url ?? "?",
        message: message.message,
        extract: message.extract ?? "",
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
