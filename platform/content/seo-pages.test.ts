// Zone landing pages: the link limits of customer-side §2.1 and real French generated from the data.
import { beforeAll, describe, expect, it } from "vitest";
import { loadGeoData } from "../geo/load-geo-data";
import type { GeoData } from "../geo/types";
import { createGeoCollections } from "./geo-collections";
import { AREA_LINK_LIMIT, CITY_LINK_LIMIT, createSeoPages, type SeoPage, type SeoPages } from "./seo-pages";

let geo: GeoData;
let pages: SeoPages;
beforeAll(async () => {
  geo = await loadGeoData();
  pages = createSeoPages(geo, createGeoCollections(geo), ["article-a", "article-b"]);
});

const pageFor = (zoneUrl: string): SeoPage => {
  const page = pages.bySlug(`commissaire-de-justice-${zoneUrl}`);
  if (!page) throw new Error(`no page for ${zoneUrl}`);
  return page;
};

describe("zone pages", () => {
  it("lists at most 12 departments of a region, biggest first", () => {
    const page = pageFor("occitanie");
    expect(page.type).toBe("region");
    expect(page.links).toHaveLength(AREA_LINK_LIMIT);
    expect(page.links.every((link) => link.type === "department")).toBe(true);
    expect(page.links[0]!.label).toBe("Haute-Garonne (31)");
    const populations = page.links.map((link) => link.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("lists the 12 biggest cities of a department", () => {
    const page = pageFor("rhone-69");
    expect(page.links).toHaveLength(AREA_LINK_LIMIT);
    expect(page.links.slice(0, 2).map((link) => link.label)).toEqual(["Lyon (69001)", "Villeurbanne (69100)"]);
    expect(page.region.url_region).toBe("auvergne-rhone-alpes");
    expect(page.department?.department_url).toBe("rhone-69");
  });

  it("links at most 9 neighbouring cities from a city or a district, never a district", () => {
    for (const zoneUrl of [
      "villeurbanne-69100",
      "lyon-69001",
      "paris-15e-arrondissement-75015",
      "marseille-8e-arrondissement-13008",
    ]) {
      const page = pageFor(zoneUrl);
      expect(page.links.length).toBeLessThanOrEqual(CITY_LINK_LIMIT);
      expect(page.links.length).toBeGreaterThan(0);
      expect(page.links.every((link) => link.type === "city")).toBe(true);
      expect(page.links.some((link) => link.zoneUrl === zoneUrl)).toBe(false);
    }
    expect(pageFor("villeurbanne-69100").links.map((link) => link.name)).toContain("Lyon");
    // A district never links to its own city as a "neighbour": its city is in the breadcrumbs.
    expect(pageFor("lyon-3e-arrondissement-69003").links.map((link) => link.name)).not.toContain("Lyon");
  });

  it("gives a city its districts and a district its siblings and full breadcrumbs", () => {
    expect(pageFor("marseille-13001").districts).toHaveLength(16);
    const district = pageFor("lyon-3e-arrondissement-69003");
    expect(district.districts).toHaveLength(8);
    expect(district.districts.every((link) => link.type === "district")).toBe(true);
    expect(district.breadcrumbs.map((crumb) => crumb.type)).toEqual(["region", "department", "city", "district"]);
    expect(district.city?.city_url).toBe("lyon-69001");
    expect(district.district?.district_url).toBe("lyon-3e-arrondissement-69003");
  });

  it("writes correct French from the data", () => {
    const lyon = pageFor("lyon-69001");
    expect(lyon.title).toBe("Commissaire de justice à Lyon (69001)");
    expect(lyon.description[0]).toMatch(/519\s127 habitants/);
    expect(lyon.description.join(" ")).toContain("préfecture du Rhône et le chef-lieu de la région Auvergne-Rhône-Alpes");
    expect(lyon.description.join(" ")).toContain("divisée en 9 arrondissements");
    expect(lyon.description.join(" ")).toMatch(/communes voisines de Lyon : .*Villeurbanne/);

    expect(pageFor("le-havre-76600").title).toBe("Commissaire de justice au Havre (76600)");
    expect(pageFor("le-havre-76600").description.join(" ")).toContain("de la Seine-Maritime (76)");
    expect(pageFor("les-mureaux-78130").zone.locative).toBe("aux Mureaux");
    expect(pageFor("annecy-74000").zone.genitive).toBe("d'Annecy");
    expect(pageFor("bouches-du-rhone-13").description[0]).toMatch(
      /^Les Bouches-du-Rhône \(13\) sont un département de la région Provence-Alpes-Côte d'Azur/,
    );
    expect(pageFor("rhone-69").title).toBe("Commissaire de justice dans le Rhône (69)");
    expect(pageFor("gironde-33").zone.locative).toBe("en Gironde");
    expect(pageFor("hauts-de-france").title).toBe("Commissaire de justice dans les Hauts-de-France");
    expect(pageFor("polynesie-francaise").description[0]).toMatch(/^La Polynésie française est une collectivité d'outre-mer/);
    expect(pageFor("paris-75001").description[0]).toMatch(/^Paris \(75\) est à la fois une commune et un département/);
    const paris16 = pageFor("paris-16e-arrondissement-75016");
    expect(paris16.description[0]).toMatch(/^Le 16e arrondissement de Paris compte .* aux codes postaux 75016 et 75116\./);
  });

  it("has unique titles and meta descriptions for homonym communes", () => {
    const saintDenis = ["saint-denis-93200", "saint-denis-97400"].map(pageFor);
    expect(saintDenis[0]!.title).not.toBe(saintDenis[1]!.title);
    expect(saintDenis[0]!.seoDescription).not.toBe(saintDenis[1]!.seoDescription);
  });

  it("never writes an unfilled template or a stray space before punctuation", () => {
    for (const entry of pages.entries.filter((_, index) => index % 97 === 0)) {
      const page = pages.byEntry(entry);
      const text = [page.title, page.seoTitle, page.seoDescription, ...page.description].join(" ");
      expect(text).not.toMatch(/undefined|null|NaN|\$\{|  |\s[,.]/);
      expect(page.content.startsWith("<p>")).toBe(true);
    }
  });

  it("is consistent: the same page twice, and ids unique across levels", () => {
    expect(pageFor("lyon-69001")).toEqual(pageFor("lyon-69001"));
    expect(new Set(pages.entries.map((entry) => entry.id)).size).toBe(pages.entries.length);
    expect(pages.bySlug("commissaire-de-justice-")).toBeUndefined();
    expect(pages.bySlug("lyon-69001")).toBeUndefined();
  });
});
