// The aff_token cookie of booking v2: stored when a new token arrives in the query and resolves,
// resolved again to the affiliate study's id when the registration or the demand is sent, cleared
// silently when the lookup fails (customer-side §8).
import { affiliateTokenCookie } from "~/.server/booking-cookies";
import { findAffiliateStudy } from "~/.server/platform/studies";
import { isNewAffiliateToken, resolveAffiliate } from "~/features/booking-v2/affiliate";

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

async function readAffiliateToken(request: Request): Promise<string | null> {
  const stored: unknown = await affiliateTokenCookie.parse(request.headers.get("Cookie"));
  return typeof stored === "string" && TOKEN.test(stored) ? stored : null;
}

function forgetHeader(): Promise<string> {
  return affiliateTokenCookie.serialize("", { maxAge: 0 });
}

/** The Set-Cookie for a token just arrived in the query: kept when it resolves, forgotten otherwise. */
export async function rememberAffiliateToken(request: Request, fromQuery: string | undefined): Promise<string | null> {
  const stored = await readAffiliateToken(request);
  if (!isNewAffiliateToken(fromQuery, stored)) return null;
  const { forget } = await resolveAffiliate(fromQuery, findAffiliateStudy);
  if (forget) return stored ? forgetHeader() : null;
  return affiliateTokenCookie.serialize(fromQuery);
}

/** The affiliate id to send with a registration or a demand, and the Set-Cookie clearing a dead token. */
export async function affiliateFor(request: Request): Promise<{ affiliateId: number | undefined; setCookie: string | null }> {
  const { affiliateId, forget } = await resolveAffiliate(await readAffiliateToken(request), findAffiliateStudy);
  return { affiliateId, setCookie: forget ? await forgetHeader() : null };
}

/** Set-Cookie clearing the token after a confirmed demand (customer-side §4). */
export function clearedAffiliateToken(): Promise<string> {
  return forgetHeader();
}
