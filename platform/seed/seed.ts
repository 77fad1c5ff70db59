// The idempotent demo seed: report types, ~50 studies in 16 cities, ~170 professionals with badges,
// zones and weekly availability, partner and affiliate studies, the demo accounts and their demands.
// It runs in one transaction behind an advisory lock and a marker row: all or nothing, at most once.
import { sql, type Transaction } from "kysely";
import {
  clockOfMinute,
  PARIS_ZONE,
  parisDayBounds,
  parisToday,
  parisWallClockInstant,
  parisWeekday,
  parisWeekStart,
  plusParisDays,
  shiftParisDay,
} from "~common/paris-time";
import type { PlatformDb } from "../db/open-database";
import type { Database, ReportTypeKind, RoleName, StudyType } from "../db/schema";
import { hashPassword } from "../security/passwords";
import { newRouteToken } from "../security/tokens";
import { availabilityPatterns, toMinutes, type Opening } from "./availability-patterns";
import { DEMO_AGENDA, DEMO_AGENDA_CUSTOMERS } from "./demo-agenda";
import { cities, type SeedCity } from "./cities";
import {
  AFFILIATE_STUDY_SLUG,
  AFFILIATE_TOKEN,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  DEMO_STUDY_SLUG,
  LAWYERS_OFFICE_SLUG,
  PARTNER_STUDY_SLUGS,
} from "./demo-accounts";
import { femaleFirstnames, maleFirstnames, personSurnames, slugify, studySurnames } from "./names";
import { seededRandom, type Random } from "./random";
import { demoStudyReportTypes, reportGroups, type SeedReportType } from "./report-types";

type Trx = Transaction<Database>;
const SEED_LOCK = 731_002;
const HOUR = 3_600_000;

interface SeededReportType extends SeedReportType {
  id: number;
  groupType: string;
}

interface StudySpec {
  slug: string;
  name: string;
  type: StudyType;
  profession: "bailiff" | "lawyer";
  city: SeedCity;
  street: string;
  subscribed: boolean;
  noMeeting: boolean;
  affiliateToken?: string;
}

interface PersonSpec {
  email: string;
  firstname: string;
  lastname: string;
  civility: 1 | 2;
  roles: RoleName[];
  password?: string;
  badges?: Partial<{ isReactive: boolean; rank: number; goodSuccessRate: boolean; agendaReady: boolean; dronePilot: boolean }>;
  practisingSince?: number;
  verified?: boolean;
}

/** Seeds an empty database; does nothing (and says so) when the marker shows it already ran. */
export async function seedDatabase(db: PlatformDb, now: Date = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    // Two processes booting on one PostgreSQL must not seed twice.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const marker = await trx.selectFrom("platform_meta").select("value").where("key", "=", "seeded_at").executeTakeFirst();
    if (marker) return { seeded: false };
    const random = seededRandom(2026);
    const demoHash = await hashPassword(DEMO_PASSWORD);
    const reportTypes = await seedReportTypes(trx);
    await seedRefusalTypes(trx);
    const seeder = new StudySeeder(trx, random, reportTypes, demoHash, now);
    await seeder.seedAll();
    await trx.insertInto("platform_meta").values({ key: "seeded_at", value: now.toISOString() }).execute();
    return { seeded: true };
  });
}

