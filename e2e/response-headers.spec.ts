// The headers of decision 3805 on the production server: a Permissions-Policy on every response (the
// devices for this origin on the pages that hydrate, since the app's own navigation keeps that
// document's policy on the video call; denied on the pages without JavaScript and on everything else),
// and the CSP report endpoint that answers 204 whatever it is sent.
import { expect, inOneProjectOnly, test } from "./fixtures";

const DEVICES_ALLOWED = /^camera=\(self\), microphone=\(self\), geolocation=\(self\), /;
const DEVICES_DENIED = /^camera=\(\), microphone=\(\), geolocation=\(\), /;

test("every response has a Permissions-Policy; only pages that hydrate may ask for the devices", async ({ request }) => {
  inOneProjectOnly();
  const policyOf = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const values = response.headersArray().filter((header) => header.name.toLowerCase() === "permissions-policy");
    expect(values, path).toHaveLength(1);
    return values[0]!.value;
  };
  for (const page of ["/connexion", "/reservation", "/contact"]) expect(await policyOf(page), page).toMatch(DEVICES_ALLOWED);
  // Pages that ship no JavaScript, data requests, files and the server's own answers.
  for (const other of ["/faq", "/guides", "/connexion.data", "/robots.txt", "/favicon.svg", "/sitemap.xml"]) {
    expect(await policyOf(other), other).toMatch(DEVICES_DENIED);
  }
  for (const path of ["/connexion", "/faq", "/favicon.svg"]) expect(await policyOf(path)).toContain("payment=(), ");
});

test("the CSP report endpoint answers 204 to a report and to anything else posted", async ({ request }) => {
  inOneProjectOnly();
  const report = {
    "csp-report": {
      "document-uri": "http://localhost/",
      "effective-directive": "img-src",
      "blocked-uri": "https://pixel.example/x.gif",
    },
  };
  expect(
    (
      await request.post("/csp-report", { headers: { "content-type": "application/csp-report" }, data: JSON.stringify(report) })
    ).status(),
  ).toBe(204);
  for (const data of ["{", "", "x".repeat(50_000)]) {
    expect((await request.post("/csp-report", { headers: { "content-type": "application/reports+json" }, data })).status()).toBe(
      204,
    );
  }
});
