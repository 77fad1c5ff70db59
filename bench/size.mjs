// `npm run bench:size`: what each route's first load costs in JavaScript, gzipped, read from the
// production build (Remix's browser manifest, build/client/assets/manifest-*.js). A first load downloads
// the client entry, the root, every parent layout and the route module, with all their static imports,
// each file once; a route whose handle says `hydrate: false` (itself or a parent) ships none
// (docs/decisions/005-zero-js-pages.md). Public routes over the budget are flagged. A benchmark: it
// prints figures and exits 0; it builds first when the build is missing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const assetsDir = path.join(clientDir, "assets");
const BUDGET_KB = 100;
/** Route paths behind sign-in (professional, settings, account): listed, not held to the public budget. */
const PRIVATE_PREFIXES = [
  // The professional workspace (docs/decisions/921-pro-paths.md).
  "espace-pro",
  "parametres",
  "rendez-vous",
  "dossier",
  "utilisateur/profil",
  "admin",
  "huissier/",
  // The new appointment asks for a signed-in customer (booking v2, customer-side §2.4).
  "nouveau-rdv",
];

function manifestFile() {
  if (!existsSync(assetsDir)) return undefined;
  const name = readdirSync(assetsDir).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  return name && path.join(assetsDir, name);
}

if (!manifestFile()) {
  console.log("No build found: running `npm run build`…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const manifestPath = manifestFile();
if (!manifestPath) {
  console.error("build/client/assets/manifest-*.js is missing even after the build.");
  process.exit(1);
}
const manifestSource = readFileSync(manifestPath, "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1));

const gzipCache = new Map();
/** Gzipped size in bytes of a built asset given by its public URL (/assets/…). */
function gzipped(url) {
  if (!gzipCache.has(url)) {
    const file = path.join(clientDir, url.replace(/^\//, ""));
    gzipCache.set(url, existsSync(file) ? gzipSync(readFileSync(file), { level: 6 }).length : 0);
  }
  return gzipCache.get(url);
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const sourceCache = new Map();
/** The route module's source (app/<id>.{tsx,ts,jsx,js}), to read its handle without importing it. */
function routeSource(id) {
  if (!sourceCache.has(id)) {
    const base = path.join(root, "app", id);
    const file = [".tsx", ".ts", ".jsx", ".js"].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    sourceCache.set(id, file ? readFileSync(file, "utf8") : "");
  }
  return sourceCache.get(id);
}

const routes = manifest.routes;

/**
 * An alias route (a second entry on the same module with its own id, docs/decisions/001-route-config.md)
 * has no file named after its id: read the source of a route built into the same module.
 */
function sourceOf(id) {
  const own = routeSource(id);
  if (own || id === "root") return own;
  const twin = Object.values(routes).find(
    (route) => route.id !== id && route.module === routes[id]?.module && routeSource(route.id),
  );
  return twin ? routeSource(twin.id) : "";
}

const declaresNoHydration = (id) => /\bhydrate\s*:\s*false\b/.test(sourceOf(id));
const isResourceRoute = (id) => id !== "root" && !/export\s+default\b/.test(sourceOf(id));
function chain(id) {
  const ids = [];
  for (let current = routes[id]; current; current = current.parentId ? routes[current.parentId] : undefined)
    ids.unshift(current.id);
  return ids;
}

function fullPath(ids) {
  const segments = ids.map((id) => routes[id].path).filter((segment) => segment != null && segment !== "");
  return `/${segments.join("/")}`.replace(/\/+/g, "/");
}

const rows = [];
for (const route of Object.values(routes)) {
  if (route.id === "root" || (route.path == null && !route.index)) continue; // pathless layouts are not pages
  const ids = chain(route.id);
  const pattern = fullPath(ids);
  const bare = pattern.replace(/^\//, "");
  const scope = PRIVATE_PREFIXES.some(
    (prefix) => bare === prefix.replace(/\/$/, "") || bare.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`),
  )
    ? "private"
    : "public";

  const css = new Set(ids.flatMap((id) => routes[id].css ?? []));
  const cssBytes = [...css].reduce((sum, url) => sum + gzipped(url), 0);

  let note = "";
  let jsBytes = 0;
  let files = 0;
  if (isResourceRoute(route.id)) {
    note = "resource route (no document)";
  } else if (ids.some(declaresNoHydration)) {
    note = "hydrate: false";
  } else {
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of ids) {
      js.add(routes[id].module);
      for (const url of routes[id].imports ?? []) js.add(url);
    }
    files = js.size;
    jsBytes = [...js].reduce((sum, url) => sum + gzipped(url), 0);
  }
  const over = scope === "public" && jsBytes > BUDGET_KB * 1024;
  rows.push({
    pattern,
    id: route.id,
    scope,
    js: jsBytes,
    files,
    css: cssBytes,
    note: over ? `OVER ${BUDGET_KB} kB ${note}`.trim() : note,
  });
}

rows.sort((a, b) => (a.scope === b.scope ? a.pattern.localeCompare(b.pattern) : a.scope === "public" ? -1 : 1));

const header = ["route", "module", "scope", "first-load JS (gz)", "files", "route CSS (gz)", "note"];
const table = rows.map((row) => [row.pattern, row.id, row.scope, kB(row.js), String(row.files), kB(row.css), row.note]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column].length)));
const line = (cells) =>
  cells
    .map((cell, column) =>
      column === 3 || column === 4 || column === 5 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    )
    .join("  ")
    .trimEnd();

console.log(`First-load JavaScript per route, gzipped (budget ${BUDGET_KB} kB for public routes)\n`);
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const cells of table) console.log(line(cells));

const allCss = readdirSync(assetsDir).filter((file) => file.endsWith(".css"));
const allJs = readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
const totalCss = allCss.reduce((sum, file) => sum + gzipped(`/assets/${file}`), 0);
const totalJs = allJs.reduce((sum, file) => sum + gzipped(`/assets/${file}`), 0);
const entryJs = [manifest.entry.module, ...manifest.entry.imports].reduce((sum, url) => sum + gzipped(url), 0);
console.log("");
console.log(`Client entry (runtime shared by every hydrated page): ${kB(entryJs)} gzipped`);
console.log(`Total CSS: ${kB(totalCss)} gzipped in ${allCss.length} files`);
console.log(`Total JavaScript in the build: ${kB(totalJs)} gzipped in ${allJs.length} files`);

const over = rows.filter((row) => row.scope === "public" && row.js > BUDGET_KB * 1024);
console.log(
  over.length === 0
    ? `Every public route is within the ${BUDGET_KB} kB budget.`
    : `${over.length} public route(s) over the ${BUDGET_KB} kB budget: ${over.map((row) => row.pattern).join(", ")}`,
);

// The agenda's calendar (schedule-x, Preact and its theme) is a chunk the agenda page imports after
// hydration, on that route only (docs/decisions/1422-agenda-with-schedule-x.md), with temporal-polyfill's
// chunk (global.esm) before it where the browser has no Temporal (3112): counted together, they are in no
// route's first load above. Their own budget, for a professional page used all day.
const AGENDA_BUDGET_KB = 110;
const agendaFiles = readdirSync(assetsDir).filter((file) => /^(pro-calendar[.-]|global\.esm-)/.test(file));
const agendaJs = agendaFiles.filter((file) => file.endsWith(".js")).reduce((sum, file) => sum + gzipped(`/assets/${file}`), 0);
const agendaCss = agendaFiles.filter((file) => file.endsWith(".css")).reduce((sum, file) => sum + gzipped(`/assets/${file}`), 0);
console.log(
  `Agenda calendar (loaded by /espace-pro/etude/:slug/agenda after hydration): ${kB(agendaJs)} JavaScript + ${kB(agendaCss)} CSS gzipped` +
    (agendaJs > AGENDA_BUDGET_KB * 1024 ? ` — OVER its ${AGENDA_BUDGET_KB} kB budget` : ` (budget ${AGENDA_BUDGET_KB} kB)`),
);
