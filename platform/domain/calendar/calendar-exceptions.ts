// A professional's exceptions to their weekly rules (pro-side §2 Calendar): an unavailability
// (a closed afternoon, holidays) or an extra opening, for one Paris day between two wall-clock times of
// the agenda's visible hours. The slot engine reads them on the next search: every write empties the
// slot cache of this process (platform/slots/slot-cache.ts).
import { isCalendarDay, parisWallClockInstant } from "~common/paris-time";
import type { DomainContext } from "../context";
import { invalidInput, notFound } from "../errors";
import type { Actor } from "../roles";
import { agendaAccess, requireAgendaEditor } from "./calendar-access";

/** The agenda's visible hours (pro-side §3: 08:00 to 19:00): an exception stays inside them. */
const VISIBLE_HOURS = { start: "08:00", end: "19:00" } as const;

export interface NewException {
  professionalId: number;
  kind: "unavailable" | "available";
  /** A Paris day, YYYY-MM-DD. */
  date: string;
  /** Paris wall-clock times, HH:mm. */
  start: string;
  end: string;
  reason?: string;
}

export interface ExceptionRow {
  id: number;
  bailiff_id: number;
  kind: "unavailable" | "available";
  starts_at: Date;
  ends_at: Date;
  reason: string | null;
}

/** Checks the input as the form's fields; the French message of the first fault, on its field. */
function exceptionRange(input: NewException, now: Date): { start: Date; end: Date } {
  if (!isCalendarDay(input.date)) {
    throw invalidInput("date", "Cette date n'existe pas.");
  }
  for (const field of ["start", "end"] as const) {
    if (!/^\d{2}:\d{2}$/.test(input[field])) throw invalidInput(field, "L'heure doit être au format HH:MM.");
  }
  if (input.start < VISIBLE_HOURS.start || input.start > VISIBLE_HOURS.end) {
    throw invalidInput("start", "Choisissez une heure entre 08:00 et 19:00.");
  }
  if (input.end < VISIBLE_HOURS.start || input.end > VISIBLE_HOURS.end) {
    throw invalidInput("end", "Choisissez une heure entre 08:00 et 19:00.");
  }
  if (input.end <= input.start) throw invalidInput("end", "L'heure de fin doit suivre l'heure de début.");
  // Null when the time does not exist that day (the spring clock change).
  const start = parisWallClockInstant(input.date, input.start);
  const end = parisWallClockInstant(input.date, input.end);
  if (!start) throw invalidInput("start", "Cette heure n'existe pas ce jour-là (changement d'heure).");
  if (!end) throw invalidInput("end", "Cette heure n'existe pas ce jour-là (changement d'heure).");
  if (end.getTime() <= now.getTime()) throw invalidInput("date", "Cette période est déjà passée.");
  return { start, end };
}

export async function createException(
  context: DomainContext,
  actor: Actor,
  studyId: number,
  input: NewException,
): Promise<ExceptionRow> {
  const access = await agendaAccess(context.db, actor, studyId);
  const inStudy = access.readable.some((one) => one.id === input.professionalId);
  if (!inStudy && access.editsAny) throw invalidInput("user_id", "Ce professionnel n'exerce pas dans cette étude.");
  requireAgendaEditor(access, actor, input.professionalId);
  const { start, end } = exceptionRange(input, context.now());
  const created = await context.db.transaction().execute(async (trx) => {
    const overlapping = await trx
      .selectFrom("availability_exceptions")
      .select("id")
      .where("bailiff_id", "=", input.professionalId)
      .where("kind", "=", input.kind)
      .where("starts_at", "<", end)
      .where("ends_at", ">", start)
      .executeTakeFirst();
    if (overlapping) {
      throw invalidInput(
        "start",
        input.kind === "unavailable"
          ? "Cette période chevauche une indisponibilité déjà enregistrée."
          : "Cette période chevauche une ouverture exceptionnelle déjà enregistrée.",
      );
    }
    return trx
      .insertInto("availability_exceptions")
      .values({
        bailiff_id: input.professionalId,
        kind: input.kind,
        starts_at: start,
        ends_at: end,
        reason: input.reason ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  context.slotCache.clear();
  return created as ExceptionRow;
}

export async function deleteException(context: DomainContext, actor: Actor, studyId: number, exceptionId: number): Promise<void> {
  const access = await agendaAccess(context.db, actor, studyId);
  const row = await context.db.selectFrom("availability_exceptions").selectAll().where("id", "=", exceptionId).executeTakeFirst();
  // Another study's professional's exception is not found through this study, whatever its id.
  if (!row || !access.readable.some((professional) => professional.id === row.bailiff_id)) {
    throw notFound("Cette indisponibilité n'existe pas ou plus.");
  }
  requireAgendaEditor(access, actor, row.bailiff_id);
  await context.db.deleteFrom("availability_exceptions").where("id", "=", exceptionId).execute();
  context.slotCache.clear();
}
