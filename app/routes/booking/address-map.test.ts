// The address search pages' head: one canonical form without the searched address, never indexed once
// someone's address is in the query, and the site's card for a shared link.
import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "@remix-run/node";
import { env } from "~/.server/env";
import { testRequestContext } from "~/test-support/request-context";
import { loader, meta } from "./address-map";

async function headOf(path: string): Promise<MetaDescriptor[]> {
  const request = new Request(new URL(path, "http://localhost"));
  const params = { reportType: new URL(request.url).pathname.split("/")[1] };
  const answer = await loader({ request, params, context: await testRequestContext(request) });
  return meta({ data: answer.data, params, location: new URL(request.url) as never, matches: [] } as never);
}

type Tag = Record<string, unknown>;
const canonicalOf = (tags: MetaDescriptor[]) => (tags as Tag[]).find((tag) => tag.rel === "canonical")?.href;
const robotsOf = (tags: MetaDescriptor[]) => (tags as Tag[]).find((tag) => tag.name === "robots")?.content;

describe("the address search pages' head", () => {
  const origin = () => env().PUBLIC_URL.replace(/\/+$/, "");

  it("names the page without a query as its canonical form, indexable", async () => {
    const tags = await headOf("/prestation/adresse/");
    expect(canonicalOf(tags)).toBe(`${origin()}/prestation/adresse/`);
    expect(robotsOf(tags)).toBeUndefined();
    expect(tags).toContainEqual({ property: "og:image", content: `${origin()}/og-image.png` });
  });

  it("keeps the video consultation's own canonical form", async () => {
    expect(canonicalOf(await headOf("/consultation/adresse/?visio=1"))).toBe(`${origin()}/consultation/adresse/?visio=1`);
  });

  it("never indexes a search, and points it at the page without it", async () => {
    const tags = await headOf("/consultation/adresse/?pour=moi&adresse=Lyon");
    expect(canonicalOf(tags)).toBe(`${origin()}/consultation/adresse/`);
    expect(robotsOf(tags)).toBe("noindex, follow");
  });
});
