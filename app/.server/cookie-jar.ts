// The cookies a request changes, written once after the handler (app/.server/request-context.ts) instead
// of each loader and action appending its own `Set-Cookie`. One entry per cookie name: the last change
// in the request wins, as it would in the browser.
import type { Cookie, CookieSerializeOptions } from "@remix-run/node";

export class CookieJar {
  readonly #pending = new Map<string, () => Promise<string>>();

  /** Stores `value` in `cookie` (signed and serialised with the cookie's own options). */
  set(cookie: Cookie, value: unknown, options?: CookieSerializeOptions): void {
    this.#pending.set(cookie.name, () => cookie.serialize(value, options));
  }

  /** Removes the cookie from the browser. */
  expire(cookie: Cookie): void {
    this.set(cookie, "", { maxAge: 0 });
  }

  /**
   * A `Set-Cookie` value a helper already serialised (the booking flows' helpers return strings): kept
   * under its cookie's name like any other change.
   */
  append(setCookie: string): void {
    this.#pending.set(cookieName(setCookie), async () => setCookie);
  }

  get names(): string[] {
    return [...this.#pending.keys()];
  }

  /** The `Set-Cookie` values, in the order the cookies were first changed. */
  async serialize(): Promise<Array<{ name: string; setCookie: string }>> {
    return Promise.all([...this.#pending].map(async ([name, write]) => ({ name, setCookie: await write() })));
  }
}

/** The name of a `Set-Cookie` value (`name=value; Path=/…`). */
export function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}
