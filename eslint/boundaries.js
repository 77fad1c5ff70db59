// The folders that may not import one another (ARCHITECTURE: the app knows the platform only over HTTP;
// design-system components know no feature; the domain knows no transport; the slot engine knows no domain). Read by eslint.config.js
// and by the rule's test, which shows each boundary catching a crossing.

/**
 * `knownCrossings` lists files that still cross the boundary when it was drawn, each to be taken off the
 * list by the change that moves it back inside; adding a file to it is an edit a reviewer sees.
 * @type {{ files: string, mayNotImport: string[], testsExempt?: boolean, knownCrossings?: string[], because: string }[]}
 */
export const BOUNDARIES = [
  {
    files: "app/ui/",
    mayNotImport: ["app/features/"],
    because: "design-system components know no feature; pass what they show as props",
  },
  {
    files: "app/",
    mayNotImport: ["platform/"],
    // The app's client tests start the real platform, as the e2e suite does.
    testsExempt: true,
    because: "the app knows the platform only over HTTP (app/.server/platform/); shared code goes to common/",
  },
  {
    files: "platform/",
    mayNotImport: ["app/"],
    testsExempt: true,
    because: "the platform is a service of its own; shared code goes to common/",
  },
  {
    files: "common/",
    mayNotImport: ["app/", "platform/"],
    because: "common/ is what both sides import, so it imports neither",
  },
  {
    files: "platform/domain/",
    mayNotImport: ["platform/http/"],
    // Written before the domain layer: they take PlatformContext and throw HttpErrors.
    knownCrossings: ["platform/domain/confirmations.ts", "platform/domain/create-demand.ts", "platform/domain/links.ts"],
    because: "the domain knows no transport: HTTP handlers call the domain, never the reverse",
  },
  {
    files: "platform/slots/",
    mayNotImport: ["platform/domain/"],
    because: "the slot engine lies beneath the domain, which runs it and hands it its rules (docs/decisions/1910)",
  },
];
