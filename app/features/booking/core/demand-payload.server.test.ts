import { describe, expect, it } from "vitest";
import { bookingDemand, type BookedChoice } from "./demand-payload.server";

const choice: BookedChoice = {
  studyId: 4,
  bailiffId: 9,
  reportTypeId: 12,
  meetingType: "meeting",
  visio: false,
  slot: { start: "2026-03-02T09:00:00+01:00", end: "2026-03-02T10:00:00+01:00" },
  place: { label: "1 rue de Rivoli, Paris", latitude: 48.85, longitude: 2.35 },
  furtherInfos: "Dégât des eaux",
  source: "constat-rdv",
};

describe("bookingDemand", () => {
  it("sends the choice with exactly its one slot and the place", () => {
    expect(bookingDemand(choice)).toEqual({
      study_id: 4,
      report_type_id: 12,
      meeting_type: "meeting",
      is_visio: false,
      slots: [{ start_date: "2026-03-02T09:00:00+01:00", end_date: "2026-03-02T10:00:00+01:00" }],
      operator_id: 9,
      address: "1 rue de Rivoli, Paris",
      latitude: 48.85,
      longitude: 2.35,
      further_infos: "Dégât des eaux",
      source: "constat-rdv",
    });
  });

  it("sends no place for a video meeting, no slot for a slot-less study, and the flow's own fields", () => {
    const payload = bookingDemand({ ...choice, visio: true, slot: null }, { customer_token: "abc", unfinished_demand_id: 3 });
    expect(payload).toMatchObject({ is_visio: true, slots: [], customer_token: "abc", unfinished_demand_id: 3 });
    expect(payload.address).toBeUndefined();
    expect(payload.latitude).toBeUndefined();
  });
});
