// Kysely's view of the tables created by the migrations: one interface per table.
import type { ColumnType, Generated, GeneratedAlways, Selectable } from "kysely";
import type { RoleName } from "~common/roles";
import type { BillStatus, DemandMarking, MeetingStatus } from "~common/statuses";

/** A timestamptz: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type StudyType = "study" | "partner" | "affiliate";
type Profession = "bailiff" | "lawyer";
/** Role names live in common/roles.ts, shared with the app. */
export type { RoleName };
export type ReportTypeKind = "meeting" | "consultation" | "recovery" | "judgment";
type MeetingType = "meeting" | "consultation";
/** The statuses live in common/statuses.ts, shared with the app. */
export type { BillStatus, DemandMarking, MeetingStatus };
export type PriceType = "fixed" | "hour";
export type TokenPurpose = "verify_mail" | "verify_phone" | "reset_password" | "login_link" | "finish_account";

interface PlatformMetaTable {
  key: string;
  value: string;
  updated_at: TimestampDefault;
}

interface StudiesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  type: StudyType;
  profession: Defaulted<Profession>;
  siret: string | null;
  logo: string | null;
  full_address: string;
  city: string;
  postcode: string;
  address_lat: number;
  address_lon: number;
  subscribed: Defaulted<boolean>;
  show_badges: Defaulted<boolean>;
  fully_connected: Defaulted<boolean>;
  no_meeting: Defaulted<boolean>;
  affiliate_token: string | null;
  created_at: TimestampDefault;
  /** Minutes of a consultation with the study (migration 012). */
  consultation_duration: Defaulted<number>;
}

interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  firstname: Defaulted<string>;
  lastname: Defaulted<string>;
  civility: number | null;
  phone: string | null;
  nationality: string | null;
  address: string | null;
  avatar: string | null;
  color: string | null;
  email_verified_at: NullableTimestamp;
  phone_verified_at: NullableTimestamp;
  cgu_accepted_at: NullableTimestamp;
  bailiff_verified_at: NullableTimestamp;
  vc_validated: Defaulted<boolean>;
  source: string | null;
  source_study_id: number | null;
  affiliate_id: number | null;
  default_study_id: number | null;
  is_reactive: Defaulted<boolean>;
  rank: number | null;
  good_success_rate: Defaulted<boolean>;
  agenda_ready: Defaulted<boolean>;
  drone_pilot: Defaulted<boolean>;
  practising_since: number | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** When the account was deleted: its identity erased, its row kept for the studies' records (migration 020). */
  deleted_at: NullableTimestamp;
}

interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  study_id: number;
  job_name: string | null;
  created_at: TimestampDefault;
  /** A clerk who works for every professional of the study (migration 012). */
  assigned_to_all: Defaulted<boolean>;
  /** The stored name of the member's handwritten signature image (migration 012). */
  handwritten_signature: string | null;
}

interface MembershipRolesTable {
  membership_id: number;
  role: RoleName;
}

interface ReportTypesTable {
  id: Generated<number>;
  slug: string;
  code: string;
  name: string;
  type: ReportTypeKind;
  parent_id: number | null;
  icon: string | null;
  no_meeting: Defaulted<boolean>;
  visio_enabled: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  position: Defaulted<number>;
  default_slot_duration: Defaulted<number>;
  default_price: Defaulted<number>;
  default_price_type: Defaulted<PriceType>;
}

interface StudyReportTypesTable {
  study_id: number;
  report_type_id: number;
  enabled: Defaulted<boolean>;
  slot_duration: number;
  price: Defaulted<number>;
  visio_price: number | null;
  price_type: Defaulted<PriceType>;
  time_limit: number | null;
  /** How many meetings the report type is carried out in (migration 012). */
  batch: number | null;
  /** Whether the study offers it by video (migration 012). */
  visio_enabled: Defaulted<boolean>;
}

