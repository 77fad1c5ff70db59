// Where browsers send what the Content-Security-Policy refused (`report-uri`, and the Reporting API's
// `report-to`): each violation is logged at warn, at most REPORTS_PER_MINUTE a minute (a page in a loop,
// or anyone posting here, cannot flood the log; what was left out is counted), and the answer is always
// 204, whatever the body: nothing here may fail (docs/decisions/3805).
import type { RequestHandler } from "express";
import { logger } from "../platform/observability/logger";
import { CSP_REPORT_PATH } from "./security-headers";

const MAX_BODY_BYTES = 16 * 1024;
const REPORTS_PER_MINUTE = 20;
const FIELD_CHARACTERS = 300;

/** What a report says, from either format, each field cut short. */
interface Violation {
  document?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
  disposition?: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, FIELD_CHARACTERS) : undefined);

/** The violations of a body: `{"csp-report": {…}}` (report-uri) or `[{type: "csp-violation", body: {…}}]` (report-to). */
export function violationsOf(body: string): Violation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const record = (value: unknown) =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  const legacy = record(record(parsed)?.["csp-report"]);
  if (legacy) {
    return [
      {
        document: text(legacy["document-uri"]),
        directive: text(legacy["effective-directive"] ?? legacy["violated-directive"]),
        blocked: text(legacy["blocked-uri"]),
        source: text(legacy["source-file"]),
        line: typeof legacy["line-number"] === "number" ? legacy["line-number"] : undefined,
        disposition: text(legacy["disposition"]),
      },
    ];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map(record)
    .filter((report) => report?.type === "csp-violation")
    .map((report) => record(report!.body) ?? {})
    .map((violation) => ({
      document: text(violation.documentURL),
      directive: text(violation.effectiveDirective),
      blocked: text(violation.blockedURL),
      source: text(violation.sourceFile),
      line: typeof violation.lineNumber === "number" ? violation.lineNumber : undefined,
      disposition: text(violation.disposition),
    }));
}

export function cspReportEndpoint({ now = Date.now }: { now?: () => number } = {}): RequestHandler {
  let windowStart = now();
  let logged = 0;
  let leftOut = 0;

  const log = (violation: Violation) => {
    if (now() - windowStart >= 60_000) {
      if (leftOut > 0) logger("web").warn({ leftOut }, "CSP : rapports non journalisés (limite atteinte)");
      windowStart = now();
      logged = 0;
      leftOut = 0;
    }
    if (logged >= REPORTS_PER_MINUTE) {
      leftOut++;
      return;
    }
    logged++;
    logger("web").warn({ violation }, "CSP : ressource refusée");
  };

  return (req, res, next) => {
    if (req.path !== CSP_REPORT_PATH) return next();
    if (req.method !== "POST") {
      res.status(405).set("Allow", "POST").end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      res.status(204).end();
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("error", answer);
    req.on("end", () => {
      if (size <= MAX_BODY_BYTES) violationsOf(Buffer.concat(chunks).toString("utf8")).forEach(log);
      answer();
    });
  };
}
