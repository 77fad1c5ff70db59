// The session secret: production never signs cookies with the published development value, and without
// a configured secret it generates one on first start and keeps it in DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEVELOPMENT_SESSION_SECRET, GENERATED_SECRET_FILE, parseEnv } from "./env";

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "constat-rdv-env-test-"));
  dirs.push(dir);
  return path.join(dir, "data");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("SESSION_SECRET", () => {
  it("production refuses the published development value, alone or in a rotation list", () => {
    for (const value of [DEVELOPMENT_SESSION_SECRET, `a-real-secret-of-our-own, ${DEVELOPMENT_SESSION_SECRET}`]) {
      expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: value, DATA_DIR: dataDir() })).toThrow(
        /SESSION_SECRET: the published development value/,
      );
    }
  });

  it("production without a secret generates one in DATA_DIR on first start and reads it back afterwards", () => {
    const dir = dataDir();
    const first = parseEnv({ NODE_ENV: "production", DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toHaveLength(1);
    expect(first[0]).not.toBe(DEVELOPMENT_SESSION_SECRET);
    expect(first[0]!.length).toBeGreaterThanOrEqual(43);
    const file = path.join(dir, GENERATED_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(first[0]);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(parseEnv({ NODE_ENV: "production", DATA_DIR: dir }).SESSION_SECRET).toEqual(first);
    // Another data directory, another secret.
    expect(parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir() }).SESSION_SECRET).not.toEqual(first);
  });

  it("keeps a configured secret list, newest first", () => {
    const env = parseEnv({ NODE_ENV: "production", SESSION_SECRET: " new-one , old-one ", DATA_DIR: dataDir() });
    expect(env.SESSION_SECRET).toEqual(["new-one", "old-one"]);
  });

  it("development and tests fall back to the development value without writing anything", () => {
    const dir = dataDir();
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: dir }).SESSION_SECRET).toEqual([DEVELOPMENT_SESSION_SECRET]);
    expect(() => statSync(dir)).toThrow();
  });
});
