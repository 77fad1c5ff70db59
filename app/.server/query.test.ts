// What a list page reads from an odd address: no control character survives, the page is clamped.
import { describe, expect, it } from "vitest";
import { pageParam, readQuery } from "./query";

const query = (search: string) => readQuery(new Request(`http://localhost/espace-pro/dossiers?${search}`));

describe("readQuery", () => {
  it("removes NUL and other control characters from names and values, and keeps the rest", () => {
    expect([...query("nom=%00&titre=Du%00pont&%01statut=a%7Fb%C2%85c&q=caf%C3%A9")]).toEqual([
      ["nom", ""],
      ["titre", "Dupont"],
      ["statut", "abc"],
      ["q", "café"],
    ]);
  });

  it("turns tabs and line breaks into spaces", () => {
    expect(query("nom=a%09b%0Ac%0Dd").get("nom")).toBe("a b c d");
  });

  it("reads bad percent-encodings as the URL standard does, without throwing", () => {
    expect(query("nom=%E0%A4%A&titre=%ZZ&q=%").get("nom")).toBe("\ufffd%A");
    expect(query("nom=%E0%A4%A&titre=%ZZ&q=%").get("titre")).toBe("%ZZ");
  });
});

describe("pageParam", () => {
  it.each([
    ["page=3", 3],
    ["page=99999999999999999999", 1],
    ["page=1e308", 1],
    ["page=-2", 1],
    ["page=0", 1],
    ["page=2.5", 1],
    ["page=NaN", 1],
    ["page=%00", 1],
    ["", 1],
  ])("%s → %s", (search, page) => {
    expect(pageParam(query(search))).toBe(page);
  });
});
