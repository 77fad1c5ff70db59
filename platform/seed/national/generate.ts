// The national dataset (docs/decisions/3700): the demo seed first (report types, refusal types, the demo
// accounts and their studies), then, by COPY with explicit ids, France: studies over the real communes,
// their professionals with weekly rules, exceptions and one zone each, customers, and demands with their
// meetings, slots, journal entries and files' metadata. Deterministic for one seed and one day.
import { sql } from "kysely";
import type pg from "pg";
import { parisDayBounds, parisToday, parisWeekday, PARIS_ZONE, shiftParisDay } from "~common/paris-time";
import type { PlatformDb } from "../../db/open-database";
import { migrateToLatest } from "../../db/migrate";
import { loadGeoData } from "../../geo";
import { availabilityPatterns, toMinutes } from "../availability-patterns";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../demo-accounts";
import { femaleFirstnames, maleFirstnames, personSurnames, slugify, studySurnames } from "../names";
import { seededRandom, type Random } from "../random";
import { reportGroups } from "../report-types";
import { seedDatabase } from "../seed";
import { TableCopier } from "./copy";
import { Places, type Place } from "./places";

/** The counts at scale 1, those of issue 37's measurements. */
const FULL = { studies: 3_553, professionals: 10_093, customers: 200_006, demands: 1_000_020 };
/** The busy study (the demo study, whose accounts the bench signs in with) holds this many demands at scale 1. */
const BUSY_DEMANDS = 12_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Meetings sit on one-hour cells of working days, 08:00 to 18:00, three years back and two months ahead. */
const CELLS_PER_DAY = 10;
const DAYS_BACK = 1_095;
const DAYS_AHEAD = 60;
const DEMANDS_PER_BATCH = 25_000;

const streets = [
  "rue de la République",
  "avenue Jean Jaurès",
  "rue Victor Hugo",
  "boulevard Gambetta",
  "place de la Mairie",
  "rue Pasteur",
  "avenue du Général de Gaulle",
  "rue de la Gare",
  "rue Nationale",
  "rue du Maréchal Foch",
  "rue des Écoles",
  "grande rue",
];
const surnames = [...new Set([...studySurnames, ...personSurnames])];

export interface NationalSummary {
  seconds: Record<string, number>;
  rows: Record<string, number>;
}

interface ReportTypeRow {
  id: number;
  slug: string;
  duration: number;
  price: number;
  visio: boolean;
  drone: boolean;
  consultation: boolean;
  noMeeting: boolean;
}

interface Professional {
  id: number;
  studyId: number;
  place: Place;
  clerkId: number | null;
  /** The study's offered on-site report types (id and duration). */
  offered: ReportTypeRow[];
  /** Live meetings already there (the demo seed's), which new ones must not overlap. */
  taken: Array<[number, number]>;
}

type Copiers = ReturnType<typeof copiers>;

