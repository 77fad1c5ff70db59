// One home per area (docs/decisions/1906): a page's server code lives in its area under app/features/,
// never beside the route module, and app/.server/ keeps only what every area shares.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const app = join(__dirname, "..", "app");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

it("app/routes holds route modules only, no server code of an area", () => {
  const serverFiles = filesUnder(join(app, "routes"))
    .filter((file) => /\.server\.tsx?$/.test(file))
    .map((file) => relative(app, file));
  expect(serverFiles).toEqual([]);
});

it("app/.server holds what every area shares, no area's folder", () => {
  const folders = readdirSync(join(app, ".server"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  expect(folders).toEqual(["geo", "guards", "platform"]);
});
