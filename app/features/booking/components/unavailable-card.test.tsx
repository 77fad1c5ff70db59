// The 'oops' cards' actions as a page without JavaScript gets them: the contact link (which the dialog
// takes over once JavaScript runs) comes back to the page it left, the visio card searches on site.
import { describe, expect, it } from "vitest";
import { renderInRouter } from "~/test-support/render-in-router";
import { UnavailableCard } from "./unavailable-card";

const render = (element: React.ReactElement) =>
  renderInRouter(element, "http://localhost/reservation/professionnel?du=2027-03-01");

describe("UnavailableCard", () => {
  it("standard: 'Nous contacter' opens the contact request, which brings the visitor back here", async () => {
    const html = await render(<UnavailableCard variant="standard" />);
    expect(html).toContain("Oups, aucune disponibilité");
    expect(html).toMatch(
      /<a href="\/contact\?retour=%2Freservation%2Fprofessionnel%3Fdu%3D2027-03-01"[^>]*aria-haspopup="dialog"[^>]*>Nous contacter<\/a>/,
    );
  });

  it("no data: retry the same page, or contact", async () => {
    const html = await render(<UnavailableCard variant="noData" retryHref="/reservation/professionnel" />);
    expect(html).toMatch(/<a [^>]*href="\/reservation\/professionnel"[^>]*>Réessayer<\/a>/);
    expect(html).toMatch(/<a href="\/contact\?retour=[^"]+"[^>]*>Nous contacter<\/a>/);
  });

  it("no data about nobody (an empty zone): says so, with the contact link and no retry", async () => {
    const html = await render(<UnavailableCard variant="noData" nobody retryHref="/reservation/professionnel" />);
    expect(html).toContain("Oups, aucun professionnel à cette adresse");
    expect(html).not.toContain("Ce professionnel");
    expect(html).not.toContain("Réessayer");
    expect(html).toMatch(/<a href="\/contact\?retour=[^"]+"[^>]*>Nous contacter<\/a>/);
  });

  it("visio: an on-site search instead, as a form post, and no contact link", async () => {
    const html = await render(<UnavailableCard variant="visio" onSiteSearch={{ fields: { intent: "onSite" } }} />);
    expect(html).toMatch(/<input type="hidden" name="intent" value="onSite"\/>/);
    expect(html).toContain("Chercher un rendez-vous sur place</button>");
    expect(html).not.toContain("/contact");
  });
});
