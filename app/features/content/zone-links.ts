// Zone landing pages (customer-side §2.1, pro-side §3): how a URL names a zone, which links a zone page
// shows (departments of a region and cities of a department: 12 at most; nearby cities of a city or
// district: 9 at most and never a district), and the booking entry prefilled with the zone's place.

export type ZoneKind = "region" | "department" | "city" | "district";

export interface ZoneLinkLike {
  type: ZoneKind;
  name: string;
  label: string;
  zoneUrl: string;
}

const CANONICAL_ZONE_PREFIX = "commissaire-de-justice-";
const ALIAS_ZONE_PREFIX = "huissier-";
/** Departments of a region, cities of a department (pro-side §7: "limit 12"). */
const CHILD_ZONE_LIMIT = 12;
/** Nearby city links on a city or district page (customer-side §2.1). */
const NEARBY_CITY_LIMIT = 9;
const BOOKING_ADDRESS_PATH = "/prestation/adresse/";

const ZONE_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The zone named by a first path segment ("huissier-lyon-69001"), or null when it names none. */
export function parseZoneSegment(segment: string): { zoneUrl: string; canonical: boolean } | null {
  for (const [prefix, canonical] of [
    [CANONICAL_ZONE_PREFIX, true],
    [ALIAS_ZONE_PREFIX, false],
  ] as const) {
    if (segment.startsWith(prefix)) {
      const zoneUrl = segment.slice(prefix.length);
      return ZONE_URL.test(zoneUrl) ? { zoneUrl, canonical } : null;
    }
  }
  return null;
}

/** The canonical path of a zone page. */
export function zonePath(zoneUrl: string): string {
  return `/${CANONICAL_ZONE_PREFIX}${zoneUrl}`;
}

const CHILD_KIND: Partial<Record<ZoneKind, ZoneKind>> = { region: "department", department: "city" };

export interface ZoneLinkGroups<L extends ZoneLinkLike> {
  /** Departments of a region or cities of a department (≤ 12). */
  children: L[];
  /** The arrondissements of a city, or the other arrondissements of a district's city. */
  districts: L[];
  /** Cities near a city or a district (≤ 9, no district). */
  nearbyCities: L[];
}

/** The link lists of a zone page, limits applied whatever the content service sent. */
export function zoneLinkGroups<L extends ZoneLinkLike>(page: {
  type: ZoneKind;
  links: readonly L[];
  districts: readonly L[];
}): ZoneLinkGroups<L> {
  const childKind = CHILD_KIND[page.type];
  const unique = (links: readonly L[]) =>
    links.filter((link, index) => links.findIndex((other) => other.zoneUrl === link.zoneUrl) === index);
  if (childKind) {
    return {
      children: unique(page.links.filter((link) => link.type === childKind)).slice(0, CHILD_ZONE_LIMIT),
      districts: [],
      nearbyCities: [],
    };
  }
  return {
    children: [],
    districts: unique(page.districts.filter((link) => link.type === "district")),
    nearbyCities: unique(page.links.filter((link) => link.type === "city")).slice(0, NEARBY_CITY_LIMIT),
  };
}

export interface ZonePlace {
  type: ZoneKind;
  label: string;
  lat: number | null;
  lng: number | null;
}

/**
 * The booking entry of a zone page: the address step, prefilled with the city or district (label and
 * point). A region or a department is no address: the step opens empty there.
 */
export function bookingEntryHref(zone: ZonePlace): string {
  if ((zone.type !== "city" && zone.type !== "district") || zone.lat === null || zone.lng === null) return BOOKING_ADDRESS_PATH;
  const query = new URLSearchParams({ adresse: zone.label, lat: String(zone.lat), lon: String(zone.lng) });
  return `${BOOKING_ADDRESS_PATH}?${query.toString()}`;
}
