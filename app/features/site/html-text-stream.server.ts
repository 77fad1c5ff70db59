// Rewrites of the HTML the server streams, done on its text (decoded once, whatever the chunks'
// boundaries: see document-stream.server.tsx), each holding back no more than it must.

/** How many characters at the end of `text` could be the start of `marker`, cut by the chunk's boundary. */
export function partialMarkerLength(text: string, marker: string): number {
  for (let length = Math.min(marker.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(marker.slice(0, length))) return length;
  }
  return 0;
}

/** React closes the document with the shell; what it streams after the shell must come before this. */
const DOCUMENT_END = "</body></html>";

/**
 * Moves the document's end tags to the end of the stream. React 18 writes `</body></html>` with the
 * shell, and everything that comes later (Remix's streamed loader data, the content of a suspended
 * boundary) after them: a `<script>` after `</html>`, which the HTML parser puts back in the body but
 * which no conforming document has (docs/decisions/3802). Those parts then end the body, where the
 * browser puts them anyway: the document the browser builds is the same.
 */
export function documentEndLast(): TransformStream<string, string> {
  let held = "";
  let found = false;
  return new TransformStream({
    transform(text, controller) {
      if (found) {
        controller.enqueue(text);
        return;
      }
      const all = held + text;
      const end = all.indexOf(DOCUMENT_END);
      if (end >= 0) {
        found = true;
        held = "";
        controller.enqueue(all.slice(0, end) + all.slice(end + DOCUMENT_END.length));
        return;
      }
      const kept = partialMarkerLength(all, DOCUMENT_END);
      held = all.slice(all.length - kept);
      if (kept < all.length) controller.enqueue(all.slice(0, all.length - kept));
    },
    flush(controller) {
      const rest = held + (found ? DOCUMENT_END : "");
      if (rest) controller.enqueue(rest);
    },
  });
}

/**
 * Joins the pieces of text that arrive in one turn of the event loop. React's web renderer hands over
 * what it has rendered at once, in pieces of at most 512 bytes; the server writes and compresses each
 * chunk it gets as a block of its own (a flush per chunk, so that a streamed part is not held back by
 * the compressor): a 20 kB page then went out as 10 kB of gzip instead of 5 kB.
 */
export function joinedPerTurn(): TransformStream<string, string> {
  let pieces: string[] = [];
  let sending: Promise<void> | undefined;
  return new TransformStream({
    transform(text, controller) {
      pieces.push(text);
      sending ??= new Promise((resolve) =>
        setImmediate(() => {
          controller.enqueue(pieces.join(""));
          pieces = [];
          sending = undefined;
          resolve();
        }),
      );
    },
    async flush(controller) {
      await sending;
      if (pieces.length > 0) controller.enqueue(pieces.join(""));
    },
  });
}
