// Which commune and department a point lies in, for the commune and department intervention zones: the
// nearest commune centre of the shared in-memory geography (loaded once per process, only when such a
// zone is created or checked). A nearest centre is an approximation of the commune's outline, close
// enough for "does this professional go there"; a radius zone stays exact.
import { loadGeoData } from "../../geo/load-geo-data";

export interface PointPlace {
  communeCode: string;
  communeName: string;
  departmentCode: string;
  departmentName: string;
}

/** Farther than this from every commune centre, the point is not in France. */
const MAX_KM = 30;

export async function locatePoint(lat: number, lon: number): Promise<PointPlace | null> {
  const geo = await loadGeoData();
  const [hit] = geo.grid.nearest(lat, lon, 1, MAX_KM, (commune) => commune.kind === "city");
  if (!hit) return null;
  const department = geo.departmentById.get(hit.commune.departmentId);
  if (!department) return null;
  return {
    communeCode: hit.commune.code,
    communeName: hit.commune.name,
    departmentCode: department.code,
    departmentName: department.name,
  };
}
