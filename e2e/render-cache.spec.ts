// The server's render cache (server/render-cache.ts) never hands one person's page to another: a signed-in
// customer gets their own page (their name in the header) even when the anonymous page is cached, and an
// anonymous visitor never gets the signed-in one.
import { expect, inOneProjectOnly, test } from "./fixtures";
import { createVerifiedCustomer, CUSTOMER_PASSWORD, uniqueEmail } from "./support/account-customers";
import { signInByCookie } from "./support/account-session";

const CACHE_STATUS = "x-render-cache";

test("a signed-in customer never receives the cached anonymous page, nor an anonymous visitor the signed-in one", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  // The anonymous homepage is in the cache: the second request is answered from it.
  await request.get("/", { headers: { cookie: "" } });
  const cached = await request.get("/");
  expect(cached.headers()[CACHE_STATUS]).toMatch(/^(hit|stale)$/);

  const email = uniqueEmail(testInfo, "cache");
  await createVerifiedCustomer(email, { firstname: "Séraphine", lastname: "Cachetière" });
  await signInByCookie(page, email, CUSTOMER_PASSWORD);
  const signedIn = await page.goto("/");
  expect(signedIn?.headers()[CACHE_STATUS]).toBe("bypass");
  await expect(page.getByRole("banner")).toContainText("Séraphine");

  const anonymousContext = await browser.newContext();
  try {
    const anonymous = await anonymousContext.newPage();
    const response = await anonymous.goto("/");
    expect(response?.headers()[CACHE_STATUS]).toMatch(/^(hit|stale|miss)$/);
    await expect(anonymous.getByRole("banner")).not.toContainText("Séraphine");
    await expect(anonymous.getByRole("banner").getByRole("link", { name: "Connexion", exact: true })).toBeVisible();
  } finally {
    await anonymousContext.close();
  }
});

test("a cached page answers a matching If-None-Match with 304, and its CSP stays nonce-only", async ({ request }) => {
  inOneProjectOnly();
  await request.get("/guides");
  const cached = await request.get("/guides");
  expect(cached.headers()[CACHE_STATUS]).toMatch(/^(hit|stale)$/);
  // No script needs a nonce: the only inline ones are JSON-LD data, never executed.
  const inlineScripts = [...(await cached.text()).matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
  for (const attributes of inlineScripts) expect(attributes).toMatch(/^ type="application\/ld\+json"$/);
  expect(cached.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
  const revalidated = await request.get("/guides", { headers: { "if-none-match": cached.headers().etag! } });
  expect(revalidated.status()).toBe(304);
});
