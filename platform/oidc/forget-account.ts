// Ending everything the embedded OpenID provider holds for an account that was deleted (docs/decisions/
// 3011): its sign-in sessions, interactions, codes, tokens and grants, and the identity remembered for
// them, whichever store keeps them (PostgreSQL shared by every instance, or this process's memory beside
// PGlite). The provider then knows no such account: a session cookie still in a browser opens nothing.
import { sql } from "kysely";
import type { AdapterPayload } from "oidc-provider";
import type { PlatformDb } from "../db/open-database";
import { MemoryStore } from "./memory-store";

/** The model under which the provider remembers a signed-in person's identity (index.ts). */
const IDENTITY_MODEL = "Identity";

/** Whether an artefact is the account's: its own, or an interaction it signed in through. */
function belongsTo(payload: AdapterPayload, subject: string): boolean {
  const interaction = payload as { session?: { accountId?: unknown }; result?: { login?: { accountId?: unknown } } };
  return (
    payload.accountId === subject ||
    interaction.session?.accountId === subject ||
    interaction.result?.login?.accountId === subject
  );
}

export async function forgetAccountAtProvider(db: PlatformDb, subject: string): Promise<void> {
  await db
    .deleteFrom("oidc_provider_entries")
    .where((eb) =>
      eb.or([
        eb.and([eb("model", "=", IDENTITY_MODEL), eb("id", "=", subject)]),
        eb(sql<string>`payload->>'accountId'`, "=", subject),
        eb(sql<string>`payload #>> '{session,accountId}'`, "=", subject),
        eb(sql<string>`payload #>> '{result,login,accountId}'`, "=", subject),
      ]),
    )
    .execute();
  MemoryStore.forget((key, payload) => key === `${IDENTITY_MODEL}:${subject}` || belongsTo(payload, subject));
}
