// `layers/no-database-in-handlers` refuses the database in a platform HTTP handler (its modules and
// packages however imported, and a query written in place), lets through what calls the domain, and the
// repository's own config applies it to the handlers only: the queries handlers held before fail the lint.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { noDatabaseInHandlers } from "./no-database-in-handlers.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = fileURLToPath(new URL("..", import.meta.url));
const options = [{ root, folders: ["platform/db/"], packages: ["kysely"] }];
const handler = path.join(root, "platform/http/routes/studies.ts");
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: "module" } });
const imported = (folderOrPackage: string) => ({ messageId: "databaseImport" as const, data: { imported: folderOrPackage } });
const query = (method: string) => ({ messageId: "query" as const, data: { method } });

tester.run("layers/no-database-in-handlers", noDatabaseInHandlers, {
  valid: [
    // Calling the domain, with the context's database handed over.
    { filename: handler, code: `import { findStudy } from "../../domain/studies";\nawait findStudy(context.db, id);`, options },
    { filename: handler, code: `import type { MeetingTarget } from "../../domain/meetings/change-meeting";`, options },
    // Names that only look like the database's.
    { filename: handler, code: `import { dbLike } from "../../dbx/cache";\nimport { z } from "zod";`, options },
    { filename: handler, code: `const rows = list.filter(Boolean); const text = html\`<p></p>\`;`, options },
  ],
  invalid: [
    { filename: handler, code: `import { sql } from "kysely";`, options, errors: [imported("kysely")] },
    { filename: handler, code: `import type { Kysely } from "kysely";`, options, errors: [imported("kysely")] },
    { filename: handler, code: `import { jsonArrayFrom } from "kysely/helpers/postgres";`, options, errors: [imported("kysely")] },
    { filename: handler, code: `import type { UserRow } from "../../db/schema";`, options, errors: [imported("platform/db/")] },
    { filename: handler, code: `export { openDatabase } from "../../db/open-database";`, options, errors: [imported("platform/db/")] },
    { filename: handler, code: `const migrate = await import("../../db/migrate");`, options, errors: [imported("platform/db/")] },
    { filename: handler, code: `type Db = typeof import("../../db/open-database");`, options, errors: [imported("platform/db/")] },
    {
      filename: handler,
      code: `const study = await context.db.selectFrom("studies").selectAll().executeTakeFirst();`,
      options,
      errors: [query(".selectFrom()")],
    },
    {
      filename: handler,
      code: `await db.transaction().execute((trx) => trx.insertInto("support_tickets").values(row).execute());`,
      options,
      errors: [query(".transaction()"), query(".insertInto()")],
    },
    { filename: handler, code: `await db.updateTable("users").set(changes).execute();`, options, errors: [query(".updateTable()")] },
    { filename: handler, code: `await db.deleteFrom("calendar_feeds").execute();`, options, errors: [query(".deleteFrom()")] },
    { filename: handler, code: `await sql\`select 1\`.execute(db);`, options, errors: [query("sql`…`")] },
  ],
});

describe("the repository's lint config", () => {
  // The repository's config, running this rule alone: the others' verdicts are not asked here, and
  // linting every handler with all of them took more than 20 s on a loaded machine.
  const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === "layers/no-database-in-handlers" });
  const rulesFailing = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.map((message) => message.ruleId);

  it("fails the queries the handlers held before, in any handler", async () => {
    // The drafts' handler read its draft itself, and the outbox reader filtered with `sql`.
    const draft = `export const find = (db: any, id: number) =>\n  db.selectFrom("unfinished_demands").selectAll().where("id", "=", id).executeTakeFirst();\n`;
    expect(await rulesFailing(draft, "platform/http/routes/unfinished-demands.ts")).toContain("layers/no-database-in-handlers");
    const outbox = `import { sql } from "kysely";\nexport const lower = sql\`lower(recipient)\`;\n`;
    expect(await rulesFailing(outbox, "platform/http/routes/test-outbox.ts")).toContain("layers/no-database-in-handlers");
    const schema = `import type { UserRow } from "../../db/schema";\nexport type Owner = UserRow | undefined;\n`;
    expect(await rulesFailing(schema, "platform/http/routes/unfinished-demands.ts")).toContain("layers/no-database-in-handlers");
  });

  it("leaves the domain and the handlers' tests to query", async () => {
    const code = `import { sql } from "kysely";\nexport const count = (db: any) => sql\`select 1\`.execute(db);\n`;
    expect(await rulesFailing(code, "platform/domain/studies.ts")).not.toContain("layers/no-database-in-handlers");
    expect(await rulesFailing(code, "platform/http/routes/studies.test.ts")).not.toContain("layers/no-database-in-handlers");
  });

  it("finds no database in today's handlers", async () => {
    const results = await eslint.lintFiles(["platform/http/routes/*.ts"]);
    const offending = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === "layers/no-database-in-handlers")
        .map((message) => `${path.relative(root, result.filePath)}:${message.line} ${message.message}`),
    );
    expect(offending).toEqual([]);
  }, 60_000);
});
