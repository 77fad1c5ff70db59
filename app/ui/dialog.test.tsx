// The design system's dialog as the server renders it: closed (only showModal() opens it, in the
// browser), named by its title, a close control named for screen readers, the body where the picker's
// "more dates" observer looks for its scrolling root, and children that may close it themselves.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

const noop = () => undefined;

describe("Dialog", () => {
  it("renders closed, labelled by its title, with a × button named by closeLabel", () => {
    const html = renderToStaticMarkup(
      <Dialog title="Demande de rendez-vous" closeLabel="Fermer la demande" onClose={noop}>
        <p>Contenu</p>
      </Dialog>,
    );
    const titleId = /<h2 id="([^"]+)"[^>]*>Demande de rendez-vous<\/h2>/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<dialog [^>]*aria-labelledby="${titleId}"`));
    expect(html).not.toMatch(/<dialog[^>]*\sopen/);
    expect(html).toContain('aria-label="Fermer la demande"><span aria-hidden="true">×</span></button>');
    expect(html).toMatch(/<div [^>]*data-scroll-root="true"[^>]*><p>Contenu<\/p><\/div>/);
  });

  it("reads its close label on a button when asked, and keeps a fixed title id", () => {
    const html = renderToStaticMarkup(
      <Dialog title="Créneaux" titleId="fenetre-creneaux-titre" closeLabel="Fermer" closeAs="button" onClose={noop}>
        {null}
      </Dialog>,
    );
    expect(html).toContain('<h2 id="fenetre-creneaux-titre"');
    expect(html).toMatch(/<button type="button" class="[^"]+">Fermer<\/button>/);
    expect(html).not.toContain("aria-label=");
  });

  it("hands its children a way to close it", () => {
    let received: unknown;
    renderToStaticMarkup(
      <Dialog title="Envoyé" closeLabel="Fermer" onClose={noop}>
        {(close) => {
          received = close;
          return null;
        }}
      </Dialog>,
    );
    expect(received).toBeTypeOf("function");
  });
});
