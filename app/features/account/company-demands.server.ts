// A partner company's demands (pro-side §2 "Partner company demands", §7 "Study demands list": study id,
// page, customer name, report type id, status, demand name, current user id → data and meta.last_page).
// The embedded platform has no such listing yet: this calls the contract it is asked to add
// (docs/decisions/606-platform-gaps.md); the page says the list is unavailable when it is missing.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";
import { demandSchema } from "~/.server/platform/schemas";

const companyDemandsSchema = z.object({
  data: z.array(demandSchema),
  meta: z.object({ current_page: z.number(), last_page: z.number().int().min(1) }),
});

export interface CompanyDemandFilters {
  page?: number;
  marking?: string;
  report_type_id?: number;
  demand_name?: string;
  customer_name?: string;
  current_user_id?: number;
}

export function getCompanyDemands(auth: PlatformAuth, studyId: number, filters: CompanyDemandFilters) {
  return platformRequest(companyDemandsSchema, {
    path: `/api/studies/${studyId}/demands`,
    auth: { ...auth, studyId },
    query: { ...filters },
  });
}
