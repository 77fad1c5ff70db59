import { describe, expect, it } from "vitest";
import { partnerChoices } from "./partner-choice";
import { bookingSource } from "./source";

describe("partner agent's choice", () => {
  it("offers the partner studies only, each leading to its slots step", () => {
    const studies = [
      {
        slug: "rhone-gestion-immobiliere",
        name: "Rhône Gestion Immobilière",
        type: "partner",
        full_address: "105 cours Lafayette, 69002 Lyon",
      },
      {
        slug: "etude-dupont-lyon",
        name: "Étude Dupont & Associés",
        type: "study",
        full_address: "14 rue de la République, 69002 Lyon",
      },
    ];
    expect(partnerChoices(studies)).toEqual([
      {
        slug: "rhone-gestion-immobiliere",
        name: "Rhône Gestion Immobilière",
        address: "105 cours Lafayette, 69002 Lyon",
        href: "/rhone-gestion-immobiliere/rendez-vous/creneaux",
      },
    ]);
    expect(partnerChoices([])).toEqual([]);
  });

  it("sends the partner kind on the partner context, the page's or the site's origin otherwise", () => {
    expect(bookingSource("default", "partner")).toBe("partner");
    expect(bookingSource("cncj", "partner")).toBe("partner");
    expect(bookingSource("default", "study")).toBe("study");
    expect(bookingSource("cncj", "study")).toBe("cncj");
    expect(bookingSource("default", "any")).toBe("preuveo");
    expect(bookingSource("cncj", "any")).toBe("cncj");
  });
});
