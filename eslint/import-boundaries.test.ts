// Each boundary of eslint/boundaries.js refuses a crossing written every way an import can be written
// (relative path, `~/`, `~common/`, re-export, dynamic import), and lets through what stays inside.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import { BOUNDARIES } from "./boundaries.js";
import { importBoundaries } from "./import-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = fileURLToPath(new URL("..", import.meta.url));
const options = [{ root, zones: BOUNDARIES }];
const at = (file: string) => path.join(root, file);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: "module" } });

function becauseOf(folder: string): string {
  const zone = BOUNDARIES.find((candidate) => candidate.files === folder);
  if (!zone) throw new Error(`No boundary for ${folder}`);
  return zone.because;
}

/** One refused import: the error names the importing folder and the folder it may not reach. */
function crossing(file: string, code: string, from: string, into: string) {
  return {
    name: `${file}: ${code}`,
    filename: at(file),
    code,
    options,
    errors: [{ messageId: "crossed" as const, data: { file: from, imported: into, because: becauseOf(from) } }],
  };
}

tester.run("boundaries/imports", importBoundaries, {
  valid: [
    // Inside their own folders, through packages, and into common/.
    { filename: at("app/ui/button.tsx"), code: `import { Container } from "./container";`, options },
    { filename: at("app/routes/x.tsx"), code: `import { Button } from "~/ui/button"; import { z } from "zod";`, options },
    { filename: at("app/features/booking/a.ts"), code: `import { icsCalendar } from "~common/ics";`, options },
    { filename: at("platform/outbox/a.ts"), code: `import { icsCalendar } from "~common/ics";`, options },
    // The app's own platform client is app/.server/platform/, not platform/.
    { filename: at("app/features/account/profile.server.ts"), code: `import { getCurrentUser } from "../platform/auth";`, options },
    { filename: at("platform/http/routes/demands.ts"), code: `import { cancelDemand } from "../../domain/demands";`, options },
    // The app's client tests start the real platform.
    {
      filename: at("app/.server/platform/platform-client.test.ts"),
      code: `import { startTestPlatform } from "../../../platform/test-support/test-platform";`,
      options,
    },
  ],
  invalid: [
    crossing("app/ui/pagination.tsx", `import { x } from "~/features/site/x";`, "app/ui/", "app/features/"),
    crossing("app/ui/pagination.tsx", `import { x } from "../features/site/x";`, "app/ui/", "app/features/"),
    crossing("app/ui/pagination.tsx", `export { x } from "~/features/site/x";`, "app/ui/", "app/features/"),
    crossing("app/features/account/profile.server.ts", `import { x } from "../../../platform/domain/roles";`, "app/", "platform/"),
    crossing("app/routes/x.tsx", `const roles = import("../../platform/domain/roles");`, "app/", "platform/"),
    crossing("platform/http/routes/demands.ts", `import { env } from "~/.server/env";`, "platform/", "app/"),
    crossing("platform/outbox/outbox.ts", `export * from "../../app/features/booking/x";`, "platform/", "app/"),
    crossing("common/ics.ts", `import { t } from "~/i18n/translator";`, "common/", "app/"),
    crossing("common/ics.ts", `import { roles } from "../platform/domain/roles";`, "common/", "platform/"),
    crossing(
      "platform/domain/demands/cancel.ts",
      `import { HttpError } from "../../http/http-error";`,
      "platform/domain/",
      "platform/http/",
    ),
    crossing(
      "platform/slots/compute-slots.ts",
      `import { legalHoursBreach } from "../domain/legal-hours/legal-hours";`,
      "platform/slots/",
      "platform/domain/",
    ),
    // A test file stays inside the boundaries that do not exempt tests.
    crossing("app/ui/field.test.tsx", `import { x } from "~/features/site/x";`, "app/ui/", "app/features/"),
  ],
});
