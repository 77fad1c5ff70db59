// The local mailbox (/boite-mail): without SMTP, the e-mails and SMS the embedded platform would have
// sent, newest first, with their links and attached files. It shows everyone's mail, so it exists only
// in development or when LOCAL_MAILBOX turns it on (docs/decisions/701-local-mailbox.md); otherwise the
// path is not mounted and answers the app's 404.
import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";
import { recentMessages, storedMessage, type StoredMessage } from "../platform/outbox/recent-messages";
import { escapeHtml } from "./plain-pages";

const MAILBOX_PATH = "/boite-mail";

const CHANNEL_LABELS = { mail: "E-mail", sms: "SMS" } as const;
const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "medium", timeZone: "Europe/Paris" });

/** Whether the mailbox is served: development always, production only when asked for explicitly. */
export function mailboxEnabled(env: { NODE_ENV: string; LOCAL_MAILBOX: boolean }): boolean {
  return env.LOCAL_MAILBOX || env.NODE_ENV !== "production";
}

export function mailboxRouter(db: Kysely<Database>): Router {
  const router = Router();
  router.get(MAILBOX_PATH, async (_req, res, next) => {
    try {
      const messages = await recentMessages(db);
      res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).type("html").send(mailboxHtml(messages));
    } catch (error) {
      next(error);
    }
  });
  router.get(`${MAILBOX_PATH}/:id/pieces-jointes/:index`, async (req, res, next) => {
    try {
      const id = Number(req.params.id);
      const message = Number.isSafeInteger(id) ? await storedMessage(db, id) : undefined;
      const file = message?.attachments[Number(req.params.index)];
      if (!file) return next();
      res
        .set({ "Cache-Control": "no-store", "Content-Type": file.contentType, "X-Robots-Tag": "noindex" })
        .attachment(file.filename)
        .send(file.content);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function messageHtml(message: StoredMessage): string {
  const files = message.attachments
    .map(
      (file, index) =>
        `<li><a href="${MAILBOX_PATH}/${message.id}/pieces-jointes/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a></li>`,
    )
    .join("");
  return `<li><article aria-labelledby="message-${message.id}">
<h2 id="message-${message.id}">${escapeHtml(message.subject)}</h2>
<dl>
<dt>Canal</dt><dd>${CHANNEL_LABELS[message.channel]}</dd>
<dt>Destinataire</dt><dd>${escapeHtml(message.recipient)}</dd>
<dt>Date</dt><dd><time datetime="${message.createdAt.toISOString()}">${dateFormat.format(message.createdAt)}</time></dd>
${message.link ? `<dt>Lien</dt><dd><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></dd>` : ""}
${files ? `<dt>Pièces jointes</dt><dd><ul>${files}</ul></dd>` : ""}
</dl>
<pre>${escapeHtml(message.body)}</pre>
</article></li>`;
}

/** The CSP allows this stylesheet by its hash (server/security-headers.ts). */
export const MAILBOX_STYLE =
  "body{font-family:system-ui,sans-serif;margin:0;background:#F7F9FA;color:#1A1F3D;line-height:1.5}main{max-width:48rem;margin:0 auto;padding:1.5rem}h1{color:#2B366F;font-size:1.75rem}h2{font-size:1.25rem;margin:0 0 .5rem}a{color:#2B366F;overflow-wrap:anywhere}.messages{list-style:none;padding:0}.messages>li{background:#fff;border:1px solid #C9D1D9;border-radius:.5rem;padding:1rem;margin-bottom:1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}dt{font-weight:600}dd{margin:0}dd ul{margin:0;padding-left:1.25rem}pre{white-space:pre-wrap;font-family:inherit;background:#F7F9FA;padding:.75rem;margin:0}";

function mailboxHtml(messages: StoredMessage[]): string {
  const list =
    messages.length > 0
      ? `<ol class="messages">${messages.map(messageHtml).join("\n")}</ol>`
      : "<p>Aucun message pour l'instant.</p>";
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Boîte mail locale – Constat RDV</title>
<style>${MAILBOX_STYLE}</style>
</head><body><main>
<h1>Boîte mail locale</h1>
<p>Sans serveur SMTP, les e-mails et SMS ne partent pas : les voici, du plus récent au plus ancien (100 au plus). Rechargez la page pour voir les nouveaux.</p>
${list}
<p><a href="/">Retour à l'accueil</a></p>
</main></body></html>`;
}
