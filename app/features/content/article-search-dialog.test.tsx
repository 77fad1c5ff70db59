// Server rendering of the menu's search: a plain link to the search page (what a page without
// JavaScript offers, and all the header ships), and the dialog loaded on demand: closed until asked,
// holding a GET form to the same page.
import { describe, expect, it } from "vitest";
import { renderInRouter as render } from "~/test-support/render-in-router";
import { ArticleSearchDialog } from "./article-search-dialog";
import { ArticleSearchLink } from "./article-search-link";

describe("ArticleSearchLink", () => {
  it("is a link to the search page and nothing else until it is used", async () => {
    const html = await render(<ArticleSearchLink className="menu-link" />);
    expect(html).toBe('<a class="menu-link" href="/recherche">Rechercher un article</a>');
  });

  it("keeps the full accessible name behind a short visible label", async () => {
    const html = await render(<ArticleSearchLink>Rechercher</ArticleSearchLink>);
    expect(html).toContain('aria-label="Rechercher un article">Rechercher</a>');
  });
});

describe("ArticleSearchDialog", () => {
  it("renders closed, labelled by its title, holding a GET search form", async () => {
    const html = await render(<ArticleSearchDialog open={false} onClose={() => undefined} />);
    expect(html).toMatch(/<dialog [^>]*aria-labelledby="[^"]+"/);
    expect(html).not.toMatch(/<dialog[^>]*\sopen/);
    expect(html).toMatch(/<form method="get" action="\/recherche" role="search"/);
    expect(html).toMatch(/<input [^>]*type="search" name="q"/);
  });
});
