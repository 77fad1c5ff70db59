// Traces three requests of a bailiff's day through the production build (`npm run build` first, then
// `npx tsx bench/trace-requests.ts`; with E2E_APP_DIR=<checkout>, another built checkout): « load the
// agenda week », « load the demand page » and « confirm a meeting » from it (a plain form post). For each it prints the platform calls the request made (a
// preload logs the app's calls: bench/trace-platform-calls.mjs) and the source files its code can cross:
// the import closure of the app's route modules the request matched (root, layouts, page) and of the
// platform handlers it reached (esbuild's metafile, packages left out). Prints figures and exits 0.
import { build } from "esbuild";
import path from "node:path";
import { startFreshServer, type FreshServer } from "../e2e/support/fresh-server";

const BAILIFF = "huissier@demo.example";
const PASSWORD = "Demo2026!";
// E2E_APP_DIR measures another checkout (its build and its sources), e.g. an earlier commit.
const ROOT = path.resolve(process.env.E2E_APP_DIR ?? path.join(import.meta.dirname, ".."));

/** The platform handlers each traced request reaches, named by the routes its calls took. */
const PLATFORM_HANDLERS: Array<[RegExp, string]> = [
  [/\/oauth\/me$/, "platform/http/routes/oauth.ts"],
  [/\/meetings\/:[^/]+\/confirm$/, "platform/http/routes/bailiff-meetings.ts"],
  [/\/demands\/:[^/]+\/meetings$/, "platform/http/routes/demand-meetings.ts"],
  [/\/demands\/:[^/]+$/, "platform/http/routes/demands.ts"],
  [/\/bailiff\/:[^/]+\/demands\/:[^/]+\/transition$/, "platform/http/routes/bailiff-cases.ts"],
  [/\/demands\/:[^/]+\/events$/, "platform/http/routes/demand-case.ts"],
  [/\/refusal_types$/, "platform/http/routes/support.ts"],
  [/\/bailiff\/:[^/]+\/members$/, "platform/http/routes/bailiff-demands.ts"],
  [/\/reporttypes$/, "platform/http/routes/report-types.ts"],
  [/\/calendar\/events$/, "platform/http/routes/calendar-events.ts"],
  [/\/api\/notifications$/, "platform/http/routes/notifications.ts"],
  [/\/demands\/(pending|to-plan)|\/bailiff\/:[^/]+\/demands/, "platform/http/routes/bailiff-demands.ts"],
];

interface TracedCall {
  msg?: string;
  method?: string;
  path?: string;
}

/** What the server logs from now on: the platform calls made meanwhile (bench/trace-platform-calls.mjs). */
function watchPlatformCalls(server: FreshServer): () => string[] {
  const from = server.log().length;
  return () =>
    server
      .log()
      .slice(from)
      .split("\n")
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as TracedCall];
        } catch {
          return [];
        }
      })
      .filter((line) => line.msg === "traced platform call")
      .map((line) => `${line.method} ${line.path?.replace(/\/\d+(?=\/|$)/g, "/:id")}`);
}

/** Source files of the repository in the import closure of `entries`. */
async function closureOf(entries: string[]): Promise<number> {
  const result = await build({
    entryPoints: entries.map((entry) => path.join(ROOT, entry)),
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outdir: "/tmp/trace-requests",
    loader: { ".css": "empty", ".svg": "empty", ".png": "empty" },
    logLevel: "silent",
    absWorkingDir: ROOT,
  });
  return Object.keys(result.metafile.inputs).filter((input) => !input.includes("node_modules")).length;
}

function handlersOf(calls: string[]): string[] {
  const files = new Set<string>();
  for (const call of calls) {
    const route = call.slice(call.indexOf(" ") + 1);
    const handler = PLATFORM_HANDLERS.find(([pattern]) => pattern.test(route))?.[1];
    if (handler) files.add(handler);
    else console.warn(`  (no handler named for ${route})`);
  }
  return [...files];
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(new URL("/connexion", base), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email: BAILIFF, password: PASSWORD }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
  if (!session) throw new Error(`Sign-in refused: ${response.status}`);
  return session.split(";", 1)[0]!;
}

/** Runs one request alone (the page's loaders call the platform while it is in flight) and prints its trace. */
async function trace(server: FreshServer, name: string, send: () => Promise<Response>, appRoutes: string[]) {
  const callsSince = watchPlatformCalls(server);
  const response = await send();
  await response.text();
  // Lines written just before the answer may still be in the pipe.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const calls = callsSince();
  const files = await closureOf([...appRoutes, ...handlersOf(calls)]);
  console.log(`\n${name}: HTTP ${response.status}`);
  console.log(`  platform calls: ${calls.length}`);
  for (const call of calls) console.log(`    ${call}`);
  console.log(`  source files in the import closure (app routes + platform handlers): ${files}`);
}

/** A meeting awaiting the bailiff's confirmation, with a proposed slot, found on the study's demand pages. */
async function meetingToConfirm(base: string, cookie: string) {
  const list = await (await fetch(new URL("/espace-pro/dossiers", base), { headers: { cookie } })).text();
  const demandIds = [...new Set([...list.matchAll(/\/espace-pro\/dossiers\/(\d+)/g)].map((match) => match[1]!))];
  for (const demandId of demandIds) {
    const page = await (await fetch(new URL(`/espace-pro/dossiers/${demandId}`, base), { headers: { cookie } })).text();
    const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*?name="intent" value="confirm"(?:(?!<\/form>)[\s\S])*?<\/form>/.exec(
      page,
    )?.[0];
    if (!form) continue;
    const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]+)"`).exec(form)?.[1];
    const meetingId = field("meeting_id");
    const slotId = field("slot_id");
    const expectedStatus = field("expected_status");
    if (meetingId && slotId && expectedStatus) return { demandId, meetingId, slotId, expectedStatus };
  }
  throw new Error("No meeting to confirm in the demo data");
}

const server = await startFreshServer({
  FAST_PASSWORD_HASHING: "1",
  NODE_OPTIONS: `--import ${path.join(import.meta.dirname, "trace-platform-calls.mjs")}`,
});
try {
  const base = server.url;
  const cookie = await signIn(base);

  const agenda = await fetch(new URL("/espace-pro/etude/etude/agenda?vue=semaine", base), {
    headers: { cookie },
    redirect: "manual",
  });
  const agendaPath = new URL(agenda.headers.get("location") ?? "/", base).pathname;
  // A page load runs the loaders of every route it matches; a form post with a redirect, its action alone.
  await trace(server, "Load the agenda week", () => fetch(new URL(`${agendaPath}?vue=semaine`, base), { headers: { cookie } }), [
    "app/root.tsx",
    "app/layouts/default.tsx",
    "app/routes/pro/layout.tsx",
    "app/routes/pro/agenda.tsx",
  ]);

  const meeting = await meetingToConfirm(base, cookie);
  await trace(
    server,
    "Load the demand page",
    () => fetch(new URL(`/espace-pro/dossiers/${meeting.demandId}`, base), { headers: { cookie } }),
    ["app/root.tsx", "app/layouts/default.tsx", "app/routes/pro/layout.tsx", "app/routes/pro/demand.tsx"],
  );
  const confirm = () =>
    fetch(new URL(`/espace-pro/dossiers/${meeting.demandId}`, base), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({
        intent: "confirm",
        meeting_id: meeting.meetingId,
        expected_status: meeting.expectedStatus,
        slot_id: meeting.slotId,
      }),
      redirect: "manual",
    });
  await trace(server, "Confirm a meeting (form post)", confirm, ["app/routes/pro/demand.tsx"]);
} finally {
  await server.stop();
}
