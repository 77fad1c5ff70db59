// The contact form's success state after its POST/redirect/GET: the phone the visitor gave travels in a
// short-lived sealed cookie (never in the URL, where it would land in logs; encrypted, decision 3804),
// read once by the page.
import { cookieDefaults, createSealedCookie } from "~/.server/cookies";

const TEN_MINUTES = 10 * 60;

const contactSentCookie = createSealedCookie("contact_envoye", "bookingCookies", { ...cookieDefaults(), maxAge: TEN_MINUTES });

export function contactSentHeader(phone: string): Promise<string> {
  return contactSentCookie.serialize({ phone });
}

/** The phone of the request just sent, if any, and the Set-Cookie that forgets it (shown once). */
export async function readContactSent(request: Request): Promise<{ phone: string | null; clearCookie: string | null }> {
  const stored: unknown = await contactSentCookie.parse(request.headers.get("Cookie"));
  if (!stored || typeof stored !== "object" || typeof (stored as { phone?: unknown }).phone !== "string")
    return { phone: null, clearCookie: null };
  return { phone: (stored as { phone: string }).phone, clearCookie: await contactSentCookie.serialize("", { maxAge: 0 }) };
}
