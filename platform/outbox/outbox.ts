// Every e-mail and SMS goes through here: it is written to the outbox table (inside the caller's
// transaction, so a rolled-back action sends nothing), then e-mails are delivered over SMTP with
// nodemailer when an SMTP URL is configured, each claimed by one instance only (claimNext), so several
// instances on one database never send an e-mail twice. SMS are recorded only: no SMS gateway is configured.
// Without SMTP, every message is also written to the log (message-log.ts), so its link can be followed.
import nodemailer, { type Transporter } from "nodemailer";
import type { Kysely } from "kysely";
import type { Database, OutboxAttachment } from "../db/schema";
import { logger } from "../observability/logger";
import { mailHtml } from "./mail-html";
import { messageLogLine } from "./message-log";

export interface OutgoingMessage {
  channel: "mail" | "sms";
  recipient: string;
  subject: string;
  body: string;
  link?: string | null;
  /** Files sent with an e-mail (an SMS carries none). */
  attachments?: OutboxAttachment[];
}

export interface Outbox {
  /** Stores the message with the given connection (a transaction or the database). */
  enqueue(db: Kysely<Database>, message: OutgoingMessage): Promise<void>;
  /** Delivers what is pending now; resolves when this round is over. */
  deliverPending(): Promise<void>;
  close(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const RETRY_EVERY_MS = 30_000;
/** How long a claimed e-mail stays this instance's: far longer than an SMTP exchange takes. */
const SENDING_LEASE_MS = 5 * 60_000;
/** E-mails sent per round: a round stays short, the rest follow in the next one. */
const PER_ROUND = 50;

export interface OutboxOptions {
  smtpUrl?: string;
  mailFrom: string;
  now?: () => Date;
  /** Where messages are written when they are not delivered (no SMTP, and SMS always); console.log by default. */
  log?: (line: string) => void;
  /** Another way to send than SMTP at `smtpUrl` (tests that count deliveries). */
  transport?: Pick<Transporter, "sendMail" | "close">;
}

export function createOutbox(db: Kysely<Database>, options: OutboxOptions): Outbox {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /**
   * Claims the next due e-mail for this instance: a pending one, a failed one whose wait is over, or one
   * whose sending lease ran out (its instance stopped mid-send). `FOR UPDATE SKIP LOCKED` lets several
   * instances claim side by side without ever taking the same row; the `sending` mark and its lease keep
   * it theirs once the claiming statement has committed.
   */
  async function claimNext() {
    const at = now();
    return db
      .updateTable("outbox")
      .set((eb) => ({
        status: "sending",
        attempts: eb("attempts", "+", 1),
        next_attempt_at: new Date(at.getTime() + SENDING_LEASE_MS),
      }))
      .where("id", "=", (eb) =>
        eb
          .selectFrom("outbox")
          .select("id")
          .where("channel", "=", "mail")
          .where((where) =>
            where.or([
              where("status", "=", "pending"),
              where.and([
                where("status", "in", ["failed", "sending"]),
                where("attempts", "<", MAX_ATTEMPTS),
                where("next_attempt_at", "<=", at),
              ]),
            ]),
          )
          .orderBy("id")
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async function deliverRound(): Promise<void> {
    if (!transport) return;
    for (let count = 0; count < PER_ROUND && !closed; count++) {
      const message = await claimNext();
      if (!message) return;
      try {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          // The same words as an HTML alternative in the site's colours (mail-html.ts): what people
          // expect of a service's mail, and the text stays for the clients that show only that.
          html: mailHtml(message.subject, message.body),
          // Every message here is sent by the product, never by a person (RFC 3834): mail servers and
          // clients send no out-of-office or delivery answers back, and filters can tell.
          headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
          // Plain attachments, not nodemailer's `icalEvent`: that one embeds the calendar as an
          // alternative body, the way meeting invitations travel, which calendar-aware clients show
          // with Accept/Decline controls (there is no organiser to answer) and other clients may
          // not show at all. A plain file shows in every client, and it is the same file as the
          // site's "Ajouter à mon agenda" download.
          attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        });
        await db
          .updateTable("outbox")
          .set({ status: "sent", sent_at: now(), next_attempt_at: null, error: null })
          .where("id", "=", message.id)
          .execute();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const nextAttempt = new Date(now().getTime() + RETRY_EVERY_MS * 2 ** (message.attempts - 1));
        await db
          .updateTable("outbox")
          .set({ status: "failed", next_attempt_at: nextAttempt, error: reason.slice(0, 500) })
          .where("id", "=", message.id)
          .execute();
      }
    }
  }

  function deliverPending(): Promise<void> {
    if (!transport || closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverRound().catch((error: unknown) => logger("platform").error({ err: error }, "outbox delivery failed"));
      } while (again && !closed);
    })().finally(() => (running = undefined));
    return running;
  }

  const retryTimer = transport ? setInterval(() => void deliverPending(), RETRY_EVERY_MS) : undefined;
  retryTimer?.unref();

  return {
    async enqueue(connection, message) {
      await connection
        .insertInto("outbox")
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          link: message.link ?? null,
          attachments: JSON.stringify(message.channel === "mail" ? (message.attachments ?? []) : []),
          // Without a transport there is nothing to deliver: the row is the record.
          status: message.channel === "mail" && transport ? "pending" : "stored",
        })
        .execute();
      // Give the caller's transaction time to commit before looking for pending rows.
      if (transport) setTimeout(() => void deliverPending(), 20).unref();
      // Nothing else will carry it: the log is how a person without SMTP (or any SMS) reads it. Written
      // once the row is inserted; an action that then rolls back leaves a line about a message never kept.
      if (!transport || message.channel === "sms") log(messageLogLine(message));
    },
    deliverPending,
    async close() {
      closed = true;
      if (retryTimer) clearInterval(retryTimer);
      await running;
      transport?.close();
    },
  };
}
