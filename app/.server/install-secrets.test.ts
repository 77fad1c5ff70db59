// The install's secrets at boot (parseEnv): production never runs on a published or weak secret; with
// none configured it generates each one it may on first start, keeps it owner-only in DATA_DIR and reads
// it back after a restart; a secret another party must know has to be set. Development and tests run on
// the published values with no set-up.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { DEVELOPMENT_SECRETS, GENERATED_SECRET_FILES, looksLikeStrongSecret, type SecretName } from "./install-secrets";

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "constat-rdv-secrets-test-"));
  dirs.push(dir);
  return path.join(dir, "data");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const NAMES = Object.keys(DEVELOPMENT_SECRETS) as SecretName[];
/** What `openssl rand -base64 32` and `openssl rand -hex 32` print. */
const STRONG_BASE64 = "oFdOuDgwrTCq+nRQG/Lh19YgTAnjIev8Zpde0/zZVUc=";
const STRONG_HEX = "9c1f0e5a7b3d2c4e8f6a1b0d3e5c7a9f2b4d6e8f0a1c3e5b7d9f1a3c5e7b9d0f";
const strongSecrets = () => ({
  SESSION_SECRET: STRONG_BASE64,
  PLATFORM_CLIENT_SECRET: STRONG_HEX,
  OIDC_CLIENT_SECRET: "f/rA7c6AS8Oq9VbFVPgkHOqnnYos8edTEeXPHiY6XvU=",
});
const production = (settings: Record<string, string> = {}) => parseEnv({ NODE_ENV: "production", ...settings });
const refusal = (settings: Record<string, string>) => {
  try {
    production(settings);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the environment was accepted");
};

describe("a production start with no secret configured", () => {
  it("generates each secret on first start, owner-only in DATA_DIR, and reads the same back after a restart", () => {
    const dir = dataDir();
    const first = production({ DATA_DIR: dir });
    const generated = { ...first, SESSION_SECRET: first.SESSION_SECRET[0]! };
    for (const name of NAMES) {
      expect(generated[name], name).not.toBe(DEVELOPMENT_SECRETS[name]);
      // 256 random bits in base64url.
      expect(generated[name], name).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const file = path.join(dir, GENERATED_SECRET_FILES[name]);
      expect(readFileSync(file, "utf8").trim()).toBe(generated[name]);
      expect(statSync(file).mode & 0o077, `${file} is owner-only`).toBe(0);
    }
    expect(new Set(NAMES.map((name) => generated[name])).size).toBe(NAMES.length);
    expect(first.SESSION_SECRET).toHaveLength(1);
    expect(first.PLATFORM_CLIENT_SECRET).not.toBe("embedded-platform-secret");

    const restarted = production({ DATA_DIR: dir });
    expect(restarted.SESSION_SECRET).toEqual(first.SESSION_SECRET);
    expect(restarted.PLATFORM_CLIENT_SECRET).toBe(first.PLATFORM_CLIENT_SECRET);
    expect(restarted.OIDC_CLIENT_SECRET).toBe(first.OIDC_CLIENT_SECRET);
    // Nothing but the three files, no draft left behind.
    expect(readdirSync(dir).sort()).toEqual(Object.values(GENERATED_SECRET_FILES).sort());
    // Another data directory, other secrets.
    expect(production({ DATA_DIR: dataDir() }).PLATFORM_CLIENT_SECRET).not.toBe(first.PLATFORM_CLIENT_SECRET);
  });

  it("keeps the first instance's secrets when several start at once on one DATA_DIR", async () => {
    const dir = dataDir();
    const module = new URL("./install-secrets.ts", import.meta.url).href;
    // Each waits for the same instant once loaded, so that they really race.
    const startAt = Date.now() + 3000;
    const script = `
      const { resolveInstallSecrets } = await import(${JSON.stringify(module)});
      await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
      const secrets = resolveInstallSecrets({
        NODE_ENV: "production", DATA_DIR: ${JSON.stringify(dir)},
        SESSION_SECRET: [], PLATFORM_CLIENT_SECRET: "", OIDC_CLIENT_SECRET: "",
      });
      console.log(JSON.stringify(secrets));`;
    const run = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    const outputs = await Promise.all([run(), run(), run(), run()]);
    const seen = outputs.map(({ stdout }) => stdout.trim());
    expect(new Set(seen).size).toBe(1);
    expect(JSON.parse(seen[0]!).PLATFORM_CLIENT_SECRET).toBe(
      readFileSync(path.join(dir, "platform-client-secret"), "utf8").trim(),
    );
  }, 60_000);

  it("refuses a kept file that was emptied or weakened, saying what to do", () => {
    const dir = dataDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, GENERATED_SECRET_FILES.PLATFORM_CLIENT_SECRET), "\n");
    expect(refusal({ DATA_DIR: dir })).toMatch(/platform-client-secret est vide ; supprimez ce fichier/);
    writeFileSync(path.join(dir, GENERATED_SECRET_FILES.PLATFORM_CLIENT_SECRET), "secret\n");
    expect(refusal({ DATA_DIR: dir })).toMatch(
      /PLATFORM_CLIENT_SECRET : .*platform-client-secret contient une valeur trop faible/,
    );
  });
});

