// `time/paris-time-only` refuses luxon, the zone's name and the time module's inner files outside the
// module, written every way an import can be written; and the repository's config applies it to app/,
// platform/, common/, bench/ and scripts/, tests left out: the luxon code the module replaced fails the lint.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { parisTimeOnly } from "./paris-time-only.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = fileURLToPath(new URL("..", import.meta.url));
const options = [{ root, module: "common/paris-time", zone: "Europe/Paris" }];
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: "module" } });

const refused = (file: string, code: string, messageId: "luxon" | "inside" | "zone") => ({
  name: `${file}: ${code}`,
  filename: at(file),
  code,
  options,
  errors: [{ messageId }],
});

tester.run("time/paris-time-only", parisTimeOnly, {
  valid: [
    { filename: at("app/features/slots/slot-days.ts"), code: `import { parisClock } from "~common/paris-time";`, options },
    { filename: at("platform/http/fields.ts"), code: `import { parseIsoInParis } from "../../common/paris-time";`, options },
    { filename: at("common/ics.ts"), code: `import { PARIS_ZONE } from "./paris-time";`, options },
    // The module itself.
    { filename: at("common/paris-time.ts"), code: `export { PARIS_ZONE } from "./paris-time/zone";`, options },
    {
      filename: at("common/paris-time/french.ts"),
      code: `import { DateTime } from "luxon"; const zone = "Europe/Paris";`,
      options,
    },
    // The zone's name inside a sentence is wording, not the zone.
    {
      filename: at("platform/http/routes/calendar-events.ts"),
      code: `const message = "Seul le fuseau Europe/Paris est pris en charge.";`,
      options,
    },
  ],
  invalid: [
    refused("app/features/agenda/agenda-url.ts", `import { DateTime } from "luxon";`, "luxon"),
    refused("app/features/agenda/agenda-view.ts", `import type { DateTime } from "luxon";`, "luxon"),
    refused("platform/seed/seed.ts", `export { DateTime } from "luxon";`, "luxon"),
    refused("bench/slots.ts", `const { DateTime } = await import("luxon");`, "luxon"),
    refused("scripts/tool.cjs", `const { DateTime } = require("luxon");`, "luxon"),
    refused("app/routes/pro/dashboard.tsx", `import { parisDayOf } from "~common/paris-time/days";`, "inside"),
    refused("platform/slots/compute-slots.ts", `import { zoneDaysTouching } from "../../common/paris-time/any-zone";`, "inside"),
    refused("app/features/agenda/agenda-client.server.ts", `const query = { timezone: "Europe/Paris" };`, "zone"),
    refused("platform/seed/seed.ts", "const PARIS = `Europe/Paris`;", "zone"),
  ],
});

describe("the repository's lint config", () => {
  const eslint = new ESLint({ cwd: root });
  const rulesFailing = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.map((message) => message.ruleId);

  it("fails the Paris-time code the files wrote themselves before the time module, in every folder it covers", async () => {
    const formatting = `import { DateTime } from "luxon";\nexport const frenchDay = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/Paris" }).setLocale("fr").toFormat("d LLLL yyyy");\n`;
    for (const file of [
      "app/routes/study-settings/professional-documents.tsx",
      "platform/domain/french-date.ts",
      "common/ics.ts",
      "bench/agenda.ts",
      "scripts/seed-demo.ts",
    ]) {
      expect(await rulesFailing(formatting, file), file).toContain("time/paris-time-only");
    }
  });

  it("leaves the time module and the tests to luxon", async () => {
    const code = `import { DateTime } from "luxon";\nexport const now = DateTime.now().setZone("Europe/Paris");\n`;
    expect(await rulesFailing(code, "common/paris-time/days.ts")).not.toContain("time/paris-time-only");
    expect(await rulesFailing(code, "platform/http/routes/calendar-events.test.ts")).not.toContain("time/paris-time-only");
    expect(await rulesFailing(code, "platform/test-support/booking-helpers.ts")).not.toContain("time/paris-time-only");
  });
});
