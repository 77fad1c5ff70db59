// The affiliate token (customer-side §2.3, §7, §8): it arrives as ?aff_token=, is kept in the aff_token
// cookie, and is resolved to the affiliate study whose id goes with the registration and the demand.
// When the lookup fails the token is forgotten without a word to the user.

export interface AffiliateStudy {
  id: number;
  type: string;
}

export interface AffiliateResolution {
  /** The affiliate study's id to send, when the token resolves to an affiliate. */
  affiliateId: number | undefined;
  /** The stored token leads nowhere: clear the cookie. */
  forget: boolean;
}

/** Resolves a stored token with `lookup` (the platform's search-token call); any failure forgets it. */
export async function resolveAffiliate(
  token: string | null | undefined,
  lookup: (token: string) => Promise<AffiliateStudy>,
): Promise<AffiliateResolution> {
  if (!token) return { affiliateId: undefined, forget: false };
  try {
    const study = await lookup(token);
    return study.type === "affiliate" ? { affiliateId: study.id, forget: false } : { affiliateId: undefined, forget: true };
  } catch {
    return { affiliateId: undefined, forget: true };
  }
}

/** A token from the query is worth looking up (and storing) only when it is not the one already kept. */
export function isNewAffiliateToken(fromQuery: string | undefined, stored: string | null): fromQuery is string {
  return Boolean(fromQuery) && fromQuery !== stored;
}
