import { describe, expect, it } from "vitest";
import { withQuery } from "./paths";

describe("withQuery", () => {
  it("adds to a query the path already has: one `?`, the parameters joined by `&`", () => {
    const image = withQuery("/espace-pro/dossiers/4/visio/9/captures/1", { access_token: "a.b-c" });
    expect(image).toBe("/espace-pro/dossiers/4/visio/9/captures/1?access_token=a.b-c");
    const download = withQuery(image, { telecharger: 1 });
    expect(download).toBe("/espace-pro/dossiers/4/visio/9/captures/1?access_token=a.b-c&telecharger=1");
    expect(download.split("?")).toHaveLength(2);
  });

  it("encodes values, leaves out empty ones, replaces a parameter given again and keeps the fragment", () => {
    expect(withQuery("/connexion", { redirect: "/dossier/3?x=1&y=2", vide: "", rien: null, absent: undefined })).toBe(
      "/connexion?redirect=%2Fdossier%2F3%3Fx%3D1%26y%3D2",
    );
    expect(withQuery("/liste?page=2#haut", { page: 3 })).toBe("/liste?page=3#haut");
    expect(withQuery("/liste", {})).toBe("/liste");
  });

  it("builds an absolute URL too", () => {
    expect(withQuery("https://www.openstreetmap.org/search", { query: "12 rue de la Paix, Lyon" })).toBe(
      "https://www.openstreetmap.org/search?query=12+rue+de+la+Paix%2C+Lyon",
    );
  });
});
