// Price rules (customer-side §9, pro-side §5): prices are in cents; shown only when prices are enabled
// and above 0; an hourly price costs ceil(duration minutes / 60 × rate / 100) euros; a slot priced 0
// turns the "no price" note on.

export interface SlotPrice {
  price: number;
  visio?: boolean;
  type?: string;
}

/** The euros to show for a slot of `durationMinutes`, or null when nothing should be shown. */
export function displayedPrice(price: SlotPrice | undefined, durationMinutes: number, pricesEnabled: boolean): number | null {
  if (!pricesEnabled || !price || !(price.price > 0)) return null;
  if (price.type === "hour") return Math.ceil((durationMinutes / 60) * (price.price / 100));
  return price.price / 100;
}

/** The price that applies to the chosen mode (visio or on site) among a slot's prices. */
export function priceForMode(prices: readonly SlotPrice[] | undefined, visio: boolean): SlotPrice | undefined {
  if (!prices || prices.length === 0) return undefined;
  return prices.find((price) => Boolean(price.visio) === visio) ?? prices[0];
}

/** The "no price available" note shows when any slot has a price of 0 (pro-side §5). */
export function showNoPriceNote(slots: readonly { prices?: readonly SlotPrice[] }[], visio: boolean): boolean {
  return slots.some((slot) => {
    const price = priceForMode(slot.prices, visio);
    return !price || price.price === 0;
  });
}

/** "120 €", "95,50 €": French formatting of euros. */
export function formatEuros(euros: number): string {
  return new Intl.NumberFormat("fr-FR", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
  }).format(euros);
}