interface InterventionZonesTable {
  id: Generated<number>;
  bailiff_id: number;
  study_id: number;
  label: string;
  center_lat: number;
  center_lon: number;
  /** Radius zones only. */
  radius_km: number | null;
  /** A radius around the centre, or the commune or department the centre lies in (migration 006). */
  kind: Defaulted<ZoneKind>;
  /** The commune's INSEE code or the department's code; null for a radius. */
  code: string | null;
  created_at: TimestampDefault;
  /** A radius zone's bounding box, computed by the database (migration 023); null for the other kinds. */
  min_lat: GeneratedAlways<number | null>;
  max_lat: GeneratedAlways<number | null>;
  min_lng: GeneratedAlways<number | null>;
  max_lng: GeneratedAlways<number | null>;
}

export type ZoneKind = "radius" | "commune" | "department";

/** A professional's booking settings in one study (migration 006). */
interface AvailabilitySettingsTable {
  bailiff_id: number;
  study_id: number;
  /** Kept free before and after each of their meetings (travel). */
  buffer_minutes: Defaulted<number>;
  /** No slot starts sooner than this after the search. */
  notice_minutes: Defaulted<number>;
  /** One more on every save of the weekly rules and settings: the form compares and sets on it. */
  version: Defaulted<number>;
  updated_at: TimestampDefault;
}

interface AvailabilityRulesTable {
  id: Generated<number>;
  bailiff_id: number;
  study_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
  time_zone: Defaulted<string>;
}

interface AvailabilityExceptionsTable {
  id: Generated<number>;
  bailiff_id: number;
  kind: "unavailable" | "available";
  starts_at: Timestamp;
  ends_at: Timestamp;
  reason: string | null;
}

