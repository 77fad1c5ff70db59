// .env.example documents every variable app/.server/env.ts parses, and its active lines parse, in
// production too (no published secret left active).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "../app/.server/env";

const example = readFileSync(new URL("../.env.example", import.meta.url), "utf8");

describe(".env.example", () => {
  it("mentions every variable of the schema, and no other", () => {
    const mentioned = [...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(new Set(mentioned)).toEqual(new Set(Object.keys(envSchema.shape)));
  });

  const active = () =>
    Object.fromEntries(
      example
        .split("\n")
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => {
          const separator = line.indexOf("=");
          return [line.slice(0, separator), line.slice(separator + 1).replace(/^"(.*)"$/, "$1")];
        }),
    ) as NodeJS.ProcessEnv;

  it("parses as it stands (commented lines stay unset)", () => {
    const env = parseEnv(active());
    expect(env.PLATFORM_CLIENT_ID).toBe("constat-rdv-web");
    expect(env.PLATFORM_API_URL).toBeUndefined();
  });

  it("copied to .env, starts a production server: it sets no published secret", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-env-example-"));
    try {
      const env = parseEnv({ ...active(), NODE_ENV: "production", DATA_DIR: dataDir });
      expect(env.PLATFORM_CLIENT_SECRET).not.toBe("embedded-platform-secret");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
