// The national bench (`npm run bench:national [-- --database-url postgres://…/national]`, DATABASE_URL
// otherwise, database `national` on 127.0.0.1:5432 by default): on the dataset `npm run seed:national`
// made, the embedded platform over loopback HTTP, each call 15 times one at a time then 30 times ten at
// a time, with p50 and p95 and the load average (docs/decisions/3701). The bookings it makes are
// deleted at the end, so that the database stays the one measured before.
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { parisToday, shiftParisDay } from "~common/paris-time";
import { openPostgres } from "../platform/db/open-database";
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_STUDY_SLUG } from "../platform/seed/demo-accounts";
import { servePlatform } from "./bench-platform";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const SEQUENTIAL = Number(argument("sequential") ?? 15);
const CONCURRENT = Number(argument("concurrent") ?? 30);
const PARALLEL = Number(argument("parallel") ?? 10);
const url = argument("database-url") ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/national";

/** Real communes' centres: two dense (Paris, Lyon), two sparse (rural Cantal and Creuse). */
const ADDRESSES = [
  { name: "Paris", lat: 48.8566, lon: 2.3522 },
  { name: "Lyon", lat: 45.764, lon: 4.8357 },
  { name: "Saint-Flour", lat: 45.0336, lon: 3.0931 },
  { name: "Aubusson", lat: 45.9564, lon: 2.1683 },
];

interface Call {
  label: string;
  /** The request number `index` (distinct URLs, so that no cache answers twice the same search). */
  send: (index: number) => Promise<Answer>;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function timed(call: Call, index: number): Promise<number> {
  const begin = performance.now();
  const response = await call.send(index);
  if (response.status >= 300) throw new Error(`${call.label}: ${response.status} ${response.text.slice(0, 300)}`);
  return performance.now() - begin;
}

/** p50 and p95 of `count` requests, `parallel` at a time, numbered from `first`. */
async function measure(call: Call, first: number, count: number, parallel: number) {
  const samples: number[] = [];
  let next = first;
  const worker = async () => {
    while (next < first + count) samples.push(await timed(call, next++));
  };
  const load = os.loadavg()[0]!;
  await Promise.all(Array.from({ length: parallel }, worker));
  const sorted = samples.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), load: (load + os.loadavg()[0]!) / 2 };
}

interface Answer {
  status: number;
  text: string;
}

/**
 * One HTTP request on a connection of its own (node:http, no keep-alive): a slot search of tens of
 * seconds must not be sent on a pooled connection the server is closing after its 5 s of idleness, which
 * fetch reports as ECONNRESET. A new loopback connection costs a fraction of a millisecond.
 */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

