// Structured data in the page: a JSON script, never executed, so the CSP does not apply to it and it
// carries no nonce (a page that carries the request's nonce cannot be cached: docs/decisions/702), and
// whose text cannot close the element (serializeJsonLd escapes "<").
import { serializeJsonLd } from "./structured-data";

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
