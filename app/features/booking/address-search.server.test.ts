import { describe, expect, it } from "vitest";
import { encodeSuggestion } from "~/features/booking/address-suggestion";
import forms from "~/locales/fr/forms.json";
import { postedAddress } from "./address-search.server";

const lyon = { label: "Lyon (69001)", latitude: 45.74906, longitude: 4.84789 };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("posted address", () => {
  it("takes the suggestion chosen from the list", async () => {
    expect(await postedAddress(form({ address: "Lyon", suggestion: encodeSuggestion(lyon) }))).toEqual({ address: lyon });
  });

  it("refuses a text typed but not chosen, with what its search found", async () => {
    expect(await postedAddress(form({ address: "Ly" }))).toEqual({
      refused: { error: forms.address.fromList, search: { term: "Ly", suggestions: null, failed: false } },
    });
  });
});