export interface DemandsTable {
  id: Generated<number>;
  title: string | null;
  user_id: number;
  study_id: number;
  partner_id: number | null;
  affiliate_id: number | null;
  report_type_id: number;
  meeting_type: MeetingType;
  type: Defaulted<"real" | "visio">;
  marking: Defaulted<DemandMarking>;
  bill_status: Defaulted<BillStatus>;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  further_infos: string | null;
  source: string | null;
  operator_id: number | null;
  manager_id: number | null;
  route_token: string;
  canceled_at: NullableTimestamp;
  /** One more on every change of the case: the case actions compare-and-set on it. */
  version: Defaulted<number>;
  /** Who holds the case: nobody else may change it until they release it. */
  locked_by: number | null;
  locked_at: NullableTimestamp;
  /** The study's internal note, never shown to the customer. */
  comment: string | null;
  /** Why the study refused the case. */
  refusal_type_id: number | null;
  /** An instant video request (migration 010), waiting for a connected professional to take it. */
  is_insta: Defaulted<boolean>;
  /**
   * The customer's last name then first name as searched (lower case, no accents), kept by triggers
   * (migrations 025 and 026): never written by the code.
   */
  customer_search: GeneratedAlways<string | null>;
  /** The customer's first name then last name as searched, kept by the same triggers (migration 026). */
  customer_name_search: GeneratedAlways<string | null>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** One entry of a case's journal: who did what, from which value to which. */
interface DemandEventsTable {
  id: Generated<number>;
  demand_id: number;
  meeting_id: number | null;
  actor_id: number | null;
  kind: string;
  from_value: string | null;
  to_value: string | null;
  /** The French sentence the timelines show. */
  summary: string;
  visible_to_customer: Defaulted<boolean>;
  created_at: TimestampDefault;
}

/** A document a study asks the customer for, for one of its report types. */
interface ReportTypeDocumentsTable {
  id: Generated<number>;
  study_id: number;
  report_type_id: number;
  label: string;
  position: Defaulted<number>;
  created_at: TimestampDefault;
}

/** A file of a case: a document the customer provided, or the report the study published. */
interface DemandFilesTable {
  id: Generated<number>;
  demand_id: number;
  kind: "document" | "report";
  requirement_id: number | null;
  /** The random name on disk; the client's name is only ever shown, never used as a path. */
  stored_name: string;
  original_name: string;
  /** The type sniffed from the content, never the client's claim. */
  content_type: string;
  size: number;
  uploaded_by: number | null;
  created_at: TimestampDefault;
}

export interface MeetingsTable {
  id: Generated<number>;
  demand_id: number;
  /** The demand's study, kept by a trigger (migration 033): the study's meeting lists filter on it. */
  study_id: Generated<number>;
  user_id: number;
  bailiff_id: number | null;
  report_type_id: number;
  status: MeetingStatus;
  has_visio: Defaulted<boolean>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  route_token: string;
  /** One more on every change: the professional's actions compare-and-set on it; the .ics SEQUENCE. */
  version: Defaulted<number>;
  /** Why the meeting was declined, or cancelled with notice to the customer. */
  refusal_type_id: number | null;
  /** One more each time its start or end changes (a trigger keeps it, migration 018): reminders name it. */
  date_version: Defaulted<number>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

interface MeetingSlotsTable {
  id: Generated<number>;
  meeting_id: number;
  start_date: Timestamp;
  end_date: Timestamp;
  selected: Defaulted<boolean>;
}

export interface UnfinishedDemandsTable {
  id: Generated<number>;
  type: string | null;
  study_id: number | null;
  partner_id: number | null;
  source: string | null;
  status: Defaulted<number>;
  user_id: number | null;
  bailiff_id: number | null;
  report_type_id: number | null;
  meeting_type: MeetingType | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  slot_start: NullableTimestamp;
  slot_end: NullableTimestamp;
  new_booking: Defaulted<boolean>;
  consumed_at: NullableTimestamp;
  demand_id: number | null;
  /** sha256 of the draft's key (anonymous drafts): the key itself is only ever in the visitor's cookie. */
  key_hash: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string;
  city: string;
  report_type: string | null;
  additional_info: string | null;
  source: string;
  created_at: TimestampDefault;
}

interface RecommendationRequestsTable {
  id: Generated<number>;
  user_id: number;
  bailiff_id: number;
  created_at: TimestampDefault;
}

interface RefusalTypesTable {
  id: Generated<number>;
  value: string;
  title: string;
  sms_content: string;
  /** The reason as the professional confirms it and the customer reads it in the e-mail. */
  message: string | null;
}

/**
 * A file attached to an e-mail, kept in the outbox row until delivery. The content is text (UTF-8):
 * the one attachment so far is an iCalendar file; nodemailer encodes it for the wire.
 */
export interface OutboxAttachment {
  filename: string;
  /** The full MIME type with its parameters, e.g. "text/calendar; charset=utf-8; method=PUBLISH". */
  contentType: string;
  content: string;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: "mail" | "sms";
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  status: Defaulted<"pending" | "sending" | "sent" | "failed" | "stored">;
  error: string | null;
  attempts: Defaulted<number>;
  next_attempt_at: NullableTimestamp;
  created_at: TimestampDefault;
  sent_at: NullableTimestamp;
  /** jsonb: read as the parsed array, written as its JSON text (both drivers pass a string through unchanged). */
  attachments: ColumnType<OutboxAttachment[], string | undefined, string>;
}

interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: TimestampDefault;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: TokenPurpose;
  token_hash: string;
  new_value: string | null;
  created_at: TimestampDefault;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A browser that signed in successfully: its device token's digest, for the login throttle. */
interface KnownDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: TimestampDefault;
  last_used_at: TimestampDefault;
}

/** The customers a study created for phoned-in bookings (migration 008). */
interface StudyCustomersTable {
  study_id: number;
  user_id: number;
  created_by: number | null;
  created_at: TimestampDefault;
}

// Running the office (migration 012).
interface StudyInvitationsTable {
  id: Generated<number>;
  study_id: number;
  email: string;
  role: RoleName;
  /** sha256 of the e-mailed token: the token itself is only ever in the invitee's mailbox. */
  token_hash: string;
  invited_by: number | null;
  created_at: TimestampDefault;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: number | null;
}

interface ClerkAssignmentsTable {
  study_id: number;
  clerk_id: number;
  bailiff_id: number;
}

interface ProfessionalDocumentRequirementsTable {
  id: Generated<number>;
  label: string;
  position: Defaulted<number>;
}

interface ProfessionalDocumentsTable {
  id: Generated<number>;
  user_id: number;
  study_id: number;
  requirement_id: number;
  stored_name: string;
  original_name: string;
  content_type: string;
  size: number;
  created_at: TimestampDefault;
}

/** Something that happened, for one person (docs/decisions/1620). */
interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  study_id: number | null;
  /** A NotificationKind (platform/domain/notifications/notification-kinds.ts). */
  kind: string;
  demand_id: number | null;
  meeting_id: number | null;
  /** The French sentence shown in the list. */
  text: string;
  created_at: TimestampDefault;
  read_at: Date | null;
  published_at: Date | null;
}

