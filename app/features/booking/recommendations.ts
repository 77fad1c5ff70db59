// The memory of recommended unavailable professionals (customer-side §2.5): a list named
// recommendedBailiffs, kept in a cookie (read by the server, so the card says "already recommended"
// without JavaScript) and mirrored in localStorage in the browser. At most 50 ids, newest last.

export const RECOMMENDED_BAILIFFS_KEY = "recommendedBailiffs";
const RECOMMENDED_BAILIFFS_LIMIT = 50;

/** The ids in a stored value ("12,40" or a JSON array); anything else is ignored. */
export function parseRecommended(value: unknown): number[] {
  let items: unknown[] = [];
  if (Array.isArray(value)) items = value;
  else if (typeof value === "string" && value.trim().startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(value);
      items = Array.isArray(parsed) ? parsed : [];
    } catch {
      items = [];
    }
  } else if (typeof value === "string") items = value.split(",");
  const ids = items.map((item) =>
    typeof item === "number" ? item : typeof item === "string" && /^\d{1,12}$/.test(item.trim()) ? Number(item) : NaN,
  );
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].slice(-RECOMMENDED_BAILIFFS_LIMIT);
}

export function withRecommended(list: readonly number[], bailiffId: number): number[] {
  return [...list.filter((id) => id !== bailiffId), bailiffId].slice(-RECOMMENDED_BAILIFFS_LIMIT);
}

export function serialiseRecommended(list: readonly number[]): string {
  return JSON.stringify(list.slice(-RECOMMENDED_BAILIFFS_LIMIT));
}

export function isRecommended(list: readonly number[], bailiffId: number): boolean {
  return list.includes(bailiffId);
}
