// The embedded OpenID provider's pages, in French: sign-in, consent and errors. Plain HTML forms that
// work without JavaScript and carry no script at all (the site's CSP allows none without a nonce);
// every value is escaped.
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

export interface PageText {
  /** The provider this one stands in for ("Google"). */
  providerName: string;
  /** The application asking for the sign-in. */
  clientName: string;
}

/** The site's CSP allows this stylesheet by its hash (server/security-headers.ts). */
export const INTERACTION_PAGE_STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#F7F9FA;color:#1A1F3D;line-height:1.5}
  header{background:#2B366F;color:#fff;padding:1rem}
  header p{margin:0;font-weight:700;max-width:28rem;margin-inline:auto}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(20,27,56,.12)}
  h1{font-size:1.5rem;margin:0 0 1rem}
  .note{color:#4F5874;font-size:.9375rem}
  label{display:block;font-weight:600;margin:1rem 0 .375rem}
  input{width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #4F5874;border-radius:4px;font:inherit}
  input[aria-invalid=true]{border:2px solid #B3261E}
  .error{color:#B3261E;border:2px solid #B3261E;border-radius:4px;padding:.75rem 1rem;margin:1rem 0}
  .actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
  button{min-height:2.75rem;padding:.5rem 1.25rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid #2B366F}
  .primary{background:#2B366F;color:#fff}
  .secondary{background:#fff;color:#2B366F}
  :focus-visible{outline:3px solid #1A5FD0;outline-offset:2px}
  ul{padding-left:1.25rem}
`;

function layout(title: string, text: PageText, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} – ${escapeHtml(text.providerName)} (démonstration)</title>
<style>${INTERACTION_PAGE_STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(text.providerName)} (fournisseur d'identité de démonstration)</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

export function loginPage(
  text: PageText,
  options: { action: string; abortAction: string; email?: string; error?: string },
): string {
  const error = options.error ? `<p class="error" role="alert" id="erreur-connexion">${escapeHtml(options.error)}</p>` : "";
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="erreur-connexion"` : "";
  return layout(
    "Connexion",
    text,
    `<h1>Connexion avec ${escapeHtml(text.providerName)}</h1>
<p class="note">Sur cette installation, un fournisseur d'identité de démonstration remplace ${escapeHtml(text.providerName)}.
Connectez-vous avec l'adresse e-mail et le mot de passe de votre compte ${escapeHtml(text.clientName)}.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="email">Adresse e-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? "")}"${invalid}>
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<div class="actions"><button type="submit" class="primary">Se connecter</button></div>
</form>
<form method="post" action="${escapeHtml(options.abortAction)}">
<div class="actions"><button type="submit" class="secondary">Annuler et revenir à ${escapeHtml(text.clientName)}</button></div>
</form>`,
  );
}

export function consentPage(text: PageText, options: { action: string; abortAction: string; email: string }): string {
  return layout(
    "Autorisation",
    text,
    `<h1>Autoriser ${escapeHtml(text.clientName)}</h1>
<p>Vous êtes connecté en tant que <strong>${escapeHtml(options.email)}</strong>.</p>
<p>${escapeHtml(text.clientName)} souhaite accéder à :</p>
<ul><li>votre adresse e-mail ;</li><li>votre nom et votre prénom.</li></ul>
<form method="post" action="${escapeHtml(options.action)}">
<div class="actions"><button type="submit" class="primary">Autoriser</button></div>
</form>
<form method="post" action="${escapeHtml(options.abortAction)}">
<div class="actions"><button type="submit" class="secondary">Refuser</button></div>
</form>`,
  );
}

export function errorPage(text: PageText, message: string): string {
  return layout(
    "Erreur",
    text,
    `<h1>La connexion n'a pas pu aboutir</h1>\n<p>${escapeHtml(message)}</p>\n<p><a href="/">Revenir à l'accueil de ${escapeHtml(text.clientName)}</a></p>`,
  );
}
