// A study's travel settings (docs/decisions/3005), read and saved by its admins: the detour factor and
// the average speeds by density of the place reached. Answers parsed at the boundary.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";

const settingsSchema = z.object({
  detour_factor: z.number(),
  urban_speed_kmh: z.number(),
  periurban_speed_kmh: z.number(),
  rural_speed_kmh: z.number(),
});
export type TravelSettings = z.infer<typeof settingsSchema>;

const path = (studyId: number) => `/api/admin/${studyId}/travel`;

export const readTravelSettings = async (auth: PlatformAuth, studyId: number) =>
  (await platformRequest(z.object({ data: settingsSchema }), { path: path(studyId), auth: { ...auth, studyId } })).data;

export const saveTravelSettings = (auth: PlatformAuth, studyId: number, settings: TravelSettings) =>
  platformRequest(z.object({ data: settingsSchema }), {
    method: "PUT",
    path: path(studyId),
    auth: { ...auth, studyId },
    json: settings,
  });