/** Migration 010: a meeting's video session, opened by the first of its two people to join. */
interface VideoSessionsTable {
  id: Generated<number>;
  demand_id: number;
  meeting_id: number;
  started_by: number | null;
  started_at: TimestampDefault;
  ended_by: number | null;
  ended_at: NullableTimestamp;
}

/** One person's consent to video and to location, given for one session. */
interface VideoConsentsTable {
  id: Generated<number>;
  session_id: number;
  user_id: number | null;
  role: "customer" | "professional";
  video: boolean;
  location: boolean;
  created_at: TimestampDefault;
}

/** When a member last worked in the study's workspace (connected professionals, decision 1503). */
interface StudyPresenceTable {
  study_id: number;
  user_id: number;
  seen_at: TimestampDefault;
}

export interface Database {
  platform_meta: PlatformMetaTable;
  studies: StudiesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  membership_roles: MembershipRolesTable;
  report_types: ReportTypesTable;
  study_report_types: StudyReportTypesTable;
  intervention_zones: InterventionZonesTable;
  availability_rules: AvailabilityRulesTable;
  availability_exceptions: AvailabilityExceptionsTable;
  availability_settings: AvailabilitySettingsTable;
  demands: DemandsTable;
  meetings: MeetingsTable;
  meeting_slots: MeetingSlotsTable;
  unfinished_demands: UnfinishedDemandsTable;
  support_tickets: SupportTicketsTable;
  recommendation_requests: RecommendationRequestsTable;
  refusal_types: RefusalTypesTable;
  outbox: OutboxTable;
  access_tokens: AccessTokensTable;
  one_time_tokens: OneTimeTokensTable;
  known_devices: KnownDevicesTable;
  demand_events: DemandEventsTable;
  report_type_documents: ReportTypeDocumentsTable;
  demand_files: DemandFilesTable;
  study_customers: StudyCustomersTable;
  // Migration 012.
  study_invitations: StudyInvitationsTable;
  clerk_assignments: ClerkAssignmentsTable;
  professional_document_requirements: ProfessionalDocumentRequirementsTable;
  professional_documents: ProfessionalDocumentsTable;
  // Part B (migration 011): video captures, their chain, positions, capture records.
  video_captures: VideoCapturesTable;
  video_evidence_entries: VideoEvidenceEntriesTable;
  video_user_locations: VideoUserLocationsTable;
  video_capture_records: VideoCaptureRecordsTable;
  // Live notifications.
  notifications: NotificationsTable;
  // Calendar connection (migration 009).
  calendar_feeds: CalendarFeedsTable;
  calendar_imports: CalendarImportsTable;
  calendar_busy: CalendarBusyTable;
  // Migration 010.
  video_sessions: VideoSessionsTable;
  video_consents: VideoConsentsTable;
  study_presence: StudyPresenceTable;
  // External sign-in (migration 014).
  external_identities: ExternalIdentitiesTable;
  used_id_tokens: UsedIdTokensTable;
  // Files in PostgreSQL (migration 016).
  blobs: BlobsTable;
  blob_chunks: BlobChunksTable;
  // The embedded OpenID provider's state on PostgreSQL (migration 017).
  oidc_signing_keys: OidcSigningKeysTable;
  oidc_provider_entries: OidcProviderEntriesTable;
  // Reminders and morning summaries (migration 018).
  study_reminder_settings: StudyReminderSettingsTable;
  meeting_reminders: MeetingRemindersTable;
  professional_day_summaries: ProfessionalDaySummariesTable;
  // Travel to on-site meetings (migration 019).
  study_travel_settings: StudyTravelSettingsTable;
  // Each study's retention of the video evidence no report uses (migration 020).
  study_data_retention: StudyDataRetentionTable;
  // The answers of creating requests by their idempotency keys (migration 021).
  idempotency_keys: IdempotencyKeysTable;
}

