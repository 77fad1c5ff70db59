// One home per area (docs/decisions/1906): a page's server code lives in its area under app/features/,
// never beside the route module, and app/.server/ keeps only what every area shares.
import { readdirSync, readFileSync } from "node:fs";
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

/**
 * Route modules stay wiring (loader, action, meta, the view's assembly): a module past this length has
 * grown a page's logic or views that belong to its area (the demand page, 524 lines with its meeting
 * card, is 365 once the card and the add-service form live in their areas).
 */
const ROUTE_MODULE_MAX_LINES = 400;

it("route modules stay wiring: none is longer than the bound", () => {
  const longer = filesUnder(join(app, "routes"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file: relative(app, file), lines: readFileSync(file, "utf8").split("\n").length }))
    .filter((module) => module.lines > ROUTE_MODULE_MAX_LINES);
  expect(longer).toEqual([]);
});
