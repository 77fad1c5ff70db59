// Several instances deliver from one outbox: each e-mail is sent once, whatever the number of
// instances delivering at the same moment, and one left half-sent by a stopped instance is sent later.
import { expect, it } from "vitest";
import { describeWithTwoInstances } from "../test-support/two-instances";
import { messages } from "./messages";
import { createOutbox } from "./outbox";

/** A transport that counts what it is given and takes a little time, as SMTP does. */
function countingTransport(sent: string[]) {
  return {
    async sendMail(mail: { to?: unknown }) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(String(mail.to));
      return {};
    },
    close() {},
  } as never;
}

describeWithTwoInstances("e-mail delivery across instances", (instances) => {
  it("sends each pending e-mail once when two instances deliver at the same time", async () => {
    const { first, second } = instances();
    const recorder = createOutbox(first, { mailFrom: "robot@site.example", log: () => undefined });
    const recipients = Array.from({ length: 40 }, (_, index) => `une-fois-${index}@exemple.fr`);
    // Recorded as pending, as an instance with SMTP records them.
    for (const recipient of recipients) await recorder.enqueue(first, messages.loginLink(recipient, "https://site.example/l"));
    await first.updateTable("outbox").set({ status: "pending" }).where("recipient", "in", recipients).execute();
    await recorder.close();

    const sent: string[] = [];
    const one = createOutbox(first, { mailFrom: "robot@site.example", transport: countingTransport(sent) });
    const other = createOutbox(second, { mailFrom: "robot@site.example", transport: countingTransport(sent) });
    await Promise.all([one.deliverPending(), other.deliverPending(), one.deliverPending(), other.deliverPending()]);
    await Promise.all([one.close(), other.close()]);

    expect(sent.filter((to) => to.startsWith("une-fois-")).sort()).toEqual([...recipients].sort());
    const rows = await first.selectFrom("outbox").select(["status", "attempts"]).where("recipient", "in", recipients).execute();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("sends later an e-mail whose instance stopped mid-send, and not before its lease runs out", async () => {
    const { first } = instances();
    const recipient = "instance-arretee@exemple.fr";
    const recorder = createOutbox(first, { mailFrom: "robot@site.example", log: () => undefined });
    await recorder.enqueue(first, messages.loginLink(recipient, "https://site.example/l"));
    await recorder.close();
    // Claimed one minute ago by an instance that then stopped: its five-minute lease still runs.
    const claimedAt = new Date(Date.now() - 60_000);
    await first
      .updateTable("outbox")
      .set({ status: "sending", attempts: 1, next_attempt_at: new Date(claimedAt.getTime() + 5 * 60_000) })
      .where("recipient", "=", recipient)
      .execute();

    const sent: string[] = [];
    const now = { at: new Date() };
    const outbox = createOutbox(first, { mailFrom: "robot@site.example", transport: countingTransport(sent), now: () => now.at });
    await outbox.deliverPending();
    expect(sent).not.toContain(recipient);
    now.at = new Date(Date.now() + 5 * 60_000);
    await outbox.deliverPending();
    expect(sent.filter((to) => to === recipient)).toHaveLength(1);
    await outbox.close();
  });
});
