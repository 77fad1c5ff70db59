// A response for one person is never stored (decision 3803): whatever reads a signed-in session or
// changes the session says `private, no-store`, unless the route said no-store itself; a visitor's
// response keeps what its route says (the render cache and the CDN headers depend on it).
import { redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { commitRequestCookies, createRequestContext, personalCacheControl } from "./request-context";
import { commitSession, sessionStorage } from "./session";

const PUBLIC_PAGE = "public, s-maxage=3600, stale-while-revalidate=86400";

async function signedInRequest(): Promise<Request> {
  const session = await sessionStorage.getSession();
  session.set("token", "platform-token");
  const cookie = await commitSession(session);
  return new Request("http://localhost/", { headers: { Cookie: cookie.slice(0, cookie.indexOf(";")) } });
}

const contextOf = (request: Request) => createRequestContext(request, { cspNonce: "n", site: "default" });

describe("Cache-Control of personal responses", () => {
  it("forbids storing a signed-in person's page, data, file or redirect, whatever the route said", async () => {
    for (const answer of [
      new Response("<html>", { headers: { "Cache-Control": PUBLIC_PAGE, "Content-Type": "text/html" } }),
      new Response("data", { headers: { "Content-Type": "text/x-script" } }),
      new Response("%PDF", { headers: { "Cache-Control": "private, max-age=600" } }),
      redirect("/rendez-vous/historique"),
    ]) {
      const response = await commitRequestCookies(await contextOf(await signedInRequest()), answer);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("forbids storing the answer that signs in or out", async () => {
    const signingIn = await contextOf(new Request("http://localhost/connexion"));
    await signingIn.session.restart({ token: "new-token" });
    expect((await commitRequestCookies(signingIn, redirect("/"))).headers.get("Cache-Control")).toBe("private, no-store");
    const signingOut = await contextOf(await signedInRequest());
    signingOut.session.destroy();
    expect((await commitRequestCookies(signingOut, redirect("/"))).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps a route's own no-store, and a visitor's page as its route says", async () => {
    expect(personalCacheControl("no-store")).toBe("no-store");
    expect(personalCacheControl("private, no-cache, no-store, must-revalidate")).toBe(
      "private, no-cache, no-store, must-revalidate",
    );
    expect(personalCacheControl("no-storeroom")).toBe("private, no-store");
    const visitor = await commitRequestCookies(
      await contextOf(new Request("http://localhost/guides")),
      new Response("<html>", { headers: { "Cache-Control": PUBLIC_PAGE } }),
    );
    expect(visitor.headers.get("Cache-Control")).toBe(PUBLIC_PAGE);
  });
});
