// Where the national studies sit: the real communes of metropolitan France the product ships
// (platform/geo/data), so many studies per department as its population calls for, about half of them in
// the prefecture and the others in its other communes, the bigger ones first.
import type { GeoData } from "../../geo";
import type { Random } from "../random";

export interface Place {
  name: string;
  postcode: string;
  departmentCode: string;
  lat: number;
  lon: number;
  population: number;
}

interface DepartmentPlaces {
  prefecture: Place;
  /** The department's communes and their cumulated populations, for a draw weighted by population. */
  communes: Place[];
  cumulated: number[];
}

export class Places {
  private readonly departments: DepartmentPlaces[] = [];
  private readonly cumulatedPopulation: number[] = [];
  private readonly byCode = new Map<string, DepartmentPlaces>();

  constructor(geo: GeoData) {
    const metro = new Set(geo.regions.filter((region) => region.zone === "metro").map((region) => region.id));
    let total = 0;
    for (const department of geo.departments) {
      if (!metro.has(department.regionId)) continue;
      const communes = geo.cities
        .filter((city) => city.departmentId === department.id && city.population > 0)
        .map((city) => ({
          name: city.name,
          postcode: city.postcodes[0]!,
          departmentCode: department.code,
          lat: city.lat,
          lon: city.lon,
          population: city.population,
        }));
      const prefecture = geo.communeByCode.get(department.chiefTownCode);
      const prefectureCity = prefecture?.cityId ? geo.communeById.get(prefecture.cityId) : prefecture;
      const chief = communes.find((commune) => commune.name === prefectureCity?.name) ?? communes[0];
      if (!chief) continue;
      let running = 0;
      const cumulated = communes.map((commune) => (running += commune.population));
      const entry = { prefecture: chief, communes, cumulated };
      this.departments.push(entry);
      this.byCode.set(department.code, entry);
      total += department.population;
      this.cumulatedPopulation.push(total);
    }
  }

  /** A department drawn by population. */
  private department(random: Random): DepartmentPlaces {
    return this.departments[pickCumulated(this.cumulatedPopulation, random)]!;
  }

  /** Where a study opens: a department by population, then its prefecture or a commune by population. */
  studyPlace(random: Random): Place {
    const department = this.department(random);
    if (random.chance(0.5)) return department.prefecture;
    return department.communes[pickCumulated(department.cumulated, random)]!;
  }

  /** A place within the department of `near` (a customer's address), drawn by population. */
  nearby(near: Place, random: Random): Place {
    const department = this.byCode.get(near.departmentCode)!;
    // Half of the addresses are the study's own commune: a study works mostly where it is.
    if (random.chance(0.5)) return near;
    return department.communes[pickCumulated(department.cumulated, random)]!;
  }
}

/** Index of a draw over cumulated weights (binary search). */
function pickCumulated(cumulated: number[], random: Random): number {
  const target = random.next() * cumulated.at(-1)!;
  let low = 0;
  let high = cumulated.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulated[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}