function copiers(client: pg.ClientBase) {
  const table = (name: string, columns: string) => new TableCopier(client, name, columns.split(/,\s*/));
  return {
    studies: table(
      "studies",
      "id, slug, name, type, profession, siret, full_address, city, postcode, address_lat, address_lon, subscribed, show_badges, fully_connected, no_meeting, created_at",
    ),
    users: table(
      "users",
      "id, email, password_hash, firstname, lastname, civility, phone, nationality, email_verified_at, phone_verified_at, cgu_accepted_at, bailiff_verified_at, vc_validated, default_study_id, is_reactive, rank, good_success_rate, agenda_ready, drone_pilot, practising_since, color, created_at, updated_at",
    ),
    memberships: table("memberships", "id, user_id, study_id, job_name, created_at"),
    roles: table("membership_roles", "membership_id, role"),
    studyReportTypes: table(
      "study_report_types",
      "study_id, report_type_id, enabled, slot_duration, price, visio_price, price_type, time_limit",
    ),
    zones: table("intervention_zones", "bailiff_id, study_id, label, center_lat, center_lon, radius_km, kind"),
    rules: table("availability_rules", "bailiff_id, study_id, weekday, start_minute, end_minute, time_zone"),
    exceptions: table("availability_exceptions", "bailiff_id, kind, starts_at, ends_at, reason"),
    demands: table(
      "demands",
      "id, title, user_id, study_id, report_type_id, meeting_type, type, marking, bill_status, address, latitude, longitude, source, operator_id, manager_id, route_token, canceled_at, created_at, updated_at, version",
    ),
    meetings: table(
      "meetings",
      "id, demand_id, user_id, bailiff_id, report_type_id, status, has_visio, starts_at, ends_at, route_token, created_at, updated_at, version, study_id",
    ),
    slots: table("meeting_slots", "meeting_id, start_date, end_date, selected"),
    events: table(
      "demand_events",
      "demand_id, meeting_id, actor_id, kind, from_value, to_value, summary, visible_to_customer, created_at",
    ),
    files: table("demand_files", "demand_id, kind, stored_name, original_name, content_type, size, uploaded_by, created_at"),
  };
}

/** Flushes every table in the order of their foreign keys. */
async function flushAll(copy: Copiers): Promise<void> {
  for (const [name, copier] of Object.entries(copy)) {
    const begin = performance.now();
    await copier.flush();
    if (process.env.NATIONAL_DEBUG) console.log(`      ${name} ${(performance.now() - begin).toFixed(0)} ms`);
  }
}

function hex(random: Random, length: number): string {
  let text = "";
  while (text.length < length)
    text += Math.floor(random.next() * 0x100000000)
      .toString(16)
      .padStart(8, "0");
  return text.slice(0, length);
}

