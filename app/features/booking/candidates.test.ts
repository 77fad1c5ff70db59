import { describe, expect, it } from "vitest";
import { candidatesFrom, type EligibleEntry } from "./candidates";

const texts = new Map([
  ["responsive", { key: "responsive", title: "Réactif", help: "Répond vite." }],
  ["rank-4", { key: "rank-4", title: "Rang 4", help: "Niveau le plus élevé." }],
  ["connected", { key: "connected", title: "Connecté", help: "Agenda relié." }],
]);

const study = (id: number, type: "study" | "partner" | "affiliate" = "study", noMeeting = false) => ({
  id,
  slug: `etude-${id}`,
  name: `Étude ${id}`,
  full_address: "1 rue de la République, 69001 Lyon",
  type,
  showBadges: true,
  fullyConnected: true,
  noMeeting,
});

const entry = (studies: EligibleEntry["studies"]): EligibleEntry => ({
  bailiff: {
    id: 7,
    firstname: "Antoine",
    lastname: "Dupont",
    civility: 1,
    avatar: null,
    roles: [{ name: "bailiff" }],
    isClerk: false,
    isReactive: true,
    rank: 4,
    goodSuccessRate: false,
    agenda_ready: false,
    dronePilot: true,
    seniority: 18,
  },
  studies,
  distance_km: 1.6,
});

describe("candidatesFrom", () => {
  it("makes one card per professional and study, partner companies left out, badges with their texts", () => {
    const [candidate, ...rest] = candidatesFrom([entry([study(1), study(2, "partner")])], texts, true);
    expect(rest).toHaveLength(0);
    expect(candidate!.key).toBe("7-1");
    expect(candidate!.badges.map((badge) => badge.title)).toEqual(["Réactif", "Rang 4", "Connecté"]);
    expect(candidate!.professional.roleNames).toEqual(["bailiff"]);
    expect(candidate!.takesSlots).toBe(true);
  });

  it("a study without meetings, or a list without slots, transmits the demand", () => {
    expect(candidatesFrom([entry([study(3, "study", true)])], texts, true)[0]!.takesSlots).toBe(false);
    expect(candidatesFrom([entry([study(4, "affiliate")])], texts, false)[0]!.takesSlots).toBe(false);
  });

  it("never lists the same professional and study twice", () => {
    expect(candidatesFrom([entry([study(1)]), entry([study(1)])], texts, true)).toHaveLength(1);
  });
});
