// The embedded platform's settings taken from the environment.
import { describe, expect, it } from "vitest";
import { registrationsPerIpPerHour, trustedIdentityProvider } from "./embedded-services";

describe("registrationsPerIpPerHour", () => {
  it("keeps the platform's own limit, and lifts it only with the other limits (RATE_LIMIT_DISABLED, tests only)", () => {
    expect(registrationsPerIpPerHour({ RATE_LIMIT_DISABLED: false })).toBeUndefined();
    expect(registrationsPerIpPerHour({ RATE_LIMIT_DISABLED: true })).toBeGreaterThanOrEqual(1_000_000);
  });
});

describe("trustedIdentityProvider", () => {
  const env = { OIDC_CLIENT_ID: "constat-rdv-web", PUBLIC_URL: "https://site.example/", PORT: 3000 };

  it("trusts the configured issuer and client id", () => {
    expect(trustedIdentityProvider({ ...env, OIDC_ISSUER_URL: "https://accounts.google.com/" })).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "constat-rdv-web",
    });
  });

  it("trusts the embedded provider under its public address, its keys read over loopback", () => {
    expect(trustedIdentityProvider({ ...env, OIDC_ISSUER_URL: undefined })).toEqual({
      issuer: "https://site.example/_oidc",
      clientId: "constat-rdv-web",
      discoveryUrl: "http://127.0.0.1:3000/_oidc",
    });
  });
});
