// Customers with access tokens for the races (tests and bench:race), outside vitest: the bench imports it.
import type { PlatformDb } from "../db/open-database";
import { hashToken, newToken } from "../security/tokens";

/** Customers with access tokens, written in two statements: the race is what is tested, not sign-up. */
export async function bulkCustomers(db: PlatformDb, count: number): Promise<Array<{ id: number; token: string }>> {
  const prefix = `course-${Date.now()}`;
  const users = await db
    .insertInto("users")
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${prefix}-${index}@exemple.fr`,
        firstname: "Client",
        lastname: `Course ${index}`,
        phone: "+33612345678",
      })),
    )
    .returning("id")
    .execute();
  const customers = users.map((user) => ({ id: user.id, token: newToken() }));
  await db
    .insertInto("access_tokens")
    .values(
      customers.map((customer) => ({
        user_id: customer.id,
        token_hash: hashToken(customer.token),
        expires_at: new Date(Date.now() + 3_600_000),
      })),
    )
    .execute();
  return customers;
}
