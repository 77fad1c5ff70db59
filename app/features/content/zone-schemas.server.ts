// Zod schemas of the geography collections and zone pages of the content service (pro-side §3):
// regions, departments, cities, districts and the SEO page, lenient on what a remote CMS may omit.
import { z } from "zod";
import { idSchema, maybeNumber, maybeText, richText, text, type Id } from "./content-schemas.server";

/** A relation populated as an object, or only its id. */
function objectOrId<T extends z.ZodTypeAny>(schema: T) {
  return z
    .union([schema, idSchema.transform((id) => ({ id }))])
    .nullish()
    .catch(null)
    .transform((value): z.output<T> | { id: Id } | null => value ?? null);
}

export const regionSchema = z.object({
  id: idSchema,
  name: z.string(),
  url_region: z.string(),
  code: maybeText,
  population: maybeNumber.optional().transform((value) => value ?? null),
  gps_lat: maybeNumber.optional().transform((value) => value ?? null),
  gps_lng: maybeNumber.optional().transform((value) => value ?? null),
});

export const departmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  department_url: z.string(),
  department_code: text,
  population: maybeNumber.optional().transform((value) => value ?? null),
  gps_lat: maybeNumber.optional().transform((value) => value ?? null),
  gps_lng: maybeNumber.optional().transform((value) => value ?? null),
  region: objectOrId(regionSchema.partial({ url_region: true, name: true })),
});

export const citySchema = z.object({
  id: idSchema,
  city_name: z.string(),
  city_url: z.string(),
  code_postal: text,
  gps_lat: maybeNumber,
  gps_lng: maybeNumber,
  population: maybeNumber.optional().transform((value) => value ?? null),
  department: objectOrId(
    departmentSchema
      .omit({ region: true })
      .partial({ department_url: true, name: true })
      .extend({ region: z.unknown().optional() }),
  ),
});

export const districtSchema = z.object({
  id: idSchema,
  name: z.string(),
  district_url: z.string(),
  code_postal: text,
  gps_lat: maybeNumber,
  gps_lng: maybeNumber,
  population: maybeNumber.optional().transform((value) => value ?? null),
  city: objectOrId(
    citySchema
      .omit({ department: true })
      .partial({ city_url: true, city_name: true })
      .extend({ department: z.unknown().optional() }),
  ),
});

const zoneTypeSchema = z.enum(["region", "department", "city", "district"]);
export type ZoneType = z.output<typeof zoneTypeSchema>;

const zoneLinkSchema = z.object({
  type: zoneTypeSchema,
  name: z.string(),
  label: z.string(),
  zoneUrl: z.string(),
  population: maybeNumber.optional().transform((value) => value ?? null),
});
export type ZoneLink = z.output<typeof zoneLinkSchema>;

/** Description paragraphs: strings, or objects holding the text under a usual key. */
const paragraphSchema = z.union([
  z.string(),
  z.object({ text: z.string() }).transform((value) => value.text),
  z.object({ paragraph: z.string() }).transform((value) => value.paragraph),
  z.object({ content: z.string() }).transform((value) => value.content),
]);

const listOf = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .array(schema)
    .nullish()
    .catch([])
    .transform((value): Array<z.output<T>> => value ?? []);

export const seoPageSchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    zoneUrl: maybeText,
    type: zoneTypeSchema,
    title: maybeText,
    seoTitle: maybeText,
    seoDescription: maybeText,
    zone: z
      .object({
        type: zoneTypeSchema.optional(),
        name: z.string(),
        label: text,
        zoneUrl: maybeText,
        code: maybeText,
        postcodes: listOf(z.string()),
        population: maybeNumber.optional().transform((value) => value ?? null),
        gps_lat: maybeNumber.optional().transform((value) => value ?? null),
        gps_lng: maybeNumber.optional().transform((value) => value ?? null),
        locative: maybeText,
        genitive: maybeText,
      })
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    region: regionSchema
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    department: departmentSchema
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    city: citySchema
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    district: districtSchema
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    links: listOf(zoneLinkSchema),
    districts: listOf(zoneLinkSchema),
    breadcrumbs: listOf(zoneLinkSchema),
    description: listOf(paragraphSchema),
    reports: listOf(z.object({ order: z.coerce.number(), title: z.string() })),
    seo_report: z
      .unknown()
      .optional()
      .transform((value) => value ?? null),
    article_slug: maybeText,
    content: richText,
  })
  .transform((page) => {
    const reports = [...page.reports].sort((a, b) => a.order - b.order);
    return {
      ...page,
      reports,
      // A CMS page may carry its heading only as report 0 (pro-side §3).
      title: page.title ?? reports.find((report) => report.order === 0)?.title ?? page.zone?.name ?? page.slug,
      zoneUrl: page.zoneUrl ?? page.slug.replace(/^commissaire-de-justice-/, ""),
    };
  });
export type SeoPage = z.output<typeof seoPageSchema>;
