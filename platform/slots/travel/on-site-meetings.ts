// A professional's on-site meetings, asked which one comes just before or just after an instant within
// some bounds (docs/decisions/3004): where they drive from to reach a slot or a meeting, and where they
// must drive on to. The slots engine and the agenda both ask it, so both speak of the same meetings.
import type { TravelPlace } from "./travel-time";

/** An on-site meeting's time (epoch milliseconds) and where it takes place. */
export interface PlacedInterval {
  start: number;
  end: number;
  place: TravelPlace;
}

export class OnSiteMeetings<Meeting extends PlacedInterval> {
  private readonly meetings: Meeting[];
  /** The longest meeting: walking back from an instant, none starting earlier can end after `since`. */
  private readonly longest: number;

  constructor(meetings: readonly Meeting[]) {
    this.meetings = [...meetings].sort((a, b) => a.start - b.start || a.end - b.end);
    this.longest = Math.max(0, ...this.meetings.map((meeting) => meeting.end - meeting.start));
  }

  /** How many meetings start before `instant` (binary search: a month's agenda asks for each of its meetings). */
  private startingBefore(instant: number): number {
    let [low, high] = [0, this.meetings.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.meetings[middle]!.start < instant) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The meeting that ends last at or before `instant`, if it ends after `since`. */
  previous(instant: number, since: number): Meeting | undefined {
    let found: Meeting | undefined;
    for (let index = this.startingBefore(instant) - 1; index >= 0; index--) {
      const meeting = this.meetings[index]!;
      if (meeting.start + this.longest <= since) break;
      if (meeting.end <= instant && meeting.end > since && (!found || meeting.end > found.end)) found = meeting;
    }
    return found;
  }

  /** The meeting that starts first at or after `instant`, if it starts before `until`. */
  next(instant: number, until: number): Meeting | undefined {
    const meeting = this.meetings[this.startingBefore(instant)];
    return meeting && meeting.start < until ? meeting : undefined;
  }
}
