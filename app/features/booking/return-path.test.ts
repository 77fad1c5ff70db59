import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeReturnPath("/blog?page=2")).toBe("/blog?page=2");
  });

  it("refuses other sites and anything that is not a path", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "",
      null,
      42,
      "/a\r\nSet-Cookie: x=1",
    ]) {
      expect(safeReturnPath(value)).toBe("/");
    }
  });
});
