// `authority/no-role-checks` refuses a role name written in one of the app's checks (compared, looked for,
// listed as a role list), lets through permissions and the words that only look like roles, and the
// repository's own config applies it to the app: the role lists the app kept before fail the lint.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { noRoleChecks } from "./no-role-checks.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const options = [{ roles: ["study_admin", "bailiff", "lawyer", "clerk", "assistant", "partner_admin", "partner_agent"] }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: "module" } });
const check = (role: string) => ({ messageId: "roleCheck" as const, data: { role } });

tester.run("authority/no-role-checks", noRoleChecks, {
  valid: [
    { code: `if (hasPermission(user, "workspace.open")) open();`, options },
    { code: `const canConfirm = meeting.allowed_actions.includes("confirm");`, options },
    // Words that are not the roles checked here.
    { code: `if (call.side === "customer") show();`, options },
    { code: `const KEYS = ["home", "booking", "bailiff", "account"];`, options },
    { code: `switch (step.kind) { case "bailiff": break; }`, options },
    // The values a schema accepts describe data.
    { code: `const profession = z.enum(["bailiff", "lawyer"]);`, options },
    { code: `const label = t("roles.bailiff");`, options },
  ],
  invalid: [
    { code: `const professional = role === "bailiff" || role === "lawyer";`, options, errors: [check("bailiff"), check("lawyer")] },
    { code: `if ("study_admin" !== role) leave();`, options, errors: [check("study_admin")] },
    { code: `if (user.roles.includes("partner_agent")) book();`, options, errors: [check("partner_agent")] },
    { code: `const isClerk = roles.has("clerk");`, options, errors: [check("clerk")] },
    { code: `const STAFF_ROLES = ["assistant", "clerk", "bailiff", "partner_admin"];`, options, errors: [{ messageId: "roleList" }] },
    { code: `const SIGNING = ["bailiff", "lawyer"] as const;`, options, errors: [{ messageId: "roleList" }] },
    { code: `const item = { roles: ["partner_agent"] };`, options, errors: [{ messageId: "roleList" }] },
    { code: `allow(["clerk", "bailiff"].some((role) => roles.includes(role)));`, options, errors: [{ messageId: "roleList" }] },
  ],
});

describe("the repository's lint config", () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const eslint = new ESLint({ cwd: root });
  const rulesFailing = async (code: string, file: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages.map((message) => message.ruleId);

  it("fails the app's former role lists and role imports, in any app file", async () => {
    // The workspace navigation's lists and the partner agent's check, as the app wrote them before.
    const navigation = `const CONFIRMING_ROLES = ["clerk", "bailiff"];\nexport const confirms = (roles: string[]) => roles.some((role) => CONFIRMING_ROLES.includes(role));\n`;
    expect(await rulesFailing(navigation, "app/features/pro/pro-nav.ts")).toContain("authority/no-role-checks");
    const partner = `export const isAgent = (user: { roles: string[] }) => user.roles.includes("partner_agent");\n`;
    expect(await rulesFailing(partner, "app/routes/booking/address-map.tsx")).toContain("authority/no-role-checks");
    const imported = `import { ROLE } from "~common/roles";\nexport const bailiff = ROLE.bailiff;\n`;
    expect(await rulesFailing(imported, "app/.server/guards/middleware.ts")).toContain("no-restricted-imports");
  });

  it("leaves the platform, the tests and the wording files to their own rules", async () => {
    const code = `export const professional = (role: string) => role === "bailiff";\n`;
    expect(await rulesFailing(code, "platform/domain/roles.ts")).not.toContain("authority/no-role-checks");
    expect(await rulesFailing(code, "app/features/pro/pro-nav.test.ts")).not.toContain("authority/no-role-checks");
    expect(await rulesFailing(code, "app/features/account/display-name.ts")).not.toContain("authority/no-role-checks");
  });
});
