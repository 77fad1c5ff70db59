// The environment, parsed once at boot with zod: a wrong value stops the server with a clear message.
// `.env.example` documents every variable; server.ts and the app read configuration only from here.
import ipaddr from "ipaddr.js";
import { z } from "zod";
// Relative: server.ts loads this module outside Vite, where "~" does not resolve.
import { iceServersVariable } from "../features/video-call/ice-servers";
import { resolveInstallSecrets } from "./install-secrets";

const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** Empty means unset: install-secrets.ts supplies the value. */
const secretVariable = z
  .string()
  .default("")
  .transform((value) => value.trim());

/** What proxy-addr (express's `trust proxy`) names besides addresses: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, the private ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) return false;
  if (bits === undefined) return true;
  const max = ipaddr.parse(address).kind() === "ipv4" ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const MAX_PROXY_HOPS = 10;

const TRUST_PROXY_HELP =
  "indiquez le nombre de proxys devant le serveur (1 derrière un seul nginx), ou leurs adresses et réseaux séparés par des virgules (10.0.0.2, 10.0.0.0/8, loopback)";

/**
 * Which proxies' forwarded headers to believe (express's `trust proxy`): false (none, the default), a
 * number of hops in front of the server, or the proxies' addresses and networks (decision 3611).
 * `true`, which believed every X-Forwarded-For hop, even those a visitor wrote, is refused.
 */
const trustProxyVariable = z
  .string()
  .default("")
  .transform((value, context): false | number | string[] => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === "" || trimmed === "false") return false;
    if (trimmed === "true") {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `« true » croirait toute adresse de X-Forwarded-For, même celles qu'un visiteur écrit lui-même : ${TRUST_PROXY_HELP}.`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(trimmed)) {
      const hops = Number(trimmed);
      if (hops <= MAX_PROXY_HOPS) return hops === 0 ? false : hops;
      context.addIssue({ code: z.ZodIssueCode.custom, message: `${MAX_PROXY_HOPS} proxys au plus : ${TRUST_PROXY_HELP}.` });
      return z.NEVER;
    }
    const entries = trimmed.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `« ${wrong} » n'est ni un nombre de proxys ni une adresse : ${TRUST_PROXY_HELP}.`,
      });
      return z.NEVER;
    }
    return entries;
  });

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .default("")
  .transform((value) => value === "true" || value === "1");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Absolute origin of the public site, used to build links in e-mails and canonical URLs; never taken
  // from the Host header.
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  // The secrets (SESSION_SECRET, PLATFORM_CLIENT_SECRET, OIDC_CLIENT_SECRET): unset, a development value,
  // or in production one generated and kept in DATA_DIR; checked at boot (install-secrets.ts).
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    ),
  // "default" or "cncj": the site context when no host-name mapping matches.
  SITE_CONTEXT: z.enum(["default", "cncj"]).default("default"),
  // Host names (without port) that serve the cncj variant in a deployment serving both.
  CNCJ_HOSTS: commaList,
  // Cookies carry Secure unless explicitly turned off (plain-HTTP development on another host name).
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  TRUST_PROXY: trustProxyVariable,
  RATE_LIMIT_DISABLED: booleanFlag,
  // Tests only: the embedded platform hashes passwords at a low scrypt cost (an end-to-end run signs in
  // hundreds of times; each OWASP-cost hash holds 128 MiB and a core for a few hundred milliseconds).
  FAST_PASSWORD_HASHING: booleanFlag,
  // On SIGTERM, how long the pages in flight may take to finish before the server closes anyway (ms).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // The log's level (JSON lines on stdout); unset: info (errors only under tests).
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent", ""])
    .default("")
    .transform((value) => value || undefined),
  // The bearer token Prometheus presents to read /metrics in production (else: direct loopback only).
  METRICS_TOKEN: z
    .string()
    .default("")
    .transform((value) => value.trim() || undefined)
    .refine((value) => value === undefined || value.length >= 16, "must be at least 16 characters (openssl rand -hex 32)"),
  SUPPORT_PHONE: z.string().default("01 76 34 00 00"),
  // Upstream services. Unset: the embedded implementations of platform/ are mounted on this server.
  PLATFORM_API_URL: z.string().url().optional(),
  PLATFORM_CLIENT_ID: z.string().default("constat-rdv-web"),
  PLATFORM_CLIENT_SECRET: secretVariable,
  CONTENT_API_URL: z.string().url().optional(),
  GEO_API_URL: z.string().url().optional(),
  GEO_API_KEY: z.string().optional(),
  // An RFC 3161 timestamp authority stamping each video capture's SHA-256 (unset: no stamps),
  // and its certificate in PEM (newlines may be written \n) that the tokens' signatures are checked
  // against; unset, against the certificate each token carries (decision 1530).
  TSA_URL: z.string().url().optional(),
  TSA_CERT_PEM: z
    .string()
    .optional()
    .refine(
      (pem) => !pem || pem.includes("-----BEGIN CERTIFICATE-----"),
      "must be a PEM certificate (-----BEGIN CERTIFICATE-----…)",
    ),
  // End-to-end tests only: the embedded platform serves GET /api/_test/outbox to read e-mailed links.
  PLATFORM_EXPOSE_OUTBOX: booleanFlag,
  // Calendar imports may read loopback and private-network addresses (tests, development
  // machines only: in production they read public addresses alone, against SSRF; decision 1431).
  CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: booleanFlag,
  // The local mailbox page (/boite-mail) in production; development always has it. Shows everyone's mail.
  LOCAL_MAILBOX: booleanFlag,
  // External sign-in (OpenID Connect; Google in production). Unset issuer: the embedded provider of
  // platform/oidc is mounted under /_oidc with a demo identity per platform account.
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default("constat-rdv-web"),
  OIDC_CLIENT_SECRET: secretVariable,
  // The provider's name on the sign-in button ("Continuer avec Google").
  OIDC_PROVIDER_NAME: z.string().min(1).default("Google"),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Constat RDV <ne-pas-repondre@constat-rdv.fr>"),
  REDIS_URL: z.string().optional(),
  // What starts the name of every key and channel this deployment uses in Redis (several deployments,
  // or test runs, on one Redis keep apart).
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]+$/, "lettres, chiffres et « : . _ - » seulement")
    .default("constat-rdv"),
  // How long a Redis command may take before the server does without Redis for a few seconds (ms).
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  // STUN/TURN servers for the video call, a JSON array of RTCIceServer (decision 1504).
  ICE_SERVERS: iceServersVariable,
  ENABLE_PRICES: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return { ...result.data, ...resolveInstallSecrets(result.data) };
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Whether cookies are marked Secure: always in production unless COOKIE_SECURE=false. */
export function cookiesAreSecure(current: Env = env()): boolean {
  if (current.COOKIE_SECURE === "auto") return current.NODE_ENV === "production";
  return current.COOKIE_SECURE === "true";
}
