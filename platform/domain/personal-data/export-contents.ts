// What the platform holds about a person (RGPD articles 15 and 20, docs/decisions/3010), read for their
// export: the account, their demands with meetings, journal entries meant for them, documents and video
// sessions (consents, captures, positions they shared), the messages sent to their address or number,
// their notifications, drafts, support and recommendation requests. Each file the archive carries (their
// documents, their sessions' kept captures, their profile picture) is listed with the path it takes
// there; the archive reads the bytes (personal-data-export.ts). Secrets never leave: no password digest,
// no token.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { PersonalDataFiles } from "./personal-data-files";

/** A file of the store the archive carries, at `path`. */
export interface ExportedFile {
  path: string;
  folder: keyof PersonalDataFiles;
  storedName: string;
}

export interface ExportContents {
  /** The JSON document, without the files' bytes; each file's `file` is its path in the archive. */
  data: Record<string, unknown>;
  files: ExportedFile[];
}

const extensionOf = (storedName: string) => storedName.slice(storedName.lastIndexOf(".") + 1);

/** A client's file name made safe as one path segment: no folders, no control characters, not too long. */
function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out.
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "_")
    .replace(/^\.+/, "")
    .trim()
    .slice(-120);
  return cleaned || "document";
}

async function demandsOf(db: PlatformDb, userId: number) {
  return db
    .selectFrom("demands as d")
    .innerJoin("studies as s", "s.id", "d.study_id")
    .innerJoin("report_types as r", "r.id", "d.report_type_id")
    .select([
      "d.id",
      "d.title",
      "d.created_at",
      "d.updated_at",
      "d.marking as status",
      "d.meeting_type",
      "d.type",
      "d.address",
      "d.latitude",
      "d.longitude",
      "d.further_infos",
      "d.source",
      "d.canceled_at",
      "s.name as study",
      "r.name as report_type",
    ])
    .where("d.user_id", "=", userId)
    .orderBy("d.id")
    .execute();
}

async function meetingsOf(db: PlatformDb, userId: number, demandIds: number[]) {
  return db
    .selectFrom("meetings as m")
    .innerJoin("report_types as r", "r.id", "m.report_type_id")
    .leftJoin("users as p", "p.id", "m.bailiff_id")
    .select([
      "m.id",
      "m.demand_id",
      "m.status",
      "m.starts_at",
      "m.ends_at",
      "m.has_visio",
      "r.name as report_type",
      sql<string | null>`nullif(trim(p.firstname || ' ' || p.lastname), '')`.as("professional"),
      "m.created_at",
    ])
    .where((eb) => eb.or([eb("m.user_id", "=", userId), ...(demandIds.length ? [eb("m.demand_id", "in", demandIds)] : [])]))
    .orderBy("m.id")
    .execute();
}

const journalOf = (db: PlatformDb, demandIds: number[]) =>
  demandIds.length
    ? db
        .selectFrom("demand_events")
        .select(["demand_id", "meeting_id", "summary", "created_at"])
        .where("demand_id", "in", demandIds)
        .where("visible_to_customer", "=", true)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : Promise.resolve([]);

const documentsOf = (db: PlatformDb, userId: number) =>
  db
    .selectFrom("demand_files")
    .select(["id", "demand_id", "original_name", "content_type", "size", "created_at", "stored_name"])
    .where("uploaded_by", "=", userId)
    .orderBy("id")
    .execute();

const capturesOf = (db: PlatformDb, meetingIds: number[]) =>
  meetingIds.length
    ? db
        .selectFrom("video_captures")
        .select([
          "id",
          "demand_id",
          "meeting_id",
          "content_type",
          "sha256",
          "client_timestamp",
          "received_at",
          "selected",
          "deleted_at",
          "stored_name",
        ])
        .where("meeting_id", "in", meetingIds)
        .orderBy("id")
        .execute()
    : Promise.resolve([]);

const positionsOf = (db: PlatformDb, userId: number) =>
  db
    .selectFrom("video_user_locations")
    .select([
      "id",
      "demand_id",
      "meeting_id",
      "latitude",
      "longitude",
      "accuracy",
      "custom_address",
      "place_label",
      "created_at",
      "confirmed_at",
    ])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();

const consentsOf = (db: PlatformDb, userId: number) =>
  db
    .selectFrom("video_consents as c")
    .innerJoin("video_sessions as v", "v.id", "c.session_id")
    .select(["v.demand_id", "v.meeting_id", "c.video", "c.location", "c.created_at"])
    .where("c.user_id", "=", userId)
    .orderBy("c.id")
    .execute();