function siret(random: Random): string {
  const digits = Array.from({ length: 13 }, () => random.int(0, 9));
  const luhn = (list: number[]) =>
    list.reduce((total, digit, index) => {
      const doubled = (list.length - index) % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return [...digits, [...Array(10).keys()].find((check) => luhn([...digits, check]) % 10 === 0)!].join("");
}

const mobile = (random: Random) => `+33${random.pick(["6", "7"])}${String(random.int(10_000_000, 99_999_999))}`;
const jitter = (random: Random, value: number, spread: number) => Number((value + (random.next() - 0.5) * spread).toFixed(6));

/** Splits `total` over `weights` in whole numbers that add up exactly. */
function apportion(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let index = 0; left > 0; index = (index + 1) % shares.length, left--) shares[index]!++;
  return shares;
}

async function count(db: PlatformDb, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function nextId(db: PlatformDb, table: string): Promise<number> {
  return (await count(db, `select coalesce(max(id), 0)::int as n from ${table}`)) + 1;
}

/**
 * Fills the database `db` points to (migrated here, expected empty) at `scale`; `client` is a connected
 * node-postgres client on the same database, for the COPYs. `now` anchors the past and the future.
 */
export async function generateNational(
  db: PlatformDb,
  client: pg.ClientBase,
  options: { scale: number; seed?: number; now?: Date; log?: (line: string) => void },
): Promise<NationalSummary> {
  const { scale } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed ?? 37);
  const seconds: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    seconds[name] = Number(((performance.now() - phaseStart) / 1000).toFixed(1));
    log(`  ${name}: ${seconds[name]} s`);
    phaseStart = performance.now();
  };

  await migrateToLatest(db as never);
  await seedDatabase(db, now);
  phase("migrations and demo seed");

  const geo = await loadGeoData();
  const places = new Places(geo);
  const reportTypes = await loadReportTypes(db);
  const existing = {
    studies: await count(db, "select count(*)::int as n from studies"),
    professionals: await count(
      db,
      "select count(distinct m.user_id)::int as n from memberships m join membership_roles r on r.membership_id = m.id where r.role in ('bailiff', 'lawyer')",
    ),
    customers: await count(
      db,
      "select count(*)::int as n from users u where not exists (select 1 from memberships m where m.user_id = u.id)",
    ),
    demands: await count(db, "select count(*)::int as n from demands"),
  };
  const target = (key: keyof typeof FULL) => Math.max(0, Math.round(FULL[key] * scale) - existing[key]);
  const studyCount = target("studies");
  const professionalCount = Math.max(studyCount, target("professionals"));
  const customerCount = target("customers");
  const demandCount = target("demands");

  const ids = {
    study: await nextId(db, "studies"),
    user: await nextId(db, "users"),
    membership: await nextId(db, "memberships"),
    demand: await nextId(db, "demands"),
    meeting: await nextId(db, "meetings"),
  };
  // The rows are consistent by construction: a superuser's COPYs skip the foreign-key triggers (as
  // pg_restore --disable-triggers does); constraints and indexes, meetings_no_overlap among them, hold.
  await client.query("set synchronous_commit = off");
  const superuser = await client.query<{ on: boolean }>("select rolsuper as on from pg_roles where rolname = current_user");
  if (superuser.rows[0]?.on) await client.query("set session_replication_role = replica");
  const copy = copiers(client);
  const today = parisToday(now);
  const year = Number(today.slice(0, 4));

  // Studies, their clerks and professionals.
  const professionals: Professional[] = [];
  const extraProfessionals = apportion(
    professionalCount - studyCount,
    Array.from({ length: studyCount }, () => random.next() ** 2),
  );
  for (let index = 0; index < studyCount; index++) {
    const place = places.studyPlace(random);
    const studyId = ids.study++;
    const surname = random.pick(surnames);
    const name = [`Étude ${surname}`, `SCP ${surname} & ${random.pick(surnames)}`, `${surname} Commissaires de Justice`][
      index % 3
    ]!;
    const subscribed = !random.chance(0.1);
    const created = new Date(now.getTime() - random.int(30, 2_000) * DAY);
    const lat = jitter(random, place.lat, 0.02);
    const lon = jitter(random, place.lon, 0.03);
    copy.studies.add([
      studyId,
      `${slugify(`etude ${surname} ${place.name}`)}-${studyId}`,
      name,
      "study",
      "bailiff",
      siret(random),
      `${random.int(1, 120)} ${random.pick(streets)}, ${place.postcode} ${place.name}`,
      place.name,
      place.postcode,
      lat,
      lon,
      subscribed,
      true,
      subscribed,
      !subscribed,
      created,
    ]);
    const hasDrone = random.chance(0.15);
    const offered: ReportTypeRow[] = [];
    for (const type of reportTypes) {
      const disabled = (type.drone && !hasDrone) || (type.consultation && random.chance(0.5)) || random.chance(0.08);
      const price = Math.round((type.price * (1 + (random.next() - 0.5) * 0.3)) / 500) * 500;
      const duration = type.duration === 60 && random.chance(0.15) ? 45 : type.duration;
      copy.studyReportTypes.add([
        studyId,
        type.id,
        !disabled,
        duration,
        price,
        type.visio ? Math.round((price * 0.8) / 500) * 500 : null,
        "fixed",
        type.consultation ? null : 48,
      ]);
      if (!disabled && !type.consultation && !type.noMeeting) offered.push({ ...type, duration });
    }
    const member = (roles: string[], professional: boolean) => {
      const userId = ids.user++;
      const agendaReady = professional && random.chance(0.85);
      addUser(copy, random, {
        id: userId,
        domain: `etude-${studyId}`,
        created,
        verified: created,
        studyId,
        professional: professional ? { agendaReady, drone: hasDrone, since: year - random.int(1, 30) } : null,
      });
      const membershipId = ids.membership++;
      const job = professional ? "Commissaire de justice" : "Clerc";
      copy.memberships.add([membershipId, userId, studyId, job, created]);
      for (const role of roles) copy.roles.add([membershipId, role]);
      return { userId, agendaReady };
    };
    const clerk = member(["clerk"], false).userId;
    const bailiffs = 1 + extraProfessionals[index]!;
    for (let rank = 0; rank < bailiffs; rank++) {
      const { userId, agendaReady } = member(rank === 0 ? ["bailiff", "study_admin"] : ["bailiff"], true);
      copy.zones.add([userId, studyId, `${place.name} et alentours`, lat, lon, random.int(15, 60), "radius"]);
      if (agendaReady) {
        for (const [weekday, from, to] of random.pick(availabilityPatterns)) {
          copy.rules.add([userId, studyId, weekday, toMinutes(from), toMinutes(to), PARIS_ZONE]);
        }
      }
      addExceptions(copy, random, userId, today);
      professionals.push({ id: userId, studyId, place, clerkId: clerk, offered, taken: [] });
    }
  }
  await flushAll(copy);
  phase(`${studyCount} studies, ${professionalCount} professionals`);

  // Customers.
  const firstCustomer = ids.user;
  for (let index = 0; index < customerCount; index++) {
    const created = new Date(now.getTime() - random.int(1, DAYS_BACK + 200) * DAY);
    const verified = random.chance(0.9) ? created : null;
    addUser(copy, random, { id: ids.user++, domain: "client", created, verified, studyId: null, professional: null });
    if (index % 50_000 === 49_999) await copy.users.flush();
  }
  await copy.users.flush();
  phase(`${customerCount} customers`);

  // The busy study: the demo study's two bailiffs, signed in by the bench, hold BUSY_DEMANDS × scale.
  const busy = await busyProfessionals(db, reportTypes);
  // Below a scale of 0.015 the demo seed's studies are all there is: the busy study takes every demand.
  const busyDemands = professionals.length === 0 ? demandCount : Math.min(demandCount, Math.round(BUSY_DEMANDS * scale));
  const weights = professionals.map(() => 0.3 + random.next() * 1.4);
  const shares = [
    ...apportion(
      busyDemands,
      busy.map(() => 1),
    ),
    ...apportion(demandCount - busyDemands, weights),
  ];
  const everyone = [...busy, ...professionals];

  // Working-day cells of the window, oldest first.
  const cellStarts: number[] = [];
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const day = shiftParisDay(today, offset);
    if (parisWeekday(day) > 5) continue;
    const midnight = parisDayBounds(day).start.getTime();
    for (let cell = 0; cell < CELLS_PER_DAY; cell++) cellStarts.push(midnight + (8 + cell) * HOUR);
  }

  let sinceFlush = 0;
  const demandContext = { copy, random, now: now.getTime(), ids, firstCustomer, customerCount, places };
  for (const [index, professional] of everyone.entries()) {
    const share = shares[index]!;
    if (share === 0 || professional.offered.length === 0) continue;
    const spacing = cellStarts.length / share;
    for (let rank = 0; rank < share; rank++) {
      // Meeting k of a professional starts in [k × spacing, (k + 1) × spacing − its cells]: never two on
      // one cell, nor one running into the next (meetings_no_overlap). Two percent wait to be planned.
      const type = random.pick(professional.offered);
      const cells = Math.min(Math.ceil(Math.min(type.duration, 120) / 60), Math.max(1, Math.floor(spacing)));
      const cellIndex = Math.floor(rank * spacing + random.next() * Math.max(0, spacing - cells));
      const start = random.chance(0.02) ? null : cellStarts[Math.min(cellIndex, cellStarts.length - 1)]!;
      addDemand(demandContext, professional, type, start, Math.min(type.duration, cells * 60));
      sinceFlush++;
    }
    if (sinceFlush >= DEMANDS_PER_BATCH) {
      await flushAll(copy);
      log(`    ${copy.demands.rows} demands…`);
      sinceFlush = 0;
    }
  }
  await flushAll(copy);
  phase(`${copy.demands.rows} demands with their meetings`);

  for (const table of [
    "studies",
    "users",
    "memberships",
    "demands",
    "meetings",
    "meeting_slots",
    "demand_events",
    "demand_files",
  ]) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
  // Vacuumed as well as analysed: a database in service has its visibility map kept by autovacuum, and
  // without it the lists' index-only scans (a page's ids, a count) visit every row's heap page.
  await sql`vacuum (analyze)`.execute(db);
  phase("sequences, vacuum and analyze");

  const rows: Record<string, number> = {};
  for (const table of [
    "studies",
    "users",
    "memberships",
    "study_report_types",
    "intervention_zones",
    "availability_rules",
    "availability_exceptions",
    "demands",
    "meetings",
    "meeting_slots",
    "demand_events",
    "demand_files",
  ]) {
    rows[table] = await count(db, `select count(*)::int as n from ${table}`);
  }
  rows.professionals = existing.professionals + professionalCount;
  rows.customers = existing.customers + customerCount;
  return { seconds, rows };
}

