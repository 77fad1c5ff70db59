// Sending a booking's demand (customer-side §3 "Demand creation payload", §6, §7): the chosen study,
// professional and one slot, the report type and mode, the address (searched, or the study's for a
// consultation there), the need, the source, the partner id on the partner context, the affiliate id,
// and the guest's customer token when nobody is signed in.
import type { AppLoadContext } from "@remix-run/node";
import { bookingDemand } from "~/features/booking/core/demand-payload.server";
import { createDemand, type DemandInput } from "~/.server/platform/demands";
import type { PlatformAuth } from "~/.server/platform/http";
import type { V2Selection } from "~/features/booking-v2/selection";
import { bookingSource } from "~/features/booking-v2/source";
import type { V2Customer } from "./customer.server";
import type { BookableReportType } from "./report-types.server";
import type { BookingScope } from "./scope.server";
import type { ReadySearch } from "./slots-step.server";
import { meetingPlace } from "./summary.server";

export interface DemandRequest {
  scope: BookingScope;
  customer: V2Customer;
  site: AppLoadContext["site"];
  reportType: BookableReportType;
  search: ReadySearch;
  selection: V2Selection;
  furtherInfos: string | undefined;
  affiliateId: number | undefined;
  /** The confirmation form's key: posted twice, it books once (docs/decisions/3630). */
  idempotencyKey: string | undefined;
}

function demandPayload({
  scope,
  customer,
  site,
  reportType,
  search,
  selection,
  furtherInfos,
  affiliateId,
}: DemandRequest): DemandInput {
  return bookingDemand(
    {
      studyId: selection.studyId,
      bailiffId: selection.bailiffId,
      reportTypeId: reportType.id,
      meetingType: reportType.type === "consultation" ? "consultation" : "meeting",
      visio: search.mode === "visio",
      slot: selection.slot,
      place: meetingPlace(scope, search),
      furtherInfos,
      source: bookingSource(site, scope.kind),
    },
    {
      partner_id: scope.kind === "partner" ? scope.partner.id : undefined,
      affiliate_id: affiliateId,
      customer_token: customer.kind === "guest" ? customer.token : undefined,
    },
  );
}

/** Signed-in users book with their session's token; a guest with the customer token in the payload. */
export function sendDemand(request: DemandRequest) {
  const auth: PlatformAuth = request.customer.kind === "signed-in" ? request.customer.auth : {};
  return createDemand(auth, demandPayload(request), request.idempotencyKey);
}
