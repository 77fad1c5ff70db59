import { Suspense } from "react";
import { renderToString } from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import { renderDocumentStream } from "./document-stream.server";
import { documentEndLast, joinedPerTurn } from "./html-text-stream.server";

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

/**
 * A study's page in miniature: many short attributes and texts with « é », « à » and « … » (2 and 3
 * bytes in UTF-8), each card one character longer than the last, so that over the page every multi-byte
 * character lands on every offset of a 2,048-byte buffer, its last byte included.
 */
function StudyCards() {
  return (
    <ul>
      {Array.from({ length: 400 }, (_, card) => (
        <li key={card} title={`Une part élevée des demandes acceptées${"x".repeat(card % 7)}`}>
          {`Évalué par ses clients${"·".repeat(card % 3)}`}
          <a href={`/etude/${card}`}>{"Voir l'étude à Lyon…"}</a>
        </li>
      ))}
    </ul>
  );
}

describe("renderDocumentStream", () => {
  it("sends exactly the UTF-8 bytes of the page, whatever falls on the renderer's buffer boundaries", async () => {
    const expected = new TextEncoder().encode(renderToString(<StudyCards />));
    const sent = await bytesOf(await renderDocumentStream(<StudyCards />, { abortAfterMs: 5_000 }));
    expect(sent.indexOf(0), "no NUL byte").toBe(-1);
    expect(Buffer.from(sent).equals(Buffer.from(expected))).toBe(true);
  });

  it("stops waiting for a suspended part after abortAfterMs, and never aborts a page once it is whole", async () => {
    const never = new Promise<never>(() => undefined);
    function Pending(): never {
      throw never;
    }
    const errors: unknown[] = [];
    const page = (
      <main>
        <Suspense fallback={<p>Chargement…</p>}>
          <Pending />
        </Suspense>
      </main>
    );
    const html = new TextDecoder().decode(
      await bytesOf(await renderDocumentStream(page, { abortAfterMs: 50, onError: (error) => errors.push(error) })),
    );
    expect(html).toContain("<p>Chargement…</p>");
    expect(errors).toHaveLength(1);

    // React 18 throws from the abort signal's listener when it aborts a finished page: an uncaught error here.
    await bytesOf(await renderDocumentStream(<StudyCards />, { abortAfterMs: 20 }));
    await new Promise((resolve) => setTimeout(resolve, 60));
  });

  it("rejects when the shell fails", async () => {
    function Broken(): never {
      throw new Error("shell");
    }
    await expect(renderDocumentStream(<Broken />, { abortAfterMs: 5_000, onError: () => undefined })).rejects.toThrow("shell");
  });
});

describe("documentEndLast", () => {
  const through = async (chunks: string[]) => {
    const stream = new ReadableStream<string>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(chunk));
        controller.close();
      },
    }).pipeThrough(documentEndLast());
    let text = "";
    for await (const chunk of stream as unknown as AsyncIterable<string>) text += chunk;
    return text;
  };

  const STREAMED =
    '<!DOCTYPE html><html lang="fr"><head></head><body><main>Réservé</main></body></html><!--$--><script>x()</script><!--/$-->';

  it("puts what React streams after the shell inside the body, whatever the chunks' boundaries", async () => {
    const expected =
      '<!DOCTYPE html><html lang="fr"><head></head><body><main>Réservé</main><!--$--><script>x()</script><!--/$--></body></html>';
    for (let cut = 0; cut <= STREAMED.length; cut++) {
      expect(await through([STREAMED.slice(0, cut), STREAMED.slice(cut)])).toBe(expected);
    }
    expect(await through([...STREAMED])).toBe(expected);
  });

  it("leaves a text without the end tags as it is", async () => {
    expect(await through(["<p>fragment</", "body"])).toBe("<p>fragment</body");
  });
});

describe("joinedPerTurn", () => {
  it("sends what arrives at once as one chunk, and what arrives later in a chunk of its own as soon as it arrives", async () => {
    let later: (() => void) | undefined;
    const source = new ReadableStream<string>({
      start(controller) {
        ["<html>", "<body>", "<p>Réservé</p>"].forEach((piece) => controller.enqueue(piece));
        later = () => {
          controller.enqueue("<script>x()</script>");
          controller.enqueue("</body></html>");
          controller.close();
        };
      },
    });
    const reader = source.pipeThrough(joinedPerTurn()).getReader();
    expect(await reader.read()).toEqual({ done: false, value: "<html><body><p>Réservé</p>" });
    later!();
    expect(await reader.read()).toEqual({ done: false, value: "<script>x()</script></body></html>" });
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });
});
