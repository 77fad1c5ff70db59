// Several instances run the calendar import: in one round, each due calendar is read by one of them
// only, and every due calendar is read.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithTwoInstances } from "../../test-support/two-instances";
import { startCalendarSync } from "./calendar-sync-job";

const EMPTY_CALENDAR = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//FR", "END:VCALENDAR", ""].join("\r\n");
const reads: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    reads.push(request.url ?? "");
    // A calendar takes a moment to answer, so both instances' rounds overlap.
    setTimeout(() => response.writeHead(200, { "content-type": "text/calendar" }).end(EMPTY_CALENDAR), 10);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describeWithTwoInstances("calendar import across instances", (instances) => {
  it("reads each due calendar once when two instances run a round at the same time", async () => {
    const { first, second } = instances();
    const users = await first.selectFrom("users").select("id").orderBy("id").limit(8).execute();
    const prefix = `/once-${Date.now()}`;
    await first.deleteFrom("calendar_imports").execute();
    await first
      .insertInto("calendar_imports")
      .values(users.map(({ id }) => ({ user_id: id, url: `${base}${prefix}/${id}.ics`, last_attempt_at: null })))
      .execute();

    const policy = { allowPrivateHosts: true };
    const context = (db: typeof first) => ({ db, slotCache: { clear() {} } as never, now: () => new Date() });
    const one = startCalendarSync(context(first), policy);
    const other = startCalendarSync(context(second), policy);
    const [byOne, byOther] = await Promise.all([one.runOnce(), other.runOnce()]);
    await Promise.all([one.close(), other.close()]);

    const ours = reads.filter((url) => url.startsWith(prefix)).sort();
    expect(ours).toEqual(users.map(({ id }) => `${prefix}/${id}.ics`).sort());
    expect(byOne + byOther).toBe(users.length);
    const rows = await first.selectFrom("calendar_imports").select(["last_success_at", "last_error"]).execute();
    expect(rows.every((row) => row.last_success_at !== null && row.last_error === null)).toBe(true);
  });
});
