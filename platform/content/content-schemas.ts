// The formats of the files under content/ (front matter and JSON), lenient where fields are optional:
// a writer adds files while the app runs, and one bad file must never hide the others.
import { z } from "zod";

const text = z.string().trim();
const optionalText = z.preprocess((value) => (value === null || value === "" ? undefined : value), z.string().trim().optional());

/** YAML gives a Date for `2024-03-01`, a string for quoted dates: both become an ISO timestamp. */
const isoDate = z.preprocess(
  (value) => (value === null || value === "" ? undefined : value),
  z
    .union([z.date(), z.string()])
    .optional()
    .transform((value, context) => {
      if (value === undefined) return null;
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: `not a date: ${String(value)}` });
        return z.NEVER;
      }
      return date.toISOString();
    }),
);

/** A list of slugs, also accepted as a comma-separated string. */
const slugList = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : (value ?? [])),
  z.array(z.string().trim().min(1)),
);

const optionalOrder = z.preprocess((value) => (value === null || value === "" ? undefined : value), z.coerce.number().optional());

export const articleFrontMatter = z.object({
  title: text.min(1),
  summary: text.default(""),
  seoDescription: optionalText,
  published_at: isoDate,
  tags: slugList,
  author: optionalText,
  image: optionalText,
  category: optionalText,
  draft: z.boolean().optional(),
});

export const guideFrontMatter = z.object({
  title: text.min(1),
  summary: text.default(""),
  seoDescription: optionalText,
  published_at: isoDate,
  category: optionalText,
  subCategory: optionalText,
  tags: slugList,
  order: optionalOrder,
  image: optionalText,
  draft: z.boolean().optional(),
});

export const pageFrontMatter = z.object({
  title: text.min(1),
  seoDescription: optionalText,
  summary: optionalText,
  updated_at: isoDate,
});

export const businessFrontMatter = z.object({
  title: text.min(1),
  summary: text.default(""),
  seoDescription: optionalText,
  order: optionalOrder,
  icon: optionalText,
});

export const homepageFrontMatter = z
  .object({
    title: text.min(1),
    description: text.default(""),
    seoDescription: optionalText,
    hero: z.record(z.unknown()).default({}),
    sections: z.array(z.unknown()).default([]),
  })
  .passthrough();

const categoryBase = z.object({
  slug: text.min(1),
  name: text.min(1),
  description: text.default(""),
  order: optionalOrder,
});

export const categoryEntry = categoryBase.extend({ children: z.array(categoryBase).default([]) });

export const tagEntry = z.object({
  slug: text.min(1),
  name: text.min(1),
  type: z.enum(["blog", "guide"]).default("blog"),
});

export const faqEntry = z.object({
  slug: text.min(1),
  name: text.min(1),
  order: optionalOrder,
  questions: z
    .array(
      z.object({
        anchor: optionalText,
        question: text.min(1),
        answer: text.default(""),
      }),
    )
    .default([]),
});

export const partnerEntry = z.object({
  name: text.min(1),
  slug: optionalText,
  description: text.default(""),
  url: optionalText,
  logo: optionalText,
  category: optionalText,
});

export const footerFile = z.object({
  description: text.default(""),
  social: z.array(z.object({ name: text.min(1), url: text.min(1) })).default([]),
  cities: z.array(z.object({ city_name: text.min(1), code_postal: text.min(1), city_url: text.min(1) })).optional(),
});

export const badgeEntry = z.object({
  key: text.min(1),
  title: text.min(1),
  help: text.default(""),
});

export const barometerFile = z
  .object({
    title: text.min(1),
    intro: text.default(""),
    updated_at: isoDate,
    series: z
      .array(
        z.object({
          label: text.min(1),
          unit: text.default(""),
          points: z.array(z.object({ label: z.coerce.string(), value: z.coerce.number() })).default([]),
        }),
      )
      .default([]),
    source: text.default(""),
  })
  .passthrough();

const diagnosticResult = z.object({
  reportType: text.min(1),
  service: z.enum(["prestation", "consultation"]),
  title: text.min(1),
  explanation: text.default(""),
});

export const diagnosticFile = z
  .object({
    title: text.min(1),
    intro: text.default(""),
    start: text.min(1),
    questions: z.array(
      z.object({
        id: text.min(1),
        text: text.min(1),
        help: text.default(""),
        answers: z.array(
          z.object({
            label: text.min(1),
            next: optionalText,
            result: diagnosticResult.optional(),
          }),
        ),
      }),
    ),
  })
  .passthrough();

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;
export type GuideFrontMatter = z.infer<typeof guideFrontMatter>;
export type PageFrontMatter = z.infer<typeof pageFrontMatter>;
export type BusinessFrontMatter = z.infer<typeof businessFrontMatter>;
export type HomepageFrontMatter = z.infer<typeof homepageFrontMatter>;
export type CategoryEntry = z.infer<typeof categoryEntry>;
export type TagEntry = z.infer<typeof tagEntry>;
export type FaqEntry = z.infer<typeof faqEntry>;
export type PartnerEntry = z.infer<typeof partnerEntry>;
export type FooterFile = z.infer<typeof footerFile>;
export type BadgeEntry = z.infer<typeof badgeEntry>;
export type BarometerFile = z.infer<typeof barometerFile>;
export type DiagnosticFile = z.infer<typeof diagnosticFile>;
