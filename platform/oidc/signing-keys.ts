// The embedded OpenID provider's signing key: an RSA key made on first start and kept in the data
// directory (readable by the owner only), so ID tokens stay verifiable across restarts.
import { generateKeyPairSync } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { JWKS } from "oidc-provider";

export async function loadOrCreateSigningKeys(file: string): Promise<JWKS> {
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as JWKS;
    if (Array.isArray(stored.keys) && stored.keys.length > 0) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  const keys: JWKS = {
    keys: [{ ...jwk, kid: `embedded-${Date.now().toString(36)}`, use: "sig", alg: "RS256" } as JWKS["keys"][number]],
  };
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
