// Running the office (docs/decisions/1601): invitations into a study (the token stored as its
// sha256 only, expiring, single use), clerk assignment (to listed professionals, or to all of them), the
// report-type settings a study admin sets beyond price and duration (batch, video), the study's
// consultation duration, each professional's handwritten signature image, and the professional
// documents (justificatifs) a professional provides, against a list of requirements.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table study_invitations (
    id serial primary key,
    study_id integer not null references studies (id) on delete cascade,
    email text not null,
    role text not null check (role in ('bailiff', 'lawyer', 'clerk', 'assistant', 'partner_admin', 'partner_agent')),
    token_hash text not null unique,
    invited_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    accepted_at timestamptz,
    accepted_by integer references users (id) on delete set null
  )`.execute(db);
  // One pending invitation per address and study: inviting again is resending.
  await sql`create unique index study_invitations_pending on study_invitations (study_id, email) where accepted_at is null`.execute(
    db,
  );

  await sql`create table clerk_assignments (
    study_id integer not null references studies (id) on delete cascade,
    clerk_id integer not null references users (id) on delete cascade,
    bailiff_id integer not null references users (id) on delete cascade,
    primary key (study_id, clerk_id, bailiff_id)
  )`.execute(db);
  await sql`alter table memberships add column assigned_to_all boolean not null default false`.execute(db);
  await sql`alter table memberships add column handwritten_signature text`.execute(db);

  await sql`alter table study_report_types add column batch integer`.execute(db);
  await sql`alter table study_report_types add column visio_enabled boolean not null default true`.execute(db);
  await sql`alter table studies add column consultation_duration integer not null default 30`.execute(db);

  await sql`create table professional_document_requirements (
    id serial primary key,
    label text not null unique,
    position integer not null default 0
  )`.execute(db);
  await sql`insert into professional_document_requirements (label, position) values
    ('Carte professionnelle de commissaire de justice', 1),
    ('Attestation d''assurance responsabilité civile professionnelle', 2),
    ('Pièce d''identité', 3)`.execute(db);
  await sql`create table professional_documents (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    study_id integer not null references studies (id) on delete cascade,
    requirement_id integer not null references professional_document_requirements (id) on delete cascade,
    stored_name text not null,
    original_name text not null,
    content_type text not null,
    size integer not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index professional_documents_owner on professional_documents (user_id, study_id)`.execute(db);
}
