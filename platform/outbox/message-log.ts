// Without SMTP, every outgoing e-mail and SMS is also written to the server's log, the way the major
// frameworks' development mailers do: a newcomer who registers reads the confirmation link there
// instead of digging in the outbox table. One line per message, with what a person needs to act on it.
import type { OutgoingMessage } from "./outbox";

const CHANNEL_LABELS = { mail: "e-mail", sms: "SMS" } as const;

/** e.g. `[courrier] e-mail à lea@exemple.fr : « Confirmez votre adresse e-mail » ; lien : https://… ; pièce jointe : rdv.ics` */
export function messageLogLine(message: OutgoingMessage): string {
  const parts = [`[courrier] ${CHANNEL_LABELS[message.channel]} à ${message.recipient} : « ${message.subject} »`];
  if (message.link) parts.push(`lien : ${message.link}`);
  const files = message.channel === "mail" ? (message.attachments ?? []).map((file) => file.filename) : [];
  if (files.length > 0) parts.push(`${files.length > 1 ? "pièces jointes" : "pièce jointe"} : ${files.join(", ")}`);
  return parts.join(" ; ");
}