interface UserSpec {
  id: number;
  domain: string;
  created: Date;
  verified: Date | null;
  studyId: number | null;
  professional: { agendaReady: boolean; drone: boolean; since: number } | null;
}

/** A person of a study or a customer: French names, an e-mail made unique by the id, no password. */
function addUser(copy: Copiers, random: Random, user: UserSpec): void {
  const civility = random.chance(0.5) ? 1 : 2;
  const firstname = random.pick(civility === 1 ? maleFirstnames : femaleFirstnames);
  const lastname = random.pick(surnames);
  const pro = user.professional;
  copy.users.add([
    user.id,
    `${slugify(firstname)}.${slugify(lastname)}.${user.id}@${user.domain}.example`,
    null,
    firstname,
    lastname,
    civility,
    mobile(random),
    "FR",
    user.verified,
    user.verified,
    user.created,
    pro ? user.created : null,
    pro?.agendaReady ?? false,
    user.studyId,
    pro ? random.chance(0.45) : false,
    pro ? random.int(1, 4) : null,
    pro ? random.chance(0.5) : false,
    pro?.agendaReady ?? false,
    pro?.drone ?? false,
    pro?.since ?? null,
    pro ? `#${random.int(0x202020, 0xd0d0d0).toString(16).padStart(6, "0")}` : null,
    user.created,
    user.created,
  ]);
}

