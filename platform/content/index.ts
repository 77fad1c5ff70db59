// Public entry of the embedded content service.
export { createContentService } from "./content-service";
