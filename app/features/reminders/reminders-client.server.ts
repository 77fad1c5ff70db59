// The reminders' calls (docs/decisions/3001–3003): the signed links of a reminder, which need no sign-in
// (the token is the credential), the study's confirmed presences for the dashboard, and the study's
// reminder lead times. Answers parsed at the boundary.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";

export type ReminderLinkAction = "confirm_presence" | "cancel";

const placeSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("address"), text: z.string() }),
    z.object({ kind: z.literal("office"), text: z.string() }),
    z.object({ kind: z.literal("video"), link: z.string() }),
  ])
  .nullable();

const meetingLinkSchema = z.object({
  action: z.enum(["confirm_presence", "cancel"]),
  meeting_id: z.number(),
  title: z.string(),
  when: z.string(),
  with_whom: z.string(),
  study: z.string(),
  place: placeSchema,
  other_live_meetings: z.number(),
  presence_confirmed: z.boolean(),
  canceled: z.boolean(),
  cancelable: z.boolean(),
});

const linkPath = (token: string, suffix = "") => `/api/meeting-links/${encodeURIComponent(token)}${suffix}`;

/** What the link is about, changing nothing. */
export const readMeetingLink = async (token: string, action: ReminderLinkAction, clientIp?: string | null) =>
  (await platformRequest(z.object({ data: meetingLinkSchema }), { path: linkPath(token), query: { action }, auth: { clientIp } }))
    .data;

export const confirmPresenceByLink = (token: string, clientIp?: string | null) =>
  platformRequest(z.object({ result: z.enum(["confirmed", "already_confirmed"]), data: meetingLinkSchema }), {
    method: "POST",
    path: linkPath(token, "/presence"),
    auth: { clientIp },
  });

export const cancelByLink = (token: string, clientIp?: string | null) =>
  platformRequest(z.object({ result: z.enum(["canceled", "already_canceled"]), data: meetingLinkSchema }), {
    method: "POST",
    path: linkPath(token, "/cancel"),
    auth: { clientIp },
  });

/** The ids of the study's meetings between two Paris days whose customer confirmed their presence. */
export async function getPresenceConfirmations(
  auth: PlatformAuth,
  studyId: number,
  range: { startDate: string; endDate: string },
) {
  const answer = await platformRequest(
    z.object({ data: z.array(z.object({ meeting_id: z.number(), confirmed_at: z.string() })) }),
    {
      path: `/api/bailiff/${studyId}/presence-confirmations`,
      auth,
      query: { start_date: range.startDate, end_date: range.endDate },
    },
  );
  return new Set(answer.data.map((row) => row.meeting_id));
}

const settingsSchema = z.object({ customer_lead_hours: z.number(), summary_time: z.string() });
export type ReminderSettings = z.infer<typeof settingsSchema>;

export const readReminderSettings = async (auth: PlatformAuth, studyId: number) =>
  (
    await platformRequest(z.object({ data: settingsSchema }), {
      path: `/api/admin/${studyId}/reminders`,
      auth: { ...auth, studyId },
    })
  ).data;

export const saveReminderSettings = (auth: PlatformAuth, studyId: number, settings: ReminderSettings) =>
  platformRequest(z.object({ data: settingsSchema }), {
    method: "PUT",
    path: `/api/admin/${studyId}/reminders`,
    auth: { ...auth, studyId },
    json: settings,
  });
