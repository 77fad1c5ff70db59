// Cookies are written once, after the handler: the session, the flash alerts and the jar's cookies end
// up on the response, a cookie the handler set itself keeps the handler's value, and an unchanged
// request sets nothing.
import { redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { flashCookie, localeCookie } from "./cookies";
import { commitRequestCookies, createRequestContext } from "./request-context";

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
