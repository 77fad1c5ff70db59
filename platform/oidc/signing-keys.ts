// The embedded OpenID provider's signing key: an RSA key made on first start and kept so ID tokens stay
// verifiable across restarts. Beside PGlite (one machine), in the data directory, readable by the owner
// only. With PostgreSQL, in the database, so that every instance signs with and publishes the same keys
// (docs/decisions/2010): sealed there with AES-256-GCM under a key derived from the provider's secrets (the
// install's session secrets), since a key read from a leaked copy of the database would otherwise sign ID
// tokens the platform accepts for any account.
import { createCipheriv, createDecipheriv, generateKeyPairSync, hkdfSync, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { JWKS } from "oidc-provider";
import type { PlatformDb } from "../db/open-database";

type SigningKey = JWKS["keys"][number] & { kid: string };

function newSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  return {
    ...jwk,
    kid: `embedded-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`,
    use: "sig",
    alg: "RS256",
  } as SigningKey;
}

export async function loadOrCreateSigningKeys(file: string): Promise<JWKS> {
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as JWKS;
    if (Array.isArray(stored.keys) && stored.keys.length > 0) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const keys: JWKS = { keys: [newSigningKey()] };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** The sealing key of one secret: HKDF-SHA256 with its own `info`, worth nothing for any other use. */
const sealingKey = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "constat-rdv oidc signing keys", "constat-rdv/oidc-signing-key-seal/v1", 32));

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `iv | tag | ciphertext` in base64url; the kid is authenticated with it, so a row cannot be swapped. */
function sealSigningKey(key: SigningKey, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  cipher.setAAD(Buffer.from(key.kid));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(key), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The key, when one of the secrets sealed it; null otherwise (a secret since rotated away). */
function openSigningKey(kid: string, sealed: string, secrets: string[]): SigningKey | null {
  const bytes = Buffer.from(sealed, "base64url");
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(kid));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const key = JSON.parse(
        Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8"),
      ) as SigningKey;
      if (key.kid === kid) return key;
    } catch {
      // Another secret sealed it: try the next.
    }
  }
  return null;
}

/**
 * The keys every instance on the database shares, newest first (the first signs, all are published). The
 * first instance to start makes one; the others, starting at the same time, wait for its commit and read
 * it. When no key opens with the current secrets (they were all rotated), a new one is made: ID tokens
 * live minutes, so nothing in use depended on the old one.
 */
export async function loadOrCreateSharedSigningKeys(db: PlatformDb, secrets: string[]): Promise<JWKS> {
  if (!secrets.length) throw new Error("The OpenID provider's signing keys need a secret to seal them.");
  return db.transaction().execute(async (trx) => {
    await sql`lock table oidc_signing_keys in share row exclusive mode`.execute(trx);
    const rows = await trx
      .selectFrom("oidc_signing_keys")
      .select(["kid", "sealed"])
      .orderBy("created_at", "desc")
      .orderBy("kid", "desc")
      .execute();
    const keys = rows.map((row) => openSigningKey(row.kid, row.sealed, secrets)).filter((key) => key !== null);
    if (keys.length) return { keys };
    const key = newSigningKey();
    await trx
      .insertInto("oidc_signing_keys")
      .values({ kid: key.kid, sealed: sealSigningKey(key, secrets[0]!) })
      .execute();
    return { keys: [key] };
  });
}
