// A case's documents and report as its demand answer carries them: each requirement marked
// provided or not, the files provided (with their download URL), how many requirements are still
// missing (the cards' warning), and the published report.
import type { DemandFileRow } from "../../db/schema";
import type { presentRequirement } from "./document-requirements";

type Requirement = ReturnType<typeof presentRequirement>;

export function presentFiles(
  requirements: readonly Requirement[],
  files: readonly DemandFileRow[],
  urlOf: (file: DemandFileRow) => string,
) {
  const documents = files.filter((file) => file.kind === "document");
  const report = files.find((file) => file.kind === "report");
  const provided = (requirement: Requirement) => documents.some((file) => file.requirement_id === requirement.id);
  return {
    report_type_documents: requirements.map((requirement) => ({ ...requirement, provided: provided(requirement) })),
    user_documents: documents.map((file) => ({
      id: file.id,
      report_type_document_id: file.requirement_id,
      user_demand_document_id: file.requirement_id,
      name: file.original_name,
      content_type: file.content_type,
      size: file.size,
      created_at: file.created_at.toISOString(),
      url: urlOf(file),
    })),
    missing_documents: requirements.filter((requirement) => !provided(requirement)).length,
    report: report
      ? {
          id: report.id,
          name: report.original_name,
          content_type: report.content_type,
          size: report.size,
          published_at: report.created_at.toISOString(),
          url: urlOf(report),
        }
      : null,
  };
}
