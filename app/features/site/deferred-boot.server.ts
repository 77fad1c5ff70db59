// The page's code starts downloading once the server's HTML is on screen (docs/decisions/1712-scripts-after-first-paint.md).
// Remix's `<Scripts>` writes a `<link rel="modulepreload">` per file and a module script whose static
// imports start fetching them all as soon as the parser meets them: on a slow phone they compete with the
// stylesheets for the first paint, and Lighthouse counts every request that ended before the largest
// paint in that paint. This stream rewrites that one place of the document's text: the preload links are
// made inert, and the module script waits for the first paint (afterFirstPaint, inlined), then puts the
// preload links in the head and Remix's boot script, unchanged, in the body.
// Everything else streams through unchanged, deferred data included. Without JavaScript nothing changes
// (the browser fetches no module preload then).
import { afterFirstPaint } from "./after-first-paint";
import { partialMarkerLength } from "./html-text-stream.server";

const PRELOAD_START = '<link rel="modulepreload"';
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
/** Remix's boot script: `type="module"`, with the request's nonce, always the last of the preloads' region. */
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const NONCE = /\bnonce="([^"]*)"/;

/** JSON as a JavaScript literal that cannot close the script element it sits in. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The boot script that waits for the paint, then puts the preload links in the head (every file, the
 * imports of the imports too, in parallel as before) and Remix's own boot script, unchanged, with the
 * same nonce: its static imports are all fetched before any of them runs, which the entry relies on (it
 * shares a chunk with the routes and hydrates from the manifest the script's body sets).
 */
export function deferredBootScript(body: string, nonce: string | undefined, preloads: string[]): string {
  const start = [
    `${scriptLiteral(preloads)}.forEach(function (href) {`,
    `var link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.appendChild(link);`,
    `});`,
    `var script = document.createElement("script");`,
    `script.type = "module";`,
    nonce ? `script.nonce = ${scriptLiteral(nonce)};` : "",
    `script.textContent = ${scriptLiteral(body)};`,
    `document.body.appendChild(script);`,
  ].join(" ");
  return `(${afterFirstPaint.toString()})(window, function () { ${start} });`;
}

/**
 * What stands for a preload link until the paint: the same element with the one link type allowed in a
 * body that fetches nothing, `dns-prefetch` (of the page's own host, resolved already: a link without a
 * `rel`, as before, is not valid HTML; docs/decisions/3802). It stays because React hydrates `<Scripts>`
 * against the links it rendered on the server: an element missing there would make React throw the
 * server's HTML away and render the page again; React leaves a hydrated element's attributes as the
 * server wrote them.
 */
const INERT_PRELOAD = '<link rel="dns-prefetch" data-preload-after-paint=""';

/** The region from the first preload link to the end of the boot script, rewritten. */
export function deferBootRegion(region: string): string {
  const preloads = [...new Set([...region.matchAll(PRELOAD_LINK)].map((link) => link[1]!))];
  return region
    .replaceAll(PRELOAD_START, INERT_PRELOAD)
    .replace(
      MODULE_SCRIPT,
      (_script, before: string, after: string, body: string) =>
        `<script${before}type="module"${after}>${deferredBootScript(body, NONCE.exec(before + after)?.[1], preloads)}</script>`,
    );
}

/**
 * The HTML text stream with the boot region rewritten: it holds back only the region from the first
 * preload link to the end of the boot script, to rewrite it whole whatever the chunks' boundaries.
 */
export function deferredBoot(): TransformStream<string, string> {
  let state: "before" | "holding" | "done" = "before";
  let held = "";

  /** What may go out now of the text received so far; the rest stays held. */
  const take = (text: string): string => {
    if (state === "done") return text;
    held += text;
    let out = "";
    if (state === "before") {
      const start = held.indexOf(PRELOAD_START);
      // Without a preload link yet, the end of the text might be the start of one cut by the chunk's boundary.
      const safe = start >= 0 ? start : held.length - partialMarkerLength(held, PRELOAD_START);
      out = held.slice(0, safe);
      held = held.slice(safe);
      if (start < 0) return out;
      state = "holding";
    }
    const script = MODULE_SCRIPT.exec(held);
    if (!script) return out;
    const end = script.index + script[0].length;
    out += deferBootRegion(held.slice(0, end)) + held.slice(end);
    held = "";
    state = "done";
    return out;
  };

  return new TransformStream({
    transform(text, controller) {
      const out = take(text);
      if (out) controller.enqueue(out);
    },
    flush(controller) {
      if (held) controller.enqueue(held);
    },
  });
}
