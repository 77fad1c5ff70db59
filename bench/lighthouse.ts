// Lighthouse on every step of both booking flows and on the study agenda's day, week and month views and
// the demands list signed in as the demo bailiff (`npm run bench:lighthouse [-- --base URL]`), mobile profile, performance and
// accessibility. Needs the production server running (`npm start`, default http://localhost:3000) and
// Lighthouse, which is not a dependency of the project (a large package only this measurement uses):
// `npm i --no-save lighthouse@12` first, or install it (with chrome-launcher) in another folder and name
// that folder in LIGHTHOUSE_DIR. A browser without JavaScript walks each flow as a customer would (plain
// form posts), and every step is measured with the cookies the customer has at that point, so later steps
// show their real page rather than a redirect; the agenda is measured with the bailiff's session cookie.
// The walk stops before anything is booked: it must not fill a real agenda. Prints one line per step
// (performance score, FCP, LCP, TBT, CLS, accessibility score and the failed accessibility audits) and
// exits 0. Each line also gives what decides the first paint of a server-rendered page (the document's
// server response time and its size on the wire, the render-blocking files); `--save DIR` writes every
// step's full report there as JSON, to read the other audits (largest-contentful-paint-element,
// critical-request-chains…); `--only REGEXP` measures only the steps whose path and query match, `--flows
// agenda` walks only the flows named (assistant, v2, agenda) and `--runs N` measures each page N times.
import { chromium, type Page } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const BASE = (argument("base") ?? "http://localhost:3000").replace(/\/+$/, "");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const DEMO_CUSTOMER = { email: "client@demo.example", password: "Demo2026!" };
const DEMO_BAILIFF = { email: "huissier@demo.example", password: "Demo2026!" };
const STUDY = "etude-dupont-lyon";
const SAVE_DIR = argument("save");
/** `--only REGEXP`: measure only the steps whose path (and query) matches, to compare a few pages back to back. */
const ONLY = argument("only");
/** `--flows assistant,v2,agenda`: the flows walked and measured (all three by default). */
const FLOWS = (argument("flows") ?? "assistant,v2,agenda").split(",");
/** `--runs N`: measure each page N times and print the run of median performance. */
const RUNS = Math.max(1, Number(argument("runs") ?? 1) || 1);

interface LighthouseResult {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null }; accessibility?: { score: number | null; auditRefs?: { id: string }[] } };
  audits: Record<string, Audit | undefined>;
}

interface Audit {
  score?: number | null;
  displayValue?: string;
  errorMessage?: string;
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
}

/** The document's transfer size and the files that block its first paint, from the report's audits. */
function documentFigures(lhr: LighthouseResult): string {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const documentBytes = requests.find((request) => request.resourceType === "Document")?.transferSize ?? 0;
  const blocking = lhr.audits["render-blocking-resources"]?.details?.items?.length ?? 0;
  const serverMs = Math.round(lhr.audits["server-response-time"]?.numericValue ?? 0);
  return `server ${serverMs} ms  document ${(documentBytes / 1024).toFixed(1)} kB  render-blocking ${blocking}`;
}

/** The accessibility score and the ids of its failed audits ("a11y 96: label-content-name-mismatch"). */
function accessibilityFigures(lhr: LighthouseResult): string {
  const category = lhr.categories.accessibility;
  if (category?.score == null) return "a11y ?";
  const failed = (category.auditRefs ?? []).filter(({ id }) => lhr.audits[id]?.score === 0).map(({ id }) => id);
  return `a11y ${Math.round(category.score * 100)}${failed.length > 0 ? ` (${failed.join(", ")})` : ""}`;
}

