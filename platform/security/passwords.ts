// Password hashing with scrypt (OWASP parameters: N=2^17, r=8, p=1) and a random salt per user.
// The parameters travel inside the stored string, so they can be raised later without breaking logins.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 32;
const OWASP = { N: 2 ** 17, r: 8, p: 1 };
let parameters = OWASP;

/**
 * Tests lower the cost (N=2^12) so hundreds of logins stay fast (the end-to-end server through
 * FAST_PASSWORD_HASHING); production never calls this. Stored
 * hashes carry their own parameters, so hashes of either cost keep verifying.
 */
export function useFastPasswordHashingForTests(): void {
  parameters = { N: 2 ** 12, r: 8, p: 1 };
}

// Each hash holds 128 MiB for a few hundred milliseconds: at most two run at a time (the machine's
// cores). The others wait in a bounded queue, short enough that the last one in still answers well
// within the app's 15 s timeout on a loaded machine: a flood is refused at once (HashQueueFullError,
// answered 429) instead of piling up until every login times out. Each client (an end-user IP) holds at most
// MAX_PER_CLIENT places, so one flooding client cannot take the places of everyone else, and a known
// device has its own, small lane served first (docs/decisions/802).
const MAX_CONCURRENT_HASHES = 2;
const MAX_WAITING = 8;
const MAX_PRIORITY_WAITING = 8;
const MAX_PER_CLIENT = 4;

/** Who asks for a hash: `client` is their end-user IP; `priority` a known device's correct sign-in. */
export interface HashLane {
  client?: string;
  priority?: boolean;
}

export class HashQueueFullError extends Error {
  constructor() {
    super("Too many password checks waiting");
  }
}

interface Waiter {
  start: () => void;
  priority: boolean;
}

let running = 0;
const waiting: Waiter[] = [];
const perClient = new Map<string, number>();
/** Tests hold every hash behind this gate to fill the queue deterministically. */
let gate: Promise<void> | undefined;

/** How many hashes are waiting (tests wait for a flood to be queued). */
export function waitingHashes(): number {
  return waiting.length;
}

/** Tests: the waiting line from first to next, known devices marked (they must be first). */
export function waitingLine(): Array<"known device" | "stranger"> {
  return waiting.map((waiter) => (waiter.priority ? "known device" : "stranger"));
}

/** Tests: hashes wait for the returned `open()` before running. */
export function holdPasswordHashingForTests(): { open(): void } {
  let open!: () => void;
  gate = new Promise<void>((resolve) => (open = resolve));
  return {
    open() {
      gate = undefined;
      open();
    },
  };
}

function admit(lane: HashLane): void {
  const priority = Boolean(lane.priority);
  const queued = waiting.filter((waiter) => waiter.priority === priority).length;
  const full = running >= MAX_CONCURRENT_HASHES && queued >= (priority ? MAX_PRIORITY_WAITING : MAX_WAITING);
  const clientFull = !priority && lane.client !== undefined && (perClient.get(lane.client) ?? 0) >= MAX_PER_CLIENT;
  if (full || clientFull) throw new HashQueueFullError();
}

async function withHashSlot<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
  admit(lane);
  const client = lane.priority ? undefined : lane.client;
  if (client !== undefined) perClient.set(client, (perClient.get(client) ?? 0) + 1);
  try {
    if (running < MAX_CONCURRENT_HASHES) running++;
    else {
      // The slot is handed over by the hash that ends (below): `running` stays as it is.
      await new Promise<void>((start) => {
        const waiter = { start, priority: Boolean(lane.priority) };
        // A known device goes before every stranger, after the known devices already waiting.
        const firstStranger = waiter.priority ? waiting.findIndex((other) => !other.priority) : -1;
        if (firstStranger === -1) waiting.push(waiter);
        else waiting.splice(firstStranger, 0, waiter);
      });
    }
    try {
      if (gate) await gate;
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next.start();
      else running--;
    }
  } finally {
    if (client !== undefined) {
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    }
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions, lane: HashLane = {}): Promise<Buffer> {
  return withHashSlot(lane, () => scryptUnqueued(password, salt, options));
}

function scryptUnqueued(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes (128 MiB with the defaults).
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encoded(salt: Buffer, key: Buffer): string {
  return ["scrypt", parameters.N, parameters.r, parameters.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string, lane: HashLane = {}): Promise<string> {
  const salt = randomBytes(16);
  return encoded(salt, await scrypt(password, salt, parameters, lane));
}

/** Throws HashQueueFullError when too many checks are waiting (see above). */
export async function verifyPassword(password: string, stored: string, lane: HashLane = {}): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) }, lane);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A fixed hash to check against when the account does not exist, so that "unknown e-mail" and "wrong
// password" take the same time and cannot be told apart.
// The decoy is made once, outside the queue: waiting for it must not hold anyone's place.
let decoy: Promise<string> | undefined;
async function decoyHash(): Promise<string> {
  const salt = randomBytes(16);
  return encoded(salt, await scryptUnqueued("decoy-password-never-matches", salt, parameters));
}

export async function verifyAgainstDecoy(password: string, lane: HashLane = {}): Promise<false> {
  decoy ??= decoyHash();
  await verifyPassword(password, await decoy, lane);
  return false;
}
