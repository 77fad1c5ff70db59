// Reads platform/geo/data/geo.json.gz once per process and builds the shared in-memory geography:
// zone URLs, lookups, the search index and the grid index.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { GEO_FILE_FORMAT, type GeoFile } from "./geo-file";
import { GridIndex } from "./grid-index";
import { SearchIndex } from "./search-index";
import { slugify } from "./text-normalize";
import type { Commune, Department, GeoData, Region, RegionZone, Zone } from "./types";

const FILE_NAME = "geo.json.gz";

/**
 * Where the data file is: beside this module in the source tree, or under the working directory when
 * the server runs from a bundle (build/server.js) whose import.meta.url points elsewhere.
 */
function defaultGeoFilePath(): string {
  const besideModule = fileURLToPath(new URL(`./data/${FILE_NAME}`, import.meta.url));
  if (existsSync(besideModule)) return besideModule;
  return path.resolve(process.cwd(), "platform/geo/data", FILE_NAME);
}

/** INSEE code → numeric id. Corsican codes (2A004, 2B002) share one numbering, formerly department 20. */
function communeId(code: string): number {
  return Number(code.replace(/^2[AB]/i, "20"));
}

/** Builds the in-memory geography from the decoded file. Throws when two zones would share a URL. */
function buildGeoData(file: GeoFile): GeoData {
  if (file.format !== GEO_FILE_FORMAT) throw new Error(`Unsupported geography file format ${String(file.format)}`);

  const regions: Region[] = file.regions.map(([code, name, typeLiaison, chiefTownCode, zone], index) => ({
    id: index + 1,
    code,
    name,
    typeLiaison,
    zoneUrl: slugify(name),
    zone: zone as RegionZone,
    chiefTownCode,
    population: 0,
    communeCount: 0,
    departmentIds: [],
  }));
  const regionByCode = new Map(regions.map((region) => [region.code, region]));

  const departments: Department[] = file.departments.map(([code, name, typeLiaison, regionCode, chiefTownCode], index) => {
    const region = regionByCode.get(regionCode);
    if (!region) throw new Error(`Department ${code} has unknown region ${regionCode}`);
    const department: Department = {
      id: index + 1,
      code,
      name,
      typeLiaison,
      zoneUrl: `${slugify(name)}-${code.toLowerCase()}`,
      regionId: region.id,
      chiefTownCode,
      population: 0,
      communeCount: 0,
    };
    region.departmentIds.push(department.id);
    return department;
  });
  const departmentByCode = new Map(departments.map((department) => [department.code, department]));

  const cities: Commune[] = [];
  const districts: Commune[] = [];
  const communeByCode = new Map<string, Commune>();
  const parentCodes = new Map<Commune, string>();
  for (const [code, name, typeLiaison, departmentCode, postcodes, population, lat, lon, precision, parentCode] of file.communes) {
    const department = departmentByCode.get(departmentCode);
    if (!department) throw new Error(`Commune ${code} has unknown department ${departmentCode}`);
    const postcodeList = postcodes.split(" ");
    const commune: Commune = {
      id: communeId(code),
      kind: parentCode ? "district" : "city",
      code,
      name,
      typeLiaison,
      zoneUrl: `${slugify(name)}-${postcodeList[0]}`,
      postcodes: postcodeList,
      population,
      lat,
      lon,
      precision,
      departmentId: department.id,
      regionId: department.regionId,
      cityId: null,
      districtIds: [],
    };
    communeByCode.set(code, commune);
    if (parentCode) {
      districts.push(commune);
      parentCodes.set(commune, parentCode);
    } else {
      cities.push(commune);
      department.population += population;
      department.communeCount += 1;
      const region = regions[department.regionId - 1]!;
      region.population += population;
      region.communeCount += 1;
    }
  }
  for (const district of districts) {
    const city = communeByCode.get(parentCodes.get(district)!);
    if (!city) throw new Error(`District ${district.code} has no city`);
    district.cityId = city.id;
    city.districtIds.push(district.id);
  }

  const zoneByUrl = new Map<string, Zone>();
  const communeById = new Map<number, Commune>();
  const addZone = (url: string, zone: Zone) => {
    if (zoneByUrl.has(url)) throw new Error(`Two zones share the URL ${url}`);
    zoneByUrl.set(url, zone);
  };
  for (const region of regions) addZone(region.zoneUrl, { type: "region", region });
  for (const department of departments) addZone(department.zoneUrl, { type: "department", department });
  for (const city of cities) addZone(city.zoneUrl, { type: "city", city });
  for (const district of districts) addZone(district.zoneUrl, { type: "district", district });
  for (const commune of [...cities, ...districts]) {
    if (communeById.has(commune.id)) throw new Error(`Two communes share the id ${commune.id}`);
    communeById.set(commune.id, commune);
  }

  const all = [...cities, ...districts];
  return {
    sources: file.sources,
    regions,
    departments,
    cities,
    districts,
    regionById: new Map(regions.map((region) => [region.id, region])),
    departmentById: new Map(departments.map((department) => [department.id, department])),
    communeById,
    communeByCode,
    zoneByUrl,
    search: new SearchIndex(all),
    grid: new GridIndex(all),
  };
}

/** Reads and decodes a geography file. */
async function readGeoFile(file = defaultGeoFilePath()): Promise<GeoFile> {
  return JSON.parse(gunzipSync(await readFile(file)).toString("utf8")) as GeoFile;
}

let shared: Promise<GeoData> | undefined;

/**
 * The geography, loaded once per process and shared by every caller (the content and geolocation
 * services both use it). A failed load is not cached, so a later call can retry.
 */
export function loadGeoData(): Promise<GeoData> {
  shared ??= readGeoFile()
    .then(buildGeoData)
    .catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  return shared;
}
