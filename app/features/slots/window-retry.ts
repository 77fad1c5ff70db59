// The retry rule of the slot search (customer-side §2.5), free of any date library so the browser can
// run it too: ask for a window; while it comes back empty, wait and ask for the next one, at most 3
// more times; then "unavailable". The server passes no wait, the browser 1 s.

const SLOT_RETRIES = 3;
const SLOT_RETRY_DELAY_MS = 1000;

export interface RetryOutcome<R> {
  result: R;
  /** How many windows were asked for (1 to 4). */
  tries: number;
  unavailable: boolean;
}

/**
 * Calls `fetchAttempt(attempt, previous)` until `isEmpty` is false or 4 attempts were made; `previous`
 * is the last empty answer, from which the caller reads where the next window starts.
 */
export async function retryWhileEmpty<R>(
  fetchAttempt: (attempt: number, previous: R | undefined) => Promise<R>,
  isEmpty: (result: R) => boolean,
  wait: (milliseconds: number) => Promise<void> = async () => {},
): Promise<RetryOutcome<R>> {
  let previous: R | undefined;
  for (let attempt = 0; attempt <= SLOT_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(SLOT_RETRY_DELAY_MS);
    const result = await fetchAttempt(attempt, previous);
    if (!isEmpty(result)) return { result, tries: attempt + 1, unavailable: false };
    previous = result;
  }
  return { result: previous as R, tries: SLOT_RETRIES + 1, unavailable: true };
}