/** Why a report has no performance score, or undefined when it has one. */
function unmeasured(lhr: LighthouseResult): string | undefined {
  if (lhr.runtimeError) return `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (lhr.categories.performance?.score != null) return undefined;
  return Object.values(lhr.audits).find((audit) => audit?.errorMessage)?.errorMessage ?? "no performance score";
}

/** The run whose performance score is the median of the measured ones (unmeasured runs last). */
function medianRun(runs: LighthouseResult[]): LighthouseResult | undefined {
  const score = (lhr: LighthouseResult) => (unmeasured(lhr) ? -1 : (lhr.categories.performance?.score ?? -1));
  const measured = runs.filter((lhr) => score(lhr) >= 0).sort((a, b) => score(a) - score(b));
  return measured[Math.floor((measured.length - 1) / 2)] ?? runs[0];
}

interface Step {
  flow: string;
  url: string;
  cookie: string;
}

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

async function continueTo(page: Page, button: string, url: RegExp) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.waitForURL(url);
}

/** The main wizard, from the choice of service to the confirmation (signed in as the demo customer). */
async function walkWizard(page: Page, record: (url: string) => Promise<void>) {
  await page.goto(`${BASE}/reservation`);
  await record(page.url());
  await page.getByRole("radio", { name: "Un constat sur place" }).check();
  await continueTo(page, "Continuer", /\/reservation\/categorie$/);
  await record(page.url());
  await page.getByRole("radio", { name: "Constat général" }).check();
  await continueTo(page, "Continuer", /\/reservation\/prestation$/);
  await record(page.url());
  await page.getByRole("radio", { name: "Constat de commissaire de justice" }).check();
  await continueTo(page, "Continuer", /\/reservation\/adresse$/);
  await record(page.url());
  await page.getByRole("textbox", { name: "Adresse du constat" }).fill("Lyon");
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await page.getByRole("radio", { name: "Lyon (69001)", exact: true }).check();
  await continueTo(page, "Voir les professionnels disponibles", /\/reservation\/professionnel/);
  await record(page.url());
  await page
    .getByRole("button", { name: /^Choisir le créneau du / })
    .first()
    .click();
  await page.waitForURL(/\/reservation\/compte$/);
  await record(page.url());
  await record(`${BASE}/reservation/inscription`);
  await page.getByLabel("Adresse e-mail").fill(DEMO_CUSTOMER.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_CUSTOMER.password);
  await continueTo(page, "Se connecter", /\/reservation\/(confirmation|demande)$/);
  await record(page.url());
}

/** Booking v2 on the demo study: details, sign-in page, slots search, summary. */
async function walkBookingV2(page: Page, record: (url: string) => Promise<void>) {
  await page.goto(`${BASE}/${STUDY}/reservation`);
  await page.waitForURL(/\/rendez-vous\/informations/);
  await record(page.url());
  await record(`${BASE}/${STUDY}/rendez-vous/connexion`);
  await page.getByLabel("Prénom").fill("Léa");
  await page.getByLabel("Nom", { exact: true }).fill("Mesure");
  await page.getByLabel("Adresse e-mail").fill(`lighthouse-${Date.now().toString(36)}@exemple.test`);
  await page.getByLabel("Téléphone").fill("06 12 34 56 78");
  await page.getByLabel("J'accepte les").check();
  await continueTo(page, "Continuer", /\/rendez-vous\/creneaux/);
  await record(page.url());
  await page.getByLabel("Type de prestation").selectOption("constat-locatif");
  await page.getByLabel("Adresse du rendez-vous").fill("Lyon 2");
  await page.getByRole("button", { name: "Rechercher" }).first().click();
  await page.getByRole("radio", { name: /Lyon 2e Arrondissement/ }).check();
  await page.getByRole("button", { name: "Rechercher" }).last().click();
  await page.waitForURL(/reporttype=constat-locatif/);
  await record(page.url());
  await page
    .getByRole("button", { name: /^Choisir le créneau du / })
    .first()
    .click();
  await page.waitForURL(/\/rendez-vous\/demande/);
  await record(page.url());
}

/** The study agenda's day, week and month views (today) and the demands list, with the demo bailiff's session cookie. */
async function agendaSteps(page: Page): Promise<Step[]> {
  // A server just started on a busy machine may refuse the first sign-in: three tries, two seconds apart.
  let status = 0;
  for (let attempt = 0; attempt < 3 && status !== 302; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
    const signIn = await page.request.post(`${BASE}/connexion`, {
      form: { email: DEMO_BAILIFF.email, password: DEMO_BAILIFF.password },
      maxRedirects: 0,
    });
    status = signIn.status();
  }
  if (status !== 302) throw new Error(`Sign-in of ${DEMO_BAILIFF.email} failed: ${status}`);
  const cookie = await cookieHeader(page);
  const agenda = new URL(`/espace-pro/etude/${STUDY}/agenda`, BASE);
  const views = ["jour", "semaine", "mois"].map((view) => {
    agenda.searchParams.set("vue", view);
    return { flow: "agenda", url: agenda.toString(), cookie };
  });
  // Every professional page should score 95 or more (issue 38): the demands list with the agenda's views.
  return [...views, { flow: "agenda", url: new URL("/espace-pro/dossiers", BASE).toString(), cookie }];
}

async function collectSteps(): Promise<Step[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const steps: Step[] = [];
  try {
    for (const [flow, walk] of [
      ["assistant", walkWizard],
      ["v2", walkBookingV2],
    ] as const) {
      if (!FLOWS.includes(flow)) continue;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await walk(page, async (url) => {
        steps.push({ flow, url, cookie: await cookieHeader(page) });
      });
      await context.close();
    }
    if (FLOWS.includes("agenda")) {
      const context = await browser.newContext();
      steps.push(...(await agendaSteps(await context.newPage())));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return steps;
}

/** An optional package, from LIGHTHOUSE_DIR when set (an install kept apart from the project's), else the project's. */
async function optionalImport(name: string) {
  const folder = process.env.LIGHTHOUSE_DIR;
  if (!folder) return import(name);
  return import(pathToFileURL(createRequire(join(folder, "package.json")).resolve(name)).href);
}

/** "jour" in `/…/agenda?vue=jour`: what tells two measured pages of one path apart. */
const stepLabel = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function main() {
  // Names in variables: the project compiles without these optional packages' types.
  const [lighthouseModule, launcherModule] = ["lighthouse", "chrome-launcher"];
  const lighthouse = await optionalImport(lighthouseModule).catch(() => null);
  if (!lighthouse) {
    console.log("Lighthouse is not installed: run `npm i --no-save lighthouse@12`, then this again.");
    return;
  }
  const { launch } = await optionalImport(launcherModule);
  const steps = await collectSteps();
  if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    console.log(
      `Lighthouse ${BASE}, mobile profile (simulated slow 4G, 4x CPU slowdown), performance and accessibility; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    );
    for (const step of steps.filter(({ url }) => !ONLY || new RegExp(ONLY).test(stepLabel(url)))) {
      // A trace lost on a busy machine (NO_NAVSTART, NO_FCP), or one without the screenshots a metric
      // needs (SPEEDINDEX_OF_ZERO: no score at all), is measured again, twice at most. With `--runs N`
      // the page is measured N times and the run of median performance is printed (a loaded machine's
      // figures vary from one run to the next).
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        let lhr: LighthouseResult | undefined;
        for (let attempt = 0; attempt < 3 && (!lhr || unmeasured(lhr)); attempt++) {
          const result = await lighthouse.default(
            step.url,
            {
              port: chrome.port,
              output: "json",
              onlyCategories: ["performance", "accessibility"],
              extraHeaders: { Cookie: step.cookie },
            },
            undefined,
          );
          lhr = (result as { lhr: LighthouseResult }).lhr;
        }
        if (lhr) runs.push(lhr);
      }
      const lhr = medianRun(runs);
      if (!lhr) continue;
      if (SAVE_DIR) {
        const name = `${steps.indexOf(step) + 1}-${step.flow}-${new URL(step.url).pathname.split("/").filter(Boolean).join("-")}.json`;
        writeFileSync(join(SAVE_DIR, name), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      const path = new URL(lhr.finalDisplayedUrl).pathname;
      const redirected = path !== new URL(step.url).pathname ? ` (redirected to ${path})` : "";
      const failure = unmeasured(lhr);
      const label = stepLabel(step.url).padEnd(44);
      if (failure) {
        console.log(`  ${step.flow.padEnd(9)} ${label} not measured: ${failure}`);
        continue;
      }
      console.log(
        `  ${step.flow.padEnd(9)} ${label} score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)
          .toString()
          .padStart(
            3,
          )}  FCP ${audit("first-contentful-paint")}  LCP ${audit("largest-contentful-paint")}  TBT ${audit("total-blocking-time")}  CLS ${audit("cumulative-layout-shift")}  ${accessibilityFigures(lhr)}  ${documentFigures(lhr)}${redirected}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
