// Cookies are written once, after the handler: the session, the flash alerts and the jar's cookies end
// up on the response, a cookie the handler set itself keeps the handler's value, and an unchanged
// request sets nothing.
import { redirect } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { flashCookie, localeCookie } from "./cookies";
import { commitRequestCookies, createRequestContext } from "./request-context";
import { commitSession, sessionStorage } from "./session";

const names = (response: Response) => response.headers.getSetCookie().map((value) => value.slice(0, value.indexOf("=")));
const newContext = (request = new Request("http://localhost/")) =>
  createRequestContext(request, { cspNonce: "n", site: "default" });

describe("commitRequestCookies", () => {
  it("sets nothing when the request changed nothing", async () => {
    const response = await commitRequestCookies(await newContext(), new Response("ok"));
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toBe("ok");
  });

  it("writes the session, the flash alert and the jar's cookies once, keeping the status and body", async () => {
    const context = await newContext();
    context.session.set("token", "t");
    context.flash.add({ message: "Votre demande a été annulée." });
    context.cookies.set(localeCookie, "en");
    context.cookies.set(localeCookie, "fr");
    const response = await commitRequestCookies(context, redirect("/dossier/12"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dossier/12");
    expect(names(response)).toEqual(["__session", "flash", "lng"]);
    const lng = response.headers.getSetCookie().find((value) => value.startsWith("lng="));
    expect(await localeCookie.parse(lng ?? null)).toBe("fr");
  });

  it("leaves a cookie the handler set itself to the handler", async () => {
    const context = await newContext();
    context.flash.add({ message: "from the context" });
    const handlerSet = await flashCookie.serialize([{ message: "from the handler" }]);
    const response = await commitRequestCookies(context, redirect("/", { headers: { "Set-Cookie": handlerSet } }));
    expect(response.headers.getSetCookie()).toEqual([handlerSet]);
  });

  it("clears the flash alerts once read, and a destroyed session from the browser", async () => {
    const stored = await flashCookie.serialize([{ message: "Bienvenue" }]);
    const context = await newContext(
      new Request("http://localhost/", { headers: { Cookie: stored.slice(0, stored.indexOf(";")) } }),
    );
    expect(context.flash.read()).toEqual([{ message: "Bienvenue", type: "success" }]);
    context.session.destroy();
    const response = await commitRequestCookies(context, new Response("page"));
    expect(names(response)).toEqual(["__session", "flash"]);
    expect(response.headers.getSetCookie().every((value) => /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(value))).toBe(true);
  });
});

describe("a session summary written before it kept permissions", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function legacyRequest(): Promise<Request> {
    const session = await sessionStorage.getSession();
    session.set("token", "t");
    session.set("studyId", 3);
    // Role names only, as the summary was kept before.
    session.set("user", { id: 40, firstname: "Antoine", lastname: "Dupont", civility: 1, roles: ["bailiff"], verified: true, fullyRegistered: true } as never);
    const cookie = await commitSession(session);
    return new Request("http://localhost/", { headers: { Cookie: cookie.slice(0, cookie.indexOf(";")) } });
  }

  it("is read again from the platform, for the session's current study, before any loader", async () => {
    const fetch = vi.fn(async () => Response.json(platformUserFixture({ roles: ["bailiff"] })));
    vi.stubGlobal("fetch", fetch);
    const context = await newContext(await legacyRequest());
    expect(context.session.user?.permissions).toContain("workspace.open");
    expect(fetch).toHaveBeenCalledOnce();
    expect(new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get("study-id")).toBe("3");
    expect(names(await commitRequestCookies(context, new Response("page")))).toEqual(["__session"]);
  });

  it("grants nothing while the platform cannot answer, and is tried again at the next request", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async () => new Response("down", { status: 503 })));
    const context = await newContext(await legacyRequest());
    expect(context.session.user?.permissions).toEqual([]);
    expect(context.session.userIsOutdated).toBe(true);
  });
});
