// Prices as an admin types them ("120", "95,50", "1 200 €") and as the platform keeps them (cents).
export function eurosToCents(raw: string): number | null {
  const cleaned = raw.replace(/[\s\u00a0€]/g, "").replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** "95,5" for 9550 cents: what the price field shows. */
export function centsToEuros(cents: number): string {
  return (cents / 100).toLocaleString("fr-FR", { maximumFractionDigits: 2, useGrouping: false });
}
