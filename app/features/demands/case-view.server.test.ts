// The case panels' view of the files the study added and of the video sessions' captures pages: the
// capture record PDF is among the case's documents, and each video meeting's captures page is a plain
// link from the demand's page (issue 38, point 16).
import { describe, expect, it } from "vitest";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import type { ProCase } from "./case-management-client.server";
import { proCaseView, studyFileViews } from "./case-view.server";

const file = (id: number, requirement: number | null, name: string) => ({
  id,
  report_type_document_id: requirement,
  name,
  content_type: "application/pdf",
  size: 2048,
  created_at: "2026-03-02T10:00:00.000Z",
});

function proCase(overrides: Partial<ProCase>): ProCase {
  return {
    ...demandFixture(),
    version: 3,
    locked_by: null,
    locked_at: null,
    report_type_documents: [],
    user_documents: [],
    missing_documents: 0,
    report: null,
    ...overrides,
  } as ProCase;
}

describe("the case's own files and video captures", () => {
  it("keeps apart the files no requirement asked for, such as the capture record", () => {
    const demand = {
      id: 12,
      user_documents: [file(5, 3, "Bail.pdf"), file(81, null, "Relevé des captures - rendez-vous 50.pdf")],
    };
    expect(studyFileViews(demand)).toEqual([
      { id: 81, name: "Relevé des captures - rendez-vous 50.pdf", href: "/dossier/12/fichiers/81" },
    ]);
  });

  it("links the captures page of each video meeting of the case, and of no meeting on site", () => {
    const view = proCaseView(
      proCase({ meetings: [meetingFixture({ id: 50, has_visio: true }), meetingFixture({ id: 51, has_visio: false })] }),
      [],
      40,
    );
    expect(view.videoCaptures).toEqual([{ meetingId: 50, href: "/espace-pro/dossiers/12/visio/50/captures" }]);
  });
});
