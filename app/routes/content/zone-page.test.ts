// The zone page's loader against a Strapi-like CMS that sends a bare SEO page (no `zone`, no links, no
// breadcrumbs) and a platform that cannot be reached: the links come from the region's departments
// (12 at most), the trail from the page's levels, and the page still renders without the
// professionals block, the failure logged.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const region = { id: 7, name: "Bretagne", url_region: "bretagne", code: "53", gps_lat: 48.11, gps_lng: -1.68 };
const departments = Array.from({ length: 15 }, (_, index) => ({
  id: 100 + index,
  name: `Département ${index + 1}`,
  department_url: `departement-${index + 1}-${10 + index}`,
  department_code: String(10 + index),
  region: region.id,
}));

let cms: Server;
const departmentQueries: string[] = [];

beforeAll(async () => {
  const app = express();
  app.get("/seo-pages", (request, response) => {
    if (request.query.slug === "commissaire-de-justice-bretagne") {
      response.json([
        {
          id: 2000007,
          slug: "commissaire-de-justice-bretagne",
          type: "region",
          region,
          reports: [{ order: 0, title: "Commissaire de justice en Bretagne" }],
        },
      ]);
    } else if (request.query.slug === "commissaire-de-justice-rennes-35000") {
      response.json([
        {
          id: 35238,
          slug: "commissaire-de-justice-rennes-35000",
          type: "city",
          region,
          department: {
            id: 36,
            name: "Ille-et-Vilaine",
            department_url: "ille-et-vilaine-35",
            department_code: "35",
            region: region.id,
          },
          city: {
            id: 35238,
            city_name: "Rennes",
            city_url: "rennes-35000",
            code_postal: "35000",
            gps_lat: 48.11,
            gps_lng: -1.68,
          },
          description: ["Rennes est la préfecture de l'Ille-et-Vilaine.", "Deuxième paragraphe."],
          links: [
            { type: "district", name: "Quartier", label: "Quartier (35000)", zoneUrl: "quartier-35000" },
            ...Array.from({ length: 12 }, (_, index) => ({
              type: "city",
              name: `Ville ${index}`,
              label: `Ville ${index} (35${index}00)`,
              zoneUrl: `ville-${index}-35${index}00`,
            })),
          ],
        },
      ]);
    } else response.json([]);
  });
  app.get("/departments", (request, response) => {
    departmentQueries.push(new URLSearchParams(request.query as Record<string, string>).toString());
    response.json(departments.slice(0, Number(request.query._limit ?? 100)));
  });
  app.get("/articles", (_request, response) => response.json([]));
  app.get("/badges", (_request, response) => response.json([]));
  cms = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => cms.once("listening", resolve));
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  // Nothing listens on port 9 (discard): the platform is down.
  process.env.PLATFORM_API_URL = "http://127.0.0.1:9/_platform";
  process.env.PUBLIC_URL = "https://www.constat-rdv.example";
});

afterAll(() => new Promise((resolve) => cms.close(resolve)));

interface ZoneData {
  title: string;
  canonical: string;
  crumbs: Array<{ name: string; path: string }>;
  groups: { children: Array<{ zoneUrl: string }>; nearbyCities: Array<{ zoneUrl: string; type: string }>; districts: unknown[] };
  professionals: unknown[] | null;
  paragraphs: string[];
  bookingHref: string;
}

async function load(segment: string): Promise<ZoneData> {
  const { loader } = await import("./zone");
  const result = (await loader({
    request: new Request(`https://www.constat-rdv.example/${segment}`),
    params: { zoneSegment: segment },
    context: {} as never,
  })) as unknown as {
    data: ZoneData;
  };
  return result.data;
}

describe("zone page loader", () => {
  it("builds a region page from a bare CMS page: departments asked with the limit of 12", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await load("huissier-bretagne");
    expect(data.title).toBe("Commissaire de justice en Bretagne");
    expect(data.canonical).toBe("https://www.constat-rdv.example/commissaire-de-justice-bretagne");
    expect(departmentQueries.at(-1)).toContain("region=7");
    expect(departmentQueries.at(-1)).toContain("_limit=12");
    expect(data.groups.children).toHaveLength(12);
    expect(data.groups.children[0]).toMatchObject({ zoneUrl: "departement-1-10" });
    expect(data.crumbs).toEqual([
      { name: "Accueil", path: "/" },
      { name: "Bretagne", path: "/commissaire-de-justice-bretagne" },
    ]);
    expect(data.bookingHref).toBe("/prestation/adresse/");
    // The platform is down: no professionals block, and the failure is logged.
    expect(data.professionals).toBeNull();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("keeps 9 nearby cities without districts on a city page, with the trail and the booking entry", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await load("commissaire-de-justice-rennes-35000");
    expect(data.groups.nearbyCities).toHaveLength(9);
    expect(data.groups.nearbyCities.every((link) => link.type === "city")).toBe(true);
    expect(data.crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/commissaire-de-justice-bretagne",
      "/commissaire-de-justice-ille-et-vilaine-35",
      "/commissaire-de-justice-rennes-35000",
    ]);
    expect(data.paragraphs[0]).toBe("Rennes est la préfecture de l'Ille-et-Vilaine.");
    expect(data.bookingHref).toBe("/prestation/adresse/?adresse=Rennes+%2835000%29&lat=48.11&lon=-1.68");
    // The platform is down here too: the missing professionals block is logged.
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("answers 404 for other segments and unknown zones", async () => {
    for (const segment of ["blog-archive", "huissier-atlantide-00000"]) {
      await expect(load(segment)).rejects.toMatchObject({ status: 404 });
    }
  });
});
