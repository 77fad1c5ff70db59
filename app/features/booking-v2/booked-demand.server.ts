// The demand a guest has just booked, remembered (signed, HttpOnly, one day) until they set their
// password at the mot-de-passe step and go on to its report page.
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "~/.server/cookies";

const bookedDemandCookie = createCookie("rdv_dossier", { ...cookieDefaults(), maxAge: 60 * 60 * 24 });

export async function readBookedDemand(request: Request): Promise<number | null> {
  const stored: unknown = await bookedDemandCookie.parse(request.headers.get("Cookie"));
  return typeof stored === "string" && /^[1-9]\d{0,11}$/.test(stored) ? Number(stored) : null;
}

export function bookedDemandHeader(demandId: number): Promise<string> {
  return bookedDemandCookie.serialize(String(demandId));
}

export function clearedBookedDemand(): Promise<string> {
  return bookedDemandCookie.serialize("", { maxAge: 0 });
}
