import { describe, expect, it } from "vitest";
import { formatDisplayName } from "./display-name";

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
