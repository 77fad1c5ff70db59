// The slot chosen at booking v2's creneaux step, in a signed HttpOnly cookie for a day (the URL keeps
// the search, the cookie the choice): a reload, the back button or a server restart keep it.
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "~/.server/cookies";
import { parseSelection, type V2Selection } from "~/features/booking-v2/selection";

const selectionCookie = createCookie("rdv_creneau", { ...cookieDefaults(), maxAge: 60 * 60 * 24 });

export async function readSelection(request: Request): Promise<V2Selection | null> {
  return parseSelection(await selectionCookie.parse(request.headers.get("Cookie")));
}

export function selectionHeader(selection: V2Selection): Promise<string> {
  return selectionCookie.serialize(selection);
}

export function clearedSelection(): Promise<string> {
  return selectionCookie.serialize("", { maxAge: 0 });
}
