// ESLint rule `authority/no-role-checks`: the app asks the platform what a person may do (the permissions
// of common/permissions.ts, /oauth/me's answer, each answer's `allowed_actions`), never which role they
// hold: a role list kept in the app drifts from the platform's table (docs/decisions/1901). It reports a
// role name written as a string and used as a check: compared (`===`, `!==`, `==`, `!=`), looked for
// (`.includes()`, `.has()`, `.indexOf()`, `.lastIndexOf()`), or listed in an array of role names (a role
// list), except the values a schema accepts (`z.enum([...])`). Files whose subject is the roles
// themselves (a label, the study admin's role checkboxes) are left out by the config, each with its reason.

const LOOKUPS = new Set(["includes", "has", "indexOf", "lastIndexOf"]);

/** @type {import("eslint").Rule.RuleModule} */
export const noRoleChecks = {
  meta: {
    type: "problem",
    docs: { description: "Ask the platform's permissions, never a role name, in the app's checks." },
    schema: [
      {
        type: "object",
        properties: { roles: { type: "array", items: { type: "string" } } },
        required: ["roles"],
        additionalProperties: false,
      },
    ],
    messages: {
      roleCheck:
        "Role name '{{role}}' in a check: ask a permission of the platform instead (hasPermission with common/permissions.ts, or the answer's allowed_actions).",
      roleList:
        "A list of role names in the app: ask a permission of the platform instead (hasPermission with common/permissions.ts).",
    },
  },
  create(context) {
    const roles = new Set(context.options[0].roles);
    const isRole = (node) => node?.type === "Literal" && typeof node.value === "string" && roles.has(node.value);
    const isTypeWrapper = (node) => node?.type === "TSAsExpression" || node?.type === "TSSatisfiesExpression";

    return {
      BinaryExpression(node) {
        if (!["===", "!==", "==", "!="].includes(node.operator)) return;
        for (const side of [node.left, node.right]) {
          if (isRole(side)) context.report({ node: side, messageId: "roleCheck", data: { role: side.value } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        if (!LOOKUPS.has(callee.property.name)) return;
        const [first] = node.arguments;
        if (isRole(first)) context.report({ node: first, messageId: "roleCheck", data: { role: first.value } });
      },
      ArrayExpression(node) {
        if (node.elements.length === 0 || !node.elements.every((element) => element && isRole(element))) return;
        let outer = node;
        while (isTypeWrapper(outer.parent)) outer = outer.parent;
        const parent = outer.parent;
        // The values a schema accepts (`z.enum(["bailiff", "lawyer"])`) describe data, not who may act.
        const isSchemaValues =
          parent?.type === "CallExpression" &&
          parent.callee.type === "MemberExpression" &&
          parent.callee.property.type === "Identifier" &&
          parent.callee.property.name === "enum";
        if (!isSchemaValues) context.report({ node, messageId: "roleList" });
      },
    };
  },
};
