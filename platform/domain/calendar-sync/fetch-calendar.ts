// Reads a calendar from the address a professional pasted (their Google or Outlook calendar's secret iCal
// address). The platform makes this request on its own network, so it refuses to be turned against it
// (SSRF): only http(s) (webcal:// is read as https://), and every address the name resolves to, for the
// first request and each redirection, must be public; the connection goes to the address that was
// checked, so a name cannot change its answer between the check and the request (DNS rebinding).
// Loopback and private networks are allowed only when the operator says so (tests, a development
// machine: CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS). docs/decisions/1431-calendar-import-fetch.md.
import type { LookupAddress } from "node:dns";
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPrivateAddress } from "./public-address";

export interface FetchPolicy {
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** How a name becomes addresses (the system resolver); tests give names of their own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

/** The French sentence a failed read shows next to the address, and on the page since when it fails. */
export class CalendarFetchError extends Error {}

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

export const MESSAGES = {
  scheme: "Indiquez une adresse qui commence par https:// (ou webcal://).",
  invalid: "Cette adresse n'est pas valide : copiez l'adresse iCal secrète de votre calendrier.",
  blocked: "Cette adresse n'est pas autorisée : seules les adresses publiques sur Internet peuvent être lues.",
  notFound: "Cette adresse est introuvable : vérifiez-la.",
  unreachable: "Le calendrier est injoignable à cette adresse.",
  timeout: "Le calendrier n'a pas répondu à temps.",
  tooLarge: "Ce calendrier est trop volumineux (5 Mo au plus).",
  tooManyRedirects: "Cette adresse redirige trop de fois.",
  status: (status: number) => `Le calendrier n'a pas pu être lu (réponse ${status} du serveur).`,
} as const;

/** The address as the platform will read it (webcal:// is https://), or the French reason it cannot be. */
export function normaliseCalendarAddress(address: string): URL {
  const trimmed = address.trim().replace(/^webcals?:\/\//i, "https://");
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new CalendarFetchError(MESSAGES.invalid);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new CalendarFetchError(MESSAGES.scheme);
  if (url.username || url.password) throw new CalendarFetchError(MESSAGES.invalid);
  return url;
}

export async function fetchCalendarText(address: string, policy: FetchPolicy): Promise<string> {
  let url = normaliseCalendarAddress(address);
  for (let redirects = 0; ; redirects++) {
    const answer = await requestOnce(url, policy);
    if (answer.kind === "body") return answer.text;
    if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError(MESSAGES.tooManyRedirects);
    url = normaliseCalendarAddress(new URL(answer.location, url).toString());
  }
}

type Answer = { kind: "body"; text: string } | { kind: "redirect"; location: string };

/** Every address the URL's host stands for, each checked, or the French reason they cannot be used. */
async function checkedAddresses(url: URL, policy: FetchPolicy): Promise<LookupAddress[]> {
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  const family = net.isIP(literal);
  let addresses: LookupAddress[];
  try {
    addresses = family ? [{ address: literal, family }] : await (policy.resolve ?? resolveAll)(literal);
  } catch (error) {
    throw frenchError(error as Error);
  }
  if (addresses.length === 0) throw new CalendarFetchError(MESSAGES.notFound);
  if (!policy.allowPrivateHosts && addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw new CalendarFetchError(MESSAGES.blocked);
  }
  return addresses;
}

const resolveAll = (hostname: string) => dns.lookup(hostname, { all: true, order: "verbatim" });

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The socket's name lookup answers with the addresses already checked: no second DNS question. */
function pinnedLookup(addresses: LookupAddress[]) {
  return (_hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
    const wanted = options.family === 4 || options.family === "IPv4" ? 4 : options.family === 6 || options.family === "IPv6" ? 6 : 0;
    const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
    const first = usable[0];
    if (!first) return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), []);
    if (options.all) return callback(null, usable);
    callback(null, first.address, first.family);
  };
}

async function requestOnce(url: URL, policy: FetchPolicy): Promise<Answer> {
  const addresses = await checkedAddresses(url, policy);
  const maxBytes = policy.maxBytes ?? DEFAULT_MAX_BYTES;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolveOnce, rejectOnce) => {
    // Destroying a request can still end its response: the first outcome is the answer.
    let settled = false;
    const resolve = (answer: Answer) => {
      if (!settled) resolveOnce(answer);
      settled = true;
    };
    const reject = (error: Error) => {
      if (!settled) rejectOnce(error);
      settled = true;
    };
    const request = client.get(
      url,
      {
        // Node calls this for names; a literal address is connected to as written, and was checked.
        lookup: pinnedLookup(addresses),
        headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "ConstatRDV-Agenda/1.0" },
        timeout: policy.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ kind: "redirect", location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new CalendarFetchError(MESSAGES.status(status)));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            reject(new CalendarFetchError(MESSAGES.tooLarge));
            request.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ kind: "body", text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", (error) => reject(frenchError(error)));
      },
    );
    request.on("timeout", () => {
      reject(new CalendarFetchError(MESSAGES.timeout));
      request.destroy();
    });
    request.on("error", (error) => reject(frenchError(error)));
  });
}

function frenchError(error: Error & { code?: string }): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") return new CalendarFetchError(MESSAGES.notFound);
  if (error.code === "ETIMEDOUT") return new CalendarFetchError(MESSAGES.timeout);
  return new CalendarFetchError(MESSAGES.unreachable);
}

