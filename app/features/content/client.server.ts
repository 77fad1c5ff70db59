// The app's content client: one shared instance (one cache) for the whole server, bound functions for
// loaders. Tests and other base URLs use createContentClient (content-client.ts) directly.
import { createContentClient, type ContentClient } from "./content-client.server";

let shared: ContentClient | undefined;

/** The process-wide client, created on first use so the environment is read once it is set. */
function contentClient(): ContentClient {
  shared ??= createContentClient();
  return shared;
}

type Method = keyof Omit<ContentClient, "baseUrl">;
const bound =
  <M extends Method>(method: M) =>
  (...args: Parameters<ContentClient[M]>): ReturnType<ContentClient[M]> =>
    (contentClient()[method] as (...rest: unknown[]) => ReturnType<ContentClient[M]>)(...args);

export const getHomepage = bound("getHomepage");
export const getFooter = bound("getFooter");
export const getBarometer = bound("getBarometer");
export const getDiagnostic = bound("getDiagnostic");
export const listArticles = bound("listArticles");
export const getArticle = bound("getArticle");
export const searchArticles = bound("searchArticles");
export const listGuides = bound("listGuides");
export const getGuide = bound("getGuide");
export const listCategories = bound("listCategories");
export const findCategory = bound("findCategory");
export const listTags = bound("listTags");
export const getTag = bound("getTag");
export const getFaq = bound("getFaq");
export const getPage = bound("getPage");
export const listBusinesses = bound("listBusinesses");
export const getBusiness = bound("getBusiness");
export const getPartners = bound("getPartners");
export const getBadges = bound("getBadges");
export const getSeoPage = bound("getSeoPage");
export const listRegions = bound("listRegions");
export const departmentsOfRegion = bound("departmentsOfRegion");
export const citiesOfDepartment = bound("citiesOfDepartment");
export const countZoneUrls = bound("countZoneUrls");
export const listZoneUrls = bound("listZoneUrls");
export const listContentSlugs = bound("listContentSlugs");

export { type ContentClient } from "./content-client.server";
export { UpstreamError } from "./upstream-http.server";
export type { Article, Guide } from "./content-schemas.server";
export type { SeoPage, ZoneLink, ZoneType } from "./zone-schemas.server";
