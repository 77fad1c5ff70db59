// ESLint rule `time/paris-time-only`: Paris time has one module, common/paris-time.ts and the files of
// common/paris-time/ behind it (docs/decisions/1902). Outside it, a file may not import luxon (the
// module's named functions say what is computed: a Paris day, a wall-clock instant read safely across the
// clock changes, a French date), may not reach past the module's entry into one of its files, and may
// not write the zone's name (the module's PARIS_ZONE). The config leaves the tests out: they check the
// module against luxon's own reading, and build fixtures in other zones.
import path from "node:path";
import { resolveFromRoot } from "./import-boundaries.js";

/** @type {import("eslint").Rule.RuleModule} */
export const parisTimeOnly = {
  meta: {
    type: "problem",
    docs: { description: "Paris time through the time module's entry: no luxon, no zone name, anywhere else." },
    schema: [
      {
        type: "object",
        properties: { root: { type: "string" }, module: { type: "string" }, zone: { type: "string" } },
        required: ["root", "module", "zone"],
        additionalProperties: false,
      },
    ],
    messages: {
      luxon:
        "luxon is imported by the time module only ({{module}}.ts): use its named functions (a Paris day, a wall-clock instant, a French date…), or add the one you need there.",
      inside: "Import the time module through its entry (~{{module}}), not its file {{imported}}.",
      zone: 'The zone is the time module\'s PARIS_ZONE ({{module}}.ts): import it rather than writing "{{zone}}".',
    },
  },
  create(context) {
    const { root, module, zone } = context.options[0];
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    if (file === `${module}.ts` || file.startsWith(`${module}/`)) return {};
    const data = { module, zone };

    function checkSpecifier(source) {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      if (source.value === "luxon" || source.value.startsWith("luxon/")) {
        context.report({ node: source, messageId: "luxon", data });
        return;
      }
      const imported = resolveFromRoot(source.value, context.filename, root);
      if (imported?.startsWith(`${module}/`)) context.report({ node: source, messageId: "inside", data: { ...data, imported } });
    }
    const checkSource = (node) => checkSpecifier(node.source);

    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      CallExpression(node) {
        if (node.callee.type === "Identifier" && node.callee.name === "require") checkSpecifier(node.arguments[0]);
      },
      Literal(node) {
        if (node.value === zone) context.report({ node, messageId: "zone", data });
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0 && node.quasis[0]?.value.cooked === zone) {
          context.report({ node, messageId: "zone", data });
        }
      },
    };
  },
};