async function main() {
  const database = await openPostgres({ connectionString: url });
  const { db } = database;
  const counts = await sql<{ studies: number; demands: number; meetings: number }>`select
    (select count(*)::int from studies) as studies, (select count(*)::int from demands) as demands,
    (select count(*)::int from meetings) as meetings`.execute(db);
  const study = await db.selectFrom("studies").select("id").where("slug", "=", DEMO_STUDY_SLUG).executeTakeFirstOrThrow();
  const bailiff = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow();
  const reportType = await db
    .selectFrom("report_types")
    .select("id")
    .where("slug", "=", "general-meeting")
    .executeTakeFirstOrThrow();
  const before = await db
    .selectFrom("demands")
    .select(sql<number>`coalesce(max(id), 0)`.as("max"))
    .executeTakeFirstOrThrow();
  const served = await servePlatform(database, "national");
  const { base } = served;
  const signIn = async (username: string) => {
    const response = await fetch(`${base}/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "bench",
        client_secret: "bench",
        username,
        password: DEMO_PASSWORD,
      }),
    });
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`Sign-in of ${username} refused: ${JSON.stringify(body)}`);
    return body.access_token;
  };
  const pro = { authorization: `Bearer ${await signIn(DEMO_EMAILS.bailiff)}`, "study-id": String(study.id) };
  const customer = await signIn(DEMO_EMAILS.customer);

  const today = parisToday();
  const get = (path: string, headers: Record<string, string> = {}) => send(`${base}${path}`, { headers });
  const address = (index: number) => ADDRESSES[index % ADDRESSES.length]!;
  const slotsQuery = (index: number, from: string) =>
    new URLSearchParams({
      lat: String(address(index).lat),
      lon: String(address(index).lon),
      report_type_id: String(reportType.id),
      start_date: from,
      end_date: shiftParisDay(from, 6),
    });
  const month = { start: `${today.slice(0, 8)}01`, end: shiftParisDay(`${today.slice(0, 8)}01`, 34) };
  const demandsOf = `/api/bailiff/${study.id}`;

  // Free slots to book, found ahead by the slot search, one per booking.
  const free: Array<{ start: string; end: string; study_id: number; bailiff: number; address: (typeof ADDRESSES)[number] }> = [];
  const wanted = SEQUENTIAL + CONCURRENT + 2;
  const seen = new Set<string>();
  for (let week = 3; free.length < wanted && week < 12; week++) {
    for (const [index, place] of ADDRESSES.entries()) {
      const response = await get(`/api/calendar/available-slots?${slotsQuery(index, shiftParisDay(today, 7 * week))}`);
      if (response.status !== 200) throw new Error(`slot search: ${response.status} ${response.text}`);
      const body = JSON.parse(response.text) as {
        available_slots: Array<{ start: string; end: string; study_id: number; participants: Array<{ bailiff_id: number }> }>;
      };
      for (const slot of body.available_slots) {
        const bailiffId = slot.participants[0]!.bailiff_id;
        // One slot per professional and day: two bookings never compete for one time.
        const key = `${bailiffId} ${slot.start.slice(0, 10)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        free.push({ start: slot.start, end: slot.end, study_id: slot.study_id, bailiff: bailiffId, address: place });
      }
    }
  }

  const calls: Call[] = [
    {
      label: "slots for an address, 7 days (`calendar/available-slots`)",
      send: (index) => get(`/api/calendar/available-slots?${slotsQuery(index, shiftParisDay(today, 1 + (index % 28)))}`),
    },
    {
      label: "available professionals for an address (`reporttypes/{id}/bailiffs`)",
      send: (index) =>
        get(
          `/api/reporttypes/${reportType.id}/bailiffs?lat=${address(index).lat + (index % 7) * 1e-4}&lon=${address(index).lon}`,
        ),
    },
    { label: "a busy study's demands, page 1", send: () => get(`${demandsOf}/demands`, pro) },
    { label: "a busy study's demands, page 200", send: () => get(`${demandsOf}/demands?page=200`, pro) },
    { label: "the same, `lastname=Mar`, page 1", send: () => get(`${demandsOf}/demands?lastname=Mar`, pro) },
    {
      label: "the same, by first name and name (`lastname=Élodie Rous`)",
      send: () => get(`${demandsOf}/demands?${new URLSearchParams({ lastname: "Élodie Rous" })}`, pro),
    },
    { label: "the same, `marking=completed`, page 2", send: () => get(`${demandsOf}/demands?marking=completed&page=2`, pro) },
    {
      label: "the same, one professional's (`bailiff_id`)",
      send: () => get(`${demandsOf}/demands?bailiff_id=${bailiff.id}`, pro),
    },
    { label: "the same, `demand_name=dégâts`", send: () => get(`${demandsOf}/demands?demand_name=d%C3%A9g%C3%A2ts`, pro) },
    { label: "the same, `demands/pending`", send: () => get(`${demandsOf}/demands/pending`, pro) },
    { label: "dashboard: to plan or qualify (`demands?pending=1`)", send: () => get(`${demandsOf}/demands?pending=1`, pro) },
    {
      label: "dashboard: instant requests (`demands/pending?is_insta=1`)",
      send: () => get(`${demandsOf}/demands/pending?is_insta=1`, pro),
    },
    { label: "dashboard: meetings to confirm (`meetings/pending`)", send: () => get(`${demandsOf}/meetings/pending`, pro) },
    {
      label: "dashboard: the week's meetings (`meetings`)",
      send: () => get(`${demandsOf}/meetings?start_date=${today}&end_date=${shiftParisDay(today, 6)}`, pro),
    },
    {
      label: "agenda month of a busy professional (API)",
      send: () => get(`${demandsOf}/calendar/events?start_date=${month.start}&end_date=${month.end}&user_id=${bailiff.id}`, pro),
    },
    {
      label: "agenda month of a whole study (API)",
      send: () => get(`${demandsOf}/calendar/events?start_date=${month.start}&end_date=${month.end}`, pro),
    },
    {
      label: "booking one slot (`POST demands`)",
      send: (index) => {
        const slot = free[index % free.length]!;
        return send(`${base}/api/demands`, {
          method: "POST",
          headers: { authorization: `Bearer ${customer}`, "content-type": "application/json" },
          body: JSON.stringify({
            study_id: slot.study_id,
            report_type_id: reportType.id,
            meeting_type: "meeting",
            operator_id: slot.bailiff,
            slots: [{ start_date: slot.start, end_date: slot.end }],
            address: `1 place de la Mairie, ${slot.address.name}`,
            latitude: slot.address.lat,
            longitude: slot.address.lon,
            source: "preuveo",
          }),
        });
      },
    },
  ];

  const { studies, demands, meetings } = counts.rows[0]!;
  // The table comes at the end, after the lines the outbox writes for each booking's e-mails.
  const table: string[] = [];
  table.push(
    `National bench: ${studies} studies, ${demands} demands, ${meetings} meetings on PostgreSQL; one platform over HTTP, ` +
      `${SEQUENTIAL} requests one at a time then ${CONCURRENT} ${PARALLEL} at a time (${free.length} free slots found to book)`,
  );
  table.push("", "| call | one at a time p50 / p95 | ten at a time p50 / p95 | load average |", "|---|---|---|---|");
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  try {
    for (const call of calls) {
      // Two warm-ups, then the one-at-a-time run, then the concurrent one, each on requests of their own.
      await measure(call, 0, 2, 1);
      const one = await measure(call, 2, SEQUENTIAL, 1);
      const ten = await measure(call, 2 + SEQUENTIAL, CONCURRENT, PARALLEL);
      table.push(
        `| ${call.label} | ${ms(one.p50)} / ${ms(one.p95)} | ${ms(ten.p50)} / ${ms(ten.p95)} | ${one.load.toFixed(1)} / ${ten.load.toFixed(1)} |`,
      );
    }
  } finally {
    // The bench's own bookings go: the next run (and the « after » figures) measure the same data.
    await db.deleteFrom("demands").where("id", ">", before.max).execute();
    await served.close();
  }
  console.log(table.join("\n"));
}

await main();
