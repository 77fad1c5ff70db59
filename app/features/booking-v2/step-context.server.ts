// What every booking v2 step's loader and action start from: the study of the URL, the booking
// parameters of the query, who is booking, what is already chosen, and the redirect when the step is
// not for this visitor (customer-side §4). A new affiliate token in the query is remembered here, in the
// request's cookie jar.
import { redirect } from "@remix-run/node";
import type { RequestContext } from "~/.server/request-context";
import { isVisioService, readBookingQuery, v2Path, type BookingQuery } from "~/features/booking-v2/query";
import { selectionMatches, type V2Selection } from "~/features/booking-v2/selection";
import { guardStep, reportPath, type V2Step, type V2Visitor } from "~/features/booking-v2/steps";
import { rememberAffiliateToken } from "./affiliate.server";
import { readBookedDemand } from "./booked-demand.server";
import { customerFor, type V2Customer } from "./customer.server";
import { readSelection } from "./selection.server";
import type { BookingScope } from "./scope.server";
import { requireV2Study, type V2Study } from "./study.server";

export interface V2StepContext {
  step: V2Step;
  study: V2Study;
  /** A partner company's page: the demand goes to a professional's study with the partner's id. */
  partnerContext: boolean;
  scope: BookingScope;
  query: BookingQuery;
  visio: boolean;
  customer: V2Customer | null;
  visitor: V2Visitor;
  selection: V2Selection | null;
  bookedDemandId: number | null;
}

export function visitorOf(customer: V2Customer | null): V2Visitor {
  return { signedIn: customer?.kind === "signed-in", guest: customer?.kind === "guest" };
}

export async function loadStepContext(
  request: Request,
  requestContext: RequestContext,
  slug: string | undefined,
  step: V2Step,
): Promise<V2StepContext> {
  const url = new URL(request.url);
  const query = readBookingQuery(url.searchParams);
  const customer = customerFor(requestContext.session);
  const study = await requireV2Study(slug, customer?.auth ?? {});
  const visio = isVisioService(query.service);
  const stored = await readSelection(request);
  const selection = selectionMatches(stored, { slug: study.slug, reportType: query.reportType, visio }) ? stored : null;
  const bookedDemandId = await readBookedDemand(request);
  const visitor = visitorOf(customer);

  const destination = guardStep(step, visitor, { slotChosen: selection !== null, bookedDemandId });
  if (destination === "report" && bookedDemandId !== null) throw redirect(reportPath(bookedDemandId));
  if (destination && destination !== "report") throw redirect(v2Path(study.slug, destination, query));

  const affiliateCookie = await rememberAffiliateToken(request, query.affToken);
  if (affiliateCookie) requestContext.cookies.append(affiliateCookie);

  const partnerContext = study.type === "partner";
  const scope: BookingScope = partnerContext ? { kind: "partner", partner: study } : { kind: "study", study };
  return { step, study, partnerContext, scope, query, visio, customer, visitor, selection, bookedDemandId };
}
