// Hides an element after a delay on a page that ships no JavaScript bundle (hydrate: false): one
// inline script under the request's CSP nonce. Without JavaScript the element simply stays.
import { useNonce } from "./nonce";

export interface HideAfterProps {
  /** The id of the element to hide. */
  targetId: string;
  milliseconds: number;
}

/** The script's text: the id travels as a JSON string, never as markup. */
function hideAfterScript(targetId: string, milliseconds: number): string {
  const id = JSON.stringify(targetId).replace(/</g, "\\u003c");
  return `setTimeout(function(){var e=document.getElementById(${id});if(e)e.hidden=true},${Math.max(0, Math.round(milliseconds))})`;
}

export function HideAfter({ targetId, milliseconds }: HideAfterProps) {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hideAfterScript(targetId, milliseconds) }} />;
}
