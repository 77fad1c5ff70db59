// /{slug}/rendez-vous (no step) and /{slug}/reservation, the booking page of one study (customer-side
// §2.2): the first step for this visitor (the details, or the slots when they are already known), with
// the booking parameters and the affiliate token kept. An unknown study answers 404.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { customerFor } from "~/features/booking-v2/customer.server";
import { visitorOf } from "~/features/booking-v2/step-context.server";
import { requireV2Study } from "~/features/booking-v2/study.server";
import { readBookingQuery, v2Path } from "~/features/booking-v2/query";
import { entryStep } from "~/features/booking-v2/steps";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const customer = customerFor(context.session);
  const study = await requireV2Study(params.slug, customer?.auth ?? {});
  return redirect(v2Path(study.slug, entryStep(visitorOf(customer)), readBookingQuery(new URL(request.url).searchParams)));
}

/** Never rendered (the loader always redirects); being a page, an unknown study gets the 404 page. */
export default function V2Entry() {
  return null;
}
