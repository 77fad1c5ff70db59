// The report-type tree (prestations), globally or with one study's settings.
import { z } from "zod";
import { platformRequest } from "./http";
import { reportTypeSchema } from "./schemas";

const treeSchema = z.object({ data: z.array(reportTypeSchema) });

/** With `enabledOnly`, disabled children and empty groups are left out, as the screens show them. */
export async function getReportTypes(options: { studyId?: number; enabledOnly?: boolean } = {}) {
  const { data } = await platformRequest(treeSchema, {
    path: "/api/reporttypes",
    query: { study_id: options.studyId, enabled: options.enabledOnly ? 1 : undefined },
  });
  return data;
}

export async function getStudyReportTypes(studyId: number, enabledOnly = false) {
  const { data } = await platformRequest(treeSchema, {
    path: `/api/studies/${studyId}/reporttypes`,
    query: { enabled: enabledOnly ? 1 : undefined },
  });
  return data;
}
