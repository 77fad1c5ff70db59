// Builds the links put in messages from the configured public URL. A caller may pass a callback (a
// path, or an absolute URL on the public origin); any other origin is refused, so a forged request
// can never make us mail a link to someone else's site. `{token}` in the callback is replaced by the
// token, otherwise the token is appended as ?token=.
import { invalidInput } from "./errors";

export function buildLink(
  publicUrl: string,
  callback: string | undefined,
  fallbackPath: string,
  field: string,
  params: Record<string, string>,
): string {
  const base = new URL(publicUrl);
  const template = callback?.trim() || fallbackPath;
  let url: URL;
  try {
    url = new URL(template.replace(/%7Btoken%7D/gi, "{token}"), base);
  } catch {
    throw invalidInput(field, "L'adresse de retour n'est pas valide.");
  }
  if (url.origin !== base.origin || !/^https?:$/.test(url.protocol)) {
    throw invalidInput(field, "L'adresse de retour doit appartenir au site.");
  }
  const { token, ...rest } = params;
  let text = url.toString().replace(/%7Btoken%7D/gi, "{token}");
  if (token !== undefined) {
    if (text.includes("{token}")) text = text.replaceAll("{token}", encodeURIComponent(token));
    else {
      const withToken = new URL(text);
      withToken.searchParams.set("token", token);
      text = withToken.toString();
    }
  }
  const final = new URL(text);
  for (const [key, value] of Object.entries(rest)) final.searchParams.set(key, value);
  return final.toString();
}

/** A plain link to a page of the public site. */
export function siteLink(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).toString();
}

/** A case's page for the people it is for (the customer's dossier). */
export const customerDossierPath = (demandId: number) => `/dossier/${demandId}`;

/** The same case's page for the study's staff, in the professional workspace. */
export const workspaceDossierPath = (demandId: number) => `/espace-pro/dossiers/${demandId}`;
