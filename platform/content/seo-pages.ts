// Zone landing pages (pro-side §3 "SEO page"), generated from the geography on request: one per
// region, department, city and district, found by slug "commissaire-de-justice-{zoneUrl}".
import { PRECISION } from "../geo/geo-file";
import type { Commune, Department, GeoData, Region, Zone } from "../geo/types";
import type { CityRecord, DepartmentRecord, DistrictRecord, GeoCollections, RegionRecord } from "./geo-collections";
import { arrondissementCity, arrondissementOrdinal } from "./french-grammar";
import { sanitizeHtml } from "~common/sanitize-html.server";
import { cityTexts, departmentTexts, districtTexts, regionTexts, type ZoneTexts } from "./zone-texts";

const SEO_SLUG_PREFIX = "commissaire-de-justice-";
const LEGACY_SLUG_PREFIX = "huissier-";

/** Departments of a region and cities of a department shown on a page (customer-side §2.1). */
export const AREA_LINK_LIMIT = 12;
/** Neighbouring cities linked from a city or district page, districts excluded. */
export const CITY_LINK_LIMIT = 9;
const NEIGHBOUR_RADIUS_KM = 60;
const NEIGHBOURS_IN_TEXT = 5;
/** Median error of each placement method, measured by leaving known points out (decision 201). */
const PLACEMENT_ERROR_KM: Record<number, number> = {
  [PRECISION.exact]: 0,
  [PRECISION.delegated]: 2,
  [PRECISION.postcode]: 4,
  [PRECISION.epci]: 7,
  [PRECISION.arrondissement]: 20,
  [PRECISION.department]: 40,
};

type ZoneType = Zone["type"];

interface SeoLink {
  type: ZoneType;
  name: string;
  /** "Lyon (69001)", "Rhône (69)". */
  label: string;
  zoneUrl: string;
  population: number;
}

export interface SeoPage {
  id: number;
  slug: string;
  zoneUrl: string;
  type: ZoneType;
  title: string;
  seoTitle: string;
  seoDescription: string;
  zone: {
    type: ZoneType;
    name: string;
    label: string;
    zoneUrl: string;
    code: string;
    postcodes: string[];
    population: number;
    gps_lat: number | null;
    gps_lng: number | null;
    /** "à Lyon", "dans le Rhône": for the app's sentences around the zone name. */
    locative: string;
    /** "de Lyon", "du Rhône". */
    genitive: string;
  };
  region: RegionRecord;
  department: DepartmentRecord | null;
  city: CityRecord | null;
  district: DistrictRecord | null;
  /** Departments of a region, cities of a department (12 biggest), or neighbouring cities (9). */
  links: SeoLink[];
  /** Arrondissements of a city, or the other arrondissements of a district's city. */
  districts: SeoLink[];
  /** From the region down to this zone. */
  breadcrumbs: SeoLink[];
  /** Paragraphs of plain French text. */
  description: string[];
  /** Order 0 is the page title; the others are section headings about common reports. */
  reports: Array<{ order: number; title: string }>;
  seo_report: string | null;
  /** A related article, when the content has articles. */
  article_slug: string | null;
  /** The description as sanitised HTML paragraphs. */
  content: string;
}

/** The light entry of the seo-pages collection, filtered before full pages are generated. */
export interface SeoPageEntry {
  id: number;
  slug: string;
  zoneUrl: string;
  type: ZoneType;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function stableIndex(key: string, count: number): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % count;
}

export interface SeoPages {
  entries: SeoPageEntry[];
  /** The page for "commissaire-de-justice-{zoneUrl}" (or the legacy "huissier-{zoneUrl}"), if any. */
  bySlug(slug: string): SeoPage | undefined;
  byEntry(entry: SeoPageEntry): SeoPage;
}

