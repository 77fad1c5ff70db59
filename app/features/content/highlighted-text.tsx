// Text with the parts matching a search wrapped in <mark> (highlight.ts decides which).
import { highlight } from "./highlight";

export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
