// The on-disk format of platform/geo/data/geo.json.gz, shared by the build script that writes it and
// the loader that reads it. Rows are positional arrays: the file stays small and diffs stay readable.

export const GEO_FILE_FORMAT = 1;

/** How a commune's point was obtained, best first (see docs/decisions/201-geography-data.md). */
export const PRECISION = {
  /** GeoNames point joined on department + name (or a known alias). */
  exact: 0,
  /** GeoNames point of a former commune merged into this "commune nouvelle". */
  delegated: 1,
  /** Centroid of the exactly placed communes sharing one of its postcodes. */
  postcode: 2,
  /** Centroid of the exactly placed communes of its intercommunality (EPCI). */
  epci: 3,
  /** Point of the chief town of its arrondissement. */
  arrondissement: 4,
  /** Point of the chief town of its department. */
  department: 5,
} as const;

export type Precision = (typeof PRECISION)[keyof typeof PRECISION];

/** [code, name (without article), typeLiaison, chief-town commune code, zone ("metro" | "drom" | "com")] */
export type RegionRow = [string, string, number, string, string];
/** [code, name (without article), typeLiaison, region code, chief-town commune code] */
export type DepartmentRow = [string, string, number, string, string];
/**
 * [INSEE code, name, typeLiaison, department code, postcodes (space separated), population,
 *  latitude, longitude, precision, parent commune code ("" unless a municipal arrondissement)]
 */
export type CommuneRow = [string, string, number, string, string, number, number, number, Precision, string];

export interface GeoFile {
  format: typeof GEO_FILE_FORMAT;
  sources: { decoupageAdministratif: string; citiesJson: string };
  regions: RegionRow[];
  departments: DepartmentRow[];
  communes: CommuneRow[];
}
