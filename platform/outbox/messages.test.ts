import { describe, expect, it } from "vitest";
import { messages, NEXT_STEP_AFTER_MEETING } from "./messages";

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

describe("the e-mail of a meeting done", () => {
  const link = "https://site.example/dossier/8";

  it("says it took place and what comes next for each kind of service, with the dossier's link", () => {
    for (const kind of ["meeting", "consultation", "recovery", "judgment"] as const) {
      const mail = messages.meetingCompleted("c@exemple.fr", "Constat locatif", kind, link);
      expect(mail).toMatchObject({ channel: "mail", subject: "Votre rendez-vous a eu lieu", link });
      expect(mail.body).toContain("Le professionnel a indiqué que votre rendez-vous « Constat locatif » a eu lieu.");
      expect(mail.body).toContain(`${NEXT_STEP_AFTER_MEETING[kind]}\n\nVotre dossier :\n${link}`);
    }
    // A constat is written after the visit, and its publication is e-mailed (messages.reportPublished).
    expect(NEXT_STEP_AFTER_MEETING.meeting).toContain("vous recevrez un e-mail dès qu'il sera disponible");
  });
});

describe("the decline of a meeting", () => {
  it("says by e-mail the reason, another slot to choose and the dossier, and by SMS what fits in one message", () => {
    const link = "https://site.example/dossier/8";
    const reason = "Le commissaire de justice n'est pas disponible à la date demandée.";
    const mail = messages.meetingDeclined("c@exemple.fr", "Constat locatif", reason, link);
    const sms = messages.meetingDeclinedSms("+33611223344", reason, link);
    const said = (body: string) => ({
      refused: /n'a pas pu être acceptée/.test(body),
      reason: body.includes(`Motif : ${reason}`),
      nextStep: /Vous pouvez choisir un autre créneau depuis votre dossier/.test(body),
      link: body.includes(link),
    });
    expect(said(mail.body)).toEqual({ refused: true, reason: true, nextStep: true, link: true });
    // A short reason fits with the rest; this one leaves the SMS the refusal, a slot to choose and the link.
    expect(sms.body).toBe(
      `Constat RDV : votre demande de rendez-vous n'a pas été acceptée. Vous pouvez choisir un autre créneau depuis votre dossier : ${link}`,
    );
    expect(messages.meetingDeclinedSms("+33611223344", "Absent.", link).body).toBe(
      `Constat RDV : votre demande de rendez-vous n'a pas été acceptée. Motif : Absent. Votre dossier : ${link}`,
    );
    expect([mail.link, sms.link]).toEqual([link, link]);
    // Nothing in either promises that the study will come back with another proposal instead.
    for (const body of [mail.body, sms.body]) expect(body).not.toMatch(/revenons vers vous|va vous contacter/);
  });
});