/** One creating request by its caller and idempotency key (migration 021, docs/decisions/3630). */
interface IdempotencyKeysTable {
  /** `user:<id>` for a signed-in caller, `anonymous` otherwise (the body then names the customer). */
  scope: string;
  key: string;
  /** SHA-256 of the method, path, study and body: the same key for another request is refused. */
  fingerprint: string;
  state: "running" | "done";
  /** A random id of the request running under the key: only it may finish or release the key. */
  owner: string;
  /** Until when the running request holds the key; past it, a retry takes the key over. */
  locked_until: Date;
  status_code: number | null;
  /** The answer's JSON text, exactly as it was sent. */
  response_body: string | null;
  created_at: TimestampDefault;
  expires_at: Date;
}

/** A study's travel settings (migration 019, docs/decisions/3005); a study without a row has the defaults. */
interface StudyTravelSettingsTable {
  study_id: number;
  /** Road distance over straight-line distance, in hundredths (130: 1.3). */
  detour_percent: Defaulted<number>;
  /** Average speeds, in km/h, to a place by its density. */
  urban_speed_kmh: Defaulted<number>;
  periurban_speed_kmh: Defaulted<number>;
  rural_speed_kmh: Defaulted<number>;
}

/** A study's retention of unretained captures and shared positions (migration 020); no row: the defaults. */
interface StudyDataRetentionTable {
  study_id: number;
  capture_days: number;
  position_days: number;
  updated_at: TimestampDefault;
}

/** A study's reminder lead times (migration 018); a study without a row has the defaults. */
interface StudyReminderSettingsTable {
  study_id: number;
  /** Hours before a confirmed meeting that its customer is reminded of it. */
  customer_lead_hours: Defaulted<number>;
  /** Minutes after midnight, Paris time, that each professional receives the summary of their day. */
  summary_minute: Defaulted<number>;
  updated_at: TimestampDefault;
}

type ReminderStatus = "due" | "sent" | "dropped" | "failed";

/** One customer reminder of one date of a meeting (migration 018, docs/decisions/3001). */
interface MeetingRemindersTable {
  id: Generated<number>;
  meeting_id: number;
  /** The meeting's date version the reminder is about: a new date is a new reminder. */
  date_version: number;
  status: Defaulted<ReminderStatus>;
  attempts: Defaulted<number>;
  created_at: TimestampDefault;
  sent_at: NullableTimestamp;
  /** The customer confirmed their presence with the reminder's link. */
  presence_confirmed_at: NullableTimestamp;
  /** The customer cancelled with the reminder's link. */
  canceled_at: NullableTimestamp;
}

/** One professional's morning summary of one Paris day in one study (migration 018). */
interface ProfessionalDaySummariesTable {
  id: Generated<number>;
  study_id: number;
  professional_id: number;
  /** The Paris day, "2026-12-01". */
  day: string;
  status: Defaulted<ReminderStatus>;
  attempts: Defaulted<number>;
  created_at: TimestampDefault;
  sent_at: NullableTimestamp;
}

/** A person at an identity provider (issuer and subject) and the account they sign into. */
interface ExternalIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: TimestampDefault;
}

/** The digest of an exchanged ID token or of its nonce, kept until the token expires (no replay). */
interface UsedIdTokensTable {
  digest: string;
  expires_at: Timestamp;
}

// Calendar connection (migration 009).
/** A professional's private subscription feed: only the SHA-256 of its token is kept. */
interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  /** `title`: the act and the case number only; `customer`: also the customer's name and the address. */
  detail: Defaulted<"title" | "customer">;
  created_at: TimestampDefault;
}

