import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { contactSchema, isHoneypotFilled } from "./contact-schema";

function form(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: contactSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("contact schema", () => {
  it("needs only a French phone and a city", () => {
    const submission = parseWithZod(form({ phone: "06.12.34.56.78", city: "Lyon" }), { schema: contactSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ phone: "+33612345678", city: "Lyon", source: "home" });
  });

  it("says what is missing, in the spec's words", () => {
    expect(errorsOf({})).toEqual({
      phone: ["Veuillez saisir votre numéro de téléphone"],
      city: ["Veuillez saisir votre ville"],
    });
  });

  it("checks the phone's French format and the city's 3 characters", () => {
    expect(errorsOf({ phone: "12345", city: "Ly" })).toEqual({
      phone: ["Veuillez saisir un numéro de téléphone français valide (ex. : 06 12 34 56 78)"],
      city: ["Veuillez saisir au moins 3 caractères"],
    });
  });

  it("keeps optional names and e-mail to the usual format", () => {
    expect(errorsOf({ phone: "0612345678", city: "Lyon", firstname: "J", lastname: "Dupont3", email: "pas-un-email" })).toEqual({
      firstname: ["Veuillez saisir au moins 2 caractères"],
      lastname: ["Seules les lettres, les espaces, les tirets et les apostrophes sont acceptés"],
      email: ["Veuillez saisir une adresse e-mail valide"],
    });
  });

  it("carries the report type, the need and a known source", () => {
    const submission = parseWithZod(
      form({
        phone: "+33 6 12 34 56 78",
        city: "Villeurbanne",
        firstname: "Jean-Pierre",
        email: "JP@Example.fr",
        reportType: "Constat locatif",
        additionalInfo: " Dégât des eaux ",
        source: "zone",
      }),
      { schema: contactSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      firstname: "Jean-Pierre",
      email: "jp@example.fr",
      phone: "+33612345678",
      city: "Villeurbanne",
      reportType: "Constat locatif",
      additionalInfo: "Dégât des eaux",
      source: "zone",
    });
  });

  it("falls back to the homepage for an unknown source", () => {
    const submission = parseWithZod(form({ phone: "0612345678", city: "Lyon", source: "ailleurs" }), { schema: contactSchema });
    expect(submission.status === "success" && submission.value.source).toBe("home");
  });

  it("spots a filled honeypot", () => {
    expect(isHoneypotFilled(form({ site_web: "http://spam.example" }))).toBe(true);
    expect(isHoneypotFilled(form({ site_web: "" }))).toBe(false);
    expect(isHoneypotFilled(form({}))).toBe(false);
  });
});
