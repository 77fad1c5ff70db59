// Secrets a production environment accepts, fresh for each test run (never a published value): for tests
// that parse a production environment without meaning to generate secrets in a data directory.
import { randomBytes } from "node:crypto";

export function productionSecrets(): Record<"SESSION_SECRET" | "PLATFORM_CLIENT_SECRET" | "OIDC_CLIENT_SECRET", string> {
  const secret = () => randomBytes(32).toString("base64url");
  return { SESSION_SECRET: secret(), PLATFORM_CLIENT_SECRET: secret(), OIDC_CLIENT_SECRET: secret() };
}
