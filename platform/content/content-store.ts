// Turns the files of content/ into Strapi-v3-shaped records: ids, resolved relations (tags, categories),
// rendered and sanitised HTML, search text. Built once at startup; everything here is read-only after.
import type { GeoData } from "../geo/types";
import { foldAccents, slugify } from "../geo/text-normalize";
import type { ContentSource, MarkdownDocument } from "./read-content-dir";
import type { ArticleFrontMatter, GuideFrontMatter } from "./content-schemas";
import { markdownToText, renderMarkdown } from "./render-markdown";
import type { QueryOptions } from "./strapi-query";

interface TagRecord {
  id: number;
  slug: string;
  name: string;
  type: "blog" | "guide";
}

interface CategoryRef {
  id: number;
  slug: string;
  name: string;
  description: string;
  order: number | null;
}

interface CategoryRecord extends CategoryRef {
  parent: Pick<CategoryRef, "id" | "slug" | "name"> | null;
  children: CategoryRef[];
}

interface EditorialRecord {
  id: number;
  slug: string;
  title: string;
  summary: string;
  seoDescription: string;
  /** Sanitised HTML rendered from the Markdown body. */
  content: string;
  published_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  image: string | null;
  reading_time: number;
  tags: TagRecord[];
}

interface ArticleRecord extends EditorialRecord {
  author: string | null;
  category: CategoryRef | null;
}

interface GuideRecord extends EditorialRecord {
  order: number | null;
  category: CategoryRef | null;
  subCategory: (CategoryRef & { parent: Pick<CategoryRef, "id" | "slug" | "name"> }) | null;
}

export interface Collection<T = unknown> {
  records: T[];
  options: QueryOptions<T>;
}

export interface ContentStore {
  collections: Map<string, Collection>;
  singles: Map<string, Record<string, unknown> | null>;
  articleSlugs: string[];
  problems: string[];
}

const FOOTER_CITY_COUNT = 12;
const WORDS_PER_MINUTE = 200;

/** Ids that survive adding or removing other files: a hash of the slug, probing past collisions. */
function stableIds(keys: string[]): Map<string, number> {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of [...new Set(keys)].sort()) {
    let hash = 2166136261;
    for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    let id = (hash % 999_999_999) + 1;
    while (taken.has(id)) id += 1;
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}

const sortBy = (...fields: Array<[string, "ASC" | "DESC"]>) =>
  fields.map(([field, direction]) => ({ path: field.split("."), descending: direction === "DESC" }));

function humanize(slug: string): string {
  const text = slug.replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function readingTime(body: string): number {
  const words = markdownToText(body).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Keeps the first of several entries sharing a key, reporting the others. */
function unique<T>(items: T[], keyOf: (item: T) => string, what: string, problems: string[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) {
      problems.push(`${what} "${key}" appears twice: the second is ignored`);
      return false;
    }
    seen.add(key);
    return true;
  });
}

