// The query parameters shared by the bailiffs-by-zone and slots endpoints: where (lat with lon or
// lng), which study, professional and report type, and whether it is a video appointment.
import { z } from "zod";
import { optionalBool, optionalId, optionalLatitude, optionalLongitude } from "./fields";
import { invalidField } from "./http-error";

export const bookingQuerySchema = z.object({
  lat: optionalLatitude,
  lon: optionalLongitude,
  lng: optionalLongitude,
  study_id: optionalId,
  bailiff_id: optionalId,
  report_type_id: optionalId,
  partner_study_id: optionalId,
  is_visio: optionalBool,
  type: z.enum(["visio", "real", "meeting", "consultation"]).optional(),
});

export function bookingCriteria(query: z.output<typeof bookingQuerySchema>) {
  const lon = query.lon ?? query.lng;
  const isVisio = query.is_visio ?? query.type === "visio";
  // An on-site search needs an address, unless a study or a professional is already chosen.
  if (!isVisio && query.study_id === undefined && query.bailiff_id === undefined) {
    if (query.lat === undefined) throw invalidField("lat", "Veuillez sélectionner une adresse dans la liste");
    if (lon === undefined) throw invalidField("lon", "Veuillez sélectionner une adresse dans la liste");
  }
  const point = query.lat !== undefined && lon !== undefined ? { lat: query.lat, lon } : {};
  return { ...point, studyId: query.study_id, bailiffId: query.bailiff_id, reportTypeId: query.report_type_id, isVisio };
}