/** The secret iCal address of a professional's own calendar, read every few minutes. */
interface CalendarImportsTable {
  user_id: number;
  url: string;
  last_attempt_at: NullableTimestamp;
  last_success_at: NullableTimestamp;
  /** The French reason of the last failed read, null after a success. */
  last_error: string | null;
  created_at: TimestampDefault;
}

/** Busy ranges last read from a professional's own calendar. */
interface CalendarBusyTable {
  id: Generated<number>;
  user_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

// Part B (migration 011).
interface VideoCapturesTable {
  id: Generated<number>;
  demand_id: number;
  meeting_id: number;
  stored_name: string;
  content_type: "image/png" | "image/jpeg";
  size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  client_timestamp: Timestamp;
  received_at: Timestamp;
  taken_by: number | null;
  selected: Defaulted<boolean>;
  deleted_at: NullableTimestamp;
  deleted_by: number | null;
  /** The RFC 3161 timestamp token (DER) when a timestamp authority is configured. */
  tsa_token: Buffer | null;
  tsa_time: NullableTimestamp;
}

interface VideoEvidenceEntriesTable {
  id: Generated<number>;
  demand_id: number;
  meeting_id: number;
  seq: number;
  kind: "capture" | "deletion";
  capture_id: number;
  file_sha256: string;
  client_timestamp: NullableTimestamp;
  recorded_at: Timestamp;
  actor_id: number | null;
  previous_hash: string;
  entry_hash: string;
}

interface VideoUserLocationsTable {
  id: Generated<number>;
  demand_id: number;
  meeting_id: number;
  user_id: number | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  custom_address: string | null;
  place_label: string | null;
  created_at: TimestampDefault;
  confirmed_at: NullableTimestamp;
  confirmed_by: number | null;
}

interface VideoCaptureRecordsTable {
  meeting_id: number;
  demand_id: number;
  demand_file_id: number;
  created_at: TimestampDefault;
}

export type VideoCaptureRow = Selectable<VideoCapturesTable>;
export type VideoEvidenceEntryRow = Selectable<VideoEvidenceEntriesTable>;
export type VideoUserLocationRow = Selectable<VideoUserLocationsTable>;

export type UserRow = Selectable<UsersTable>;
export type StudyRow = Selectable<StudiesTable>;
export type ReportTypeRow = Selectable<ReportTypesTable>;
export type DemandRow = Selectable<DemandsTable>;
export type MeetingRow = Selectable<MeetingsTable>;
export type RefusalTypeRow = Selectable<RefusalTypesTable>;
export type DemandEventRow = Selectable<DemandEventsTable>;
export type DemandFileRow = Selectable<DemandFilesTable>;
export type VideoSessionRow = Selectable<VideoSessionsTable>;

// Files in PostgreSQL (migration 016, docs/decisions/2001–2002).
/** One stored file, by its key (`cases/<random>.pdf`); its bytes are its chunks. */
interface BlobsTable {
  key: string;
  content_type: string;
  /** bigint: the driver answers a string (PGlite a number). */
  size: ColumnType<string | number, number, number>;
  sha256: string;
  chunk_count: number;
  created_at: TimestampDefault;
}

/** A file's bytes, 256 KB per chunk, numbered from 0. */
interface BlobChunksTable {
  key: string;
  seq: number;
  data: ColumnType<Uint8Array, Buffer, Buffer>;
}

// The embedded OpenID provider on PostgreSQL (migration 017, docs/decisions/2010).
/** A signing key (a private JWK) sealed with AES-256-GCM under a key derived from the session secrets. */
interface OidcSigningKeysTable {
  kid: string;
  sealed: string;
  created_at: TimestampDefault;
}

/** One of the provider's artefacts (a session, an interaction, a code, a grant…), by model and id. */
interface OidcProviderEntriesTable {
  model: string;
  id: string;
  /** jsonb: read as the parsed object, written as its JSON text. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}
