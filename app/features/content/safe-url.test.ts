import { describe, expect, it } from "vitest";
import { safeUrl, safeWebUrl } from "./safe-url";

describe("safeUrl", () => {
  it("keeps web URLs and site paths", () => {
    expect(safeUrl("https://cms.example/uploads/a.jpg")).toBe("https://cms.example/uploads/a.jpg");
    expect(safeUrl(" /images/blog/a.jpg ")).toBe("/images/blog/a.jpg");
    expect(safeUrl("HTTP://x.fr/a")).toBe("HTTP://x.fr/a");
  });

  it("refuses script and data URLs, other-host paths and odd values", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:image/svg+xml;base64,xx",
      "//evil.example/a.png",
      "/\\evil.example",
      "vbscript:x",
      "a.jpg",
      "",
      null,
      undefined,
      "https://x.fr/a b",
    ]) {
      expect(safeUrl(url)).toBeNull();
    }
  });

  it("keeps only web URLs for external links", () => {
    expect(safeWebUrl("/page/cgu")).toBeNull();
    expect(safeWebUrl("https://partenaire.example")).toBe("https://partenaire.example");
  });
});
