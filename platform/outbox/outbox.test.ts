// The outbox: messages are recorded, delivered over SMTP when configured (with their attachments),
// retried on failure, and a rolled-back transaction leaves nothing behind.
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseFromPGlite, type OpenedDatabase } from "../db/open-database";
import { startFakeSmtpServer } from "../test-support/fake-smtp-server";
import { seededPGlite } from "../test-support/seeded-template";
import { appointmentCalendarFile } from "./appointment-calendar-file";
import { messages } from "./messages";
import { createOutbox } from "./outbox";
import { onSiteAppointment } from "../test-support/appointment";

let database: OpenedDatabase;

/** nodemailer sends accented text quoted-printable: decode it to read the message. */
function quotedPrintable(text: string): string {
  const bytes = text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The attachments of a raw multipart message: each part's headers (unfolded) and decoded content. */
function attachedParts(raw: string): Array<{ headers: string; content: string }> {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = "", ...rest] = part.replace(/^\r\n/, "").split("\r\n\r\n");
      const headers = head.replace(/\r\n\s+/g, " ");
      const encoded = rest.join("\r\n\r\n").trim();
      const content = /content-transfer-encoding: base64/i.test(headers)
        ? Buffer.from(encoded, "base64").toString("utf8")
        : encoded;
      return { headers, content };
    })
    .filter((part) => /content-disposition: attachment/i.test(part.headers));
}

beforeAll(async () => {
  database = databaseFromPGlite(await seededPGlite());
});
afterAll(async () => {
  await database?.close();
});

it("only records messages when no SMTP URL is configured", async () => {
  const outbox = createOutbox(database.db, { mailFrom: "Constat RDV <robot@site.example>" });
  await outbox.enqueue(database.db, messages.loginLink("sans-smtp@exemple.fr", "https://site.example/connexion-email?token=abc"));
  await outbox.deliverPending();
  const row = await database.db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "=", "sans-smtp@exemple.fr")
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: "stored", channel: "mail", link: "https://site.example/connexion-email?token=abc" });
  await outbox.close();
});

it("delivers pending e-mails through SMTP with nodemailer and marks them sent", async () => {
  const smtp = await startFakeSmtpServer();
  const outbox = createOutbox(database.db, { smtpUrl: smtp.url, mailFrom: "Constat RDV <robot@site.example>" });
  await outbox.enqueue(database.db, messages.resetPassword("smtp@exemple.fr", "https://site.example/reset?token=xyz"));
  await outbox.enqueue(database.db, messages.verifyPhone("+33611111111", "https://site.example/v"));
  await outbox.deliverPending();
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.to[0]).toContain("smtp@exemple.fr");
  expect(smtp.received[0]!.from).toContain("robot@site.example");
  expect(quotedPrintable(smtp.received[0]!.data)).toContain("Vous avez demandé à réinitialiser votre mot de passe");
  expect(quotedPrintable(smtp.received[0]!.data)).toContain("https://site.example/reset?token=xyz");
  expect(smtp.received[0]!.data).toMatch(/^Auto-Submitted: auto-generated\r$/m);
  expect(smtp.received[0]!.data).toMatch(/^X-Auto-Response-Suppress: All\r$/m);
  const rows = await database.db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "in", ["smtp@exemple.fr", "+33611111111"])
    .orderBy("id")
    .execute();
  expect(rows.map((row) => row.status)).toEqual(["sent", "stored"]);
  expect(rows[0]!.sent_at).toBeInstanceOf(Date);
  await outbox.close();
  await smtp.close();
});

it("stores an e-mail's attachments and hands them to nodemailer as files", async () => {
  const calendarFile = appointmentCalendarFile({
    ...onSiteAppointment,
    demandId: 7,
    dossierLink: "https://site.example/dossier/7",
    start: new Date("2027-02-08T13:30:00Z"),
    end: new Date("2027-02-08T14:30:00Z"),
    stamp: new Date("2027-01-20T09:00:00Z"),
  });
  const smtp = await startFakeSmtpServer();
  const outbox = createOutbox(database.db, { smtpUrl: smtp.url, mailFrom: "Constat RDV <robot@site.example>" });
  const link = "https://site.example/dossier/7";
  await outbox.enqueue(
    database.db,
    messages.demandReceived("agenda@exemple.fr", "Constat", "lundi 8 février 2027 à 14:30", link, calendarFile),
  );
  await outbox.deliverPending();

  const row = await database.db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "=", "agenda@exemple.fr")
    .executeTakeFirstOrThrow();
  expect(row.status).toBe("sent");
  expect(row.attachments).toEqual([calendarFile]);
  expect(smtp.received).toHaveLength(1);
  const [attached, ...others] = attachedParts(smtp.received[0]!.data);
  expect(others).toEqual([]);
  expect(attached!.headers).toMatch(
    /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=rendez-vous-constat-rdv\.ics/i,
  );
  expect(attached!.headers).toMatch(/Content-Disposition: attachment; filename=rendez-vous-constat-rdv\.ics/i);
  // Byte for byte what was stored: CRLF line ends and folding survive the trip.
  expect(attached!.content).toBe(calendarFile.content);
  expect(attached!.content).toContain("DTSTART;TZID=Europe/Paris:20270208T143000");
  await outbox.close();
  await smtp.close();
});

