#!/usr/bin/env node
// Validates the editorial content of Constat RDV (content/).
// Usage: node content/check.mjs   (exit code 1 when a rule fails)
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, dirname, basename } from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";

const ROOT = dirname(fileURLToPath(import.meta.url));
const errors = [];
const stats = [];
const fail = (where, message) => errors.push(`${where}: ${message}`);

const MIN = { articles: 13, guides: 12, faqCategories: 4, faqQuestions: 25 };
const ARTICLE_WORDS = [600, 1000];
const GUIDE_WORDS = [700, 1200];
const DATE_MIN = "2025-01-01";
const DATE_MAX = "2026-11-30";
// Report-type slugs the embedded platform seeds (platform/seed/report-types.ts) that a diagnostic may
// recommend: a result must lead to a report type the booking flow knows.
const REPORT_TYPES = new Set([
  "general-meeting",
  "constat-locatif",
  "constat-de-travaux",
  "constat-internet",
  "constat-nuisances",
  "constat-affichage",
  "general-consultation",
  "consultation-recouvrement",
]);
const REQUIRED_PAGES = ["mentions-legales", "cgu", "politique-de-donnees", "accessibilite", "constat-huissier"];
const BADGE_KEYS = ["responsive", "rank-1", "rank-2", "rank-3", "rank-4", "success", "availability", "connected"];
const SOCIAL_NAMES = new Set(["LinkedIn", "Facebook", "Instagram", "YouTube"]);
const CITIES = [
  "paris-75001",
  "marseille-13001",
  "lyon-69001",
  "toulouse-31000",
  "nice-06000",
  "nantes-44000",
  "montpellier-34000",
  "strasbourg-67000",
  "bordeaux-33000",
  "lille-59000",
  "rennes-35000",
  "reims-51100",
];
// Topics the guides must cover: each entry is satisfied by a guide whose slug matches.
const GUIDE_TOPICS = [
  ["état des lieux", /etat-des-lieux/],
  ["travaux / malfaçons", /travaux|malfacon/],
  ["voisinage", /voisinage/],
  ["internet / réseaux sociaux", /internet|reseaux-sociaux/],
  ["affichage du permis de construire", /affichage/],
  ["dégât des eaux", /degat-des-eaux/],
  ["droit du travail", /droit-du-travail/],
  ["succession / inventaire", /succession|inventaire/],
  ["recouvrement de créances", /recouvrement/],
  ["signification d’actes", /signification/],
  ["expulsion locative", /expulsion/],
  ["coût et tarifs", /cout|tarif/],
  ["constat / attestation / expertise", /attestation.*expertise|expertise.*attestation/],
];

// ---------- helpers ----------
const readJson = (file) => {
  const path = join(ROOT, file);
  if (!existsSync(path)) {
    fail(file, "missing file");
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    fail(file, `invalid JSON (${error.message})`);
    return undefined;
  }
};

const readMarkdownDir = (dir) => {
  const path = join(ROOT, dir);
  if (!existsSync(path)) {
    fail(dir, "missing directory");
    return [];
  }
  return readdirSync(path)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => readMarkdown(join(dir, name)));
};

const readMarkdown = (file) => {
  const raw = readFileSync(join(ROOT, file), "utf8");
  const parsed = matter(raw);
  return { file, slug: basename(file, ".md"), data: parsed.data, body: parsed.content, raw };
};

const isNonEmptyString = (value) => typeof value === "string" && value.trim().length > 0;
const isSlug = (value) => typeof value === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
const countWords = (text) =>
  text
    .replace(/\]\([^)]*\)/g, "]") // keep link text, drop URLs
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
const slugify = (value) =>
  value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const toIsoDate = (value) => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return value.slice(0, 10);
  }
  return undefined;
};

const requireStrings = (where, object, fields) => {
  for (const field of fields) {
    if (!isNonEmptyString(object?.[field])) fail(where, `missing or empty "${field}"`);
  }
};

const checkSeo = (where, value) => {
  if (isNonEmptyString(value) && value.length > 155) fail(where, `seoDescription is ${value.length} chars (max 155)`);
};

const checkPublishedAt = (where, value) => {
  const iso = toIsoDate(value);
  if (!iso) fail(where, `published_at is not an ISO date (${value})`);
  else if (iso < DATE_MIN || iso > DATE_MAX) fail(where, `published_at ${iso} outside ${DATE_MIN}..${DATE_MAX}`);
};

