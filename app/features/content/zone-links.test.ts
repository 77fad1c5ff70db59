import { describe, expect, it } from "vitest";
import { bookingEntryHref, parseZoneSegment, zoneLinkGroups, zonePath, type ZoneKind } from "./zone-links";

/** The value the product promises (kept here, not read from the module under test). */
const CHILD_ZONE_LIMIT = 12;
const NEARBY_CITY_LIMIT = 9;

const link = (type: ZoneKind, n: number) => ({ type, name: `${type} ${n}`, label: `${type} ${n}`, zoneUrl: `${type}-${n}` });
const many = (type: ZoneKind, count: number) => Array.from({ length: count }, (_, n) => link(type, n + 1));

describe("parseZoneSegment", () => {
  it("reads both prefixes, the commissaire-de-justice one being canonical", () => {
    expect(parseZoneSegment("commissaire-de-justice-lyon-69001")).toEqual({ zoneUrl: "lyon-69001", canonical: true });
    expect(parseZoneSegment("huissier-lyon-3e-arrondissement-69003")).toEqual({
      zoneUrl: "lyon-3e-arrondissement-69003",
      canonical: false,
    });
    expect(parseZoneSegment("huissier-corse-du-sud-2a")).toEqual({ zoneUrl: "corse-du-sud-2a", canonical: false });
  });

  it("refuses other segments and malformed zone URLs", () => {
    for (const segment of [
      "blog",
      "huissier-",
      "commissaire-de-justice-",
      "huissier-Lyon",
      "huissier-lyon--1",
      "huissier-lyon_1",
      "huissier-lyon-",
      "huissiers-lyon",
    ]) {
      expect(parseZoneSegment(segment)).toBeNull();
    }
  });

  it("builds the canonical path", () => {
    expect(zonePath("rhone-69")).toBe("/commissaire-de-justice-rhone-69");
  });
});

describe("zoneLinkGroups", () => {
  it("lists at most 12 departments on a region page", () => {
    const groups = zoneLinkGroups({ type: "region", links: [...many("department", 15), link("city", 1)], districts: [] });
    expect(groups.children).toHaveLength(CHILD_ZONE_LIMIT);
    expect(groups.children.every((entry) => entry.type === "department")).toBe(true);
    expect(groups.nearbyCities).toEqual([]);
  });

  it("lists at most 12 cities on a department page", () => {
    const groups = zoneLinkGroups({ type: "department", links: many("city", 20), districts: [] });
    expect(groups.children.map((entry) => entry.zoneUrl)).toEqual(many("city", 12).map((entry) => entry.zoneUrl));
  });

  it("lists at most 9 nearby cities, never districts, on a city page, and all its districts", () => {
    const groups = zoneLinkGroups({
      type: "city",
      links: [link("district", 1), ...many("city", 11)],
      districts: many("district", 20),
    });
    expect(groups.nearbyCities).toHaveLength(NEARBY_CITY_LIMIT);
    expect(groups.nearbyCities.some((entry) => entry.type === "district")).toBe(false);
    expect(groups.districts).toHaveLength(20);
    expect(groups.children).toEqual([]);
  });

  it("does the same on a district page and drops duplicates", () => {
    const groups = zoneLinkGroups({
      type: "district",
      links: [link("city", 1), link("city", 1), link("city", 2)],
      districts: [link("district", 2), link("district", 2)],
    });
    expect(groups.nearbyCities.map((entry) => entry.zoneUrl)).toEqual(["city-1", "city-2"]);
    expect(groups.districts.map((entry) => entry.zoneUrl)).toEqual(["district-2"]);
  });
});

describe("bookingEntryHref", () => {
  it("prefills the address step with a city or a district", () => {
    expect(bookingEntryHref({ type: "city", label: "Lyon (69001)", lat: 45.74906, lng: 4.84789 })).toBe(
      "/prestation/adresse/?adresse=Lyon+%2869001%29&lat=45.74906&lon=4.84789",
    );
    expect(bookingEntryHref({ type: "district", label: "Paris 16e Arrondissement (75016)", lat: 48.86, lng: 2.27 })).toContain(
      "adresse=Paris+16e",
    );
  });

  it("opens the address step empty for a region, a department or a zone without a point", () => {
    expect(bookingEntryHref({ type: "region", label: "Bretagne", lat: 48.1, lng: -1.6 })).toBe("/prestation/adresse/");
    expect(bookingEntryHref({ type: "department", label: "Rhône (69)", lat: 45.7, lng: 4.8 })).toBe("/prestation/adresse/");
    expect(bookingEntryHref({ type: "city", label: "X (00000)", lat: null, lng: 2 })).toBe("/prestation/adresse/");
  });
});
