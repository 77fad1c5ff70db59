// Reads content/ once at startup: Markdown files with front matter and JSON files, each validated on
// its own. Missing files and folders are normal (the writer fills them in over time); invalid ones are
// skipped and reported in `problems`, never fatal.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { slugify } from "../geo/text-normalize";
import {
  articleFrontMatter,
  badgeEntry,
  barometerFile,
  businessFrontMatter,
  categoryEntry,
  diagnosticFile,
  faqEntry,
  footerFile,
  guideFrontMatter,
  homepageFrontMatter,
  pageFrontMatter,
  partnerEntry,
  tagEntry,
  type ArticleFrontMatter,
  type BadgeEntry,
  type BarometerFile,
  type BusinessFrontMatter,
  type CategoryEntry,
  type DiagnosticFile,
  type FaqEntry,
  type FooterFile,
  type GuideFrontMatter,
  type HomepageFrontMatter,
  type PageFrontMatter,
  type PartnerEntry,
  type TagEntry,
} from "./content-schemas";

export interface MarkdownDocument<T> {
  slug: string;
  data: T;
  /** The Markdown body, front matter removed. */
  body: string;
}

export interface ContentSource {
  articles: Array<MarkdownDocument<ArticleFrontMatter>>;
  guides: Array<MarkdownDocument<GuideFrontMatter>>;
  pages: Array<MarkdownDocument<PageFrontMatter>>;
  businesses: Array<MarkdownDocument<BusinessFrontMatter>>;
  homepage: MarkdownDocument<HomepageFrontMatter> | null;
  categories: CategoryEntry[];
  tags: TagEntry[];
  faq: FaqEntry[];
  partners: PartnerEntry[];
  footer: FooterFile | null;
  badges: BadgeEntry[];
  barometer: BarometerFile | null;
  diagnostic: DiagnosticFile | null;
  /** Human-readable notes on skipped or doubtful files, logged once at startup. */
  problems: string[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}

function issues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
}

/** Text of a file, or undefined when it doesn't exist (yet). */
async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export async function readContentDir(contentDir: string): Promise<ContentSource> {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(contentDir, file) || file;

  async function markdownFolder<S extends z.ZodTypeAny>(folder: string, schema: S): Promise<Array<MarkdownDocument<z.infer<S>>>> {
    const dir = path.join(contentDir, folder);
    let names: string[];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
    } catch {
      return [];
    }
    const documents: Array<MarkdownDocument<z.infer<S>>> = [];
    for (const name of names) {
      const file = path.join(dir, name);
      const document = await markdownFile(file, schema, name.slice(0, -3));
      if (document) documents.push(document);
    }
    return documents;
  }

  async function markdownFile<S extends z.ZodTypeAny>(
    file: string,
    schema: S,
    baseName: string,
  ): Promise<MarkdownDocument<z.infer<S>> | null> {
    try {
      const source = await readOptional(file);
      if (source === undefined) return null;
      // gray-matter caches by input string; a copy of the options disables that shared cache.
      const parsed = matter(source, {});
      const result = schema.safeParse(parsed.data);
      if (!result.success) {
        problems.push(`${relative(file)} skipped: ${issues(result.error)}`);
        return null;
      }
      if ((result.data as { draft?: boolean }).draft === true) return null;
      let slug = baseName;
      if (!SLUG.test(slug)) {
        slug = slugify(baseName);
        problems.push(`${relative(file)}: file name is not a slug, served as "${slug}"`);
      }
      return { slug, data: result.data as z.infer<S>, body: parsed.content.trim() };
    } catch (error) {
      problems.push(`${relative(file)} skipped: ${describe(error)}`);
      return null;
    }
  }

  async function jsonFile(name: string): Promise<unknown> {
    const file = path.join(contentDir, name);
    try {
      const source = await readOptional(file);
      return source === undefined ? undefined : (JSON.parse(source) as unknown);
    } catch (error) {
      problems.push(`${name} skipped: ${describe(error)}`);
      return undefined;
    }
  }

  /** A JSON array validated entry by entry: one bad entry drops only itself. */
  async function jsonList<S extends z.ZodTypeAny>(name: string, schema: S): Promise<Array<z.infer<S>>> {
    const value = await jsonFile(name);
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      problems.push(`${name} skipped: expected a list`);
      return [];
    }
    const entries: Array<z.infer<S>> = [];
    value.forEach((entry, index) => {
      const result = schema.safeParse(entry);
      if (result.success) entries.push(result.data as z.infer<S>);
      else problems.push(`${name}[${index}] skipped: ${issues(result.error)}`);
    });
    return entries;
  }

  async function jsonObject<S extends z.ZodTypeAny>(name: string, schema: S): Promise<z.infer<S> | null> {
    const value = await jsonFile(name);
    if (value === undefined) return null;
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.infer<S>;
    problems.push(`${name} skipped: ${issues(result.error)}`);
    return null;
  }

  const [articles, guides, pages, businesses, homepage, categories, tags, faq, partners, footer, badges, barometer, diagnostic] =
    await Promise.all([
      markdownFolder("articles", articleFrontMatter),
      markdownFolder("guides", guideFrontMatter),
      markdownFolder("pages", pageFrontMatter),
      markdownFolder("businesses", businessFrontMatter),
      markdownFile(path.join(contentDir, "homepage.md"), homepageFrontMatter, "homepage"),
      jsonList("categories.json", categoryEntry),
      jsonList("tags.json", tagEntry),
      jsonList("faq.json", faqEntry),
      jsonList("partners.json", partnerEntry),
      jsonObject("footer.json", footerFile),
      jsonList("badges.json", badgeEntry),
      jsonObject("barometer.json", barometerFile),
      jsonObject("diagnostic.json", diagnosticFile),
    ]);

  problems.sort();
  return {
    articles,
    guides,
    pages,
    businesses,
    homepage,
    categories,
    tags,
    faq,
    partners,
    footer,
    badges,
    barometer,
    diagnostic,
    problems,
  };
}
