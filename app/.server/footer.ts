// Footer data for the default layout, from the content service (cached there). A content outage must
// not take pages down: the footer then renders its fixed links alone.
import type { FooterData } from "~/ui/site-footer";
import { getFooter } from "~/features/content/client.server";

export async function loadFooter(): Promise<FooterData | null> {
  try {
    const footer = await getFooter();
    if (!footer) return null;
    return { description: footer.description ?? "", social: footer.social ?? [], cities: footer.cities ?? [] };
  } catch (error) {
    console.error("Pied de page indisponible :", error);
    return null;
  }
}
