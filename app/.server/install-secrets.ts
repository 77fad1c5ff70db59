// The install's secrets (decision 1801): the session secrets, the platform client secret (every token
// key is derived from it, decision 1802) and the OpenID client secret. Outside production each has a
// published development value, so that `npm run dev` and the tests need no set-up. In production a
// published or weak value stops the server with a French message saying how to make one; a missing one
// is generated on first start and kept in DATA_DIR, unless another party must know it too (an upstream
// platform, an external identity provider): then it must be set.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The published development values: development and tests only; production refuses them. */
export const DEVELOPMENT_SECRETS = {
  SESSION_SECRET: "dev-only-secret-change-me-in-production",
  PLATFORM_CLIENT_SECRET: "embedded-platform-secret",
  OIDC_CLIENT_SECRET: "embedded-oidc-secret",
} as const;

export type SecretName = keyof typeof DEVELOPMENT_SECRETS;

/** Where a production server keeps each secret it generated, inside DATA_DIR (one owner-only file each). */
export const GENERATED_SECRET_FILES: Readonly<Record<SecretName, string>> = {
  SESSION_SECRET: "session-secret",
  PLATFORM_CLIENT_SECRET: "platform-client-secret",
  OIDC_CLIENT_SECRET: "oidc-client-secret",
};

export interface InstallSecrets {
  /** Newest first: the first signs, all are accepted (rotation). */
  SESSION_SECRET: string[];
  PLATFORM_CLIENT_SECRET: string;
  OIDC_CLIENT_SECRET: string;
}

/** The parsed settings the secrets depend on; an empty secret is an unset one. */
export interface SecretSettings extends InstallSecrets {
  NODE_ENV: "development" | "production" | "test";
  DATA_DIR: string;
  PLATFORM_API_URL?: string;
  OIDC_ISSUER_URL?: string;
}

// Hexadecimal: base64's "+" does not survive every transport (a client secret in HTTP Basic authentication
// is form-decoded by some servers, "+" becoming a space).
const MAKE_ONE = "Générez-en un avec « openssl rand -hex 32 »";

/**
 * The variable that names the other party holding this secret, when one does: the secret cannot be
 * generated here, since that party must know the same value.
 */
function sharedThrough(name: SecretName, settings: SecretSettings): "PLATFORM_API_URL" | "OIDC_ISSUER_URL" | undefined {
  if (name === "PLATFORM_CLIENT_SECRET" && settings.PLATFORM_API_URL) return "PLATFORM_API_URL";
  if (name === "OIDC_CLIENT_SECRET" && settings.OIDC_ISSUER_URL) return "OIDC_ISSUER_URL";
  return undefined;
}

/** How to put it right, in the words of the boot error. */
function remedy(name: SecretName, settings: SecretSettings): string {
  switch (sharedThrough(name, settings)) {
    case "PLATFORM_API_URL":
      return `${MAKE_ONE} et donnez la même valeur à la plateforme (PLATFORM_API_URL).`;
    case "OIDC_ISSUER_URL":
      return "Indiquez le secret que le fournisseur d'identité (OIDC_ISSUER_URL) a attribué au client.";
    default:
      return (
        `${MAKE_ONE}, ou retirez la variable : un secret sera créé au premier ` +
        `démarrage dans ${path.join(settings.DATA_DIR, GENERATED_SECRET_FILES[name])}.`
      );
  }
}

const BITS_NEEDED = 256;
const DISTINCT_NEEDED = 12;

/**
 * Whether a value can pass for 256 random bits. Randomness cannot be measured from one value, so this
 * is a heuristic: its length times the bits a character carries in the alphabet it seems drawn from
 * (hexadecimal 4, base64 6, otherwise the log2 of the character classes it uses: lower case 26, upper
 * case 26, digits 10, others 33), and at least 12 distinct characters (a repeated pattern is not
 * random). `openssl rand -base64 32` and `openssl rand -hex 32` pass; a password, a short phrase or
 * `aaaa…` do not.
 */
export function looksLikeStrongSecret(value: string): boolean {
  const characters = [...value.replace(/=+$/, "")];
  if (new Set(characters).size < DISTINCT_NEEDED) return false;
  return characters.length * bitsPerCharacter(value) >= BITS_NEEDED;
}

function bitsPerCharacter(value: string): number {
  if (/^[0-9a-f]+$/i.test(value)) return 4;
  if (/^[A-Za-z0-9+/_-]+=*$/.test(value)) return 6;
  const classes: [RegExp, number][] = [
    [/[a-z]/, 26],
    [/[A-Z]/, 26],
    [/[0-9]/, 10],
    [/[^a-zA-Z0-9]/, 33],
  ];
  return Math.log2(classes.reduce((alphabet, [found, size]) => alphabet + (found.test(value) ? size : 0), 0));
}

