import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/translator";
import { tPlural } from "./plural";

describe("tPlural", () => {
  const t = translator({ n: { count_one: "{{count}} article", count_other: "{{count}} articles" } });

  it("uses the singular for 0 and 1 and the plural from 2", () => {
    expect(tPlural(t, "n.count", 0)).toBe("0 article");
    expect(tPlural(t, "n.count", 1)).toBe("1 article");
    expect(tPlural(t, "n.count", 2)).toBe("2 articles");
    expect(tPlural(t, "n.count", 15)).toBe("15 articles");
    expect(tPlural(t, "n.count", -1)).toBe("-1 article");
  });
});
