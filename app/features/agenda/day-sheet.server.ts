// The day sheet's data (docs/decisions/3830): the agenda's own events for one day (the same meetings, for
// the same professional, as the agenda's day view) joined with the study's meeting list of that day, which
// carries each meeting's address, whether it is a video call, and the customer's phone.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { getMeetingsBetween } from "~/features/meetings/meetings-client.server";
import type { PlatformAuth } from "~/.server/platform/http";
import type { MeetingItem } from "~/.server/platform/pro-schemas";
import { proPaths } from "~/features/pro/pro-paths";
import { getCalendarEvents } from "./agenda-client.server";
import { readAgendaState } from "./agenda-url";
import { agendaPage } from "./agenda-view.server";
import { daySheetEntries, type MeetingContact } from "./day-sheet";

/**
 * The signed-in member on one of the current study's agenda pages (`config`: the path under the study):
 * another study's slug goes to the current one's same page, query kept.
 */
export async function requireStudyAgenda({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs, config: string) {
  const visitor = await requireProPage("agenda", request, context);
  const study = visitor.user.studies.find((one) => one.id === visitor.studyId);
  const url = new URL(request.url);
  const path = proPaths.studySettings(study?.slug ?? "", config);
  if (!study || params.slug !== study.slug) throw redirect(`${path}${url.search}`);
  return { ...visitor, url, path, slug: study.slug };
}

/** Every page of the study's meetings of one day (a day rarely fills one page; a long one is read whole). */
async function meetingsOfDay(auth: PlatformAuth, studyId: number, date: string): Promise<MeetingItem[]> {
  const first = await getMeetingsBetween(auth, studyId, { startDate: date, endDate: date });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, index) =>
      getMeetingsBetween(auth, studyId, { startDate: date, endDate: date, page: index + 2 }),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
}

function contactOf(meeting: MeetingItem): MeetingContact {
  const customer = meeting.demand.user;
  return {
    meetingId: meeting.id,
    address: meeting.demand.address.text,
    hasVisio: meeting.has_visio,
    phone: customer?.phone ?? null,
    customer: customer ? `${customer.firstname} ${customer.lastname}` : null,
    service: meeting.reportType.name,
  };
}

/** The day sheet of the URL's day (`date`, today in Paris by default) and professional (`professionnel`). */
export async function loadDaySheet(args: LoaderFunctionArgs, config: string) {
  const { user, studyId, url, slug } = await requireStudyAgenda(args, config);
  const platform = args.context.platform;
  const state = { ...readAgendaState(url), view: "jour" as const };
  const agendaPath = proPaths.studySettings(slug, "agenda");
  const [answer, meetings] = await loadGuarded(() =>
    Promise.all([
      getCalendarEvents(platform, studyId, {
        startDate: state.date,
        endDate: state.date,
        userId: state.professionalId ?? undefined,
      }),
      meetingsOfDay(platform, studyId, state.date),
    ]),
  );
  const page = agendaPage({ url, path: agendaPath, state, answer, toPlan: [], viewer: { userId: user.id } });
  return { state, slug, entries: daySheetEntries(page.events, meetings.map(contactOf)) };
}
