// The customers a study knows (docs/decisions/1320): those who have a demand with it, and those it created
// itself for a phoned-in booking. The phone booking's search and booking look only among them, so a
// study's staff can never browse or book for the marketplace's other accounts.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { UserRow } from "../../db/schema";
import { likeLiteral } from "../demands/study-demand-lists";
import { invalidInput, notFound } from "../errors";

const CUSTOMER_SEARCH_LIMIT = 20;
const CUSTOMER_SEARCH_MIN_LENGTH = 2;

function knownIds(db: PlatformDb, studyId: number) {
  return db
    .selectFrom("demands")
    .select("demands.user_id as id")
    .where("demands.study_id", "=", studyId)
    .union(
      db.selectFrom("study_customers").select("study_customers.user_id as id").where("study_customers.study_id", "=", studyId),
    );
}

/** Customers of the study whose last name starts with `lastname` (accents and case aside), by name. */
export async function searchKnownCustomers(db: PlatformDb, studyId: number, lastname: string): Promise<UserRow[]> {
  const wanted = lastname.trim();
  if ([...wanted].length < CUSTOMER_SEARCH_MIN_LENGTH)
    throw invalidInput("lastname", "Saisissez au moins 2 lettres du nom de famille.");
  const prefix = `${likeLiteral(wanted)}%`;
  return db
    .selectFrom("users")
    .selectAll()
    .where("id", "in", knownIds(db, studyId))
    .where(sql<boolean>`platform_search_text(lastname) like platform_search_text(${prefix})`)
    .orderBy("lastname")
    .orderBy("firstname")
    .orderBy("id")
    .limit(CUSTOMER_SEARCH_LIMIT)
    .execute();
}

/** The study's customer with this id; 404 for anyone else, known or not to the marketplace. */
export async function knownCustomer(db: PlatformDb, studyId: number, userId: number): Promise<UserRow> {
  const found = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .where("id", "in", knownIds(db, studyId))
    .executeTakeFirst();
  if (!found) throw notFound("Client introuvable.");
  return found;
}

/** What the study's staff see of a customer in the search. */
export function presentCustomer(user: UserRow) {
  return {
    id: user.id,
    civility: user.civility,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    isFullyRegistered: user.password_hash !== null,
  };
}