/** Every e-mail and SMS written to the person's address or number, with the names of its attachments. */
async function messagesTo(db: PlatformDb, recipients: string[]) {
  const rows = await db
    .selectFrom("outbox")
    .select(["channel", "recipient", "subject", "body", "status", "created_at", "sent_at", "attachments"])
    .where(sql<string>`lower(recipient)`, "in", recipients)
    .orderBy("id")
    .execute();
  return rows.map(({ attachments, ...message }) => ({ ...message, attachments: attachments.map((file) => file.filename) }));
}

export async function exportContents(db: PlatformDb, userId: number): Promise<ExportContents> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  const demands = await demandsOf(db, userId);
  const demandIds = demands.map((demand) => demand.id);
  const meetings = await meetingsOf(db, userId, demandIds);
  const meetingIds = meetings.map((meeting) => meeting.id);
  const recipients = [user.email.toLowerCase(), ...(user.phone ? [user.phone.toLowerCase()] : [])];
  const [
    journal,
    documents,
    captures,
    positions,
    consents,
    messages,
    notifications,
    drafts,
    support,
    recommendations,
    identities,
    studies,
  ] = await Promise.all([
    journalOf(db, demandIds),
    documentsOf(db, userId),
    capturesOf(db, meetingIds),
    positionsOf(db, userId),
    consentsOf(db, userId),
    messagesTo(db, recipients),
    db
      .selectFrom("notifications")
      .select(["kind", "demand_id", "meeting_id", "text", "created_at", "read_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("unfinished_demands")
      .select(["id", "type", "status", "address", "latitude", "longitude", "slot_start", "slot_end", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("support_tickets")
      .select(["firstname", "lastname", "email", "phone", "city", "report_type", "additional_info", "source", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("recommendation_requests as q")
      .leftJoin("users as p", "p.id", "q.bailiff_id")
      .select([sql<string>`trim(p.firstname || ' ' || p.lastname)`.as("professional"), "q.created_at"])
      .where("q.user_id", "=", userId)
      .orderBy("q.id")
      .execute(),
    db.selectFrom("external_identities").select(["issuer", "created_at"]).where("user_id", "=", userId).execute(),
    db
      .selectFrom("study_customers as c")
      .innerJoin("studies as s", "s.id", "c.study_id")
      .select(["s.name as study", "c.created_at"])
      .where("c.user_id", "=", userId)
      .execute(),
  ]);

  const files: ExportedFile[] = [];
  const carry = (path: string, folder: ExportedFile["folder"], storedName: string) => {
    files.push({ path, folder, storedName });
    return path;
  };
  const avatar = user.avatar ? carry(`photo-de-profil.${extensionOf(user.avatar)}`, "avatars", user.avatar) : null;
  const presentedDocuments = documents.map(({ stored_name, ...document }) => ({
    ...document,
    file: carry(`documents/${document.id}-${safeFileName(document.original_name)}`, "caseFiles", stored_name),
  }));
  const presentedCaptures = captures.map(({ stored_name, deleted_at, ...capture }) => ({
    ...capture,
    deleted_at,
    // A deleted capture's image is gone; its row and hash stay (the chain proves it existed).
    file: deleted_at
      ? null
      : carry(
          `captures/rendez-vous-${capture.meeting_id}-capture-${capture.id}.${extensionOf(stored_name)}`,
          "captures",
          stored_name,
        ),
  }));

  const data = {
    account: {
      id: user.id,
      email: user.email,
      civility: user.civility,
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone,
      nationality: user.nationality,
      address: user.address,
      avatar,
      email_verified_at: user.email_verified_at,
      phone_verified_at: user.phone_verified_at,
      terms_accepted_at: user.cgu_accepted_at,
      source: user.source,
      created_at: user.created_at,
      updated_at: user.updated_at,
      external_sign_in: identities.map((identity) => ({ provider: identity.issuer, linked_at: identity.created_at })),
      created_by_studies: studies,
    },
    demands: demands.map((demand) => ({
      ...demand,
      meetings: meetings.filter((meeting) => meeting.demand_id === demand.id),
      journal: journal.filter((entry) => entry.demand_id === demand.id),
      documents: presentedDocuments.filter((document) => document.demand_id === demand.id),
      video: {
        consents: consents.filter((consent) => consent.demand_id === demand.id),
        captures: presentedCaptures.filter((capture) => capture.demand_id === demand.id),
      },
    })),
    positions_shared: positions,
    messages,
    notifications,
    unfinished_demands: drafts,
    support_requests: support,
    recommendation_requests: recommendations,
  };
  return { data, files };
}
