// A fresh idempotency key for each rendering of a creating form (docs/decisions/3633): the loader puts
// it in the page, the form posts it back, the action hands it to the platform client, so that the same
// form posted twice (a double click, a retry after a lost answer) creates one thing. Only pages that are
// never stored by the render cache carry one (a stored page would give one key to several people).
import { randomUUID } from "node:crypto";

export function newIdempotencyKey(): string {
  return randomUUID();
}
