import { describe, expect, it } from "vitest";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import { demandView, documentsOf } from "./demand-view.server";

describe("demandView", () => {
  it("words a demand for its card: badges, professional, meetings, creation date", () => {
    const view = demandView(demandFixture());
    expect(view.heading).toBe("Nuisances sonores du voisinage");
    expect(view.href).toBe("/dossier/12");
    expect(view.name).toBe("Maître Dupont");
    expect(view.badges).toEqual([
      { tone: "positive", label: "En cours" },
      { tone: "warning", label: "Non facturé" },
    ]);
    expect(view.meetings[0]).toMatchObject({
      when: "mardi 3 mars à 14:30",
      professional: "Maître Dupont",
      badge: { tone: "positive", label: "Confirmé" },
    });
    expect(view.createdOn).toBe("20 février 2026");
    expect(view.cancellable).toBe(true);
  });

  it("shows a to-qualify demand as in progress, and the study when nobody is assigned", () => {
    const view = demandView(
      demandFixture({
        marking: "toqualify",
        title: null,
        operator: null,
        meetings: [meetingFixture({ operator: null, status: "waiting" })],
      }),
    );
    expect(view.badges[0]).toEqual({ tone: "positive", label: "En cours" });
    expect(view.heading).toBe("Constat locatif");
    expect(view.name).toBe("Étude Dupont & Associés");
    expect(view.meetings[0]?.badge).toEqual({ tone: "warning", label: "En attente de confirmation" });
  });

  it("offers to cancel only when the platform allows it", () => {
    expect(demandView(demandFixture({ marking: "completed", allowed_actions: [] })).cancellable).toBe(false);
    expect(demandView(demandFixture({ marking: "nofollowup", canceled_at: "2026-02-21T10:00:00.000Z" })).canceledOn).toBe(
      "21 février 2026",
    );
  });
});

describe("documentsOf", () => {
  it("marks each required document provided or missing", () => {
    const documents = documentsOf({
      report_type_documents: [
        { id: 1, name: "Bail" },
        { id: 2, title: "État des lieux d'entrée" },
        { id: 3, name: "Facultatif", required: false },
        "bruit",
      ],
      user_documents: [{ report_type_document_id: 1 }],
    });
    expect(documents).toEqual([
      { id: "1", name: "Bail", provided: true },
      { id: "2", name: "État des lieux d'entrée", provided: false },
    ]);
  });

  it("warns of missing documents on the card", () => {
    expect(demandView(demandFixture({ report_type_documents: [{ id: 5, name: "Bail" }] })).missingDocuments).toBe(true);
    expect(demandView(demandFixture()).missingDocuments).toBe(false);
  });
});
