// The process's log: one JSON object a line (pino), which a log collector reads without a parser of its
// own. Every line written while a request is served carries that request's id (common/request-scope),
// the app's lines and the platform's alike, so one id finds a page and the platform calls it made.
// The level comes from LOG_LEVEL (info by default). Under tests only errors are written, through
// console.error, which fails the test that did not expect one (vitest.setup.ts), as before pino.
import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "../../common/request-scope.server";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Who wrote a line: the server's request log and the app ("web"), or the embedded platform. */
export type LogComponent = "web" | "platform";

export interface LoggingOptions {
  level?: LogLevel;
  /** Where the lines go; standard output by default. */
  destination?: DestinationStream;
}

const underTest = () => Boolean(process.env.VITEST) || process.env.NODE_ENV === "test";

function levelFromEnvironment(): LogLevel | undefined {
  const value = process.env.LOG_LEVEL?.trim().toLowerCase();
  return LOG_LEVELS.find((level) => level === value);
}

/** Under tests: errors through console.error (a test that expects one silences it), the rest to stdout. */
const testDestination: DestinationStream = {
  write(line: string) {
    if (/"level":"(error|fatal)"/.test(line)) console.error(line.trimEnd());
    else process.stdout.write(line);
  },
};

function defaultOptions(): LoggingOptions {
  const level = levelFromEnvironment();
  return underTest() ? { level: level ?? "error", destination: testDestination } : { level: level ?? "info" };
}

function createRoot({ level = "info", destination }: LoggingOptions): Logger {
  const options = {
    level,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

let root = createRoot(defaultOptions());
let children = new Map<LogComponent, Logger>();

/** Sets the level and destination (server.ts at boot, from the parsed environment; tests to read lines). */
export function configureLogging(options: LoggingOptions): void {
  const defaults = defaultOptions();
  root = createRoot({ level: options.level ?? defaults.level, destination: options.destination ?? defaults.destination });
  children = new Map();
}

/** Restores the defaults (tests that configured their own destination). */
export function resetLogging(): void {
  configureLogging({});
}

/**
 * The logger of a component. Ask for it when writing, not once at import: configureLogging replaces it.
 * Errors go as `{ err }` (pino writes their type, message and stack).
 */
export function logger(component: LogComponent): Logger {
  let child = children.get(component);
  if (!child) {
    child = root.child({ component });
    children.set(component, child);
  }
  return child;
}