const checkBody = (where, body, [min, max]) => {
  if (/^#\s/m.test(body)) fail(where, "body contains an H1 heading");
  if (!/^##\s/m.test(body)) fail(where, "body has no ## heading");
  const words = countWords(body);
  if (words < min || words > max) fail(where, `body has ${words} words (expected ${min}-${max})`);
  return words;
};

const checkUnique = (where, values) => {
  const seen = new Set();
  for (const value of values) {
    if (seen.has(value)) fail(where, `duplicate "${value}"`);
    seen.add(value);
  }
};

// ---------- taxonomy ----------
const tags = readJson("tags.json") ?? [];
const tagsByType = { blog: new Set(), guide: new Set() };
if (!Array.isArray(tags)) fail("tags.json", "must be an array");
else {
  checkUnique(
    "tags.json",
    tags.map((tag) => tag.slug),
  );
  for (const tag of tags) {
    requireStrings(`tags.json ${tag.slug}`, tag, ["slug", "name", "type"]);
    if (!isSlug(tag.slug)) fail("tags.json", `invalid slug "${tag.slug}"`);
    if (!(tag.type in tagsByType)) fail(`tags.json ${tag.slug}`, `type must be "blog" or "guide"`);
    else tagsByType[tag.type].add(tag.slug);
  }
  if (tagsByType.blog.size < 8) fail("tags.json", `only ${tagsByType.blog.size} blog tags (expected ~10)`);
  if (tagsByType.guide.size < 8) fail("tags.json", `only ${tagsByType.guide.size} guide tags (expected ~10)`);
}

const categories = readJson("categories.json") ?? [];
const categoryChildren = new Map();
if (!Array.isArray(categories)) fail("categories.json", "must be an array");
else {
  if (categories.length < 4 || categories.length > 5) fail("categories.json", `${categories.length} categories (expected 4-5)`);
  const allSlugs = [];
  for (const category of categories) {
    const where = `categories.json ${category.slug}`;
    requireStrings(where, category, ["slug", "name", "description"]);
    if (!Number.isInteger(category.order)) fail(where, "order must be an integer");
    if (!isSlug(category.slug)) fail(where, "invalid slug");
    allSlugs.push(category.slug);
    const children = Array.isArray(category.children) ? category.children : [];
    if (children.length < 2 || children.length > 3) fail(where, `${children.length} children (expected 2-3)`);
    for (const child of children) {
      requireStrings(`${where} > ${child.slug}`, child, ["slug", "name", "description"]);
      if (!Number.isInteger(child.order)) fail(`${where} > ${child.slug}`, "order must be an integer");
      if (!isSlug(child.slug)) fail(`${where} > ${child.slug}`, "invalid slug");
      allSlugs.push(child.slug);
    }
    categoryChildren.set(category.slug, new Set(children.map((child) => child.slug)));
  }
  checkUnique("categories.json (category and child slugs)", allSlugs);
}

// ---------- articles ----------
const tagUse = new Map();
const useTag = (slug) => tagUse.set(slug, (tagUse.get(slug) ?? 0) + 1);

const articles = readMarkdownDir("articles");
let articleWords = 0;
for (const article of articles) {
  const where = article.file;
  if (!isSlug(article.slug)) fail(where, "file name is not a valid slug");
  requireStrings(where, article.data, ["title", "summary", "seoDescription", "author"]);
  checkSeo(where, article.data.seoDescription);
  checkPublishedAt(where, article.data.published_at);
  if (isNonEmptyString(article.data.author) && !article.data.author.includes(",")) {
    fail(where, 'author should read "Name, role"');
  }
  const articleTags = article.data.tags;
  if (!Array.isArray(articleTags) || articleTags.length < 1 || articleTags.length > 3) {
    fail(where, "tags must be a list of 1 to 3 blog tag slugs");
  } else {
    for (const tag of articleTags) {
      if (!tagsByType.blog.has(tag)) fail(where, `unknown blog tag "${tag}"`);
      else useTag(tag);
    }
  }
  articleWords += checkBody(where, article.body, ARTICLE_WORDS);
}
if (articles.length < MIN.articles) fail("articles", `${articles.length} articles (expected at least ${MIN.articles})`);
stats.push(`articles: ${articles.length} (${articleWords} body words)`);

// ---------- guides ----------
const guides = readMarkdownDir("guides");
let guideWords = 0;
for (const guide of guides) {
  const where = guide.file;
  if (!isSlug(guide.slug)) fail(where, "file name is not a valid slug");
  requireStrings(where, guide.data, ["title", "summary", "seoDescription", "category"]);
  checkSeo(where, guide.data.seoDescription);
  checkPublishedAt(where, guide.data.published_at);
  if (!Number.isInteger(guide.data.order)) fail(where, "order must be an integer");
  const { category, subCategory } = guide.data;
  if (!categoryChildren.has(category)) fail(where, `unknown category "${category}"`);
  else if (subCategory !== undefined && !categoryChildren.get(category).has(subCategory)) {
    fail(where, `subCategory "${subCategory}" is not a child of "${category}"`);
  }
  const guideTags = guide.data.tags;
  if (!Array.isArray(guideTags) || guideTags.length < 1) fail(where, "tags must be a non-empty list");
  else {
    for (const tag of guideTags) {
      if (!tagsByType.guide.has(tag)) fail(where, `unknown guide tag "${tag}"`);
      else useTag(tag);
    }
  }
  guideWords += checkBody(where, guide.body, GUIDE_WORDS);
}
checkUnique(
  "guides (order)",
  guides.map((guide) => guide.data.order),
);
if (guides.length < MIN.guides) fail("guides", `${guides.length} guides (expected at least ${MIN.guides})`);
const withSub = guides.filter((guide) => guide.data.subCategory !== undefined).length;
if (withSub * 2 <= guides.length) fail("guides", "most guides should have a subCategory");
for (const [topic, pattern] of GUIDE_TOPICS) {
  if (!guides.some((guide) => pattern.test(guide.slug))) fail("guides", `no guide covers "${topic}"`);
}
for (const [slug, children] of categoryChildren) {
  if (!guides.some((guide) => guide.data.category === slug)) fail("categories.json", `category "${slug}" has no guide`);
  for (const child of children) {
    if (!guides.some((guide) => guide.data.subCategory === child)) {
      fail("categories.json", `subcategory "${child}" has no guide`);
    }
  }
}
stats.push(`guides: ${guides.length} (${guideWords} body words, ${withSub} with a subcategory)`);

for (const tag of tags) {
  const uses = tagUse.get(tag.slug) ?? 0;
  if (uses < 2) fail("tags.json", `tag "${tag.slug}" (${tag.type}) is used by ${uses} document(s), expected at least 2`);
}
stats.push(`tags: ${tagsByType.blog.size} blog, ${tagsByType.guide.size} guide`);

// ---------- pages and businesses ----------
const pages = readMarkdownDir("pages");
for (const slug of REQUIRED_PAGES) {
  if (!pages.some((page) => page.slug === slug)) fail("pages", `missing page "${slug}"`);
}
for (const page of pages) {
  requireStrings(page.file, page.data, ["title", "seoDescription"]);
  checkSeo(page.file, page.data.seoDescription);
  if (countWords(page.body) < 250) fail(page.file, "page body looks too short");
  if (/^#\s/m.test(page.body)) fail(page.file, "body contains an H1 heading");
}
const legal = pages.find((page) => page.slug === "mentions-legales");
if (legal) {
  for (const needle of ["Constat RDV SAS", "RCS Paris (en cours d'immatriculation)", "directeur de la publication"]) {
    if (!legal.raw.toLowerCase().includes(needle.toLowerCase())) fail(legal.file, `must mention "${needle}"`);
  }
}
const accessibility = pages.find((page) => page.slug === "accessibilite");
if (accessibility && !/RGAA 4\.1|RGAA\), version 4\.1/.test(accessibility.raw)) fail(accessibility.file, "must cite RGAA 4.1");
if (accessibility && !accessibility.raw.includes("partiellement conforme")) {
  fail(accessibility.file, 'must state "partiellement conforme"');
}
stats.push(`pages: ${pages.length}`);

const businesses = readMarkdownDir("businesses");
if (businesses.length < 4) fail("businesses", `${businesses.length} offers (expected 4)`);
for (const business of businesses) {
  requireStrings(business.file, business.data, ["title", "summary", "seoDescription"]);
  checkSeo(business.file, business.data.seoDescription);
  if (!Number.isInteger(business.data.order)) fail(business.file, "order must be an integer");
  if (countWords(business.body) < 200) fail(business.file, "body looks too short");
}
checkUnique(
  "businesses (order)",
  businesses.map((business) => business.data.order),
);
stats.push(`businesses: ${businesses.length}`);

// ---------- homepage ----------
if (existsSync(join(ROOT, "homepage.md"))) {
  const home = readMarkdown("homepage.md");
  requireStrings("homepage.md", home.data, ["title", "description", "seoDescription"]);
  checkSeo("homepage.md", home.data.seoDescription);
  requireStrings("homepage.md hero", home.data.hero, ["title", "subtitle", "ctaLabel"]);
  const sections = home.data.sections;
  if (!Array.isArray(sections) || sections.length < 4) fail("homepage.md", "sections must list at least 4 entries");
  else sections.forEach((section, index) => requireStrings(`homepage.md section ${index + 1}`, section, ["title", "text"]));
  if (countWords(home.body) < 20) fail("homepage.md", "body looks too short");
} else fail("homepage.md", "missing file");

// ---------- FAQ ----------
const faq = readJson("faq.json") ?? [];
let questionCount = 0;
if (!Array.isArray(faq)) fail("faq.json", "must be an array");
else {
  if (faq.length < MIN.faqCategories) fail("faq.json", `${faq.length} categories (expected at least ${MIN.faqCategories})`);
  checkUnique(
    "faq.json (category slug)",
    faq.map((category) => category.slug),
  );
  checkUnique(
    "faq.json (category order)",
    faq.map((category) => category.order),
  );
  const anchors = [];
  for (const category of faq) {
    const where = `faq.json ${category.slug}`;
    requireStrings(where, category, ["slug", "name"]);
    if (!Number.isInteger(category.order)) fail(where, "order must be an integer");
    const questions = Array.isArray(category.questions) ? category.questions : [];
    if (questions.length === 0) fail(where, "no questions");
    for (const question of questions) {
      questionCount += 1;
      requireStrings(`${where} ${question.anchor}`, question, ["anchor", "question", "answer"]);
      const match = /^question-(\d+)-(\d+)$/.exec(question.anchor ?? "");
      if (!match) fail(where, `bad anchor "${question.anchor}"`);
      else if (Number(match[1]) !== category.order) {
        fail(where, `anchor "${question.anchor}" does not match category order ${category.order}`);
      }
      anchors.push(question.anchor);
    }
  }
  checkUnique("faq.json (anchors)", anchors);
  if (questionCount < MIN.faqQuestions) fail("faq.json", `${questionCount} questions (expected at least ${MIN.faqQuestions})`);
  const second = faq.find((category) => category.order === 2);
  const badges = second?.questions?.find((question) => question.anchor === "question-2-49");
  if (!badges) fail("faq.json", "the category of order 2 must contain the anchor question-2-49");
  else {
    for (const word of ["Réactif", "Rang", "Bon taux de réussite", "Agenda à jour", "Connecté"]) {
      if (!badges.answer.includes(word)) fail("faq.json question-2-49", `answer must explain "${word}"`);
    }
  }
  const allAnswers = faq
    .flatMap((category) => category.questions ?? [])
    .map((question) => question.answer)
    .join("\n");
  if (!allAnswers.toLowerCase().includes("prix indicatif, ce tarif peut évoluer")) {
    fail("faq.json", 'prices must be described with "prix indicatif, ce tarif peut évoluer"');
  }
}
stats.push(`faq: ${faq.length} categories, ${questionCount} questions`);

// ---------- badges ----------
const badges = readJson("badges.json") ?? [];
if (Array.isArray(badges)) {
  checkUnique(
    "badges.json (key)",
    badges.map((badge) => badge.key),
  );
  for (const key of BADGE_KEYS) {
    if (!badges.some((badge) => badge.key === key)) fail("badges.json", `missing key "${key}"`);
  }
  for (const badge of badges) {
    if (!BADGE_KEYS.includes(badge.key)) fail("badges.json", `unexpected key "${badge.key}"`);
    requireStrings(`badges.json ${badge.key}`, badge, ["key", "title", "help"]);
    if (isNonEmptyString(badge.help) && badge.help.length > 200) {
      fail(`badges.json ${badge.key}`, `help is ${badge.help.length} chars (max 200)`);
    }
  }
} else fail("badges.json", "must be an array");

// ---------- footer ----------
const footer = readJson("footer.json");
if (footer) {
  requireStrings("footer.json", footer, ["description"]);
  const social = Array.isArray(footer.social) ? footer.social : [];
  if (social.length === 0) fail("footer.json", "social must not be empty");
  for (const link of social) {
    if (!SOCIAL_NAMES.has(link.name)) fail("footer.json", `unexpected social network "${link.name}"`);
    if (!/^https:\/\//.test(link.url ?? "")) fail("footer.json", `social url must be https (${link.name})`);
  }
  const cities = Array.isArray(footer.cities) ? footer.cities : [];
  if (cities.length !== 12) fail("footer.json", `${cities.length} cities (expected 12)`);
  for (const city of cities) {
    requireStrings(`footer.json ${city.city_name}`, city, ["city_name", "code_postal", "city_url"]);
    if (!/^\d{5}$/.test(city.code_postal ?? "")) fail("footer.json", `bad postcode for ${city.city_name}`);
    if (city.city_url !== `${slugify(city.city_name ?? "")}-${city.code_postal}`) {
      fail("footer.json", `city_url "${city.city_url}" should be slug of the name + "-" + postcode`);
    }
  }
  for (const expected of CITIES) {
    if (!cities.some((city) => city.city_url === expected)) fail("footer.json", `missing city "${expected}"`);
  }
}

// ---------- partners ----------
const partners = readJson("partners.json") ?? [];
if (Array.isArray(partners)) {
  if (partners.length < 6 || partners.length > 8) fail("partners.json", `${partners.length} partners (expected 6-8)`);
  checkUnique(
    "partners.json (slug)",
    partners.map((partner) => partner.slug),
  );
  for (const partner of partners) {
    requireStrings(`partners.json ${partner.slug}`, partner, ["name", "slug", "description", "url", "category"]);
    if (!isSlug(partner.slug)) fail("partners.json", `invalid slug "${partner.slug}"`);
    if (!/^https:\/\/example\.org\//.test(partner.url ?? ""))
      fail(`partners.json ${partner.slug}`, "url must be on https://example.org/");
  }
} else fail("partners.json", "must be an array");

// ---------- barometer ----------
const barometer = readJson("barometer.json");
if (barometer) {
  requireStrings("barometer.json", barometer, ["title", "intro", "updated_at", "source"]);
  if (!toIsoDate(barometer.updated_at)) fail("barometer.json", "updated_at must be an ISO date");
  const series = Array.isArray(barometer.series) ? barometer.series : [];
  if (series.length !== 3) fail("barometer.json", `${series.length} series (expected 3)`);
  for (const serie of series) {
    requireStrings(`barometer.json ${serie.label}`, serie, ["label", "unit"]);
    const points = Array.isArray(serie.points) ? serie.points : [];
    if (points.length < 3) fail(`barometer.json ${serie.label}`, "needs at least 3 points");
    for (const point of points) {
      if (!isNonEmptyString(point.label) || typeof point.value !== "number" || !Number.isFinite(point.value)) {
        fail(`barometer.json ${serie.label}`, `bad point ${JSON.stringify(point)}`);
      }
    }
    if (serie.unit === "%" && /répartition/i.test(serie.label)) {
      const total = points.reduce((sum, point) => sum + point.value, 0);
      if (Math.abs(total - 100) > 0.5) fail(`barometer.json ${serie.label}`, `shares add up to ${total}, not 100`);
    }
  }
  if (series[1] && series[1].points?.length !== 12) fail("barometer.json", "the monthly series must cover 12 months");
  if (!/Constat RDV/.test(barometer.source ?? "") || !/anonymis/i.test(barometer.source ?? "")) {
    fail("barometer.json", "source must say these are Constat RDV’s own anonymised figures");
  }
}

// ---------- diagnostic ----------
const diagnostic = readJson("diagnostic.json");
if (diagnostic) {
  requireStrings("diagnostic.json", diagnostic, ["title", "intro", "start"]);
  const questions = Array.isArray(diagnostic.questions) ? diagnostic.questions : [];
  checkUnique(
    "diagnostic.json (question ids)",
    questions.map((question) => question.id),
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  if (!byId.has(diagnostic.start)) fail("diagnostic.json", `start "${diagnostic.start}" is not a question id`);
  let resultCount = 0;
  for (const question of questions) {
    const where = `diagnostic.json ${question.id}`;
    requireStrings(where, question, ["id", "text", "help"]);
    const answers = Array.isArray(question.answers) ? question.answers : [];
    if (answers.length < 2) fail(where, "needs at least 2 answers");
    for (const answer of answers) {
      requireStrings(where, answer, ["label"]);
      const hasNext = answer.next !== undefined;
      const hasResult = answer.result !== undefined;
      if (hasNext === hasResult) fail(where, `answer "${answer.label}" needs exactly one of next / result`);
      if (hasNext && !byId.has(answer.next)) fail(where, `answer "${answer.label}" points to unknown id "${answer.next}"`);
      if (hasResult) {
        resultCount += 1;
        const { result } = answer;
        requireStrings(`${where} result`, result, ["reportType", "service", "title", "explanation"]);
        if (!REPORT_TYPES.has(result.reportType)) fail(where, `unknown reportType "${result.reportType}"`);
        const expected = /consultation/.test(result.reportType ?? "") ? "consultation" : "prestation";
        if (result.service !== expected) fail(where, `service of "${result.reportType}" should be "${expected}"`);
      }
    }
  }
  // Depth-first walk from the start: detects cycles, measures depth, finds unreachable questions.
  const state = new Map(); // id -> 'visiting' | 'done'
  let maxDepth = 0;
  const visit = (id, depth, path) => {
    if (state.get(id) === "visiting") {
      fail("diagnostic.json", `cycle: ${[...path, id].join(" -> ")}`);
      return;
    }
    maxDepth = Math.max(maxDepth, depth);
    if (state.get(id) === "done") return;
    state.set(id, "visiting");
    for (const answer of byId.get(id)?.answers ?? []) {
      if (answer.next && byId.has(answer.next)) visit(answer.next, depth + 1, [...path, id]);
    }
    state.set(id, "done");
  };
  if (byId.has(diagnostic.start)) visit(diagnostic.start, 1, []);
  for (const id of byId.keys()) if (!state.has(id)) fail("diagnostic.json", `question "${id}" is unreachable from start`);
  if (maxDepth < 3 || maxDepth > 4) fail("diagnostic.json", `deepest path has ${maxDepth} questions (expected 3-4)`);
  stats.push(`diagnostic: ${questions.length} questions, ${resultCount} results, depth ${maxDepth}`);
}

// ---------- internal links in Markdown and FAQ answers ----------
const guideSlugs = new Set(guides.map((guide) => guide.slug));
const pageSlugs = new Set(pages.map((page) => page.slug));
const businessSlugs = new Set(businesses.map((business) => business.slug));
const markdownSources = [...articles, ...guides, ...pages, ...businesses].map((doc) => [doc.file, doc.body]);
if (existsSync(join(ROOT, "homepage.md"))) markdownSources.push(["homepage.md", readMarkdown("homepage.md").body]);
for (const category of Array.isArray(faq) ? faq : []) {
  for (const question of category.questions ?? []) markdownSources.push([`faq.json ${question.anchor}`, question.answer ?? ""]);
}
const STATIC_ROUTES = new Set([
  "/",
  "/guides",
  "/blog",
  "/faq",
  "/entreprise",
  "/partenaires",
  "/barometre",
  "/diagnostic-juridique-gratuit",
  "/constat-huissier",
  "/conseil-juridique",
  "/donnees-personnelles",
  "/parametres/mes-donnees",
]);
for (const [where, text] of markdownSources) {
  for (const [, href] of text.matchAll(/\]\((\/[^)\s]*)\)/g)) {
    const path = href.split("#")[0];
    const [, kind, slug] = /^\/(guide|page|entreprise)\/([^/]+)$/.exec(path) ?? [];
    const ok =
      STATIC_ROUTES.has(path) ||
      (kind === "guide" && guideSlugs.has(slug)) ||
      (kind === "page" && pageSlugs.has(slug)) ||
      (kind === "entreprise" && businessSlugs.has(slug));
    if (!ok) fail(where, `internal link "${href}" does not resolve`);
  }
}

// ---------- no filler text anywhere ----------
const FILLER = /lorem|ipsum|dolor sit amet|\bTODO\b|\bTBD\b|\bXXX\b|\[\s*à compléter\s*\]|placeholder/i;
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
for (const file of walk(ROOT)) {
  if (file === fileURLToPath(import.meta.url)) continue;
  if (!/\.(md|json)$/.test(file)) continue;
  const text = readFileSync(file, "utf8");
  const match = FILLER.exec(text);
  if (match) fail(file.slice(ROOT.length + 1), `filler text found ("${match[0]}")`);
}

// ---------- report ----------
for (const line of stats) console.log(`  ${line}`);
if (errors.length > 0) {
  console.error(`\n${errors.length} problem(s):`);
  for (const error of errors) console.error(`  - ${error}`);
  process.exit(1);
}
console.log("\ncontent check passed");
