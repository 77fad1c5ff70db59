// The professional's card as a page without JavaScript gets it: the name as every booking screen writes
// it, and the « Réactif » badge not repeated by the « Répond rapidement » marker.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Candidate } from "../candidates";
import { BailiffCard, candidateName } from "./bailiff-card";

const candidate: Candidate = {
  key: "7-3",
  professional: {
    id: 7,
    firstname: "Camille",
    lastname: "Renaud",
    civility: 2,
    avatar: null,
    roleNames: ["bailiff"],
    isClerk: false,
    isReactive: true,
    dronePilot: false,
    seniority: null,
  },
  study: { id: 3, slug: "etude", name: "Étude Renaud", fullAddress: "Lyon", type: "study", noMeeting: false },
  badges: [],
  distanceKm: null,
  takesSlots: true,
};
const responsive = { key: "responsive", title: "Réactif", help: "Ce professionnel répond rapidement." };

describe("BailiffCard", () => {
  it("names the professional « Maître Prénom Nom »", () => {
    expect(candidateName(candidate.professional)).toBe("Maître Camille Renaud");
  });

  it("shows « Répond rapidement » only when the « Réactif » badge does not say it already", () => {
    expect(renderToStaticMarkup(<BailiffCard candidate={candidate} />)).toContain("Répond rapidement");
    const html = renderToStaticMarkup(<BailiffCard candidate={{ ...candidate, badges: [responsive] }} />);
    expect(html).toContain("Réactif");
    expect(html).not.toContain("Répond rapidement");
  });
});
