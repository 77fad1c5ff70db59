// The writer's content/ folder loads with the format this service reads: no file skipped, the pages
// the site links to exist. Skipped while the folder doesn't exist.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadGeoData } from "../geo/load-geo-data";
import { buildContentStore } from "./content-store";
import { readContentDir } from "./read-content-dir";

const CONTENT_DIR = fileURLToPath(new URL("../../content", import.meta.url));

describe.skipIf(!existsSync(CONTENT_DIR))("content/ as written", () => {
  it("loads every file without a problem", async () => {
    const store = buildContentStore(await readContentDir(CONTENT_DIR), await loadGeoData());
    expect(store.problems).toEqual([]);
    expect(store.singles.get("homepage")).not.toBeNull();
    const faq = store.collections.get("faq-categories")!.records as Array<{ questions: Array<{ anchor: string }> }>;
    expect(faq.flatMap((category) => category.questions.map((question) => question.anchor))).toContain("question-2-49");
    const footer = store.singles.get("footer") as { cities: Array<{ city_url: string }> };
    expect(footer.cities.length).toBeGreaterThan(0);
  });
});
