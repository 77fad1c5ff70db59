// A professional's availability on the platform (pro-side §7 under bailiff/{id}: calendar/available-rules,
// intervention-zones): the study's professionals the user may edit, one professional's week (ranges,
// buffer, notice, version, warnings), its replacement, and the intervention zones.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";

const under = (studyId: number, path: string) => `/api/bailiff/${studyId}/${path}`;

const professionalSchema = z.object({ id: z.number(), firstname: z.string(), lastname: z.string() });

const rangeSchema = z.object({ weekday: z.number(), start: z.string(), end: z.string() });

const weekSchema = z.object({
  bailiff_id: z.number(),
  rules: z.array(rangeSchema),
  buffer_minutes: z.number(),
  notice_minutes: z.number(),
  version: z.number(),
  warnings: z.array(z.string()),
});

export async function getAvailabilityProfessionals(auth: PlatformAuth, studyId: number) {
  const answer = await platformRequest(z.object({ data: z.array(professionalSchema) }), {
    path: under(studyId, "availability/professionals"),
    auth,
  });
  return answer.data;
}

export function getWeek(auth: PlatformAuth, studyId: number, bailiffId: number) {
  return platformRequest(weekSchema, {
    path: under(studyId, "calendar/available-rules"),
    auth,
    query: { bailiff_id: bailiffId },
  });
}

export interface WeekInput {
  bailiffId: number;
  /** Times as typed ("HH:MM"): the platform checks them and answers field errors `rules.{i}.start|end`. */
  rules: Array<{ weekday: number; start: string; end: string }>;
  bufferMinutes: number;
  noticeMinutes: number;
  version: number;
}

export function saveWeek(auth: PlatformAuth, studyId: number, week: WeekInput) {
  return platformRequest(weekSchema, {
    method: "PUT",
    path: under(studyId, "calendar/available-rules"),
    auth,
    json: {
      bailiff_id: week.bailiffId,
      rules: week.rules,
      buffer_minutes: week.bufferMinutes,
      notice_minutes: week.noticeMinutes,
      version: week.version,
    },
  });
}

const zoneSchema = z.object({
  id: z.number(),
  kind: z.enum(["radius", "commune", "department"]),
  label: z.string(),
  code: z.string().nullable(),
  center_lat: z.number(),
  center_lon: z.number(),
  radius_km: z.number().nullable(),
});
export type InterventionZone = z.infer<typeof zoneSchema>;

const zonesPath = (studyId: number, bailiffId: number) => under(studyId, `bailiffs/${bailiffId}/intervention-zones`);

export async function getZones(auth: PlatformAuth, studyId: number, bailiffId: number) {
  return (await platformRequest(z.object({ data: z.array(zoneSchema) }), { path: zonesPath(studyId, bailiffId), auth })).data;
}

export interface ZoneInput {
  kind: InterventionZone["kind"];
  label: string;
  lat: number;
  lon: number;
  radiusKm?: number;
}

export function addZone(auth: PlatformAuth, studyId: number, bailiffId: number, zone: ZoneInput) {
  return platformRequest(z.object({ zone: zoneSchema }), {
    method: "POST",
    path: zonesPath(studyId, bailiffId),
    auth,
    json: { kind: zone.kind, label: zone.label, lat: zone.lat, lon: zone.lon, radius_km: zone.radiusKm },
  });
}

export function removeZone(auth: PlatformAuth, studyId: number, bailiffId: number, zoneId: number) {
  return platformRequest(z.unknown(), { method: "DELETE", path: `${zonesPath(studyId, bailiffId)}/${zoneId}`, auth });
}
