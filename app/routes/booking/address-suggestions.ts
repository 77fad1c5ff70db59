// GET /reservation/adresses?term=… — the address suggestions of the combobox, as JSON
// [{ label, latitude, longitude }] (empty under 3 characters). A resource route: no layout runs.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADDRESS_MIN_LENGTH, searchAddress } from "~/.server/geo/client";
import type { AddressOption } from "~/features/booking/address-suggestion";

export async function loader({ request }: LoaderFunctionArgs) {
  const term = (new URL(request.url).searchParams.get("term") ?? "").trim().slice(0, 200);
  if (term.length < ADDRESS_MIN_LENGTH) return Response.json([]);
  try {
    const suggestions = await searchAddress(term);
    const options: AddressOption[] = suggestions
      .slice(0, 10)
      .map((suggestion) => ({ label: suggestion.label, latitude: suggestion.lat, longitude: suggestion.lon }));
    return Response.json(options, { headers: { "Cache-Control": "private, max-age=300" } });
  } catch (error) {
    console.error("Recherche d'adresse indisponible :", error);
    return Response.json([], { status: 503 });
  }
}
