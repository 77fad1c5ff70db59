import { describe, expect, it } from "vitest";
import { openStreetMapLink } from "./map-link";

describe("openStreetMapLink", () => {
  it("points at the coordinates when there are, else searches the typed address", () => {
    expect(openStreetMapLink({ latitude: 45.764, longitude: 4.8357, custom_address: "ignorée" })).toBe(
      "https://www.openstreetmap.org/?mlat=45.764000&mlon=4.835700#map=17/45.764000/4.835700",
    );
    expect(openStreetMapLink({ latitude: null, longitude: null, custom_address: "12 rue de la République, Lyon & co" })).toBe(
      "https://www.openstreetmap.org/search?query=12+rue+de+la+R%C3%A9publique%2C+Lyon+%26+co",
    );
    expect(openStreetMapLink({ latitude: null, longitude: null, custom_address: null })).toBeNull();
  });
});
