// Public entry of the embedded content service.
export { createContentService, type ContentService, type ContentServiceOptions } from "./content-service";
export { renderMarkdown } from "./render-markdown";
export type { SeoPage, SeoLink } from "./seo-pages";
