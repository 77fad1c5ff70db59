import { describe, expect, it } from "vitest";
import { deferBootRegion, deferredBoot, deferredBootScript } from "./deferred-boot.server";

// The end of a booking step as Remix writes it (production build, lazy route discovery), manifest shortened.
const BOOT_SCRIPT = `;
import * as route0 from "/assets/root-DlJMxbx5.js";
import * as route1 from "/assets/booking-_WAkpJtn.js";
window.__remixManifest = {"entry":{"module":"/assets/entry.client-G5KtUNtY.js"},"url":"/assets/manifest-9c4e9ac5.js"};
window.__remixRouteModules = {"root":route0,"layouts/booking":route1};

import("/assets/entry.client-G5KtUNtY.js");`;
const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main><h1>Réservez un commissaire de justice</h1></main>',
  '<link rel="modulepreload" href="/assets/entry.client-G5KtUNtY.js"/>',
  '<link rel="modulepreload" href="/assets/root-DlJMxbx5.js"/><link rel="modulepreload" href="/assets/choice-list-0Yst7B3l.js"/>',
  '<link rel="modulepreload" href="/assets/booking-_WAkpJtn.js"/>',
  '<script nonce="abc==">window.__remixContext = {"basename":"/"};</script>',
  `<script nonce="abc==" type="module" async="">${BOOT_SCRIPT}</script></body></html>`,
  '<!--$--><script nonce="abc==">window.__remixContext.streamController.enqueue("[\\"é\\"]");</script><!--/$-->',
].join("");

const moduleScriptOf = (html: string) => /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

/** Runs a rewritten boot script against a fake window whose frames and tasks run when the test says so. */
function runBootScript(script: string, visibilityState: DocumentVisibilityState) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const appended = (where: string) => (element: Record<string, string>) =>
    log.push(`${where}: ${element.tag} ${JSON.stringify({ ...element, tag: undefined })}`);
  const document = {
    visibilityState,
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: appended("head") },
    body: { appendChild: appended("body") },
  };
  const window = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  };
  new Function("window", "document", script)(window, document);
  return {
    log,
    paint: () => {
      frames.splice(0).forEach((callback) => callback());
      log.push("paint");
      tasks.splice(0).forEach((task) => task());
    },
  };
}

const preload = (href: string) => `head: link ${JSON.stringify({ rel: "modulepreload", href })}`;
const PRELOADED = [
  "/assets/entry.client-G5KtUNtY.js",
  "/assets/root-DlJMxbx5.js",
  "/assets/choice-list-0Yst7B3l.js",
  "/assets/booking-_WAkpJtn.js",
].map(preload);
const REMIX_BOOT = `body: script ${JSON.stringify({ type: "module", nonce: "abc==", textContent: BOOT_SCRIPT })}`;

describe("the boot script after the first paint", () => {
  it("asks for nothing before the page has painted, then for every file at once and runs Remix's boot script as written", () => {
    const boot = runBootScript(moduleScriptOf(deferBootRegion(PAGE)), "visible");
    expect(boot.log).toEqual([]);
    boot.paint();
    expect(boot.log).toEqual(["paint", ...PRELOADED, REMIX_BOOT]);
  });

  it("starts at once in a background tab, which paints nothing until it is shown", () => {
    const boot = runBootScript(moduleScriptOf(deferBootRegion(PAGE)), "hidden");
    expect(boot.log).toEqual([...PRELOADED, REMIX_BOOT]);
  });

  it("cannot be closed early by a script end tag in what it carries", () => {
    const script = deferredBootScript('window.x = "</script><script>alert(1)</script>";', undefined, []);
    expect(script).not.toContain("</script");
    const boot = runBootScript(script, "hidden");
    expect(boot.log).toEqual([
      `body: script ${JSON.stringify({ type: "module", textContent: 'window.x = "</script><script>alert(1)</script>";' })}`,
    ]);
  });

  it("keeps the script's nonce, makes every preload link inert where it was, and changes nothing else", () => {
    const rewritten = deferBootRegion(PAGE);
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten.match(/<link rel="dns-prefetch" data-preload-after-paint="" href="[^"]+"\/>/g)).toHaveLength(4);
    expect(rewritten).toContain('<script nonce="abc==" type="module" async="">');
    const withoutBoot = (html: string) => html.replace(/<script[^>]*type="module"[\s\S]*?<\/script>/, "");
    expect(withoutBoot(rewritten)).toBe(
      withoutBoot(PAGE).replaceAll('rel="modulepreload"', 'rel="dns-prefetch" data-preload-after-paint=""'),
    );
  });
});

describe("deferredBoot", () => {
  const through = async (chunks: string[]) => {
    const stream = new ReadableStream<string>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(chunk));
        controller.close();
      },
    }).pipeThrough(deferredBoot());
    let text = "";
    for await (const chunk of stream as unknown as AsyncIterable<string>) text += chunk;
    return text;
  };

  it("rewrites the same whatever the chunks' boundaries", async () => {
    const expected = deferBootRegion(PAGE);
    for (let cut = 1; cut < PAGE.length; cut += 7) {
      expect(await through([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(expected);
    }
    expect(await through([...PAGE])).toBe(expected);
  });

  it("leaves a page without scripts as it is", async () => {
    const page =
      '<!DOCTYPE html><html lang="fr"><body><p>Mentions légales</p><script type="application/ld+json">{}</script></body></html>';
    expect(await through([page])).toBe(page);
    expect(await through([...page])).toBe(page);
  });
});
