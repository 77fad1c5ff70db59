// The slot step of both booking wizards, as a page without JavaScript gets it: a constat's time outside
// legal hours is marked and named with the platform's warning (aria-describedby), which is written once
// under that day's times; the recap under the chosen date. The other times carry nothing.
import { describe, expect, it } from "vitest";
import type { SlotDay, SlotOption } from "~/features/slots/slot-days";
import { renderRoute } from "~/test-support/render-route";
import { BookingSummary } from "./booking-summary";
import { SlotPicker } from "./slot-picker";

const WARNING =
  "Attention : ce rendez-vous a lieu après 21 h, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).";

const slot = (time: string, legalHoursWarning: string | null): SlotOption => ({
  value: `2026-12-05T${time}:00+01:00|2026-12-05T${time}:30+01:00`,
  start: `2026-12-05T${time}:00+01:00`,
  end: `2026-12-05T${time}:30+01:00`,
  time,
  price: null,
  priceLabel: null,
  legalHoursWarning,
});
const saturday: SlotDay = {
  date: "2026-12-05",
  title: "Samedi 5 décembre",
  slots: [slot("20:30", null), slot("21:00", WARNING), slot("21:30", WARNING)],
};

const render = (element: JSX.Element) =>
  renderRoute(() => element, {}, new Request("http://localhost/reservation/professionnel"));

/** The attributes of the time button named for `time`. */
function button(html: string, time: string): string {
  const match = new RegExp(`<button[^>]*aria-label="Choisir le créneau du samedi 5 décembre à ${time}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no button for ${time}`);
  return match[0];
}

describe("the booking wizards' legal-hours warning", () => {
  it("marks the times outside legal hours and writes the platform's warning once under the day", async () => {
    const html = await render(<SlotPicker days={[saturday]} />);
    expect(html.split(WARNING)).toHaveLength(2);
    const warningId = /<p id="([^"]+)"[^>]*><span aria-hidden="true">\* <\/span>Attention : ce rendez-vous a lieu après 21 h/.exec(html)?.[1];
    expect(warningId).toBeTruthy();
    for (const time of ["21:00", "21:30"]) {
      expect(button(html, time)).toContain(`aria-describedby="${warningId}"`);
      expect(button(html, time)).toContain("data-legal-hours");
    }
    expect(button(html, "20:30")).not.toContain("aria-describedby");
    expect(button(html, "20:30")).not.toContain("data-legal-hours");
  });

  it("warns in a card's small calendar only about the times it shows", async () => {
    const compact = { maxDays: 3, maxTimesPerDay: 1, fullHref: "/reservation/professionnel?tous=1" };
    expect(await render(<SlotPicker days={[saturday]} compact={compact} />)).not.toContain(WARNING);
    expect(await render(<SlotPicker days={[saturday]} compact={{ ...compact, maxTimesPerDay: 2 }} />)).toContain(WARNING);
  });

  it("repeats the warning under the recap's date", async () => {
    const html = await render(
      <BookingSummary reportTypeName="Constat locatif" dateLabel="samedi 5 décembre à 21:00" legalHoursWarning={WARNING} />,
    );
    expect(html).toMatch(new RegExp(`samedi 5 décembre à 21:00<p[^>]*>${WARNING.replace(/[()]/g, "\\$&")}</p></dd>`));
    const within = await render(<BookingSummary reportTypeName="Constat locatif" dateLabel="samedi 5 décembre à 20:30" />);
    expect(within).not.toContain("Attention");
  });
});
