// The content folder is read tolerantly: missing, partial or broken files never stop the service.
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readContentDir } from "./read-content-dir";

const dirs: string[] = [];
async function contentDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "content-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("readContentDir", () => {
  it("accepts a missing folder and an empty one", async () => {
    const missing = await readContentDir(path.join(tmpdir(), "does-not-exist-content"));
    expect(missing.articles).toEqual([]);
    expect(missing.homepage).toBeNull();
    const empty = await readContentDir(await contentDir({}));
    expect(empty.problems).toEqual([]);
  });

  it("skips broken files and entries, reporting each, and keeps the rest", async () => {
    const dir = await contentDir({
      "articles/bon.md": "---\ntitle: Bon\npublished_at: 2024-01-01\n---\nTexte",
      "articles/sans-titre.md": "---\nsummary: rien\n---\nTexte",
      "articles/yaml-casse.md": "---\ntitle: [oops\n---\nTexte",
      "articles/date-fausse.md": "---\ntitle: Date\npublished_at: demain\n---\n",
      "articles/Nom Bizarre.md": "---\ntitle: Bizarre\n---\n",
      "articles/notes.txt": "ignored",
      "tags.json": JSON.stringify([
        { slug: "ok", name: "OK", type: "blog" },
        { slug: "", name: "vide" },
        { slug: "sans-type", name: "Sans type" },
      ]),
      "faq.json": "[{ truncated",
      "footer.json": JSON.stringify({ description: "Pied" }),
      "partners.json": JSON.stringify({ not: "a list" }),
    });
    const source = await readContentDir(dir);
    expect(source.articles.map((article) => article.slug).sort()).toEqual(["bon", "nom-bizarre"]);
    expect(source.articles.find((article) => article.slug === "bon")!.data.published_at).toBe("2024-01-01T00:00:00.000Z");
    expect(source.tags.map((tag) => [tag.slug, tag.type])).toEqual([
      ["ok", "blog"],
      ["sans-type", "blog"],
    ]);
    expect(source.faq).toEqual([]);
    expect(source.partners).toEqual([]);
    expect(source.footer).toEqual({ description: "Pied", social: [] });
    const text = source.problems.join("\n");
    for (const fragment of [
      "sans-titre.md",
      "yaml-casse.md",
      "date-fausse.md",
      "Nom Bizarre.md",
      "tags.json[1]",
      "faq.json",
      "partners.json",
    ]) {
      expect(text).toContain(fragment);
    }
  });

  it("tolerates missing optional fields", async () => {
    const dir = await contentDir({
      "guides/minimal.md": "---\ntitle: Minimal\n---\nCorps",
      "pages/cgu.md": "---\ntitle: CGU\n---\n",
      "businesses/pme.md": "---\ntitle: PME\n---\n",
      "homepage.md": "---\ntitle: Accueil\n---\n",
      "categories.json": JSON.stringify([{ slug: "c", name: "C" }]),
    });
    const source = await readContentDir(dir);
    expect(source.guides[0]!.data).toMatchObject({ title: "Minimal", summary: "", tags: [], published_at: null });
    expect(source.pages[0]!.data.title).toBe("CGU");
    expect(source.homepage!.data).toMatchObject({ title: "Accueil", hero: {}, sections: [] });
    expect(source.categories[0]).toMatchObject({ slug: "c", description: "", children: [] });
    expect(source.problems).toEqual([]);
  });
});
