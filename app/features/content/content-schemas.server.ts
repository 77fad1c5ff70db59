// Zod schemas of editorial content responses. They accept the embedded service's shape and a Strapi v3
// server's (ids as numbers or strings, media objects, Markdown or HTML bodies, null for empty fields)
// and normalise both to one shape; unknown fields are dropped.
import { z } from "zod";
import { renderRichText } from "./rich-text.server";

export const idSchema = z.union([z.number(), z.string()]);
export type Id = z.infer<typeof idSchema>;

/** Text that may be absent or null upstream: "" then. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
/** Optional text: null when absent or empty. */
export const maybeText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));
export const maybeNumber = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.coerce.number().nullable().catch(null),
);
/** Markdown or HTML from the CMS, always returned as sanitised HTML. */
export const richText = z.unknown().transform((value) => renderRichText(value));

/** A populated relation, or null when absent (or unpopulated: a bare id tells the page nothing). */
function relatedObject<T extends z.ZodTypeAny>(schema: T) {
  return schema
    .nullish()
    .catch(null)
    .transform((value): z.output<T> | null => value ?? null);
}

interface Media {
  url: string;
  alt: string;
}

/**
 * Images come as a path (embedded content: a path on this site) or as a Strapi media object whose
 * relative `url` lives on the CMS: `resolveMedia` makes the latter absolute.
 */
function mediaSchema(resolveMedia: (url: string) => string) {
  return z
    .union([
      z.string().transform((url): Media | null => (url ? { url, alt: "" } : null)),
      z
        .object({ url: z.string(), alternativeText: z.string().nullish(), caption: z.string().nullish() })
        .transform((media): Media => ({ url: resolveMedia(media.url), alt: media.alternativeText ?? media.caption ?? "" })),
    ])
    .nullish()
    .catch(null)
    .transform((value) => value ?? null);
}

export const tagSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: text,
  type: maybeText,
});
export type Tag = z.output<typeof tagSchema>;

const categoryRefSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: text,
  description: text,
  order: maybeNumber,
});
export type CategoryRef = z.output<typeof categoryRefSchema>;

// A parent category may arrive populated or, deeper in Strapi's population, as a bare id.
const parentRefSchema = z
  .union([
    z.object({ id: idSchema, slug: z.string().optional(), name: z.string().nullish() }),
    idSchema.transform((id) => ({ id })),
  ])
  .nullish()
  .catch(null)
  .transform((value): { id: Id; slug?: string; name?: string | null } | null => value ?? null);

export const categorySchema = categoryRefSchema.extend({
  parent: parentRefSchema,
  children: z
    .array(categoryRefSchema)
    .nullish()
    .transform((value) => value ?? []),
});
export type Category = z.output<typeof categorySchema>;

/** Strapi may populate an author relation; the embedded service sends a name. */
const authorSchema = z
  .union([
    z.string(),
    z
      .object({
        name: z.string().nullish(),
        username: z.string().nullish(),
        firstname: z.string().nullish(),
        lastname: z.string().nullish(),
      })
      .transform(
        (author) => author.name ?? ([author.firstname, author.lastname].filter(Boolean).join(" ") || author.username || ""),
      ),
  ])
  .nullish()
  .catch(null)
  .transform((value) => (value ? value : null));

export function editorialSchemas(resolveMedia: (url: string) => string) {
  const base = z.object({
    id: idSchema,
    slug: z.string(),
    title: z.string(),
    summary: text,
    seoDescription: maybeText,
    content: richText,
    published_at: maybeText,
    created_at: maybeText,
    updated_at: maybeText,
    image: mediaSchema(resolveMedia),
    reading_time: maybeNumber.optional().transform((value) => value ?? null),
    tags: z
      .array(tagSchema)
      .nullish()
      .transform((value) => value ?? []),
  });
  const withDates = <
    T extends {
      published_at: string | null;
      created_at: string | null;
      updated_at: string | null;
      summary: string;
      seoDescription: string | null;
    },
  >(
    record: T,
  ) => ({
    ...record,
    // Strapi without draft/publish has no published_at: its creation date is the publication date.
    published_at: record.published_at ?? record.created_at,
    updated_at: record.updated_at ?? record.published_at ?? record.created_at,
    seoDescription: record.seoDescription ?? record.summary,
  });

  const article = base.extend({ author: authorSchema, category: relatedObject(categoryRefSchema) }).transform(withDates);
  const guide = base
    .extend({
      order: maybeNumber.optional().transform((value) => value ?? null),
      category: relatedObject(categoryRefSchema),
      subCategory: relatedObject(categoryRefSchema),
    })
    .transform(withDates);
  return { article, guide };
}
export type Article = z.output<ReturnType<typeof editorialSchemas>["article"]>;
export type Guide = z.output<ReturnType<typeof editorialSchemas>["guide"]>;

export const faqCategorySchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: text,
  order: maybeNumber,
  questions: z
    .array(
      z.object({
        id: idSchema.optional(),
        anchor: z.string(),
        question: z.string(),
        answer: richText,
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
});

export const pageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  seoDescription: text,
  summary: text,
  content: richText,
  updated_at: maybeText,
});

export const businessSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  summary: text,
  seoDescription: text,
  order: maybeNumber,
  icon: maybeText,
  content: richText,
});

export function partnerSchema(resolveMedia: (url: string) => string) {
  return z.object({
    id: idSchema,
    name: z.string(),
    slug: z.string(),
    description: text,
    url: maybeText,
    logo: mediaSchema(resolveMedia),
    category: maybeText,
  });
}

export const badgeSchema = z.object({
  id: idSchema.optional(),
  key: z.string(),
  title: z.string(),
  help: text,
});

export const homepageSchema = z.object({
  title: z.string(),
  description: text,
  seoDescription: text,
  hero: z
    .object({ title: z.string().optional(), subtitle: z.string().optional(), ctaLabel: z.string().optional() })
    .passthrough()
    .nullish()
    .transform((value) => value ?? {}),
  sections: z
    .array(z.object({ title: z.string().optional(), text: z.string().optional() }).passthrough())
    .nullish()
    .transform((value) => value ?? []),
  content: richText,
});

const footerCitySchema = z.object({ city_name: z.string(), code_postal: z.string(), city_url: z.string() });
export const footerSchema = z.object({
  description: text,
  social: z
    .array(z.object({ name: z.string(), url: z.string() }))
    .nullish()
    .transform((value) => value ?? []),
  cities: z
    .array(footerCitySchema)
    .nullish()
    .transform((value) => value ?? []),
});

export const barometerSchema = z.object({
  title: z.string(),
  intro: text,
  updated_at: maybeText,
  series: z.array(
    z.object({
      label: z.string(),
      unit: text,
      points: z.array(z.object({ label: z.coerce.string(), value: z.coerce.number() })),
    }),
  ),
  source: text,
});

export const diagnosticSchema = z.object({
  title: z.string(),
  intro: text,
  start: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      help: text,
      answers: z.array(
        z.object({
          label: z.string(),
          next: maybeText,
          result: z
            .object({
              reportType: z.string(),
              service: z.enum(["prestation", "consultation"]),
              title: z.string(),
              explanation: text,
            })
            .nullish()
            .transform((value) => value ?? null),
        }),
      ),
    }),
  ),
});
