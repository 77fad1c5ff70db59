// Password hashing with scrypt (OWASP parameters: N=2^17, r=8, p=1) and a random salt per user.
// The parameters travel inside the stored string, so they can be raised later without breaking logins.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 32;
const OWASP = { N: 2 ** 17, r: 8, p: 1 };
let parameters = OWASP;

/**
 * Tests lower the cost (N=2^12) so hundreds of logins stay fast; production never calls this. Stored
 * hashes carry their own parameters, so hashes of either cost keep verifying.
 */
export function useFastPasswordHashingForTests(): void {
  parameters = { N: 2 ** 12, r: 8, p: 1 };
}

// Each hash holds 128 MiB for a few hundred milliseconds: at most two at a time (the machine's cores),
// the others wait, so a burst of logins cannot exhaust memory.
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(() => scryptUnqueued(password, salt, options));
}

function scryptUnqueued(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes (128 MiB with the defaults).
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, parameters);
  return ["scrypt", parameters.N, parameters.r, parameters.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A fixed hash to check against when the account does not exist, so that "unknown e-mail" and "wrong
// password" take the same time and cannot be told apart.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(password, await decoy);
  return false;
}
