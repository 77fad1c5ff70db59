// GET /reservation/creneaux?etude=&pro=&du=YYYY-MM-DD — one 7-day window of a professional's slots for
// the main wizard's answers (cookie), as JSON { days, nextFrom }, no retry: the browser's slot picker
// and dialog retry 1 s apart. A resource route: no layout runs.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { reportTypeBySlug } from "~/features/booking/catalogue.server";
import { slotWindowRefusal, slotWindowResponse } from "~/features/booking/slot-window-response.server";
import { currentWizardState } from "~/features/booking/wizard-flow.server";
import { parsePositiveId } from "~/features/booking/positive-id";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const studyId = parsePositiveId(params.get("etude"));
  const bailiffId = parsePositiveId(params.get("pro"));
  const { state } = await currentWizardState(request, context);
  const found = await reportTypeBySlug(state.reportTypeSlug);
  const visio = state.service === "consultation" && state.visio === true;
  if (!studyId || !found || (!visio && !state.address)) return slotWindowRefusal("incomplete");
  return slotWindowResponse(
    {
      reportTypeId: found.reportType.id,
      studyId,
      bailiffId: bailiffId ?? undefined,
      latitude: state.address?.latitude,
      longitude: state.address?.longitude,
      visio,
    },
    params.get("du"),
  );
}
