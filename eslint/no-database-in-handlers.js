// ESLint rule `layers/no-database-in-handlers`: a platform HTTP handler parses the request, calls the
// domain with the caller's identity and presents the answer; every query lives in platform/domain
// (docs/decisions/1911). It reports, in the files the config gives it:
// - an import of the database: a module inside one of `folders` (resolved from the importing file, so
//   `../../db/schema` is caught whatever its spelling), or a package of `packages` or below it
//   (`kysely`, `kysely/helpers/postgres`); type-only imports, re-exports and `import()` included;
// - a query written in place: a call of one of the query builder's entry points (`selectFrom`,
//   `insertInto`, `updateTable`, `deleteFrom`, `mergeInto`, `replaceInto`, `selectNoFrom`), a
//   `transaction()` or `connection()`, whatever object it is called on (`context.db.selectFrom(…)` needs
//   no import), and a `sql` tagged template.
// Handing the context's database to a domain function (`findStudy(context.db, id)`) is how the domain is
// called, and stays allowed.
import path from "node:path";

const QUERY_METHODS = new Set([
  "selectFrom",
  "insertInto",
  "updateTable",
  "deleteFrom",
  "mergeInto",
  "replaceInto",
  "selectNoFrom",
  "transaction",
  "connection",
]);

/** @type {import("eslint").Rule.RuleModule} */
export const noDatabaseInHandlers = {
  meta: {
    type: "problem",
    docs: { description: "Keep the database out of the platform's HTTP handlers: queries belong to platform/domain." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          folders: { type: "array", items: { type: "string" } },
          packages: { type: "array", items: { type: "string" } },
        },
        required: ["root", "folders", "packages"],
        additionalProperties: false,
      },
    ],
    messages: {
      databaseImport:
        "A platform HTTP handler does not import the database ({{imported}}): call a function of platform/domain/<area>/ that holds the query (docs/decisions/1911).",
      query:
        "`{{method}}` in a platform HTTP handler: move the query into a function of platform/domain/<area>/ and call it (docs/decisions/1911).",
    },
  },
  create(context) {
    const { root, folders, packages } = context.options[0];

    /** What the specifier names, when it is the database: a folder of `folders` or a package of `packages`. */
    function databaseModule(specifier) {
      if (specifier.startsWith(".")) {
        const fromRoot = path
          .relative(root, path.resolve(path.dirname(context.filename), specifier))
          .split(path.sep)
          .join("/");
        return folders.find((folder) => `${fromRoot}/`.startsWith(folder));
      }
      return packages.find((name) => specifier === name || specifier.startsWith(`${name}/`));
    }

    function checkSource(source) {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const imported = databaseModule(source.value);
      if (imported) context.report({ node: source, messageId: "databaseImport", data: { imported } });
    }

    const checkDeclaration = (node) => checkSource(node.source);

    return {
      ImportDeclaration: checkDeclaration,
      ExportNamedDeclaration: checkDeclaration,
      ExportAllDeclaration: checkDeclaration,
      ImportExpression: checkDeclaration,
      // `typeof import("kysely")` in a type.
      TSImportType(node) {
        checkSource(node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        if (!QUERY_METHODS.has(callee.property.name)) return;
        context.report({ node: callee.property, messageId: "query", data: { method: `.${callee.property.name}()` } });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === "Identifier" && node.tag.name === "sql") {
          context.report({ node: node.tag, messageId: "query", data: { method: "sql`…`" } });
        }
      },
    };
  },
};