describe("a production start with secrets configured", () => {
  it("runs on them, without writing anything", () => {
    const dir = dataDir();
    const env = production({ ...strongSecrets(), SESSION_SECRET: `${STRONG_BASE64}, ${STRONG_HEX}`, DATA_DIR: dir });
    expect(env.SESSION_SECRET).toEqual([STRONG_BASE64, STRONG_HEX]);
    expect(env.PLATFORM_CLIENT_SECRET).toBe(STRONG_HEX);
    expect(() => statSync(dir)).toThrow();
  });

  it.each(NAMES)("refuses the published development value of %s, in French, saying how to make one", (name) => {
    const message = refusal({ ...strongSecrets(), [name]: DEVELOPMENT_SECRETS[name], DATA_DIR: dataDir() });
    expect(message).toContain(`${name} : la valeur de développement publiée dans la documentation`);
    expect(message).toContain("est refusée en production");
    expect(message).toContain("openssl rand -hex 32");
  });

  it("refuses the development session secret anywhere in a rotation list", () => {
    const message = refusal({
      ...strongSecrets(),
      SESSION_SECRET: `${STRONG_BASE64}, ${DEVELOPMENT_SECRETS.SESSION_SECRET}`,
      DATA_DIR: dataDir(),
    });
    expect(message).toContain("SESSION_SECRET : la valeur de développement publiée");
  });

  it.each([
    "test-secret",
    "e2e-session-secret",
    "Mot-de-passe-2026!",
    "a".repeat(80),
    "0123456789abcdef".repeat(2),
    "c2VjcmV0LXNlY3JldC1zZWNyZXQ=",
  ])("refuses the weak value %j for each secret, in French, saying how to make one", (weak) => {
    for (const name of ["SESSION_SECRET", "PLATFORM_CLIENT_SECRET"] as const) {
      const message = refusal({ ...strongSecrets(), [name]: weak, DATA_DIR: dataDir() });
      expect(message).toMatch(/^Configuration invalide :/);
      expect(message).toContain(`${name} : valeur trop faible pour la production (il faut l'équivalent de 32 octets aléatoires)`);
      expect(message).toContain("Générez-en un avec « openssl rand -hex 32 »");
    }
    const ours = refusal({ ...strongSecrets(), OIDC_CLIENT_SECRET: weak, DATA_DIR: dataDir() });
    expect(ours).toContain("OIDC_CLIENT_SECRET : valeur trop faible");
  });

  it("lists every problem at once", () => {
    const message = refusal({ SESSION_SECRET: "court", PLATFORM_CLIENT_SECRET: "embedded-platform-secret", DATA_DIR: dataDir() });
    expect(message).toContain("SESSION_SECRET : valeur trop faible");
    expect(message).toContain("PLATFORM_CLIENT_SECRET : la valeur de développement publiée");
  });
});