async function loadReportTypes(db: PlatformDb): Promise<ReportTypeRow[]> {
  const spec = new Map(
    reportGroups.flatMap((group) =>
      group.children.map((child) => [child.slug, { ...child, consultation: group.type === "consultation" }]),
    ),
  );
  const rows = await db.selectFrom("report_types").select(["id", "slug"]).where("parent_id", "is not", null).execute();
  return rows.flatMap((row) => {
    const type = spec.get(row.slug);
    if (!type || type.demoStudyOnly || type.enabled === false) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        duration: type.slotDuration,
        price: type.price,
        visio: Boolean(type.visioEnabled),
        drone: Boolean(type.needsDronePilot),
        consultation: type.consultation,
        noMeeting: Boolean(type.noMeeting),
      },
    ];
  });
}

/** The demo study's two bailiffs, with the live meetings the demo seed gave them. */
async function busyProfessionals(db: PlatformDb, reportTypes: ReportTypeRow[]): Promise<Professional[]> {
  const study = await db
    .selectFrom("studies")
    .select(["id", "city", "postcode", "address_lat", "address_lon"])
    .where("slug", "=", DEMO_STUDY_SLUG)
    .executeTakeFirstOrThrow();
  const people = await db
    .selectFrom("users")
    .select("id")
    .where("email", "in", [DEMO_EMAILS.bailiff, "claire.fabre@etude-dupont-lyon.example"])
    .orderBy("id")
    .execute();
  const clerk = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.clerk).executeTakeFirst();
  const offered = await db
    .selectFrom("study_report_types")
    .select(["report_type_id", "slot_duration"])
    .where("study_id", "=", study.id)
    .where("enabled", "=", true)
    .execute();
  const byId = new Map(reportTypes.map((type) => [type.id, type]));
  const place: Place = {
    name: study.city,
    postcode: study.postcode,
    departmentCode: study.postcode.slice(0, 2),
    lat: study.address_lat,
    lon: study.address_lon,
    population: 0,
  };
  const result: Professional[] = [];
  for (const person of people) {
    const meetings = await db
      .selectFrom("meetings")
      .select(["starts_at", "ends_at"])
      .where("bailiff_id", "=", person.id)
      .where("starts_at", "is not", null)
      .execute();
    result.push({
      id: person.id,
      studyId: study.id,
      place,
      clerkId: clerk?.id ?? null,
      offered: offered.flatMap((row) => {
        const type = byId.get(row.report_type_id);
        return type && !type.consultation && !type.noMeeting ? [{ ...type, duration: row.slot_duration }] : [];
      }),
      // Every meeting, live or not, and a margin of an hour: a canceled one may be revived by a test.
      taken: meetings.map((meeting) => [meeting.starts_at!.getTime() - HOUR, meeting.ends_at!.getTime() + HOUR]),
    });
  }
  return result;
}

