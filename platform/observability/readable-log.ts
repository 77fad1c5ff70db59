// Development only: the JSON lines made short for a person at a terminal (time, level, component,
// the request id's first characters, the message, the other fields as key=value, an error's stack).
// Production keeps the JSON, which its log collector reads.
import type { DestinationStream } from "pino";

export function readableLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const { time, level, msg, component, requestId, err, pid: _pid, hostname: _hostname, ...fields } = entry;
  const when = typeof time === "number" || typeof time === "string" ? new Date(time).toISOString().slice(11, 23) : "";
  const who = [
    String(level ?? "").toUpperCase(),
    component,
    typeof requestId === "string" ? `[${requestId.slice(0, 8)}]` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const extras = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
  return `${[when, who, msg, extras].filter(Boolean).join(" ")}${stack}\n`;
}

export function readableDestination(write: (text: string) => void = (text) => process.stdout.write(text)): DestinationStream {
  return { write: (line: string) => write(readableLine(line)) };
}
