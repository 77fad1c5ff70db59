// Reads a calendar from the address a professional pasted (their Google or Outlook calendar's secret iCal
// address). The platform makes this request on its own network, so it refuses to be turned against it
// (SSRF): only http(s) (webcal:// is read as https://), and every address the name resolves to, for the
// first request and each redirection, must be public; the connection goes to the address that was
// checked, so a name cannot change its answer between the check and the request (DNS rebinding).
// Loopback and private networks are allowed only when the operator says so (tests, a development
// machine: CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS). docs/decisions/1431-calendar-import-fetch.md.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

export interface FetchPolicy {
  allowPrivateHosts: boolean;
  timeoutMs?: number;
  maxBytes?: number;
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

function requestOnce(url: URL, policy: FetchPolicy): Promise<Answer> {
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(literal) && !policy.allowPrivateHosts && isPrivateAddress(literal)) {
    return Promise.reject(new CalendarFetchError(MESSAGES.blocked));
  }
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
        // Node calls this for names (not for literal addresses, checked above): every address is checked.
        lookup: guardedLookup(policy.allowPrivateHosts),
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

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(allowPrivateHosts: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivateHosts && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new CalendarFetchError(MESSAGES.blocked), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), []);
      callback(null, first.address, first.family);
    });
  };
}

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** Loopback, private, link-local (cloud metadata), shared, reserved and multicast addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  // An IPv4-mapped address written in hexadecimal: no calendar needs one.
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) return true;
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}