function addExceptions(copy: Copiers, random: Random, bailiffId: number, today: string): void {
  if (random.chance(0.2)) {
    const monday = shiftParisDay(today, 7 * random.int(2, 10) - parisWeekday(today) + 1);
    copy.exceptions.add([
      bailiffId,
      "unavailable",
      parisDayBounds(monday).start,
      parisDayBounds(shiftParisDay(monday, 7)).start,
      "Congés",
    ]);
  }
  if (random.chance(0.1)) {
    const day = shiftParisDay(today, -random.int(10, 300));
    copy.exceptions.add([
      bailiffId,
      "unavailable",
      parisDayBounds(day).start,
      parisDayBounds(shiftParisDay(day, 1)).start,
      "Formation",
    ]);
  }
  if (random.chance(0.05)) {
    const saturday = shiftParisDay(today, 7 * random.int(1, 6) - parisWeekday(today) + 6);
    const start = parisDayBounds(saturday).start.getTime();
    copy.exceptions.add([
      bailiffId,
      "available",
      new Date(start + 9 * HOUR),
      new Date(start + 12 * HOUR),
      "Permanence du samedi",
    ]);
  }
}

interface DemandContext {
  copy: Copiers;
  random: Random;
  now: number;
  ids: { demand: number; meeting: number };
  firstCustomer: number;
  customerCount: number;
  places: Places;
}

