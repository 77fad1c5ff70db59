// Lint rules for the whole repository (ESLint flat config): JavaScript and TypeScript recommendations,
// React with the automatic JSX runtime, the rules of hooks, jsx-a11y for the components, the import
// boundaries between folders (eslint/import-boundaries.js), no role name in the app's checks
// (eslint/no-role-checks.js), and Paris time through its one module (eslint/paris-time-only.js).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";
import { BOUNDARIES } from "./eslint/boundaries.js";
import { importBoundaries } from "./eslint/import-boundaries.js";
import { noDatabaseInHandlers } from "./eslint/no-database-in-handlers.js";
import { noRoleChecks } from "./eslint/no-role-checks.js";
import { parisTimeOnly } from "./eslint/paris-time-only.js";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".data/",
      ".data-*/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "content/",
      "platform/geo/data/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_`-prefixed parameters and variables are intentionally unused (interface-conforming signatures).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "inline-type-imports" }],
      // Declaration merging (AppLoadContext, express Locals) needs empty interfaces that extend another.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { boundaries: { rules: { imports: importBoundaries } } },
    rules: {
      "boundaries/imports": ["error", { root: fileURLToPath(new URL(".", import.meta.url)), zones: BOUNDARIES }],
    },
  },
  {
    // The platform's HTTP handlers parse, call the domain and present: every query is the domain's
    // (docs/decisions/1911). Their tests set up and read the database freely.
    files: ["platform/http/routes/**/*.ts"],
    ignores: ["platform/http/routes/**/*.test.ts"],
    plugins: { layers: { rules: { "no-database-in-handlers": noDatabaseInHandlers } } },
    rules: {
      "layers/no-database-in-handlers": [
        "error",
        { root: fileURLToPath(new URL(".", import.meta.url)), folders: ["platform/db/"], packages: ["kysely"] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      react: { version: "detect" },
      linkComponents: [
        { name: "Link", linkAttribute: "to" },
        { name: "NavLink", linkAttribute: "to" },
      ],
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // TypeScript checks the props.
      "react/prop-types": "off",
      // Remix's Link and NavLink render <a> and take their destination in `to`. (They are not mapped to
      // `a` for every jsx-a11y rule: anchor-has-content cannot see children passed through a spread.)
      "jsx-a11y/anchor-is-valid": ["error", { components: ["Link", "NavLink"], specialLink: ["to"] }],
      // A <button> without a type submits its form: say which one it is (form-first rule 1).
      "react/button-has-type": "error",
    },
  },
  {
    // The platform is the one authority on who may do what: the app asks its permissions, never a role
    // (docs/decisions/1901). "customer" is left out: the word also names a side or an audience
    // (`side === "customer"`), and no app check asks for the customer role.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.test.{ts,tsx}",
      "app/test-support/**",
      // Wording: a bailiff is addressed « Maître » (customer-side §6).
      "app/features/account/display-name.ts",
      // Wording: a professional's card names their role; the one holding a demand is « Maître ».
      "app/features/content/professional-card.tsx",
      "app/features/booking/demand-summary.server.ts",
      // The study admin's members page: each member's roles are what it edits (and whom a clerk assists).
      "app/routes/study-settings/members.tsx",
      "app/features/study-settings/member-names.ts",
    ],
    plugins: { authority: { rules: { "no-role-checks": noRoleChecks } } },
    rules: {
      "authority/no-role-checks": [
        "error",
        { roles: ["study_admin", "bailiff", "lawyer", "clerk", "assistant", "partner_admin", "partner_agent"] },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~common/roles", "**/common/roles"],
              message: "The app asks the platform's permissions (~common/permissions), never a role (docs/decisions/1901).",
            },
          ],
        },
      ],
    },
  },
  {
    // Paris time has one module, common/paris-time.ts (docs/decisions/1902): nowhere else imports luxon,
    // reaches into its files or writes the zone's name. Tests are exempt: they check the module against
    // luxon's own reading and build fixtures in other zones.
    files: ["{app,platform,common,bench,scripts}/**/*.{ts,tsx,js,mjs,cjs}"],
    ignores: ["**/*.test.{ts,tsx}", "**/test-support/**"],
    plugins: { time: { rules: { "paris-time-only": parisTimeOnly } } },
    rules: {
      "time/paris-time-only": [
        "error",
        { root: fileURLToPath(new URL(".", import.meta.url)), module: "common/paris-time", zone: "Europe/Paris" },
      ],
    },
  },
  {
    // Tests and their support code: Playwright specs run in the browser or in Node; tests read JSON
    // bodies of any shape and write terse fakes.
    files: ["e2e/**/*.ts", "**/*.test.{ts,tsx}", "**/test-support/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-expressions": "off",
      "no-regex-spaces": "off",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);
