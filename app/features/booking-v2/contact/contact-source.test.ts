import { describe, expect, it } from "vitest";
import { contactSourceForPath, parseContactSource } from "./contact-source";
import { notContactPage } from "./return-path";
import contact from "~/locales/fr/contact.json";

describe("contact source", () => {
  it("defaults to the homepage", () => {
    expect(contactSourceForPath(null)).toBe("home");
    expect(contactSourceForPath("/")).toBe("home");
    expect(contact.sources.home).toBe("Page d'accueil");
  });

  it("names the kind of the referring page", () => {
    expect(contactSourceForPath("/reservation/professionnel")).toBe("booking");
    expect(contactSourceForPath("/prestation/adresse/")).toBe("addressMap");
    expect(contactSourceForPath("/etude-dupont-lyon/rendez-vous/creneaux")).toBe("studyBooking");
    expect(contactSourceForPath("/etude/etude-dupont-lyon")).toBe("study");
    expect(contactSourceForPath("/commissaire-de-justice-lyon-69001")).toBe("zone");
    expect(contactSourceForPath("/huissier-lyon-69001")).toBe("zone");
    expect(contactSourceForPath("/blog/un-article")).toBe("blog");
    expect(contactSourceForPath("/guide/etat-des-lieux")).toBe("guides");
    expect(contactSourceForPath("/faq")).toBe("faq");
    expect(contactSourceForPath("/rendez-vous/historique")).toBe("account");
    expect(contactSourceForPath("/nouveau-rdv")).toBe("newAppointment");
    expect(contactSourceForPath("/page/cgu")).toBe("other");
  });

  it("has a label for every kind", () => {
    for (const key of ["home", "booking", "studyBooking", "zone", "other"] as const) expect(contact.sources[key]).toBeTruthy();
  });

  it("accepts only its own keys back from the form", () => {
    expect(parseContactSource("zone")).toBe("zone");
    expect(parseContactSource("Page d'accueil")).toBe("home");
    expect(parseContactSource(undefined)).toBe("home");
  });
});

describe("notContactPage", () => {
  it("keeps other paths and refuses the contact page itself", () => {
    expect(notContactPage("/etude/etude-dupont-lyon")).toBe("/etude/etude-dupont-lyon");
    expect(notContactPage("/reservation?x=1")).toBe("/reservation?x=1");
    expect(notContactPage("/contactez-nous")).toBe("/contactez-nous");
    for (const value of ["/contact", "/contact?envoye=1", "/contact/x", null]) expect(notContactPage(value)).toBeNull();
  });
});
