// ESLint rule `boundaries/imports`: a file in one folder may not import from another, whatever way the
// import is written (a relative path, the `~/` alias of app/, the `~common/` alias of common/).
// `no-restricted-imports` only sees the text of the specifier, and `../platform/http` means the app's
// own platform client in app/.server/guards/ but the real platform three folders up; this rule
// resolves the path first, then compares folders from the repository root.
import path from "node:path";

const ALIASES = [
  ["~common/", "common/"],
  ["~/", "app/"],
];

/** The imported file's path from the repository root, or null for a package (also read by paris-time-only.js). */
export function resolveFromRoot(specifier, importer, root) {
  for (const [alias, folder] of ALIASES) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (!specifier.startsWith(".")) return null;
  return path
    .relative(root, path.resolve(path.dirname(importer), specifier))
    .split(path.sep)
    .join("/");
}

const TEST_FILE = /\.test\.[cm]?[jt]sx?$|(^|\/)test-support\//;

/** @type {import("eslint").Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Keep each folder's imports inside the boundaries the architecture draws." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          zones: {
            type: "array",
            items: {
              type: "object",
              properties: {
                files: { type: "string" },
                mayNotImport: { type: "array", items: { type: "string" } },
                testsExempt: { type: "boolean" },
                knownCrossings: { type: "array", items: { type: "string" } },
                because: { type: "string" },
              },
              required: ["files", "mayNotImport", "because"],
              additionalProperties: false,
            },
          },
        },
        required: ["root", "zones"],
        additionalProperties: false,
      },
    ],
    messages: { crossed: "{{file}} may not import {{imported}}: {{because}}" },
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const applicable = zones.filter(
      (zone) =>
        file.startsWith(zone.files) && !(zone.testsExempt && TEST_FILE.test(file)) && !zone.knownCrossings?.includes(file),
    );
    if (applicable.length === 0) return {};

    function check(node) {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const imported = resolveFromRoot(source.value, context.filename, root);
      if (imported == null) return;
      for (const zone of applicable) {
        const folder = zone.mayNotImport.find((forbidden) => imported.startsWith(forbidden));
        if (folder) {
          context.report({
            node: source,
            messageId: "crossed",
            data: { file: zone.files, imported: folder, because: zone.because },
          });
        }
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