async function seedReportTypes(trx: Trx): Promise<SeededReportType[]> {
  const seeded: SeededReportType[] = [];
  const groups = new Map<string, { id: number; type: ReportTypeKind }>();
  let position = 0;
  const insertChild = async (child: SeedReportType, parent: { id: number; type: ReportTypeKind }) => {
    const row = await trx
      .insertInto("report_types")
      .values({
        slug: child.slug,
        code: child.slug.toUpperCase().replace(/-/g, "_"),
        name: child.name,
        type: parent.type,
        parent_id: parent.id,
        icon: child.icon,
        no_meeting: child.noMeeting ?? false,
        visio_enabled: child.visioEnabled ?? false,
        enabled: child.enabled ?? true,
        position: position++,
        default_slot_duration: child.slotDuration,
        default_price: child.price,
        default_price_type: child.priceType ?? "fixed",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    seeded.push({ ...child, id: row.id, groupType: parent.type });
  };
  for (const group of reportGroups) {
    const parent = await trx
      .insertInto("report_types")
      .values({
        slug: group.slug,
        code: group.slug.toUpperCase().replace(/-/g, "_"),
        name: group.name,
        type: group.type,
        icon: group.icon,
        position: position++,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    groups.set(group.slug, { id: parent.id, type: group.type });
    for (const child of group.children) await insertChild(child, { id: parent.id, type: group.type });
  }
  for (const child of demoStudyReportTypes) await insertChild(child, groups.get(child.group)!);
  return seeded;
}

async function seedRefusalTypes(trx: Trx): Promise<void> {
  await trx
    .insertInto("refusal_types")
    .values([
      {
        value: "unavailable",
        title: "Indisponibilité",
        message: "Le commissaire de justice n'est pas disponible à la date demandée.",
        sms_content:
          "Votre commissaire de justice n'est pas disponible à la date demandée. Nous revenons vers vous avec une autre proposition.",
      },
      {
        value: "litigation",
        title: "Conflit d'intérêts",
        message: "Le commissaire de justice ne peut pas intervenir sur ce dossier (conflit d'intérêts).",
        sms_content:
          "Votre commissaire de justice ne peut pas intervenir sur ce dossier. Nous vous proposons un autre professionnel.",
      },
      {
        value: "out_of_area",
        title: "Hors zone d'intervention",
        message: "L'adresse du constat est en dehors de la zone d'intervention de l'étude.",
        sms_content:
          "L'adresse de votre constat est hors de la zone d'intervention de l'étude. Choisissez un autre professionnel sur Constat RDV.",
      },
      {
        value: "incomplete",
        title: "Demande incomplète",
        message: "Il manque des informations pour préparer le constat : l'étude va vous contacter.",
        sms_content: "Il manque des informations pour préparer votre constat. L'étude va vous contacter.",
      },
    ])
    .execute();
}

/** A valid SIRET (Luhn checksum) derived from the generator. */
function siret(random: Random): string {
  const digits = Array.from({ length: 13 }, () => random.int(0, 9));
  const sum = (list: number[]) =>
    list.reduce((total, digit, index) => {
      // Luhn doubles every second digit counting from the right, check digit included.
      const fromRight = list.length - index;
      const doubled = fromRight % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  const check = [...Array(10).keys()].find((candidate) => sum([...digits, candidate]) % 10 === 0)!;
  return [...digits, check].join("");
}

function frenchMobile(random: Random): string {
  return `+33${random.pick(["6", "7"])}${String(random.int(10_000_000, 99_999_999))}`;
}

class StudySeeder {
  private readonly usedEmails = new Set<string>();
  private readonly currentYear: number;

  constructor(
    private readonly trx: Trx,
    private readonly random: Random,
    private readonly reportTypes: SeededReportType[],
    private readonly demoHash: string,
    private readonly now: Date,
  ) {
    this.currentYear = Number(parisToday(now).slice(0, 4));
  }

  async seedAll(): Promise<void> {
    const demo = await this.seedDemoStudy();
    await this.seedGeneratedStudies();
    await this.seedLawyerStudy();
    const affiliate = await this.seedAffiliateStudy();
    const partners = await this.seedPartnerStudies();
    await this.seedDemoDemands(demo, partners, affiliate);
    await this.seedDemoAgenda(demo);
  }

  private studyName(surname: string, variant: number, partner: string): string {
    return [
      `Étude ${surname}`,
      `SCP ${surname} & ${partner}`,
      `${surname} Commissaires de Justice`,
      `Étude ${surname} et Associés`,
    ][variant % 4]!;
  }

  private async insertStudy(spec: StudySpec): Promise<number> {
    const { city } = spec;
    const row = await this.trx
      .insertInto("studies")
      .values({
        slug: spec.slug,
        name: spec.name,
        type: spec.type,
        profession: spec.profession,
        siret: siret(this.random),
        logo: null,
        full_address: `${this.random.int(1, 120)} ${spec.street}, ${city.postcode} ${city.name}`,
        city: city.name,
        postcode: city.postcode,
        // A few hundred metres around the centre, so offices of a city do not sit on one point.
        address_lat: Number((city.lat + (this.random.next() - 0.5) * 0.02).toFixed(6)),
        address_lon: Number((city.lon + (this.random.next() - 0.5) * 0.03).toFixed(6)),
        subscribed: spec.subscribed,
        show_badges: spec.type !== "partner",
        fully_connected: spec.subscribed && spec.type === "study",
        no_meeting: spec.noMeeting,
        affiliate_token: spec.affiliateToken ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private uniqueEmail(firstname: string, lastname: string, domain: string): string {
    const base = `${slugify(firstname)}.${slugify(lastname)}`.replace(/-/g, "");
    let email = `${base}@${domain}.example`;
    for (let index = 2; this.usedEmails.has(email); index++) email = `${base}${index}@${domain}.example`;
    this.usedEmails.add(email);
    return email;
  }

  private randomPerson(domain: string, roles: RoleName[]): PersonSpec {
    const civility = this.random.chance(0.5) ? 1 : 2;
    const firstname = this.random.pick(civility === 1 ? maleFirstnames : femaleFirstnames);
    const lastname = this.random.pick(personSurnames);
    return { email: this.uniqueEmail(firstname, lastname, domain), firstname, lastname, civility, roles };
  }

  /** Inserts a person, their membership and roles; professionals get badges, zones and availability. */
  private async insertMember(person: PersonSpec, studyId: number, study: StudySpec): Promise<number> {
    const isProfessional = person.roles.includes("bailiff") || person.roles.includes("lawyer");
    const random = this.random;
    const badges = {
      isReactive: random.chance(0.45),
      rank: random.int(1, 4),
      goodSuccessRate: random.chance(0.5),
      agendaReady: random.chance(0.85),
      dronePilot: random.chance(0.15),
      ...person.badges,
    };
    const verifiedAt = this.now;
    const user = await this.trx
      .insertInto("users")
      .values({
        email: person.email,
        password_hash: person.password ?? null,
        firstname: person.firstname,
        lastname: person.lastname,
        civility: person.civility,
        phone: frenchMobile(random),
        nationality: "FR",
        email_verified_at: person.verified === false ? null : verifiedAt,
        phone_verified_at: person.verified === false ? null : verifiedAt,
        cgu_accepted_at: verifiedAt,
        bailiff_verified_at: isProfessional && person.verified !== false ? verifiedAt : null,
        vc_validated: isProfessional && badges.agendaReady,
        default_study_id: studyId,
        is_reactive: isProfessional && badges.isReactive,
        rank: isProfessional ? badges.rank : null,
        good_success_rate: isProfessional && badges.goodSuccessRate,
        agenda_ready: isProfessional && badges.agendaReady,
        drone_pilot: isProfessional && badges.dronePilot,
        practising_since: isProfessional ? (person.practisingSince ?? this.currentYear - random.int(1, 30)) : null,
        color: isProfessional ? `#${random.int(0x202020, 0xd0d0d0).toString(16).padStart(6, "0")}` : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const membership = await this.trx
      .insertInto("memberships")
      .values({ user_id: user.id, study_id: studyId, job_name: jobName(person.roles, study.profession) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await this.trx
      .insertInto("membership_roles")
      .values(person.roles.map((role) => ({ membership_id: membership.id, role })))
      .execute();
    if (isProfessional) await this.seedProfessionalCalendar(user.id, studyId, study, badges.agendaReady);
    return user.id;
  }

  private async seedProfessionalCalendar(userId: number, studyId: number, study: StudySpec, agendaReady: boolean) {
    const { city } = study;
    const zones = [
      { label: `${city.name} et agglomération`, center_lat: city.lat, center_lon: city.lon, radius_km: this.random.int(15, 40) },
    ];
    if (this.random.chance(0.3)) {
      zones.push({
        label: `${city.region} (déplacements)`,
        center_lat: city.lat,
        center_lon: city.lon,
        radius_km: this.random.int(60, 90),
      });
    }
    await this.trx
      .insertInto("intervention_zones")
      .values(zones.map((zone) => ({ ...zone, bailiff_id: userId, study_id: studyId })))
      .execute();
    // A professional whose agenda is not ready has no rules yet: no slots, "transmit the demand" only.
    if (!agendaReady) return;
    const pattern: Opening[] = this.random.pick(availabilityPatterns);
    await this.trx
      .insertInto("availability_rules")
      .values(
        pattern.map(([weekday, from, to]) => ({
          bailiff_id: userId,
          study_id: studyId,
          weekday,
          start_minute: toMinutes(from),
          end_minute: toMinutes(to),
          time_zone: PARIS_ZONE,
        })),
      )
      .execute();
    if (this.random.chance(0.2)) {
      // A week of holidays three weeks ahead.
      const monday = parisWeekStart(shiftParisDay(parisToday(this.now), 21));
      await this.trx
        .insertInto("availability_exceptions")
        .values({
          bailiff_id: userId,
          kind: "unavailable",
          starts_at: parisDayBounds(monday).start,
          ends_at: parisDayBounds(shiftParisDay(monday, 7)).start,
          reason: "Congés",
        })
        .execute();
    }
  }

  private async seedStudySettings(studyId: number, study: StudySpec, hasDronePilot: boolean): Promise<void> {
    const rows = this.reportTypes
      .filter((type) => !type.demoStudyOnly)
      .filter((type) => (study.profession === "lawyer" ? type.groupType === "consultation" : true))
      .map((type) => {
        const variation = 1 + (this.random.next() - 0.5) * 0.3;
        const price = Math.round((type.price * variation) / 500) * 500;
        const disabled =
          (type.needsDronePilot && !hasDronePilot) ||
          (type.groupType === "consultation" && study.profession === "bailiff" && this.random.chance(0.5)) ||
          this.random.chance(0.08);
        return {
          study_id: studyId,
          report_type_id: type.id,
          enabled: !disabled,
          slot_duration: type.slotDuration === 60 && this.random.chance(0.15) ? 45 : type.slotDuration,
          price,
          visio_price: type.visioEnabled ? Math.round((price * 0.8) / 500) * 500 : null,
          price_type: type.priceType ?? "fixed",
          time_limit: type.groupType === "meeting" ? 48 : null,
        };
      });
    await this.trx.insertInto("study_report_types").values(rows).execute();
  }

  private async seedStudyTeam(studyId: number, study: StudySpec, people: PersonSpec[]): Promise<number[]> {
    const ids: number[] = [];
    for (const person of people) ids.push(await this.insertMember(person, studyId, study));
    const dronePilot = await this.trx
      .selectFrom("users")
      .select("id")
      .where("id", "in", ids)
      .where("drone_pilot", "=", true)
      .executeTakeFirst();
    await this.seedStudySettings(studyId, study, Boolean(dronePilot));
    return ids;
  }

  private generatedTeam(domain: string): PersonSpec[] {
    const bailiffs = this.random.int(1, 3);
    const team: PersonSpec[] = [];
    for (let index = 0; index < bailiffs; index++) {
      team.push(this.randomPerson(domain, index === 0 ? ["bailiff", "study_admin"] : ["bailiff"]));
    }
    team.push(this.randomPerson(domain, ["clerk"]));
    if (this.random.chance(0.5)) team.push(this.randomPerson(domain, ["assistant"]));
    return team;
  }

  private async seedDemoStudy() {
    const city = cities.find((candidate) => candidate.slug === "lyon")!;
    const study: StudySpec = {
      slug: DEMO_STUDY_SLUG,
      name: "Étude Dupont & Associés",
      type: "study",
      profession: "bailiff",
      city,
      street: "rue de la République",
      subscribed: true,
      noMeeting: false,
    };
    const studyId = await this.insertStudy(study);
    const everyone = { password: this.demoHash };
    const [huissier, , , , fabre] = await this.seedStudyTeam(studyId, study, [
      {
        ...everyone,
        email: DEMO_EMAILS.bailiff,
        firstname: "Antoine",
        lastname: "Dupont",
        civility: 1,
        roles: ["bailiff"],
        practisingSince: 2008,
        badges: { isReactive: true, rank: 4, goodSuccessRate: true, agendaReady: true, dronePilot: true },
      },
      {
        ...everyone,
        email: DEMO_EMAILS.studyAdmin,
        firstname: "Sophie",
        lastname: "Lambert",
        civility: 2,
        roles: ["study_admin"],
      },
      { ...everyone, email: DEMO_EMAILS.clerk, firstname: "Lucas", lastname: "Bernard", civility: 1, roles: ["clerk"] },
      { ...everyone, email: DEMO_EMAILS.assistant, firstname: "Emma", lastname: "Petit", civility: 2, roles: ["assistant"] },
      {
        email: "claire.fabre@etude-dupont-lyon.example",
        firstname: "Claire",
        lastname: "Fabre",
        civility: 2,
        roles: ["bailiff"],
        practisingSince: 2019,
        badges: { isReactive: false, rank: 2, goodSuccessRate: true, agendaReady: true, dronePilot: false },
      },
    ]);
    // The demo bailiff's week is predictable: classic office hours.
    await this.trx.deleteFrom("availability_rules").where("bailiff_id", "=", huissier!).execute();
    await this.trx.deleteFrom("availability_exceptions").where("bailiff_id", "=", huissier!).execute();
    await this.trx
      .insertInto("availability_rules")
      .values(
        availabilityPatterns[0]!.map(([weekday, from, to]) => ({
          bailiff_id: huissier!,
          study_id: studyId,
          weekday,
          start_minute: toMinutes(from),
          end_minute: toMinutes(to),
          time_zone: PARIS_ZONE,
        })),
      )
      .execute();
    await this.trx.updateTable("intervention_zones").set({ radius_km: 40 }).where("bailiff_id", "=", huissier!).execute();
    await this.seedDemoStudyOnly(studyId, fabre!);
    return { studyId, bailiffId: huissier!, city };
  }

  /**
   * What only the demo study has (docs/decisions/3104): the on-site signification, and Claire Fabre's
   * Saturday evening on call, 19:00–23:00, past the 21:00 of legal hours: her constats after 21:00 are
   * offered with the warning, her significations never.
   */
  private async seedDemoStudyOnly(studyId: number, fabreId: number): Promise<void> {
    await this.trx
      .insertInto("study_report_types")
      .values(
        this.reportTypes
          .filter((type) => type.demoStudyOnly)
          .map((type) => ({
            study_id: studyId,
            report_type_id: type.id,
            enabled: true,
            slot_duration: type.slotDuration,
            price: type.price,
            visio_price: null,
            price_type: type.priceType ?? "fixed",
            time_limit: 48,
          })),
      )
      .execute();
    await this.trx
      .insertInto("availability_rules")
      .values({
        bailiff_id: fabreId,
        study_id: studyId,
        weekday: 6,
        start_minute: toMinutes("19:00"),
        end_minute: toMinutes("23:00"),
        time_zone: PARIS_ZONE,
      })
      .execute();
  }

  private async seedGeneratedStudies(): Promise<void> {
    const surnames = studySurnames.filter((surname) => surname !== "Dupont" && surname !== "Moreau");
    let next = 0;
    for (const city of cities) {
      for (let index = 0; index < city.studies; index++) {
        const surname = surnames[next % surnames.length]!;
        const partner = surnames[(next + 17) % surnames.length]!;
        next++;
        const slug = `etude-${slugify(surname)}-${city.slug}`;
        // Some offices are not on the platform yet (affiliated list) and some take demands without slots.
        const subscribed = !this.random.chance(0.12);
        const study: StudySpec = {
          slug,
          name: this.studyName(surname, next, partner),
          type: "study",
          profession: "bailiff",
          city,
          street: city.streets[index % city.streets.length]!,
          subscribed,
          noMeeting: !subscribed || this.random.chance(0.06),
        };
        const studyId = await this.insertStudy(study);
        await this.seedStudyTeam(studyId, study, this.generatedTeam(slug));
      }
    }
  }

  private async seedLawyerStudy(): Promise<void> {
    const city = cities.find((candidate) => candidate.slug === "paris")!;
    const study: StudySpec = {
      slug: LAWYERS_OFFICE_SLUG,
      name: "Cabinet Mercier Avocats",
      type: "study",
      profession: "lawyer",
      city,
      street: "boulevard Haussmann",
      subscribed: true,
      noMeeting: false,
    };
    const studyId = await this.insertStudy(study);
    await this.seedStudyTeam(studyId, study, [
      { ...this.randomPerson(study.slug, ["lawyer", "study_admin"]), badges: { agendaReady: true } },
      // The demo lawyer, drawn like the others so the rest of the seed stays as it was.
      {
        ...this.randomPerson(study.slug, ["lawyer"]),
        password: this.demoHash,
        email: DEMO_EMAILS.lawyer,
        firstname: "Julie",
        lastname: "Mercier",
        civility: 2,
        badges: { agendaReady: true },
      },
      this.randomPerson(study.slug, ["assistant"]),
    ]);
  }

  private async seedAffiliateStudy(): Promise<number> {
    const city = cities.find((candidate) => candidate.slug === "bordeaux")!;
    const study: StudySpec = {
      slug: AFFILIATE_STUDY_SLUG,
      name: "Étude Moreau",
      type: "affiliate",
      profession: "bailiff",
      city,
      street: "cours de l'Intendance",
      subscribed: false,
      noMeeting: true,
      affiliateToken: AFFILIATE_TOKEN,
    };
    const studyId = await this.insertStudy(study);
    await this.seedStudyTeam(studyId, study, [
      this.randomPerson(study.slug, ["bailiff", "study_admin"]),
      this.randomPerson(study.slug, ["clerk"]),
    ]);
    return studyId;
  }

  private async seedPartnerStudies(): Promise<number[]> {
    const specs: StudySpec[] = [
      {
        slug: PARTNER_STUDY_SLUGS[0],
        name: "Rhône Gestion Immobilière",
        type: "partner",
        profession: "bailiff",
        city: cities.find((c) => c.slug === "lyon")!,
        street: "cours Lafayette",
        subscribed: true,
        noMeeting: false,
      },
      {
        slug: PARTNER_STUDY_SLUGS[1],
        name: "Habitat Conseil Paris",
        type: "partner",
        profession: "bailiff",
        city: cities.find((c) => c.slug === "paris")!,
        street: "rue de Rennes",
        subscribed: true,
        noMeeting: false,
      },
    ];
    const ids: number[] = [];
    for (const spec of specs) ids.push(await this.insertStudy(spec));
    // The demo partner agent works for both companies; a colleague administers the first.
    const agent = await this.trx
      .insertInto("users")
      .values({
        email: DEMO_EMAILS.partner,
        password_hash: this.demoHash,
        firstname: "Julien",
        lastname: "Robert",
        civility: 1,
        phone: "+33698765432",
        nationality: "FR",
        email_verified_at: this.now,
        phone_verified_at: this.now,
        cgu_accepted_at: this.now,
        default_study_id: ids[0]!,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [index, studyId] of ids.entries()) {
      const membership = await this.trx
        .insertInto("memberships")
        .values({ user_id: agent.id, study_id: studyId, job_name: index === 0 ? "Gestionnaire locatif" : "Chargé de clientèle" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await this.trx.insertInto("membership_roles").values({ membership_id: membership.id, role: "partner_agent" }).execute();
    }
    const partnerStudy = specs[0]!;
    const colleague = this.randomPerson(partnerStudy.slug, ["partner_admin", "partner_agent"]);
    await this.insertMember(colleague, ids[0]!, partnerStudy);
    return ids;
  }

  /** Weekday at a given hour, n working days from the seed's day (the demo bailiff works 08:30-12:00, 14:00-18:00). */
  private workingDay(offset: number, hour: number, minute: number): Date {
    let day = parisToday(this.now);
    let remaining = Math.abs(offset);
    while (remaining > 0) {
      day = shiftParisDay(day, Math.sign(offset));
      if (parisWeekday(day) <= 5) remaining--;
    }
    // Office hours: never inside the hour a clock change skips.
    return parisWallClockInstant(day, clockOfMinute(hour * 60 + minute))!;
  }

  /** A demand's creation: a few days before its meeting, and never after the seed's own time. */
  private createdBefore(meetingAt: Date): Date {
    return new Date(Math.min(plusParisDays(meetingAt, -4), this.now.getTime() - 2 * HOUR));
  }

  /** The demo bailiff's agenda (demo-agenda.ts): other customers' demands, dated from the seed's day. */
  private async seedDemoAgenda(demo: { studyId: number; bailiffId: number }): Promise<void> {
    const customerIds: number[] = [];
    for (const customer of DEMO_AGENDA_CUSTOMERS) {
      const row = await this.trx
        .insertInto("users")
        .values({
          ...customer,
          nationality: "FR",
          email_verified_at: this.now,
          phone_verified_at: customer.phone ? this.now : null,
          cgu_accepted_at: this.now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      customerIds.push(row.id);
    }
    const clerk = await this.trx
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEMO_EMAILS.clerk)
      .executeTakeFirstOrThrow();
    const refusals = await this.trx.selectFrom("refusal_types").select(["id", "value"]).execute();
    for (const demand of DEMO_AGENDA) {
      const reportType = this.reportTypes.find((type) => type.slug === demand.slug)!;
      const setting = await this.trx
        .selectFrom("study_report_types")
        .select("slot_duration")
        .where("study_id", "=", demo.studyId)
        .where("report_type_id", "=", reportType.id)
        .executeTakeFirstOrThrow();
      const slots = demand.slots.map(([offset, hour, minute]) => {
        const start = this.workingDay(offset, hour, minute);
        return { start, end: new Date(start.getTime() + setting.slot_duration * 60_000) };
      });
      const first = slots[0];
      const created = this.createdBefore(first ? first.start : this.now);
      const userId = customerIds[demand.customer]!;
      const row = await this.trx
        .insertInto("demands")
        .values({
          title: demand.title,
          user_id: userId,
          study_id: demo.studyId,
          report_type_id: reportType.id,
          meeting_type: "meeting",
          type: demand.visio ? "visio" : "real",
          marking: demand.marking,
          bill_status: demand.bill,
          address: demand.address?.text ?? null,
          latitude: demand.address?.lat ?? null,
          longitude: demand.address?.lon ?? null,
          source: "preuveo",
          operator_id: demo.bailiffId,
          manager_id: demand.managedByClerk ? clerk.id : null,
          route_token: newRouteToken(),
          canceled_at: demand.marking === "nofollowup" ? new Date(created.getTime() + HOUR) : null,
          created_at: created,
          updated_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const meeting = await this.trx
        .insertInto("meetings")
        .values({
          demand_id: row.id,
          user_id: userId,
          bailiff_id: demo.bailiffId,
          report_type_id: reportType.id,
          status: demand.meeting,
          has_visio: Boolean(demand.visio),
          starts_at: first?.start ?? null,
          ends_at: first?.end ?? null,
          route_token: newRouteToken(),
          refusal_type_id: refusals.find((refusal) => refusal.value === demand.refusal)?.id ?? null,
          created_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (slots.length === 0) continue;
      await this.trx
        .insertInto("meeting_slots")
        // One slot is the one chosen at booking; among several proposals none is chosen yet.
        .values(
          slots.map((slot) => ({
            meeting_id: meeting.id,
            start_date: slot.start,
            end_date: slot.end,
            selected: slots.length === 1,
          })),
        )
        .execute();
    }
  }

  /** The demo customer's history: one demand per status, with past and upcoming meetings. */
  private async seedDemoDemands(
    demo: { studyId: number; bailiffId: number; city: SeedCity },
    partnerIds: number[],
    affiliateId: number,
  ) {
    const customer = await this.trx
      .insertInto("users")
      .values({
        email: DEMO_EMAILS.customer,
        password_hash: this.demoHash,
        firstname: "Camille",
        lastname: "Martin",
        civility: 2,
        phone: "+33612345678",
        nationality: "FR",
        address: "12 rue Mercière, 69002 Lyon",
        email_verified_at: this.now,
        phone_verified_at: this.now,
        cgu_accepted_at: this.now,
        source: "preuveo",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const partnerAgent = await this.trx
      .selectFrom("users")
      .select("id")
      .where("email", "=", DEMO_EMAILS.partner)
      .executeTakeFirstOrThrow();
    const typeId = (slug: string) => this.reportTypes.find((type) => type.slug === slug)!.id;
    const twoDaysAgo = parisDayBounds(shiftParisDay(parisToday(this.now), -2)).start;
    const workingDay = (offset: number, hour: number, minute: number) => this.workingDay(offset, hour, minute);
    const demands = [
      {
        userId: customer.id,
        title: "État des lieux de sortie, appartement Croix-Rousse",
        slug: "constat-locatif",
        marking: "completed",
        bill: "paid",
        meeting: "completed",
        at: workingDay(-25, 8, 30),
        address: "8 rue d'Austerlitz, 69004 Lyon",
        lat: 45.7745,
        lon: 4.8315,
      },
      {
        userId: customer.id,
        title: "Constat de malfaçons, maison Villeurbanne",
        slug: "constat-de-travaux",
        marking: "reportdone",
        bill: "unpaid",
        meeting: "completed",
        at: workingDay(-9, 14, 0),
        address: "25 avenue Henri-Barbusse, 69100 Villeurbanne",
        lat: 45.7667,
        lon: 4.8798,
      },
      {
        userId: customer.id,
        title: "Nuisances sonores du voisinage",
        slug: "constat-nuisances",
        marking: "inprogress",
        bill: "notbilled",
        meeting: "validated",
        at: workingDay(6, 14, 0),
        address: "12 rue Mercière, 69002 Lyon",
        lat: 45.7626,
        lon: 4.8318,
      },
      {
        userId: customer.id,
        title: "Constat général, local commercial",
        slug: "general-meeting",
        marking: "toqualify",
        bill: "notbilled",
        meeting: "waiting",
        at: workingDay(9, 15, 0),
        address: "40 cours Gambetta, 69007 Lyon",
        lat: 45.7524,
        lon: 4.8466,
      },
      {
        userId: customer.id,
        title: "Constat d'affichage annulé",
        slug: "constat-affichage",
        marking: "nofollowup",
        bill: "notbilled",
        meeting: "canceled",
        at: workingDay(3, 9, 30),
        address: "3 place Bellecour, 69002 Lyon",
        lat: 45.7578,
        lon: 4.832,
      },
      {
        userId: customer.id,
        title: "Captures d'une page internet",
        slug: "constat-internet",
        marking: "inprogress",
        bill: "partialpaid",
        meeting: null,
        at: null,
        address: null,
        lat: null,
        lon: null,
      },
      {
        userId: partnerAgent.id,
        title: "État des lieux d'entrée, résidence Part-Dieu",
        slug: "constat-locatif",
        marking: "inprogress",
        bill: "notbilled",
        meeting: "waiting",
        at: workingDay(7, 10, 30),
        address: "60 rue de la Villette, 69003 Lyon",
        lat: 45.7606,
        lon: 4.8608,
        partnerId: partnerIds[0],
      },
    ] as const;
    for (const [index, demand] of demands.entries()) {
      const reportTypeId = typeId(demand.slug);
      const setting = await this.trx
        .selectFrom("study_report_types")
        .select("slot_duration")
        .where("study_id", "=", demo.studyId)
        .where("report_type_id", "=", reportTypeId)
        .executeTakeFirstOrThrow();
      const created = this.createdBefore(demand.at ?? twoDaysAgo);
      const row = await this.trx
        .insertInto("demands")
        .values({
          title: demand.title,
          user_id: demand.userId,
          study_id: demo.studyId,
          partner_id: "partnerId" in demand ? (demand.partnerId ?? null) : null,
          affiliate_id: index === 0 ? affiliateId : null,
          report_type_id: reportTypeId,
          meeting_type: "meeting",
          marking: demand.marking,
          bill_status: demand.bill,
          address: demand.address,
          latitude: demand.lat,
          longitude: demand.lon,
          further_infos: null,
          source: "preuveo",
          operator_id: demo.bailiffId,
          route_token: newRouteToken(),
          canceled_at: demand.marking === "nofollowup" ? new Date(Math.min(plusParisDays(created, 1), this.now.getTime())) : null,
          created_at: created,
          updated_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!demand.meeting || !demand.at) continue;
      const start = demand.at;
      const end = new Date(start.getTime() + setting.slot_duration * 60_000);
      const meeting = await this.trx
        .insertInto("meetings")
        .values({
          demand_id: row.id,
          user_id: demand.userId,
          bailiff_id: demo.bailiffId,
          report_type_id: reportTypeId,
          status: demand.meeting,
          starts_at: start,
          ends_at: end,
          route_token: newRouteToken(),
          created_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await this.trx
        .insertInto("meeting_slots")
        .values({ meeting_id: meeting.id, start_date: start, end_date: end, selected: true })
        .execute();
    }
  }
}

function jobName(roles: RoleName[], profession: "bailiff" | "lawyer"): string {
  if (roles.includes("lawyer") || profession === "lawyer") return roles.includes("lawyer") ? "Avocat" : "Assistant juridique";
  if (roles.includes("bailiff")) return "Commissaire de justice";
  if (roles.includes("clerk")) return "Clerc";
  if (roles.includes("assistant")) return "Assistant";
  return "Administrateur de l'étude";
}
