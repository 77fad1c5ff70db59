import { describe, expect, it } from "vitest";
import { messages } from "./messages";

describe("demand e-mails", () => {
  const link = "https://site.example/dossier/8";
  const address = "12 rue de la République, 69002 Lyon";

  it("give the visit's street address to the customer and the professional", () => {
    expect(
      messages.demandReceived("c@exemple.fr", "Constat", "lundi 8 février 2027 à 14:30", link, null, address).body,
    ).toContain(`pour le lundi 8 février 2027 à 14:30.\nAdresse : ${address}\nLe professionnel va la confirmer`);
    expect(messages.newDemandForProfessional("p@exemple.fr", "Constat", null, link, address).body).toContain(
      `vous attend.\nAdresse : ${address}\nLe dossier :\n${link}`,
    );
  });

  it("read as before without an address (video, consultation)", () => {
    expect(messages.demandReceived("c@exemple.fr", "Constat", null, link, null).body).toContain(
      "a bien été transmise. Le professionnel va la confirmer",
    );
    expect(messages.newDemandForProfessional("p@exemple.fr", "Constat", null, link).body).toContain(`vous attend :\n${link}`);
  });
});
