// Footer data for the default layout. The content service (CONTENT_API_URL or the embedded one) is
// the source; until it answers, the footer renders its fixed links alone.
import type { FooterData } from "~/ui/site-footer";

export async function loadFooter(): Promise<FooterData | null> {
  return null;
}
