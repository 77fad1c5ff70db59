import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField, SelectField, TextField } from "./field";

describe("form fields", () => {
  it("ties the label, the errors and the control together", () => {
    const html = renderToString(
      <TextField id="telephone" label="Téléphone" name="phone" defaultValue="12" errors={["Numéro invalide"]} />,
    );
    expect(html).toContain('for="telephone"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="telephone-erreur"');
    expect(html).toContain('id="telephone-erreur"');
    expect(html).toContain('value="12"');
  });

  it("describes the control with its help text and leaves aria-invalid off without errors", () => {
    const html = renderToString(
      <SelectField id="type" label="Type" description="Choisissez un type" name="type">
        <option value="a">A</option>
      </SelectField>,
    );
    expect(html).toContain('aria-describedby="type-aide"');
    expect(html).not.toContain("aria-invalid");
  });

  it("labels a checkbox and shows its error", () => {
    const html = renderToString(
      <CheckboxField id="cgu" label="J'accepte les CGU" name="cgu" errors={["Veuillez accepter les CGU"]} />,
    );
    expect(html).toContain('type="checkbox"');
    expect(html).toContain("Veuillez accepter les CGU");
  });
});
