// The in-memory French geography shared by the geolocation and content services (built once per process).
import type { Precision } from "./geo-file";
import type { GridIndex } from "./grid-index";
import type { SearchIndex } from "./search-index";

export type RegionZone = "metro" | "drom" | "com";

export interface Region {
  id: number;
  code: string;
  /** Without its article ("Grand Est"); `typeLiaison` tells which one it takes. */
  name: string;
  /** INSEE "type de nom en clair", as for departments. */
  typeLiaison: number;
  /** Unique across all zone levels: the `{zoneUrl}` of /commissaire-de-justice-{zoneUrl}. */
  zoneUrl: string;
  zone: RegionZone;
  chiefTownCode: string;
  population: number;
  communeCount: number;
  departmentIds: number[];
}

export interface Department {
  id: number;
  code: string;
  /** Without its article ("Rhône"); `typeLiaison` tells which one it takes. */
  name: string;
  /** INSEE "type de nom en clair": 0/1 none (consonant/vowel), 2 le, 3 la, 4 les, 5 l', 6 aux, 7 las, 8 los. */
  typeLiaison: number;
  zoneUrl: string;
  regionId: number;
  chiefTownCode: string;
  population: number;
  communeCount: number;
}

/** A current commune ("city") or a municipal arrondissement of Paris, Lyon or Marseille ("district"). */
export interface Commune {
  id: number;
  kind: "city" | "district";
  /** INSEE code, e.g. "69383"; also the `citycode` of address suggestions. */
  code: string;
  /** Official name, article included ("Le Havre"). */
  name: string;
  typeLiaison: number;
  zoneUrl: string;
  postcodes: string[];
  population: number;
  lat: number;
  lon: number;
  precision: Precision;
  departmentId: number;
  regionId: number;
  /** For a district, the id of its city. */
  cityId: number | null;
  /** For Paris, Lyon and Marseille, the ids of their districts. */
  districtIds: number[];
}

export type Zone =
  | { type: "region"; region: Region }
  | { type: "department"; department: Department }
  | { type: "city"; city: Commune }
  | { type: "district"; district: Commune };

export interface GeoData {
  sources: { decoupageAdministratif: string; citiesJson: string };
  regions: Region[];
  departments: Department[];
  /** Current communes, sorted by INSEE code. */
  cities: Commune[];
  /** The 45 municipal arrondissements, sorted by INSEE code. */
  districts: Commune[];
  regionById: Map<number, Region>;
  departmentById: Map<number, Department>;
  /** Cities and districts by numeric id (ids of both kinds never collide: they derive from INSEE codes). */
  communeById: Map<number, Commune>;
  communeByCode: Map<string, Commune>;
  zoneByUrl: Map<string, Zone>;
  search: SearchIndex;
  grid: GridIndex;
}
