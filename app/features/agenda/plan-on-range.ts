// Planning a meeting on a range of the agenda (docs/decisions/3101): a dossier waiting for a slot opens
// the planning page with the range's day and start (and the professional shown), where « Autre horaire »
// checks it against legal hours before the POST. With JavaScript the range dragged in the calendar gives
// them; without, the agenda's GET form asks for the same and the loader sends the browser on.
import type { ToPlanView } from "./agenda-view";

/** The planning page of `toPlan` on the range starting `start` ("HH:mm") on `date` ("YYYY-MM-DD"). */
export function planningOnRange(
  toPlan: Pick<ToPlanView, "href">,
  range: { date: string; start: string; professionalId?: number | null },
): string {
  const url = new URL(toPlan.href, "http://agenda.invalid");
  url.searchParams.set("date", range.date);
  url.searchParams.set("heure", range.start);
  if (range.professionalId) url.searchParams.set("professionnel", String(range.professionalId));
  url.hash = "autre-horaire";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The planning page the agenda's GET form asks for (`?planifier=<meeting>&date=&heure=`), or null. */
export function planningRedirect(url: URL, toPlan: readonly ToPlanView[]): string | null {
  const meetingId = Number(url.searchParams.get("planifier"));
  const chosen = toPlan.find((entry) => entry.id === meetingId);
  if (!chosen) return null;
  const professionalId = Number(url.searchParams.get("professionnel"));
  return planningOnRange(chosen, {
    date: url.searchParams.get("date") ?? "",
    start: url.searchParams.get("heure") ?? "",
    professionalId: Number.isInteger(professionalId) && professionalId > 0 ? professionalId : null,
  });
}
