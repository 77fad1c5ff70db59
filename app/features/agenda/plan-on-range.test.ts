import { describe, expect, it } from "vitest";
import { planningOnRange, planningRedirect } from "./plan-on-range";

const TO_PLAN = [{ id: 51, label: "Constat – Inès Chevalier", href: "/espace-pro/dossiers/12/replanifier/51?depuis=2026-12-01" }];

describe("planning on a range of the agenda", () => {
  it("opens the planning page on the range's day and start, the professional shown, at « Autre horaire »", () => {
    expect(planningOnRange(TO_PLAN[0]!, { date: "2026-12-03", start: "10:30", professionalId: 40 })).toBe(
      "/espace-pro/dossiers/12/replanifier/51?depuis=2026-12-01&date=2026-12-03&heure=10%3A30&professionnel=40#autre-horaire",
    );
  });

  it("sends the no-JavaScript form on to the chosen dossier's page, and ignores a dossier that is not waiting", () => {
    const asked = new URL("http://localhost/espace-pro/etude/x/agenda?planifier=51&date=2026-12-03&heure=10:30");
    expect(planningRedirect(asked, TO_PLAN)).toBe(
      "/espace-pro/dossiers/12/replanifier/51?depuis=2026-12-01&date=2026-12-03&heure=10%3A30#autre-horaire",
    );
    expect(planningRedirect(new URL("http://localhost/agenda?planifier=99&date=2026-12-03&heure=10:30"), TO_PLAN)).toBeNull();
    expect(planningRedirect(new URL("http://localhost/agenda?date=2026-12-03"), TO_PLAN)).toBeNull();
  });
});