export function buildContentStore(source: ContentSource, geo: GeoData): ContentStore {
  const problems = [...source.problems];

  // Tags: declared ones, plus any a document uses without declaring (reported, still served).
  const declaredTags = unique(source.tags, (tag) => tag.slug, "tag", problems);
  const usedTags: Array<{ slug: string; type: "blog" | "guide" }> = [
    ...source.articles.flatMap((doc) => doc.data.tags.map((slug) => ({ slug, type: "blog" as const }))),
    ...source.guides.flatMap((doc) => doc.data.tags.map((slug) => ({ slug, type: "guide" as const }))),
  ];
  const tagIds = stableIds([...declaredTags.map((tag) => tag.slug), ...usedTags.map((tag) => tag.slug)]);
  const tags = new Map<string, TagRecord>(declaredTags.map((tag) => [tag.slug, { id: tagIds.get(tag.slug)!, ...tag }]));
  for (const { slug, type } of usedTags) {
    if (tags.has(slug)) continue;
    problems.push(`tag "${slug}" is used but not declared in tags.json`);
    tags.set(slug, { id: tagIds.get(slug)!, slug, name: humanize(slug), type });
  }
  const tagsOf = (slugs: string[]) => [...new Set(slugs)].map((slug) => tags.get(slug)!);

  // Categories: two levels; children know their parent.
  const topCategories = unique(source.categories, (category) => category.slug, "category", problems);
  const categoryIds = stableIds(
    topCategories.flatMap((category) => [category.slug, ...category.children.map((child) => child.slug)]),
  );
  const refOf = (entry: { slug: string; name: string; description: string; order?: number | undefined }): CategoryRef => ({
    id: categoryIds.get(entry.slug)!,
    slug: entry.slug,
    name: entry.name,
    description: entry.description,
    order: entry.order ?? null,
  });
  const categoryRecords: CategoryRecord[] = [];
  const categoryBySlug = new Map<string, { ref: CategoryRef; parent: CategoryRef | null }>();
  for (const category of topCategories) {
    const ref = refOf(category);
    if (categoryBySlug.has(category.slug)) continue;
    const children = unique(category.children, (child) => child.slug, `subcategory of ${category.slug}`, problems)
      .filter((child) => {
        if (!categoryBySlug.has(child.slug) && child.slug !== category.slug) return true;
        problems.push(`subcategory "${child.slug}" reuses a category slug: ignored`);
        return false;
      })
      .map(refOf);
    categoryBySlug.set(category.slug, { ref, parent: null });
    categoryRecords.push({ ...ref, parent: null, children });
    for (const child of children) {
      categoryBySlug.set(child.slug, { ref: child, parent: ref });
      categoryRecords.push({ ...child, parent: { id: ref.id, slug: ref.slug, name: ref.name }, children: [] });
    }
  }

  function editorial(doc: MarkdownDocument<ArticleFrontMatter | GuideFrontMatter>, ids: Map<string, number>): EditorialRecord {
    const { data } = doc;
    return {
      id: ids.get(doc.slug)!,
      slug: doc.slug,
      title: data.title,
      summary: data.summary,
      seoDescription: data.seoDescription ?? data.summary,
      content: renderMarkdown(doc.body),
      published_at: data.published_at,
      created_at: data.published_at,
      updated_at: data.published_at,
      image: data.image ?? null,
      reading_time: readingTime(doc.body),
      tags: tagsOf(data.tags),
    };
  }
  const searchTextOf = new Map<unknown, string>();
  const searchText = (record: unknown) => searchTextOf.get(record) ?? "";

  const articleDocs = unique(source.articles, (doc) => doc.slug, "article", problems);
  const articleIds = stableIds(articleDocs.map((doc) => doc.slug));
  const articles: ArticleRecord[] = articleDocs.map((doc) => {
    const category = doc.data.category ? categoryBySlug.get(doc.data.category) : undefined;
    if (doc.data.category && !category) problems.push(`articles/${doc.slug}.md: unknown category "${doc.data.category}"`);
    const record: ArticleRecord = {
      ...editorial(doc, articleIds),
      author: doc.data.author ?? null,
      category: category?.ref ?? null,
    };
    searchTextOf.set(record, foldAccents(`${record.title} ${record.summary} ${markdownToText(doc.body)}`));
    return record;
  });

  const guideDocs = unique(source.guides, (doc) => doc.slug, "guide", problems);
  const guideIds = stableIds(guideDocs.map((doc) => doc.slug));
  const guides: GuideRecord[] = guideDocs.map((doc) => {
    const named = doc.data.category ? categoryBySlug.get(doc.data.category) : undefined;
    if (doc.data.category && !named) problems.push(`guides/${doc.slug}.md: unknown category "${doc.data.category}"`);
    let sub = doc.data.subCategory ? categoryBySlug.get(doc.data.subCategory) : undefined;
    if (doc.data.subCategory && !sub?.parent) {
      problems.push(`guides/${doc.slug}.md: unknown subcategory "${doc.data.subCategory}"`);
      sub = undefined;
    }
    // A guide filed directly under a subcategory still belongs to its parent category.
    if (!sub && named?.parent) sub = named;
    const category = sub?.parent ?? named?.ref ?? null;
    if (sub && named && !named.parent && sub.parent!.id !== named.ref.id) {
      problems.push(`guides/${doc.slug}.md: subcategory "${sub.ref.slug}" is not under "${named.ref.slug}"`);
    }
    const record: GuideRecord = {
      ...editorial(doc, guideIds),
      order: doc.data.order ?? null,
      category,
      subCategory: sub?.parent
        ? { ...sub.ref, parent: { id: sub.parent.id, slug: sub.parent.slug, name: sub.parent.name } }
        : null,
    };
    searchTextOf.set(record, foldAccents(`${record.title} ${record.summary} ${markdownToText(doc.body)}`));
    return record;
  });

  const pageDocs = unique(source.pages, (doc) => doc.slug, "page", problems);
  const pageIds = stableIds(pageDocs.map((doc) => doc.slug));
  const pages = pageDocs.map((doc) => {
    const record = {
      id: pageIds.get(doc.slug)!,
      slug: doc.slug,
      title: doc.data.title,
      seoDescription: doc.data.seoDescription ?? doc.data.summary ?? "",
      summary: doc.data.summary ?? "",
      content: renderMarkdown(doc.body),
      updated_at: doc.data.updated_at,
    };
    searchTextOf.set(record, foldAccents(`${record.title} ${markdownToText(doc.body)}`));
    return record;
  });

  const businessDocs = unique(source.businesses, (doc) => doc.slug, "business", problems);
  const businessIds = stableIds(businessDocs.map((doc) => doc.slug));
  const businesses = businessDocs.map((doc) => {
    const record = {
      id: businessIds.get(doc.slug)!,
      slug: doc.slug,
      title: doc.data.title,
      summary: doc.data.summary,
      seoDescription: doc.data.seoDescription ?? doc.data.summary,
      order: doc.data.order ?? null,
      icon: doc.data.icon ?? null,
      content: renderMarkdown(doc.body),
    };
    searchTextOf.set(record, foldAccents(`${record.title} ${record.summary} ${markdownToText(doc.body)}`));
    return record;
  });

  const faqEntries = unique(source.faq, (entry) => entry.slug, "FAQ category", problems);
  const faqIds = stableIds(faqEntries.map((entry) => entry.slug));
  const anchors = new Set<string>();
  const faqCategories = faqEntries.map((entry) => {
    const questionIds = stableIds(entry.questions.map((question, index) => question.anchor ?? `${entry.slug}-${index}`));
    const record = {
      id: faqIds.get(entry.slug)!,
      slug: entry.slug,
      name: entry.name,
      order: entry.order ?? null,
      questions: entry.questions.map((question, index) => {
        let anchor = question.anchor ?? `question-${slugify(question.question).slice(0, 60)}`;
        if (anchors.has(anchor)) {
          problems.push(`faq.json: anchor "${anchor}" appears twice`);
          anchor = `${anchor}-${index + 1}`;
        }
        anchors.add(anchor);
        return {
          id: questionIds.get(question.anchor ?? `${entry.slug}-${index}`)!,
          anchor,
          question: question.question,
          answer: renderMarkdown(question.answer),
        };
      }),
    };
    searchTextOf.set(record, foldAccents(`${record.name} ${entry.questions.map((q) => `${q.question} ${q.answer}`).join(" ")}`));
    return record;
  });

  const partnerEntries = unique(
    source.partners.map((partner) => ({ ...partner, slug: partner.slug ?? slugify(partner.name) })),
    (partner) => partner.slug,
    "partner",
    problems,
  );
  const partnerIds = stableIds(partnerEntries.map((partner) => partner.slug));
  const partners = partnerEntries.map((partner) => ({
    id: partnerIds.get(partner.slug)!,
    name: partner.name,
    slug: partner.slug,
    description: partner.description,
    url: partner.url ?? null,
    logo: partner.logo ?? null,
    category: partner.category ?? null,
  }));

  const badgeEntries = unique(source.badges, (badge) => badge.key, "badge", problems);
  const badgeIds = stableIds(badgeEntries.map((badge) => badge.key));
  const badges = badgeEntries.map((badge) => ({ id: badgeIds.get(badge.key)!, ...badge }));

  for (const record of [...categoryRecords, ...partners, ...badges, ...declaredTags.map((tag) => tags.get(tag.slug)!)]) {
    const named = record as { name?: string; title?: string; description?: string; help?: string };
    searchTextOf.set(record, foldAccents([named.name, named.title, named.description, named.help].filter(Boolean).join(" ")));
  }

  // Footer cities default to the biggest communes, so the footer is useful before anyone writes it.
  const footerCities =
    source.footer?.cities ??
    [...geo.cities]
      .sort((a, b) => b.population - a.population)
      .slice(0, FOOTER_CITY_COUNT)
      .map((city) => ({ city_name: city.name, code_postal: city.postcodes[0]!, city_url: city.zoneUrl }));
  for (const city of footerCities) {
    if (!geo.zoneByUrl.has(city.city_url)) problems.push(`footer.json: city_url "${city.city_url}" is not a known zone`);
  }

  const homepage = source.homepage
    ? {
        id: 1,
        ...source.homepage.data,
        seoDescription: source.homepage.data.seoDescription ?? source.homepage.data.description,
        content: renderMarkdown(source.homepage.body),
      }
    : null;

  if (source.diagnostic) problems.push(...checkDiagnostic(source.diagnostic));

  const collections = new Map<string, Collection>([
    ["articles", { records: articles, options: { defaultSort: sortBy(["published_at", "DESC"]), searchText } }],
    ["guides", { records: guides, options: { defaultSort: sortBy(["order", "ASC"], ["published_at", "DESC"]), searchText } }],
    ["pages", { records: pages, options: { defaultSort: sortBy(["slug", "ASC"]), searchText } }],
    ["businesses", { records: businesses, options: { defaultSort: sortBy(["order", "ASC"], ["title", "ASC"]), searchText } }],
    ["categories", { records: categoryRecords, options: { defaultSort: sortBy(["order", "ASC"], ["name", "ASC"]), searchText } }],
    ["tags", { records: [...tags.values()], options: { defaultSort: sortBy(["name", "ASC"]), searchText } }],
    [
      "faq-categories",
      { records: faqCategories, options: { defaultSort: sortBy(["order", "ASC"], ["name", "ASC"]), searchText } },
    ],
    ["partners", { records: partners, options: { defaultSort: sortBy(["name", "ASC"]), searchText } }],
    ["badges", { records: badges, options: { defaultSort: sortBy(["key", "ASC"]), searchText } }],
  ]);

  const singles = new Map<string, Record<string, unknown> | null>([
    ["homepage", homepage],
    [
      "footer",
      { id: 1, description: source.footer?.description ?? "", social: source.footer?.social ?? [], cities: footerCities },
    ],
    ["barometer", source.barometer ? { id: 1, ...source.barometer } : null],
    ["diagnostic", source.diagnostic ? { id: 1, ...source.diagnostic } : null],
  ]);

  const articleSlugs = articles.map((article) => article.slug).sort();
  return { collections, singles, articleSlugs, problems };
}

/** The questionnaire must be a graph that always ends on a result. */
function checkDiagnostic(diagnostic: NonNullable<ContentSource["diagnostic"]>): string[] {
  const problems: string[] = [];
  const ids = new Set(diagnostic.questions.map((question) => question.id));
  if (!ids.has(diagnostic.start)) problems.push(`diagnostic.json: start question "${diagnostic.start}" does not exist`);
  for (const question of diagnostic.questions) {
    for (const answer of question.answers) {
      if (answer.next && !ids.has(answer.next))
        problems.push(`diagnostic.json: ${question.id} → unknown question "${answer.next}"`);
      if (!answer.next && !answer.result) problems.push(`diagnostic.json: ${question.id} "${answer.label}" leads nowhere`);
    }
  }
  return problems;
}
