// The start-up line's address: where the server really listens (the OS may pick the port when PORT=0,
// and PUBLIC_URL is only the origin written into e-mails), as a URL a person can open on this machine.
import type { AddressInfo } from "node:net";

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", ""]);

export function listeningUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === "string") return address ?? "";
  // Listening on every interface: localhost reaches it from this machine.
  const host = WILDCARD_HOSTS.has(address.address)
    ? "localhost"
    : address.family === "IPv6" || address.address.includes(":")
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** e.g. "Constat RDV prêt sur http://localhost:3225 (production)", plus where to read the mail. */
export function startupLines(options: {
  address: AddressInfo | string | null;
  publicUrl: string;
  production: boolean;
  mailbox: boolean;
  smtp: boolean;
}): string[] {
  const url = listeningUrl(options.address);
  const lines = [`Constat RDV prêt sur ${url} (${options.production ? "production" : "développement"})`];
  if (new URL(options.publicUrl).origin !== new URL(url).origin) {
    lines.push(`Adresse publique des liens envoyés par e-mail : ${options.publicUrl}`);
  }
  if (!options.smtp) {
    lines.push(
      options.mailbox
        ? `Sans SMTP : e-mails et SMS dans ce journal et sur ${url}/boite-mail`
        : "Sans SMTP : e-mails et SMS dans ce journal (lignes [courrier])",
    );
  }
  return lines;
}
