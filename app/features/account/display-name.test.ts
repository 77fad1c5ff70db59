import { describe, expect, it } from "vitest";
import { formatDisplayName, formatProfessionalName } from "./display-name";

const labels = { bailiff: "Maître", male: "M.", female: "Mme." } as const;
const label = (key: keyof typeof labels) => labels[key];

describe("formatDisplayName", () => {
  it("addresses a bailiff as Maître with the last name", () => {
    expect(formatDisplayName({ firstname: "Jean", lastname: "Dupont", civility: 1, roles: ["bailiff"] }, label)).toBe(
      "Maître Dupont",
    );
  });

  it("uses M. or Mme. by civility for others", () => {
    expect(formatDisplayName({ firstname: "Jean", lastname: "Dupont", civility: 1, roles: ["customer"] }, label)).toBe(
      "M. Jean Dupont",
    );
    expect(formatDisplayName({ firstname: "Claire", lastname: "Martin", civility: 2, roles: [] }, label)).toBe(
      "Mme. Claire Martin",
    );
  });

  it("falls back to the plain name without civility", () => {
    expect(formatDisplayName({ firstname: "Alex", lastname: "Petit", civility: null, roles: [] }, label)).toBe("Alex Petit");
  });
});

describe("formatProfessionalName", () => {
  it("names a bailiff « Maître Prénom Nom » and others as formatDisplayName does", () => {
    const person = { firstname: "Camille", lastname: "Renaud", civility: 2 };
    expect(formatProfessionalName({ ...person, roles: ["bailiff"] }, (salutation) => labels[salutation])).toBe(
      "Maître Camille Renaud",
    );
    expect(formatProfessionalName({ ...person, roles: ["clerk"] }, (salutation) => labels[salutation])).toBe(
      "Mme. Camille Renaud",
    );
  });
});