export function createSeoPages(geo: GeoData, records: GeoCollections, articleSlugs: string[]): SeoPages {
  const byPopulation = (a: { population: number; code: string }, b: { population: number; code: string }) =>
    b.population - a.population || (a.code < b.code ? -1 : 1);

  const citiesByDepartment = new Map<number, Commune[]>();
  for (const city of geo.cities) {
    const list = citiesByDepartment.get(city.departmentId) ?? [];
    list.push(city);
    citiesByDepartment.set(city.departmentId, list);
  }
  for (const list of citiesByDepartment.values()) list.sort(byPopulation);
  const rankInDepartment = new Map<number, number>();
  for (const list of citiesByDepartment.values()) list.forEach((city, index) => rankInDepartment.set(city.id, index + 1));

  const regionLink = (region: Region): SeoLink => ({
    type: "region",
    name: region.name,
    label: region.name,
    zoneUrl: region.zoneUrl,
    population: region.population,
  });
  const departmentLink = (department: Department): SeoLink => ({
    type: "department",
    name: department.name,
    label: `${department.name} (${department.code})`,
    zoneUrl: department.zoneUrl,
    population: department.population,
  });
  const communeLink = (commune: Commune): SeoLink => ({
    type: commune.kind,
    name: commune.name,
    label: `${commune.name} (${commune.postcodes[0]})`,
    zoneUrl: commune.zoneUrl,
    population: commune.population,
  });

  const nameOf = (code: string) => geo.communeByCode.get(code)?.name;
  const articleFor = (zoneUrl: string) => (articleSlugs.length ? articleSlugs[stableIndex(zoneUrl, articleSlugs.length)]! : null);
  // Communes placed on a borrowed point (a postcode or EPCI centroid) would crowd the top of the list at
  // distance ~0 from a big town: rank them by distance plus the typical error of their placement.
  const neighbourCities = (commune: Commune, exclude: number | null) =>
    geo.grid
      .nearest(
        commune.lat,
        commune.lon,
        CITY_LINK_LIMIT * 4,
        NEIGHBOUR_RADIUS_KM,
        (other) => other.kind === "city" && other.id !== commune.id && other.id !== exclude,
      )
      .map((hit) => ({ commune: hit.commune, score: hit.distanceKm + (PLACEMENT_ERROR_KM[hit.commune.precision] ?? 0) }))
      .sort((a, b) => a.score - b.score || b.commune.population - a.commune.population)
      .slice(0, CITY_LINK_LIMIT)
      .map((hit) => hit.commune);

  function page(
    entry: SeoPageEntry,
    texts: ZoneTexts,
    parts: {
      zone: Omit<SeoPage["zone"], "locative" | "genitive" | "type" | "zoneUrl">;
      region: Region;
      department: Department | null;
      city: Commune | null;
      district: Commune | null;
      links: SeoLink[];
      districts: SeoLink[];
    },
  ): SeoPage {
    const breadcrumbs = [regionLink(parts.region)];
    if (parts.department) breadcrumbs.push(departmentLink(parts.department));
    if (parts.city) breadcrumbs.push(communeLink(parts.city));
    if (parts.district) breadcrumbs.push(communeLink(parts.district));
    const reports = [
      { order: 0, title: texts.title },
      { order: 1, title: `Constat de dégât des eaux ${texts.locative}` },
      { order: 2, title: `Constat d'état des lieux ${texts.locative}` },
      { order: 3, title: `Constat de troubles du voisinage ${texts.locative}` },
      { order: 4, title: `Constat de travaux et de malfaçons ${texts.locative}` },
    ];
    return {
      id: entry.id,
      slug: entry.slug,
      zoneUrl: entry.zoneUrl,
      type: entry.type,
      title: texts.title,
      seoTitle: texts.seoTitle,
      seoDescription: texts.seoDescription,
      zone: { ...parts.zone, type: entry.type, zoneUrl: entry.zoneUrl, locative: texts.locative, genitive: texts.genitive },
      region: records.regionRecord(parts.region),
      department: parts.department ? records.departmentRecord(parts.department) : null,
      city: parts.city ? records.cityRecord(parts.city) : null,
      district: parts.district ? records.districtRecord(parts.district) : null,
      links: parts.links,
      districts: parts.districts,
      breadcrumbs,
      description: texts.paragraphs,
      reports,
      seo_report: null,
      article_slug: articleFor(entry.zoneUrl),
      content: sanitizeHtml(texts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")),
    };
  }

  function regionPage(entry: SeoPageEntry, region: Region): SeoPage {
    const departments = region.departmentIds.map((id) => geo.departmentById.get(id)!);
    const biggest = departments
      .flatMap((department) => (citiesByDepartment.get(department.id) ?? []).slice(0, 3))
      .sort(byPopulation)
      .slice(0, 3)
      .map((city) => city.name);
    const texts = regionTexts(
      {
        region,
        departmentCount: departments.length,
        communeCount: region.communeCount,
        population: region.population,
        chiefTown: nameOf(region.chiefTownCode),
        biggestCities: biggest,
      },
      region.code,
    );
    const record = records.regionRecord(region);
    return page(entry, texts, {
      zone: {
        name: region.name,
        label: region.name,
        code: region.code,
        postcodes: [],
        population: region.population,
        gps_lat: record.gps_lat,
        gps_lng: record.gps_lng,
      },
      region,
      department: null,
      city: null,
      district: null,
      links: [...departments]
        .sort((a, b) => byPopulation(a, b))
        .slice(0, AREA_LINK_LIMIT)
        .map(departmentLink),
      districts: [],
    });
  }

  function departmentPage(entry: SeoPageEntry, department: Department): SeoPage {
    const region = geo.regionById.get(department.regionId)!;
    const cities = citiesByDepartment.get(department.id) ?? [];
    const texts = departmentTexts({
      department,
      region,
      communeCount: department.communeCount,
      population: department.population,
      chiefTown: nameOf(department.chiefTownCode),
      biggestCities: cities.slice(0, 3).map((city) => city.name),
    });
    const record = records.departmentRecord(department);
    return page(entry, texts, {
      zone: {
        name: department.name,
        label: `${department.name} (${department.code})`,
        code: department.code,
        postcodes: [],
        population: department.population,
        gps_lat: record.gps_lat,
        gps_lng: record.gps_lng,
      },
      region,
      department,
      city: null,
      district: null,
      links: cities.slice(0, AREA_LINK_LIMIT).map(communeLink),
      districts: [],
    });
  }

  function cityPage(entry: SeoPageEntry, city: Commune): SeoPage {
    const department = geo.departmentById.get(city.departmentId)!;
    const region = geo.regionById.get(city.regionId)!;
    const neighbours = neighbourCities(city, null);
    const texts = cityTexts({
      city,
      department,
      region,
      isDepartmentSeat: department.chiefTownCode === city.code,
      isRegionSeat: region.chiefTownCode === city.code,
      rankInDepartment: rankInDepartment.get(city.id) ?? Number.POSITIVE_INFINITY,
      departmentCommuneCount: department.communeCount,
      neighbours: neighbours.slice(0, NEIGHBOURS_IN_TEXT).map((neighbour) => neighbour.name),
      districtCount: city.districtIds.length,
    });
    return page(entry, texts, {
      zone: {
        name: city.name,
        label: `${city.name} (${city.postcodes[0]})`,
        code: city.code,
        postcodes: city.postcodes,
        population: city.population,
        gps_lat: city.lat,
        gps_lng: city.lon,
      },
      region,
      department,
      city,
      district: null,
      links: neighbours.map(communeLink),
      districts: city.districtIds.map((id) => communeLink(geo.communeById.get(id)!)),
    });
  }

  function districtPage(entry: SeoPageEntry, district: Commune): SeoPage {
    const city = geo.communeById.get(district.cityId!)!;
    const department = geo.departmentById.get(district.departmentId)!;
    const region = geo.regionById.get(district.regionId)!;
    const siblings = geo.grid
      .nearest(
        district.lat,
        district.lon,
        3,
        30,
        (other) => other.kind === "district" && other.cityId === city.id && other.id !== district.id,
      )
      .map((hit) => arrondissementOrdinal(hit.commune.name))
      .filter((ordinal): ordinal is string => Boolean(ordinal));
    const neighbours = neighbourCities(district, city.id);
    const texts = districtTexts(
      {
        ordinal: arrondissementOrdinal(district.name) ?? district.name,
        city: { name: arrondissementCity(district.name), typeLiaison: city.typeLiaison },
        postcodes: district.postcodes,
        population: district.population,
        nearestSiblings: siblings,
        neighbours: neighbours.slice(0, NEIGHBOURS_IN_TEXT).map((neighbour) => neighbour.name),
      },
      district.code,
    );
    return page(entry, texts, {
      zone: {
        name: district.name,
        label: `${district.name} (${district.postcodes[0]})`,
        code: district.code,
        postcodes: district.postcodes,
        population: district.population,
        gps_lat: district.lat,
        gps_lng: district.lon,
      },
      region,
      department,
      city,
      district,
      links: neighbours.map(communeLink),
      districts: city.districtIds.filter((id) => id !== district.id).map((id) => communeLink(geo.communeById.get(id)!)),
    });
  }

  const entries: SeoPageEntry[] = [];
  const entryByZoneUrl = new Map<string, SeoPageEntry>();
  for (const [zoneUrl, zone] of geo.zoneByUrl) {
    const id =
      zone.type === "region"
        ? 2_000_000 + zone.region.id
        : zone.type === "department"
          ? 1_000_000 + zone.department.id
          : zone.type === "city"
            ? zone.city.id
            : zone.district.id;
    const entry: SeoPageEntry = { id, slug: `${SEO_SLUG_PREFIX}${zoneUrl}`, zoneUrl, type: zone.type };
    entries.push(entry);
    entryByZoneUrl.set(zoneUrl, entry);
  }

  function byEntry(entry: SeoPageEntry): SeoPage {
    const zone = geo.zoneByUrl.get(entry.zoneUrl)!;
    switch (zone.type) {
      case "region":
        return regionPage(entry, zone.region);
      case "department":
        return departmentPage(entry, zone.department);
      case "city":
        return cityPage(entry, zone.city);
      case "district":
        return districtPage(entry, zone.district);
    }
  }

  return {
    entries,
    byEntry,
    bySlug(slug) {
      const zoneUrl = slug.startsWith(SEO_SLUG_PREFIX)
        ? slug.slice(SEO_SLUG_PREFIX.length)
        : slug.startsWith(LEGACY_SLUG_PREFIX)
          ? slug.slice(LEGACY_SLUG_PREFIX.length)
          : undefined;
      const entry = zoneUrl === undefined ? undefined : entryByZoneUrl.get(zoneUrl);
      return entry ? byEntry(entry) : undefined;
    },
  };
}