describe("secrets another party must know", () => {
  it("are never generated: production refuses to start without them, in French", () => {
    const dir = dataDir();
    const platform = refusal({ PLATFORM_API_URL: "https://api.example.fr", DATA_DIR: dir });
    expect(readdirSync(dir)).not.toContain(GENERATED_SECRET_FILES.PLATFORM_CLIENT_SECRET);
    expect(platform).toContain(
      "PLATFORM_CLIENT_SECRET : obligatoire en production quand PLATFORM_API_URL est défini, car l'autre partie doit connaître la même valeur",
    );
    expect(platform).toContain("donnez la même valeur à la plateforme (PLATFORM_API_URL)");
    const other = dataDir();
    const oidc = refusal({ OIDC_ISSUER_URL: "https://accounts.google.com", DATA_DIR: other });
    expect(oidc).toContain("OIDC_CLIENT_SECRET : obligatoire en production quand OIDC_ISSUER_URL est défini");
    expect(oidc).toContain("Indiquez le secret que le fournisseur d'identité (OIDC_ISSUER_URL) a attribué au client.");
    expect(readdirSync(other)).not.toContain(GENERATED_SECRET_FILES.OIDC_CLIENT_SECRET);
  });

  it("are judged as ours when ours (the platform's), as issued when an identity provider issued them", () => {
    const settings = { ...strongSecrets(), PLATFORM_API_URL: "https://api.example.fr", DATA_DIR: dataDir() };
    expect(refusal({ ...settings, PLATFORM_CLIENT_SECRET: "short" })).toContain("PLATFORM_CLIENT_SECRET : valeur trop faible");
    const google = {
      ...settings,
      OIDC_ISSUER_URL: "https://accounts.google.com",
      OIDC_CLIENT_SECRET: "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",
    };
    expect(production(google).OIDC_CLIENT_SECRET).toBe(google.OIDC_CLIENT_SECRET);
    expect(refusal({ ...google, OIDC_CLIENT_SECRET: "embedded-oidc-secret" })).toContain(
      "OIDC_CLIENT_SECRET : la valeur de développement",
    );
  });
});

describe("development and tests", () => {
  it("run on the published development values without writing anything", () => {
    for (const NODE_ENV of ["development", "test"] as const) {
      const dir = dataDir();
      const env = parseEnv({ NODE_ENV, DATA_DIR: dir, PLATFORM_API_URL: "https://api.example.fr" });
      expect(env.SESSION_SECRET).toEqual([DEVELOPMENT_SECRETS.SESSION_SECRET]);
      expect(env.PLATFORM_CLIENT_SECRET).toBe(DEVELOPMENT_SECRETS.PLATFORM_CLIENT_SECRET);
      expect(env.OIDC_CLIENT_SECRET).toBe(DEVELOPMENT_SECRETS.OIDC_CLIENT_SECRET);
      expect(() => statSync(dir)).toThrow();
    }
  });

  it("take any configured value", () => {
    expect(parseEnv({ NODE_ENV: "test", PLATFORM_CLIENT_SECRET: "test-secret" }).PLATFORM_CLIENT_SECRET).toBe("test-secret");
  });
});

describe("the strength heuristic", () => {
  it("takes 32 random bytes however they are written", () => {
    expect(looksLikeStrongSecret(STRONG_BASE64)).toBe(true);
    expect(looksLikeStrongSecret(STRONG_HEX)).toBe(true);
    expect(looksLikeStrongSecret("ueR4w0H3wD7ZbA1yJtUq8cVnKe2Lx9sPf6Gm5Oa3iIQ")).toBe(true);
    expect(looksLikeStrongSecret("k#8Lp!2vQz@9Wm$4Rt^7Yn&1Bx*5Hc(3Jd)6Fs_0Ge")).toBe(true);
  });

  it("refuses fewer bits, repeated patterns and phrases", () => {
    // 16 random bytes, in hexadecimal and in base64.
    expect(looksLikeStrongSecret("9c1f0e5a7b3d2c4e8f6a1b0d3e5c7a9f")).toBe(false);
    expect(looksLikeStrongSecret("nC0v2yB8z3eQ1w5r7t9u0i==")).toBe(false);
    expect(looksLikeStrongSecret("ab".repeat(40))).toBe(false);
    expect(looksLikeStrongSecret("le chat dort sur le canapé du salon")).toBe(false);
  });
});
