// The `test` every spec imports instead of @playwright/test's: it fails a test on any browser
// console.error or uncaught page error, runs axe-core (WCAG 2.1 A and AA) on every page the test
// visited, and gives later specs a way to sign in by cookie (`loginAs`). See e2e/README.md.
import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { startFreshServer, type FreshServer } from "./support/fresh-server";

export { expect };

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** A cookie to put on the browser context: by default the app's session cookie. */
export interface SessionCookie {
  name?: string;
  value: string;
}

/**
 * Sets a session cookie (HttpOnly, SameSite=Lax, as the server would) on the context for `baseURL`'s
 * host, so the next navigation is signed in. The account issue produces the value from the platform.
 */
export async function setSessionCookie(context: BrowserContext, cookie: SessionCookie, baseURL: string): Promise<void> {
  const url = new URL(baseURL);
  await context.addCookies([
    {
      name: cookie.name ?? "__session",
      value: cookie.value,
      domain: url.hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      // Chromium keeps Secure cookies on http://localhost (a secure context), like the production server sets them.
      secure: url.protocol === "https:" || url.hostname === "localhost" || url.hostname.endsWith(".localhost"),
    },
  ]);
}

interface Fixtures {
  /**
   * Declares HTTP statuses the test expects for documents it visits (e.g. 404 on an unknown page): the
   * browser's own "Failed to load resource: … status of 404" line for such a document is then not an
   * error. Other resources failing with that status still fail the test.
   */
  expectStatus: (...statuses: number[]) => void;
  /** Signs the browser in by putting a session cookie on the context (see setSessionCookie). */
  loginAs: (cookie: SessionCookie, baseURL?: string) => Promise<void>;
  /** Turns axe off for the current test (e.g. a test that only inspects headers). Use sparingly. */
  skipAxe: () => void;
  /** Internal: console and page errors of the test, plus the accessibility check of every page. */
  _pageGuards: void;
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

interface WorkerFixtures {
  /**
   * A server as a newcomer runs it (e2e/support/fresh-server.ts), with the local mailbox page on: started
   * once per worker, on first use, and shared by the specs that read the mailbox or the server's log
   * (a fresh database is migrated and seeded at each start, the costliest thing a test can ask for).
   */
  mailboxServer: FreshServer;
}

export const test = base.extend<Fixtures & { _guardState: GuardState }, WorkerFixtures>({
  mailboxServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startFreshServer({ LOCAL_MAILBOX: "true" });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  _guardState: async ({}, use) => {
    await use({ expectedStatuses: new Set(), axeSkipped: false });
  },

  expectStatus: async ({ _guardState }, use) => {
    await use((...statuses) => statuses.forEach((status) => _guardState.expectedStatuses.add(status)));
  },

  skipAxe: async ({ _guardState }, use) => {
    await use(() => {
      _guardState.axeSkipped = true;
    });
  },

  loginAs: async ({ context, baseURL }, use) => {
    await use(async (cookie, url) => {
      const target = url ?? baseURL;
      if (!target) throw new Error("loginAs needs a base URL (the project's `use.baseURL` or an explicit one)");
      await setSessionCookie(context, cookie, target);
    });
  },

  _pageGuards: [
    async ({ browser, context, _guardState, javaScriptEnabled }, use, testInfo) => {
      const problems: string[] = [];
      const documentStatus = new Map<string, number>();
      const visited = new Set<string>();
      const checked = new Set<string>();

      /** Each document as the server sent it, read when it arrived (a later visit may find another state). */
      const served = new Map<string, Promise<string | null>>();

      const watch = (page: Page) => {
        page.on("response", (response) => {
          const request = response.request();
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
            documentStatus.set(request.url(), response.status());
            if ((response.headers()["content-type"] ?? "").startsWith("text/html")) {
              served.set(
                withoutHash(response.url()),
                response.text().catch(() => null),
              );
            }
          }
        });
        page.on("console", (message) => {
          if (message.type() !== "error") return;
          if (isExpectedFailedDocument(message, documentStatus, _guardState.expectedStatuses)) return;
          problems.push(`console.error on ${page.url()}: ${message.text()} (${message.location().url || "no location"})`);
        });
        page.on("pageerror", (error) => problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`));
        page.on("load", () => {
          const url = page.url();
          if (/^https?:/.test(url)) visited.add(withoutHash(url));
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);

      await use();

      if (!_guardState.axeSkipped) {
        const auditor = new SnapshotAuditor(browser);
        // The same document at the same size was audited earlier in this worker: axe would find the same.
        const keyOf = (html: string, page: Page) =>
          `${javaScriptEnabled}|${JSON.stringify(page.viewportSize())}|${documentFingerprint(html)}`;
        const audit = async (page: Page, url: string, alsoKnownAs?: string) => {
          const key = keyOf(await page.content(), page);
          if (auditedDocuments.has(key)) return [];
          const found = javaScriptEnabled ? await axeProblems(page, url) : await auditor.audit(page, url);
          if (found.length === 0) [key, alsoKnownAs].forEach((known) => known && auditedDocuments.add(known));
          return found;
        };
        // The page each test ended on, as it is (form errors included); then every other page it went
        // through: without JavaScript its document as served is the page the user saw, audited as such;
        // with JavaScript it is visited again in a fresh tab (GETs change nothing on this server), unless
        // the same served document was already audited.
        for (const page of context.pages()) {
          const url = withoutHash(page.url());
          if (!/^https?:/.test(url) || checked.has(url) || page.isClosed()) continue;
          checked.add(url);
          problems.push(...(await audit(page, url)));
        }
        const pending = [...visited].filter((url) => !checked.has(url));
        if (pending.length > 0) {
          const page = await context.newPage();
          // A widget that mounts after hydration (the agenda's calendar) slides in when it likes: the
          // revisit asks for less motion, which the product honours, so that axe never measures a fade.
          await page.emulateMedia({ reducedMotion: "reduce" });
          for (const url of pending) {
            checked.add(url);
            const html = await served.get(url);
            const servedKey = html ? `served|${keyOf(html, page)}` : undefined;
            if (servedKey && auditedDocuments.has(servedKey)) continue;
            if (html && !javaScriptEnabled) {
              const found = await auditor.auditDocument(html, url, page);
              if (found.length === 0) auditedDocuments.add(servedKey!);
              problems.push(...found);
              continue;
            }
            await page.goto(url);
            problems.push(...(await audit(page, url, servedKey)));
          }
          await page.close();
        }
        await auditor.close();
        await testInfo.attach("axe-pages", { body: [...checked].join("\n"), contentType: "text/plain" });
      }

      expect(problems, "browser errors and accessibility violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Documents axe found clean in this worker. Many tests pass through the same pages (the homepage, the
 * booking's first steps): auditing each identical document once keeps the check on every page visited
 * without paying for it again and again.
 */
const auditedDocuments = new Set<string>();

/**
 * What axe's verdict depends on, minus what changes on every response without changing what a user
 * perceives: scripts (absent for axe in the no-js snapshot; their output is already in the DOM with
 * JavaScript), the CSP nonce, and the values of hidden fields.
 */
function documentFingerprint(html: string): string {
  const perceived = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/\snonce="[^"]*"/g, "")
    .replace(/(<input\b[^>]*\btype="hidden"[^>]*\bvalue=")[^"]*"/g, '$1"')
    .replace(/(<input\b[^>]*\bvalue=")[^"]*("[^>]*\btype="hidden")/g, "$1$2");
  return createHash("sha256").update(perceived).digest("base64url");
}

/**
 * For a test whose outcome cannot depend on the browser running JavaScript (it only speaks HTTP, or
 * checks what the server answers): both projects would send the same requests, so it runs in `no-js`.
 */
/** The reason for `inOneProjectOnly` when a test only visits pages that ship no JavaScript (decision 005). */
export const ZERO_JS_PAGES = "pages without JavaScript (decision 005): both projects get the same documents";

export function inOneProjectOnly(reason = "plain HTTP: the same requests in both projects"): void {
  test.skip(test.info().project.name !== "no-js", reason);
}

interface GuardState {
  expectedStatuses: Set<number>;
  axeSkipped: boolean;
}

function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.toString();
}

function isExpectedFailedDocument(message: ConsoleMessage, documentStatus: Map<string, number>, expected: Set<number>): boolean {
  const failed = FAILED_RESOURCE.exec(message.text());
  if (!failed) return false;
  const status = Number(failed[1]);
  if (!expected.has(status)) return false;
  const url = message.location().url;
  // With JavaScript a client-side navigation fetches the page's single-fetch twin (`/path.data`).
  return documentStatus.get(url) === status || (URL.canParse(url) && new URL(url).pathname.endsWith(".data"));
}

async function axeProblems(page: Page, url: string): Promise<string[]> {
  // Contrast is judged on the settled page: mid-animation (a calendar sliding in, faded and blurred)
  // axe would measure colours no reader ever sees once it stops.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `    - ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ").trim() ?? ""}`)
      .join("\n");
    const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : "";
    return `axe ${violation.id} (${violation.impact ?? "?"}) on ${url}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
  });
}

/**
 * axe needs timers in the page, which never fire in a context without JavaScript. For the no-js
 * project each page is audited as a snapshot: its DOM as the user got it, scripts removed, served at
 * the same URL to a JavaScript-enabled tab of the same size (stylesheets and images come from the
 * server as usual), so axe sees exactly the page without JavaScript.
 */
class SnapshotAuditor {
  private context: BrowserContext | undefined;
  private page: Page | undefined;
  private snapshot = "";

  constructor(private readonly browser: Browser) {}

  async audit(source: Page, url: string): Promise<string[]> {
    return this.auditDocument(await source.content(), url, source);
  }

  /** `html` at `url`, in a tab of the size and with the cookies of `source`'s. */
  async auditDocument(html: string, url: string, source: Page): Promise<string[]> {
    this.snapshot = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");
    const page = await this.open(source);
    await page.goto(url);
    return axeProblems(page, url);
  }

  private async open(source: Page): Promise<Page> {
    if (this.page) return this.page;
    this.context = await this.browser.newContext({
      javaScriptEnabled: true,
      viewport: source.viewportSize(),
      storageState: await source.context().storageState(),
    });
    this.page = await this.context.newPage();
    await this.page.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest()) {
        await route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          headers: { "Content-Security-Policy": "script-src 'none'" },
          body: this.snapshot,
        });
      } else if (request.resourceType() === "script") {
        await route.abort();
      } else {
        await route.continue();
      }
    });
    return this.page;
  }

  async close(): Promise<void> {
    await this.context?.close();
  }
}
