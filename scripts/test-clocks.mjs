// Runs the date-sensitive unit suites again under pinned clocks (decision 3640): Debian's libfaketime
// (package faketime), preloaded, shifts the clock of the whole vitest process, its worker threads and
// the PGlite inside them, by the offset to each instant below; the clock then runs on from there.
// Prints each clock and its result, and exits 1 when any run fails.
// `node scripts/test-clocks.mjs [word…] [-- vitest args or paths]` runs only the clocks whose label
// contains one of the words, on the paths given to vitest if any.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Paris wall times with Paris's offset of that day (+01:00 in winter, +02:00 in summer). */
const CLOCKS = [
  { label: "a Monday morning", at: "2026-12-07T08:30:00+01:00" },
  { label: "a Friday evening", at: "2026-12-04T19:30:00+01:00" },
  { label: "a Saturday", at: "2026-12-05T11:00:00+01:00" },
  // Sunday 25 October 2026 at 03:00 summer time, and Sunday 28 March 2027 at 02:00 winter time.
  { label: "the evening before winter time", at: "2026-10-24T20:00:00+02:00" },
  { label: "the evening before summer time", at: "2027-03-27T20:00:00+01:00" },
  { label: "New Year's Eve 23:45", at: "2026-12-31T23:45:00+01:00" },
  { label: "the eve of 14 July", at: "2027-07-13T19:00:00+02:00" },
  // Summer time: 01:30 on Monday in Paris is still Sunday 23:30 in UTC, so a day or week taken from UTC shows.
  { label: "01:30 in Paris", at: "2027-06-14T01:30:00+02:00" },
];

/**
 * The suites whose answers depend on the date: slots, agenda, planning, reminders, legal hours, travel,
 * data retention, calendar events and connection, the demo seed (dated from the seed's day). The rest
 * of the unit tests run once, under the real clock; keeping this list short keeps CI under its budget.
 */
const DATE_SENSITIVE = [
  "common/paris-time/",
  "platform/slots/compute-slots.test.ts",
  "platform/slots/slot-cache.test.ts",
  "platform/slots/travel/on-site-meetings.test.ts",
  "platform/slots/travel/travel-reach.test.ts",
  "platform/domain/slot-search/",
  "platform/domain/legal-hours/",
  "platform/domain/calendar/",
  "platform/domain/calendar-sync/",
  "platform/domain/reminders/",
  "platform/domain/personal-data/data-retention.test.ts",
  "platform/outbox/reminder-messages.test.ts",
  "platform/outbox/appointment-calendar-file.test.ts",
  "platform/seed/seed.test.ts",
  "platform/http/routes/bailiff-availability.test.ts",
  "platform/http/routes/booking.test.ts",
  "platform/http/routes/calendar-connection.test.ts",
  "platform/http/routes/calendar-events.test.ts",
  "platform/http/routes/calendar-travel.test.ts",
  "platform/http/routes/demand-meetings.test.ts",
  "platform/http/routes/meeting-reminder-links.test.ts",
  "platform/http/routes/phone-bookings.test.ts",
  "platform/http/routes/slots-travel.test.ts",
  "app/features/slots/slot-days.test.ts",
  "app/features/slots/slot-window.test.ts",
  "app/features/slots/window-retry.test.ts",
  "app/features/agenda/",
  "app/features/booking/components/slot-picker.test.tsx",
  "app/features/booking/components/slot-window-loader.test.ts",
  "app/features/booking/slot-window-response.server.test.ts",
  "app/features/calendar-connection/",
  "app/features/reminders/",
  "app/routes/account/plan-meeting.test.tsx",
  "app/routes/account/dossier-slot-choice.test.tsx",
  "app/routes/pro/plan-meeting.test.tsx",
  "app/routes/pro/agenda.test.ts",
];

const LIBFAKETIME = process.env.LIBFAKETIME ?? "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1";

const separator = process.argv.indexOf("--");
const words = (separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator)).map((word) => word.toLowerCase());
const vitestArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
// Paths given to vitest replace the list (to run one suite under the clocks).
const paths = vitestArgs.some((arg) => !arg.startsWith("-")) ? [] : DATE_SENSITIVE;
const clocks =
  words.length === 0 ? CLOCKS : CLOCKS.filter(({ label }) => words.some((word) => label.toLowerCase().includes(word)));

if (!existsSync(LIBFAKETIME)) {
  console.error(`test:clocks needs Debian's faketime (apt-get install faketime): no ${LIBFAKETIME}`);
  process.exit(2);
}

// One temporary directory for the run: the seeded PGlite templates (one per faked day) go there and
// leave with it.
const tmpdir = mkdtempSync(path.join(os.tmpdir(), "test-clocks-"));

// Stopped (Ctrl-C, CI's timeout), the script stops its vitest too: renamed « node (vitest) », it would
// run on unseen, without a parent.
let current;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    current?.kill(signal);
    rmSync(tmpdir, { recursive: true, force: true });
    process.exit(1);
  });
}

/** Runs node with `args` under the clock; resolves with its exit code. */
function nodeUnder(clock, args) {
  const offsetSeconds = Math.round((Date.parse(clock.at) - Date.now()) / 1000);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: "inherit",
      env: {
        ...process.env,
        TMPDIR: tmpdir,
        // The multi-threaded libfaketime: Node and vitest's workers are threads of one process.
        LD_PRELOAD: [LIBFAKETIME, process.env.LD_PRELOAD].filter(Boolean).join(":"),
        FAKETIME: `${offsetSeconds >= 0 ? "+" : ""}${offsetSeconds}`,
        // Timers and timeouts keep the real monotonic clock; only the calendar moves.
        DONT_FAKE_MONOTONIC: "1",
        // A PostgreSQL server keeps its own clock (its now() and column defaults would be the real
        // day): under a pinned clock the integration suites run on PGlite, inside the faked process.
        PLATFORM_TEST_DATABASE_URL: "postgres://clocks@127.0.0.1:9/none",
      },
    });
    current = child;
    child.on("close", (code) => resolve(code ?? 1));
  });
}

// The seeded template of the faked day is built first, in a process of its own: inside the tests its
// build counts against a hook's time limit, which a loaded machine exceeds (the next worker then starts
// it again).
const TEMPLATE = `import("./platform/test-support/seeded-template.ts").then(async (m) => (await m.seededPGlite()).close())`;

async function runUnder(clock) {
  const started = Date.now();
  let code = await nodeUnder(clock, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "-e", TEMPLATE]);
  if (code === 0) {
    code = await nodeUnder(clock, [
      path.join("node_modules", "vitest", "vitest.mjs"),
      "run",
      "--reporter=dot",
      "--silent=passed-only",
      "--testTimeout=60000",
      ...vitestArgs,
      ...paths,
    ]);
  }
  return { ok: code === 0, code, seconds: (Date.now() - started) / 1000 };
}

const started = Date.now();
const results = [];
for (const clock of clocks) {
  console.log(`\n==> test:clocks — ${clock.label}: ${clock.at} (${new Date(clock.at).toISOString()})`);
  const result = await runUnder(clock);
  results.push({ clock, ...result });
  console.log(`==> ${clock.label}: ${result.ok ? "passed" : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(1)} s`);
}
rmSync(tmpdir, { recursive: true, force: true });

console.log(
  `\n==> test:clocks: ${paths.length ? `${paths.length} paths` : vitestArgs.join(" ")} under ${results.length} clocks in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
for (const { clock, ok, seconds } of results) {
  console.log(`  ${ok ? "ok    " : "FAILED"} ${clock.at} ${clock.label} (${seconds.toFixed(1)} s)`);
}
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
