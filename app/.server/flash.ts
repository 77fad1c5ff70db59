// Flash alerts: a message set before a redirect and shown once on the next page (customer-side §4:
// default type success, one per identical message).
import { redirect } from "@remix-run/node";
import { flashCookie } from "./cookies";
import { dedupeAlerts, type Alert } from "~/ui/alerts";

export async function readFlash(request: Request): Promise<{ alerts: Alert[]; setCookie: string | null }> {
  const stored: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  if (!Array.isArray(stored) || stored.length === 0) return { alerts: [], setCookie: null };
  const alerts = dedupeAlerts(stored.filter(isAlert));
  return { alerts, setCookie: await flashCookie.serialize([], { maxAge: 0 }) };
}

export async function flashHeader(request: Request, alert: Alert): Promise<string> {
  const stored: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  const previous = Array.isArray(stored) ? stored.filter(isAlert) : [];
  return flashCookie.serialize(dedupeAlerts([...previous, alert]));
}

export async function redirectWithFlash(request: Request, to: string, alert: Alert, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashHeader(request, alert));
  return redirect(to, { ...init, headers });
}

function isAlert(value: unknown): value is Alert {
  return typeof value === "object" && value !== null && typeof (value as Alert).message === "string";
}
