import { describe, expect, it } from "vitest";
import { cguAccepted, city, email, frenchPhone, optionalPersonName, personName } from "./rules";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("personName", () => {
  it("accepts French names with accents, spaces, hyphens and apostrophes", () => {
    for (const name of ["Élodie", "Jean-Pierre", "N'Diaye", "Marie Claire"])
      expect(personName.safeParse(name).success).toBe(true);
  });

  it("requires at least 2 characters", () => {
    expect(messageOf(personName.safeParse("A"))).toBe("Veuillez saisir au moins 2 caractères");
  });

  it("refuses digits and symbols", () => {
    expect(messageOf(personName.safeParse("Jean2"))).toBe(
      "Seules les lettres, les espaces, les tirets et les apostrophes sont acceptés",
    );
  });

  it("is required, except in the contact dialog", () => {
    expect(messageOf(personName.safeParse(""))).toBe("Ce champ est obligatoire");
    expect(optionalPersonName.safeParse("").success).toBe(true);
    expect(messageOf(optionalPersonName.safeParse("J"))).toBe("Veuillez saisir au moins 2 caractères");
  });
});

describe("email", () => {
  it("lower-cases and trims", () => {
    expect(email.parse("  Client@Demo.Example ")).toBe("client@demo.example");
  });

  it("explains a bad format", () => {
    expect(messageOf(email.safeParse("client@"))).toBe("Veuillez saisir une adresse e-mail valide");
  });
});

describe("frenchPhone", () => {
  it("normalises what people type", () => {
    expect(frenchPhone.parse("+33 6 12 34 56 78")).toBe("+33612345678");
  });

  it("gives the French message otherwise", () => {
    expect(messageOf(frenchPhone.safeParse("12345"))).toBe(
      "Veuillez saisir un numéro de téléphone français valide (ex. : 06 12 34 56 78)",
    );
  });
});

describe("cguAccepted", () => {
  it("asks to accept the terms when unchecked", () => {
    expect(messageOf(cguAccepted.safeParse(undefined))).toBe("Veuillez accepter les CGU");
    expect(cguAccepted.parse("on")).toBe(true);
  });
});

describe("city", () => {
  it("needs at least 3 characters", () => {
    expect(messageOf(city.safeParse("Ly"))).toBe("Veuillez saisir au moins 3 caractères");
  });
});
