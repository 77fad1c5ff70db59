// GET /reservation/agenda/{demandId}: the appointment of a demand as an iCalendar file, for « Ajouter à
// mon agenda ». The platform makes it (GET /api/demands/{id}/calendar-file), with the function that
// makes the e-mails' files: the same event, at its current version, in the same words. Only for whoever
// may read the demand (the platform checks). A resource route: no layout runs.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { platformDownload } from "~/.server/platform/http";
import { parsePositiveId } from "~/features/booking/positive-id";

const PASSED_ON = ["Content-Type", "Content-Disposition"];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parsePositiveId(params.demandId);
  if (!id) throw new Response("Not Found", { status: 404 });
  if (!context.platform.token) throw new Response("Unauthorized", { status: 401 });
  const answer = await platformDownload(context.platform, `/api/demands/${id}/calendar-file`);
  if (answer.status === 401) throw new Response("Unauthorized", { status: 401 });
  // Another person's demand, an unknown one, or one without a date yet: nothing to download.
  if (answer.status === 403 || answer.status === 404 || answer.status === 422) throw new Response("Not Found", { status: 404 });
  if (!answer.ok) throw new Response("Bad Gateway", { status: 502 });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(await answer.text(), { headers });
}
