import { describe, expect, it } from "vitest";
import common from "~/locales/fr/common.json";
import { translator } from "./translator";

describe("translator", () => {
  const t = translator({ errors: { 404: "Page non trouvée" }, footer: { cityLink: "Commissaire de justice à {{city}}" } });

  it("reads dotted keys", () => {
    expect(t("errors.404")).toBe("Page non trouvée");
  });

  it("interpolates values", () => {
    expect(t("footer.cityLink", { city: "Lyon" })).toBe("Commissaire de justice à Lyon");
  });

  it("answers the key itself when it is missing, so a gap shows instead of crashing", () => {
    expect(t("errors.999")).toBe("errors.999");
  });

  it("carries the catalogue's wording for the error pages", () => {
    const commonT = translator(common);
    expect(commonT("errors.404")).toBe("Page non trouvée");
    expect(commonT("errors.403")).toBe("Accès non autorisé");
    expect(commonT("errors.500")).toBe("Erreur interne");
    expect(commonT("errors.429")).toBe("Une erreur est survenue, veuillez ré-essayer dans quelques secondes");
  });
});
