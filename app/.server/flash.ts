// Flash alerts: a message set before a redirect and shown once on the next page (customer-side §4:
// default type success, one per identical message). Routes add them through `context.flash`; the root
// loader reads them; the cookie is written once after the handler (app/.server/request-context.ts).
import { flashCookie } from "./cookies";
import { dedupeAlerts, type Alert } from "~/ui/alerts";

export class Flash {
  readonly #stored: Alert[];
  readonly #added: Alert[] = [];
  #read = false;

  private constructor(stored: Alert[]) {
    this.#stored = stored;
  }

  static async fromRequest(request: Request): Promise<Flash> {
    return new Flash(await storedAlerts(request));
  }

  /** Adds an alert for the next page. */
  add(alert: Alert): void {
    this.#added.push(alert);
  }

  /** The alerts waiting for this page; they are gone from the next one. */
  read(): Required<Alert>[] {
    this.#read = true;
    return dedupeAlerts(this.#stored);
  }

  /**
   * The cookie's new value, or null when it does not change. An alert added in this request wins over a
   * read: the response is then a redirect, and the alerts still waiting ride along with the new one.
   */
  async setCookie(): Promise<string | null> {
    if (this.#added.length > 0) return flashCookie.serialize(dedupeAlerts([...this.#stored, ...this.#added]));
    if (this.#read && this.#stored.length > 0) return flashCookie.serialize([], { maxAge: 0 });
    return null;
  }
}

async function storedAlerts(request: Request): Promise<Alert[]> {
  const stored: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(stored) ? stored.filter(isAlert) : [];
}

function isAlert(value: unknown): value is Alert {
  return typeof value === "object" && value !== null && typeof (value as Alert).message === "string";
}
