import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RegistrationFields } from "./registration-fields";

const failed = {
  status: "error" as const,
  initialValue: { firstname: "Léa", phone: "12 34", cgu: "on", civility: "2" },
  error: { phone: ["Numéro invalide"], password: ["Trop court"] },
};

/** The tag of the control that sends `name`. */
function control(html: string, name: string): string {
  const tag = html.match(new RegExp(`<(?:input|select)[^>]*\\bname="${name}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no control named ${name} in ${html}`);
  return tag;
}

describe("registration fields", () => {
  it("names, labels and ids the fields from the page's prefix, the names side by side in one row", () => {
    const html = renderToString(
      <RegistrationFields
        fields={[["firstname", "lastname"], "email", "password", "cgu"]}
        rowClassName="rangee"
        result={undefined}
        ids={{ prefix: "inscription" }}
      />,
    );
    expect(html).toMatch(/^<div class="rangee"><div[^>]*><label[^>]*for="inscription-prenom">Prénom<\/label>/);
    expect(control(html, "lastname")).toMatch(/id="inscription-nom".*autoComplete="family-name" required=""/);
    expect(control(html, "email")).toMatch(/id="inscription-email".*type="email".*autoComplete="email"/);
    const password = control(html, "password");
    expect(password).toMatch(/id="inscription-mot-de-passe".*aria-describedby="inscription-mot-de-passe-aide"/);
    expect(password).toMatch(/type="password".*autoComplete="new-password"/);
    expect(control(html, "cgu")).toMatch(/id="inscription-cgu" type="checkbox"/);
  });

  it("gives back what was typed with the errors tied to their field, never a password", () => {
    const html = renderToString(
      <RegistrationFields
        fields={["civility", "firstname", "phone", "password", "cgu"]}
        result={failed}
        values={{ firstname: "Hélène", phone: "06 12 34 56 78" }}
        ids="names"
      />,
    );
    expect(control(html, "firstname")).toContain('value="Léa"');
    const phone = control(html, "phone");
    expect(phone).toMatch(/aria-invalid="true" aria-describedby="phone-aide phone-erreur"/);
    expect(phone).toContain('value="12 34"');
    expect(html).toContain('<ul id="phone-erreur"');
    expect(control(html, "password")).toContain('aria-describedby="password-aide password-erreur"');
    expect(control(html, "password")).not.toContain("value=");
    expect(control(html, "cgu")).toContain('checked=""');
    expect(html).toContain('<option value="2" selected="">Mme</option>');
  });

  it("takes a page's wording and shows a locked e-mail read-only, unsent", () => {
    const html = renderToString(
      <RegistrationFields
        fields={["email", "phone"]}
        result={undefined}
        values={{ phone: "06 12 34 56 78" }}
        lockedEmail={{ value: "lea@example.fr", note: "Modifiable dans les paramètres" }}
        overrides={{ phone: { description: "Par exemple : 06 12 34 56 78" } }}
      />,
    );
    expect(html).toMatch(/<input[^>]*type="email" readonly="" value="lea@example.fr"/);
    expect(html).not.toContain('name="email"');
    expect(html).toContain("Par exemple : 06 12 34 56 78");
    expect(control(html, "phone")).toContain('value="06 12 34 56 78"');
  });
});
