// The demand just created by the wizard, for the DEMAND_CONFIRM page and its .ics link: its id and
// route token in a signed cookie for a day (the wizard's own cookies are cleared at confirmation).
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "~/.server/cookies";

export const confirmedDemandCookie = createCookie("booking_confirmed", { ...cookieDefaults(), maxAge: 24 * 60 * 60 });

export interface ConfirmedDemand {
  id: number;
  routeToken: string;
}

export async function readConfirmedDemand(request: Request): Promise<ConfirmedDemand | null> {
  const value: unknown = await confirmedDemandCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { id, routeToken } = value as Record<string, unknown>;
  return typeof id === "number" && Number.isInteger(id) && id > 0 && typeof routeToken === "string" ? { id, routeToken } : null;
}
