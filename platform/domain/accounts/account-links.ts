// The single-use links e-mailed on request: to reset a forgotten password, or to sign in without one.
// The request is answered the same whether or not the account exists, so it reveals no one, and a bad
// callback fails the same for everyone: it is checked before the account is looked up.
import { messages } from "../../outbox/messages";
import type { DomainContext } from "../context";
import { buildLink } from "../links";
import { issueOneTimeToken } from "../one-time-tokens";
import { findUserByEmail } from "../users";

// The reset link carries its token in the path and no address (docs/decisions/3822): a link whose query
// names a token and an e-mail is what spam filters score, and the token alone names the account.
const ACCOUNT_LINKS = {
  reset_password: { path: "/utilisateur/modification-mot-de-passe/{token}", mail: messages.resetPassword },
  login_link: { path: "/connexion-email", mail: messages.loginLink },
} as const;

/** E-mails the link to the account of this address, if there is one. */
export async function mailAccountLink(
  context: DomainContext,
  purpose: keyof typeof ACCOUNT_LINKS,
  email: string,
  callback: string | undefined,
): Promise<void> {
  const { path, mail } = ACCOUNT_LINKS[purpose];
  buildLink(context.publicUrl, callback, path, "callback", { token: "x" });
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const token = await issueOneTimeToken(context.db, { userId: user.id, purpose, now: context.now() });
  const link = buildLink(context.publicUrl, callback, path, "callback", { token });
  await context.outbox.enqueue(context.db, mail(user.email, link));
}