/** One demand of `professional`'s study, its meeting at `start` (or to be planned), its slots, journal and files. */
function addDemand(
  context: DemandContext,
  professional: Professional,
  type: ReportTypeRow,
  start: number | null,
  duration: number,
): void {
  const { copy, random, now, places } = context;
  const end = start === null ? null : start + duration * 60_000;
  const past = end !== null && end <= now;
  let status: string;
  const draw = random.next();
  if (start === null) status = "to_plan";
  else if (past)
    status =
      draw < 0.72 ? "completed" : draw < 0.84 ? "canceled" : draw < 0.89 ? "refused" : draw < 0.91 ? "disputed" : "validated";
  else status = draw < 0.65 ? "validated" : draw < 0.9 ? "waiting" : draw < 0.97 ? "canceled" : "refused";
  // The demo seed's own meetings keep their time: a new one that would meet them is a canceled one.
  if (start !== null && end !== null && professional.taken.some(([from, to]) => start < to && end > from)) status = "canceled";
  const marking =
    status === "completed"
      ? random.chance(0.6)
        ? "reportdone"
        : "completed"
      : status === "canceled" || status === "refused"
        ? "nofollowup"
        : status === "waiting" || status === "to_plan"
          ? "toqualify"
          : "inprogress";
  const bill =
    marking === "reportdone"
      ? random.pick(["paid", "paid", "paid", "unpaid", "partialpaid"])
      : marking === "completed"
        ? random.pick(["notbilled", "unpaid", "paid"])
        : "notbilled";
  const created = (start ?? now) - random.int(1, 20) * DAY - random.int(0, 86_399) * 1000;
  const updated = Math.min(now, end ?? created);
  const place = places.nearby(professional.place, random);
  const visio = type.visio && random.chance(0.1);
  const customer = context.firstCustomer + random.int(0, context.customerCount - 1);
  const demandId = context.ids.demand++;
  const meetingId = context.ids.meeting++;
  const canceledAt = marking === "nofollowup" ? new Date(Math.min(now, created + DAY)) : null;
  copy.demands.add([
    demandId,
    `${type.slug.replace(/-/g, " ")} à ${place.name}`,
    customer,
    professional.studyId,
    type.id,
    "meeting",
    visio ? "visio" : "real",
    marking,
    bill,
    `${random.int(1, 150)} ${random.pick(streets)}, ${place.postcode} ${place.name}`,
    jitter(random, place.lat, 0.01),
    jitter(random, place.lon, 0.014),
    "preuveo",
    professional.id,
    professional.clerkId && random.chance(0.2) ? professional.clerkId : null,
    hex(random, 32),
    canceledAt,
    new Date(created),
    new Date(updated),
    status === "created" ? 0 : random.int(1, 3),
  ]);
  copy.meetings.add([
    meetingId,
    demandId,
    customer,
    professional.id,
    type.id,
    status,
    visio,
    start === null ? null : new Date(start),
    end === null ? null : new Date(end),
    hex(random, 32),
    new Date(created),
    new Date(updated),
    random.int(0, 2),
    // Written here as well: a superuser's COPY runs without triggers (replica role), migration 033's included.
    professional.studyId,
  ]);
  if (start !== null && end !== null) {
    const proposals = status === "waiting" && random.chance(0.25);
    copy.slots.add([meetingId, new Date(start), new Date(end), !proposals]);
    if (proposals) copy.slots.add([meetingId, new Date(start + DAY), new Date(end + DAY), false]);
  }
  const event = (
    kind: string,
    at: number,
    summary: string,
    visible: boolean,
    from: string | null = null,
    to: string | null = null,
  ) => copy.events.add([demandId, meetingId, professional.id, kind, from, to, summary, visible, new Date(Math.min(at, now))]);
  event("transition", created + 60_000, "Demande reçue.", true, null, "toqualify");
  if (status === "validated" || status === "completed" || status === "disputed") {
    event("confirm", created + HOUR, "Rendez-vous confirmé.", true);
  }
  if (status === "completed") event("complete", end!, "Rendez-vous terminé.", true);
  if (status === "canceled" || status === "refused") {
    event(
      status === "canceled" ? "cancel" : "refuse",
      created + DAY,
      status === "canceled" ? "Rendez-vous annulé." : "Rendez-vous refusé.",
      true,
    );
  }
  if (random.chance(0.25)) {
    copy.files.add([
      demandId,
      "document",
      `national-${demandId}-document.pdf`,
      "bail.pdf",
      "application/pdf",
      random.int(40_000, 2_000_000),
      customer,
      new Date(created + HOUR),
    ]);
  }
  if (marking === "reportdone") {
    const at = Math.min(now, end! + random.int(1, 5) * DAY);
    copy.files.add([
      demandId,
      "report",
      `national-${demandId}-report.pdf`,
      "proces-verbal.pdf",
      "application/pdf",
      random.int(200_000, 5_000_000),
      professional.id,
      new Date(at),
    ]);
    event("report_published", at, "Procès-verbal publié.", true);
  }
}
