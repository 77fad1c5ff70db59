// The decision records stay readable as a log: each says when it was taken and whether it still holds,
// and one that is superseded names a record that exists. Issue numbers belong to the records and the
// tracker, not to code comments (they go stale the day the issue closes).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const decisionsFolder = join(__dirname, "..", "docs", "decisions");
const records = readdirSync(decisionsFolder)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ name, text: readFileSync(join(decisionsFolder, name), "utf8") }));
const numbers = new Set(records.map(({ name }) => name.split("-")[0]));

describe("decision records", () => {
  it.each(records)("$name has a date and a status", ({ text }) => {
    const header = text.split("\n").slice(0, 8).join("\n");
    expect(header).toMatch(/Date: 20\d\d-\d\d-\d\d/);
    expect(header).toMatch(/Status: (accepted|superseded|extended|amended)/);
  });

  it.each(records.filter(({ text }) => /Status:[^\n]*superseded by/.test(text)))(
    "$name names the record that superseded it",
    ({ text }) => {
      const successor = /superseded by (\d+)/.exec(text)?.[1];
      expect(successor && numbers.has(successor)).toBe(true);
    },
  );
});
