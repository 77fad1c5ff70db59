// The prices of a report type in a study, as the slots and report types carry them: cents, with a
// `type` of "hour" when the price is per hour, and a second entry for video when it has its own price.
import type { PriceType } from "../db/schema";

export interface PriceSetting {
  price: number;
  visio_price: number | null;
  price_type: PriceType;
}

export function presentPrices(setting: PriceSetting) {
  const prices = [{ price: setting.price, visio: false, type: setting.price_type }];
  if (setting.visio_price !== null) prices.push({ price: setting.visio_price, visio: true, type: setting.price_type });
  return prices;
}