it("sends e-mails without attachments as text and HTML alternatives, no multipart/mixed, and never keeps files on an SMS", async () => {
  const smtp = await startFakeSmtpServer();
  const outbox = createOutbox(database.db, { smtpUrl: smtp.url, mailFrom: "robot@site.example" });
  await outbox.enqueue(
    database.db,
    messages.demandReceived("sans-agenda@exemple.fr", "Constat", null, "https://site.example/dossier/8", null),
  );
  const file = { filename: "x.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" };
  await outbox.enqueue(database.db, { ...messages.verifyPhone("+33622222222", "https://site.example/v"), attachments: [file] });
  await outbox.deliverPending();
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.data).not.toMatch(/multipart\/mixed/i);
  expect(attachedParts(smtp.received[0]!.data)).toEqual([]);
  const rows = await database.db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "in", ["sans-agenda@exemple.fr", "+33622222222"])
    .orderBy("id")
    .execute();
  expect(rows.map((row) => row.attachments)).toEqual([[], []]);
  await outbox.close();
  await smtp.close();
});

it("marks a failed delivery, counts the attempt, and retries it later", async () => {
  const smtp = await startFakeSmtpServer();
  const deadUrl = smtp.url;
  await smtp.close();
  const failing = createOutbox(database.db, { smtpUrl: deadUrl, mailFrom: "robot@site.example" });
  await failing.enqueue(database.db, messages.loginLink("retry@exemple.fr", "https://site.example/x"));
  await failing.deliverPending();
  const failed = await database.db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "=", "retry@exemple.fr")
    .executeTakeFirstOrThrow();
  expect(failed).toMatchObject({ status: "failed", attempts: 1 });
  expect(failed.error).toEqual(expect.any(String));
  await failing.close();

  const back = await startFakeSmtpServer();
  // Not before its back-off delay, then yes.
  const soon = createOutbox(database.db, { smtpUrl: back.url, mailFrom: "robot@site.example" });
  await soon.deliverPending();
  expect(back.received).toHaveLength(0);
  await soon.close();
  const later = () => new Date(Date.now() + 3_600_000);
  const working = createOutbox(database.db, { smtpUrl: back.url, mailFrom: "robot@site.example", now: later });
  await working.deliverPending();
  expect(back.received).toHaveLength(1);
  const sent = await database.db
    .selectFrom("outbox")
    .selectAll()
    .where("recipient", "=", "retry@exemple.fr")
    .executeTakeFirstOrThrow();
  expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  await working.close();
  await back.close();
});

it("writes nothing when the caller's transaction rolls back", async () => {
  const outbox = createOutbox(database.db, { mailFrom: "robot@site.example" });
  await expect(
    database.db.transaction().execute(async (trx) => {
      await outbox.enqueue(trx, messages.loginLink("rollback@exemple.fr", "https://site.example/y"));
      throw new Error("the action failed");
    }),
  ).rejects.toThrow("the action failed");
  expect(await database.db.selectFrom("outbox").select("id").where("recipient", "=", "rollback@exemple.fr").execute()).toEqual(
    [],
  );
  await outbox.close();
});

it("writes every message to the log when there is no SMTP: recipient, subject, link and attached files", async () => {
  const lines: string[] = [];
  const outbox = createOutbox(database.db, { mailFrom: "Constat RDV <robot@site.example>", log: (line) => lines.push(line) });
  await outbox.enqueue(
    database.db,
    messages.verifyEmail("journal@exemple.fr", "Léa", "https://site.example/utilisateur/profil/abc"),
  );
  await outbox.enqueue(database.db, messages.verifyPhone("0612345678", "https://site.example/telephone/xyz"));
  await outbox.enqueue(database.db, {
    ...messages.demandReceived("journal@exemple.fr", "Constat", null, "https://site.example/d/1", null),
    attachments: [{ filename: "rendez-vous.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
  });
  expect(lines).toEqual([
    "[courrier] e-mail à journal@exemple.fr : « Confirmez votre adresse e-mail » ; lien : https://site.example/utilisateur/profil/abc",
    "[courrier] SMS à 0612345678 : « Confirmation du numéro » ; lien : https://site.example/telephone/xyz",
    "[courrier] e-mail à journal@exemple.fr : « Votre demande a bien été transmise » ; lien : https://site.example/d/1 ; pièce jointe : rendez-vous.ics",
  ]);
  await outbox.close();
});

it("logs only SMS when SMTP delivers the e-mails", async () => {
  const smtp = await startFakeSmtpServer();
  const lines: string[] = [];
  const outbox = createOutbox(database.db, {
    smtpUrl: smtp.url,
    mailFrom: "Constat RDV <robot@site.example>",
    log: (line) => lines.push(line),
  });
  await outbox.enqueue(database.db, messages.loginLink("avec-smtp-journal@exemple.fr", "https://site.example/l"));
  await outbox.enqueue(database.db, messages.verifyPhone("0700000000", "https://site.example/t"));
  await outbox.deliverPending();
  expect(lines).toEqual(["[courrier] SMS à 0700000000 : « Confirmation du numéro » ; lien : https://site.example/t"]);
  await outbox.close();
  await smtp.close();
});
