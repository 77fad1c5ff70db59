// The dashboard's card of a meeting waiting for the professional: each proposed time once, even when
// the customer chose again a time the meeting already held (issue 38, point 8).
import { describe, expect, it } from "vitest";
import type { MeetingItem } from "~/.server/platform/pro-schemas";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import { meetingItemView } from "./pro-views.server";

const friday = { start_date: "2027-01-15T14:00:00+01:00", end_date: "2027-01-15T15:00:00+01:00", legal_hours_warning: null };
const monday = { start_date: "2027-01-18T09:00:00+01:00", end_date: "2027-01-18T10:00:00+01:00", legal_hours_warning: null };

function waitingMeeting(slots: Array<typeof friday>): MeetingItem {
  return {
    ...meetingFixture({
      status: "waiting",
      slots: slots.map((slot, index) => ({ id: index + 1, ...slot })),
      selectedSlot: { id: slots.length, ...slots.at(-1)! },
    }),
    demand: { ...demandFixture(), meetings: [] },
  };
}

describe("the dashboard's proposed slots", () => {
  it("lists a time asked for twice once", () => {
    expect(meetingItemView(waitingMeeting([friday, friday])).proposedSlots).toEqual(["vendredi 15 janvier à 14:00"]);
  });

  it("keeps distinct times, in their order", () => {
    expect(meetingItemView(waitingMeeting([monday, friday])).proposedSlots).toEqual([
      "lundi 18 janvier à 09:00",
      "vendredi 15 janvier à 14:00",
    ]);
  });
});
