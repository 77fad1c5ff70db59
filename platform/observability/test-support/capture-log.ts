// Tests that read the log: from here on, lines at `level` and above are kept in memory (and not
// written); resetLogging() puts the defaults back.
import { configureLogging, type LogLevel } from "../logger";

export interface LogLine {
  level: string;
  msg: string;
  component?: string;
  requestId?: string;
  [field: string]: unknown;
}

export function captureLog(level: LogLevel = "info"): () => LogLine[] {
  const lines: LogLine[] = [];
  configureLogging({ level, destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } });
  return () => lines;
}
