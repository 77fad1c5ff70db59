// The server's HTML as bytes: React's web-stream renderer, the document's text rewritten once decoded
// (the end tags last; in production the page's code after the first paint), joined into one chunk per
// part React sends at once, encoded back.
//
// React 18's Node renderer (renderToPipeableStream) fills 2,048-byte buffers with TextEncoder.encodeInto
// and, when the next character does not fit, sends the whole buffer instead of the bytes it wrote: the
// unwritten bytes go out as NUL (0x00) right before a multi-byte character at a buffer boundary, « é »
// or « à » here (facebook/react#26228, fixed in React 19 only). Its web renderer encodes whole strings
// and sends exactly what it encoded (docs/decisions/3801).
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { deferredBoot } from "./deferred-boot.server";
import { documentEndLast, joinedPerTurn } from "./html-text-stream.server";

export interface DocumentStreamOptions {
  nonce?: string;
  /** How long suspended parts may take; after that the browser renders them instead. */
  abortAfterMs: number;
  /** Every part rendered before the first byte (crawlers: the whole page at once). */
  waitForAll?: boolean;
  /** The page's code fetched once the page has painted (production; docs/decisions/1712). */
  deferBoot?: boolean;
  onError?: (error: unknown) => void;
}

/** Resolves with the document once its shell is rendered; rejects when the shell fails. */
export async function renderDocumentStream(
  element: ReactNode,
  options: DocumentStreamOptions,
): Promise<ReadableStream<Uint8Array>> {
  // Aborted only while something is still rendering: React 18 aborting a finished page throws from the
  // signal's listener (its stream is closed already).
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.abortAfterMs);
  let rendered: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    rendered = await renderToReadableStream(element, { nonce: options.nonce, signal: abort.signal, onError: options.onError });
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
  // A failure after the shell reaches onError and ends the stream; the promise would reject unheard.
  void rendered.allReady.catch(() => undefined).finally(() => clearTimeout(timer));
  if (options.waitForAll) await rendered.allReady;
  let text = (rendered as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).pipeThrough(documentEndLast());
  if (options.deferBoot) text = text.pipeThrough(deferredBoot());
  return text.pipeThrough(joinedPerTurn()).pipeThrough(new TextEncoderStream());
}
