// The geography as Strapi-v3-style records (pro-side §3): regions, departments, cities, districts.
// Relations one level deep are objects, deeper ones ids, as Strapi v3 populates them.
import type { Commune, Department, GeoData, Region } from "../geo/types";

export interface RegionRecord {
  id: number;
  type: "region";
  name: string;
  url_region: string;
  code: string;
  zone: string;
  population: number;
  gps_lat: number | null;
  gps_lng: number | null;
}

export interface DepartmentRecord {
  id: number;
  type: "department";
  name: string;
  department_url: string;
  department_code: string;
  region: RegionRecord;
  population: number;
  gps_lat: number | null;
  gps_lng: number | null;
}

export interface CityRecord {
  id: number;
  type: "city";
  city_name: string;
  city_url: string;
  code_postal: string;
  postcodes: string[];
  code_insee: string;
  gps_lat: number;
  gps_lng: number;
  population: number;
  department: Omit<DepartmentRecord, "region" | "population" | "gps_lat" | "gps_lng"> & { region: number };
  district_count: number;
}

export interface DistrictRecord {
  id: number;
  type: "district";
  name: string;
  district_url: string;
  code_postal: string;
  postcodes: string[];
  code_insee: string;
  gps_lat: number;
  gps_lng: number;
  population: number;
  city: Pick<CityRecord, "id" | "city_name" | "city_url" | "code_postal" | "gps_lat" | "gps_lng"> & { department: number };
}

export interface GeoCollections {
  regions: RegionRecord[];
  departments: DepartmentRecord[];
  cities: CityRecord[];
  districts: DistrictRecord[];
  regionRecord(region: Region): RegionRecord;
  departmentRecord(department: Department): DepartmentRecord;
  cityRecord(city: Commune): CityRecord;
  districtRecord(district: Commune): DistrictRecord;
}

/** Builds every record once; lookups by entity reuse them, so a response never rebuilds 35,000 objects. */
export function createGeoCollections(geo: GeoData): GeoCollections {
  const point = (code: string) => geo.communeByCode.get(code);

  const regionRecords = new Map<number, RegionRecord>();
  for (const region of geo.regions) {
    const seat = point(region.chiefTownCode);
    regionRecords.set(region.id, {
      id: region.id,
      type: "region",
      name: region.name,
      url_region: region.zoneUrl,
      code: region.code,
      zone: region.zone,
      population: region.population,
      gps_lat: seat?.lat ?? null,
      gps_lng: seat?.lon ?? null,
    });
  }

  const departmentRecords = new Map<number, DepartmentRecord>();
  for (const department of geo.departments) {
    const seat = point(department.chiefTownCode);
    departmentRecords.set(department.id, {
      id: department.id,
      type: "department",
      name: department.name,
      department_url: department.zoneUrl,
      department_code: department.code,
      region: regionRecords.get(department.regionId)!,
      population: department.population,
      gps_lat: seat?.lat ?? null,
      gps_lng: seat?.lon ?? null,
    });
  }

  const shallowDepartments = new Map<number, CityRecord["department"]>();
  for (const department of departmentRecords.values()) {
    shallowDepartments.set(department.id, {
      id: department.id,
      type: "department",
      name: department.name,
      department_url: department.department_url,
      department_code: department.department_code,
      region: department.region.id,
    });
  }

  const cityRecords = new Map<number, CityRecord>();
  for (const city of geo.cities) {
    cityRecords.set(city.id, {
      id: city.id,
      type: "city",
      city_name: city.name,
      city_url: city.zoneUrl,
      code_postal: city.postcodes[0]!,
      postcodes: city.postcodes,
      code_insee: city.code,
      gps_lat: city.lat,
      gps_lng: city.lon,
      population: city.population,
      department: shallowDepartments.get(city.departmentId)!,
      district_count: city.districtIds.length,
    });
  }

  const districtRecords = new Map<number, DistrictRecord>();
  for (const district of geo.districts) {
    const city = cityRecords.get(district.cityId!)!;
    districtRecords.set(district.id, {
      id: district.id,
      type: "district",
      name: district.name,
      district_url: district.zoneUrl,
      code_postal: district.postcodes[0]!,
      postcodes: district.postcodes,
      code_insee: district.code,
      gps_lat: district.lat,
      gps_lng: district.lon,
      population: district.population,
      city: {
        id: city.id,
        city_name: city.city_name,
        city_url: city.city_url,
        code_postal: city.code_postal,
        gps_lat: city.gps_lat,
        gps_lng: city.gps_lng,
        department: city.department.id,
      },
    });
  }

  return {
    regions: [...regionRecords.values()],
    departments: [...departmentRecords.values()],
    cities: [...cityRecords.values()],
    districts: [...districtRecords.values()],
    regionRecord: (region) => regionRecords.get(region.id)!,
    departmentRecord: (department) => departmentRecords.get(department.id)!,
    cityRecord: (city) => cityRecords.get(city.id)!,
    districtRecord: (district) => districtRecords.get(district.id)!,
  };
}