/** What is wrong with a configured production value, or undefined. */
function refusal(name: SecretName, value: string, settings: SecretSettings): string | undefined {
  if (value === DEVELOPMENT_SECRETS[name]) {
    return `${name} : la valeur de développement publiée dans la documentation (${value}) est refusée en production. ${remedy(name, settings)}`;
  }
  // A secret an identity provider issued is its to choose (Google's are 35 characters): only ours are judged.
  if (sharedThrough(name, settings) === "OIDC_ISSUER_URL") return undefined;
  if (!looksLikeStrongSecret(value)) {
    return `${name} : valeur trop faible pour la production (il faut l'équivalent de 32 octets aléatoires). ${remedy(name, settings)}`;
  }
  return undefined;
}

/**
 * The secrets the server runs on. Production: refuses published and weak values, generates and keeps
 * the missing ones it may generate, and refuses to start without those another party must share;
 * every problem is listed in one error.
 */
export function resolveInstallSecrets(settings: SecretSettings): InstallSecrets {
  const configured: Record<SecretName, string[]> = {
    SESSION_SECRET: settings.SESSION_SECRET,
    PLATFORM_CLIENT_SECRET: [settings.PLATFORM_CLIENT_SECRET].filter(Boolean),
    OIDC_CLIENT_SECRET: [settings.OIDC_CLIENT_SECRET].filter(Boolean),
  };
  const names = Object.keys(DEVELOPMENT_SECRETS) as SecretName[];
  if (settings.NODE_ENV !== "production") {
    const value = (name: SecretName) => (configured[name].length ? configured[name] : [DEVELOPMENT_SECRETS[name]]);
    return {
      SESSION_SECRET: value("SESSION_SECRET"),
      PLATFORM_CLIENT_SECRET: value("PLATFORM_CLIENT_SECRET")[0]!,
      OIDC_CLIENT_SECRET: value("OIDC_CLIENT_SECRET")[0]!,
    };
  }

  const problems: string[] = [];
  for (const name of names) {
    if (configured[name].length) {
      for (const value of configured[name]) {
        const problem = refusal(name, value, settings);
        if (problem) problems.push(problem);
      }
      continue;
    }
    const owner = sharedThrough(name, settings);
    if (owner) {
      problems.push(
        `${name} : obligatoire en production quand ${owner} est défini, car l'autre partie doit connaître la même ` +
          `valeur : il ne peut pas être généré ici. ${remedy(name, settings)}`,
      );
      continue;
    }
    const file = path.resolve(settings.DATA_DIR, GENERATED_SECRET_FILES[name]);
    const kept = keptSecret(file);
    if (!looksLikeStrongSecret(kept)) {
      problems.push(
        `${name} : ${file} contient une valeur trop faible ; supprimez ce fichier pour qu'un secret soit généré, ou définissez ${name}.`,
      );
    }
    configured[name] = [kept];
  }
  if (problems.length) throw new Error(`Configuration invalide :\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  return {
    SESSION_SECRET: configured.SESSION_SECRET,
    PLATFORM_CLIENT_SECRET: configured.PLATFORM_CLIENT_SECRET[0]!,
    OIDC_CLIENT_SECRET: configured.OIDC_CLIENT_SECRET[0]!,
  };
}

/**
 * The secret kept in `file`: read back when it exists; else 256 random bits written there, owner-only.
 * The new file is written whole under a name of its own, then linked into place: a link fails when the
 * file exists, so of two instances starting at once the first wins and the other reads its value, and
 * nobody ever reads a half-written file.
 */
function keptSecret(file: string): string {
  const stored = readKept(file);
  if (stored !== undefined) return stored;
  mkdirSync(path.dirname(file), { recursive: true });
  const content = `${randomBytes(32).toString("base64url")}\n`;
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(draft, content, { flag: "wx", mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file system without hard links: create it exclusively instead (still first writer wins).
    if (code === "EPERM" || code === "ENOTSUP" || code === "ENOSYS") writeExclusively(file, content);
    else if (code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
  const written = readKept(file);
  if (written === undefined)
    throw new Error(`Configuration invalide :\n  ${file} est vide ; supprimez ce fichier pour qu'un secret soit généré.`);
  return written;
}

function writeExclusively(file: string, content: string): void {
  try {
    writeFileSync(file, content, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

function readKept(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
