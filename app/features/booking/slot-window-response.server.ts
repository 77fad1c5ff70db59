// The JSON answers of the slot-window routes (main wizard, booking v2, new appointment): one 7-day window
// of a professional's slots, never cached, or a refusal the browser's slot picker reads as a failed load.
import messages from "~/locales/fr/booking-slot-window.json";
import { slotWindowDays, windowStartFrom, type SlotSearchQuery } from "./slot-search.server";

type Refusal = "incomplete" | "unknownProfessional" | "signInRequired";

const REFUSAL_STATUS: Record<Refusal, number> = { incomplete: 400, unknownProfessional: 400, signInRequired: 401 };

export function slotWindowRefusal(reason: Refusal): Response {
  return Response.json({ message: messages[reason] }, { status: REFUSAL_STATUS[reason] });
}

/** The window starting at `du` (a day, else today); a platform failure answers 503, not 500. */
export async function slotWindowResponse(query: SlotSearchQuery, du: string | null): Promise<Response> {
  try {
    const window = await slotWindowDays(query, windowStartFrom(du));
    return Response.json(window, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    console.error("Créneaux indisponibles :", error instanceof Error ? error.message : error);
    return Response.json({ message: messages.unavailable }, { status: 503 });
  }
}
