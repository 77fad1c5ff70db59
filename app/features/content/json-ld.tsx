// Structured data in the page: a JSON script (never executed, so the CSP does not apply to it; it gets
// the request's nonce anyway) whose text cannot close the element (serializeJsonLd escapes "<").
import { useNonce } from "~/ui/nonce";
import { serializeJsonLd } from "./structured-data";

export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
