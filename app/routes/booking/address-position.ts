// GET /reservation/adresses/position?lat=…&lon=… — the address nearest to the browser's position
// ("Autour de moi"), as JSON { label, latitude, longitude } or null. A resource route: no layout runs.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { addressFromCoordinates } from "~/.server/geo/client";
import { coordinatesFrom, type AddressOption } from "~/features/booking/address-suggestion";

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const position = coordinatesFrom(params.get("lat"), params.get("lon"));
  if (!position) return Response.json(null, { status: 400 });
  try {
    const found = await addressFromCoordinates(position.latitude, position.longitude);
    // The user's own position is the point searched; the label names the commune it falls in.
    const option: AddressOption | null = found
      ? { label: found.label, latitude: position.latitude, longitude: position.longitude }
      : null;
    return Response.json(option, { status: option ? 200 : 404, headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    console.error("Recherche d'adresse par position indisponible :", error);
    return Response.json(null, { status: 503 });
  }
}
