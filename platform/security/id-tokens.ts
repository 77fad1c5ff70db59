// Verifies the OpenID Connect ID token an identity provider gave the web app, before the platform lets
// anyone into an account on its word (docs/decisions/1803-verified-id-tokens.md): the signature against
// the issuer's published keys (found through its discovery document, cached, fetched again when a token
// names a key not seen yet: the provider rotated its keys), then the claims OpenID Connect Core §3.1.3.7
// asks a client to check: issuer, audience (and authorized party), expiry and issue time, the nonce the
// app sent in its authorization request, and a verified e-mail address. Nothing else from the caller
// counts: the identity is the issuer and the token's subject, the address is the token's own.
import { timingSafeEqual } from "node:crypto";
import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type FlattenedJWSInput,
  type JWSHeaderParameters,
  type JWTPayload,
} from "jose";
import { z } from "zod";

export interface TrustedIssuer {
  /** The provider's issuer identifier, exactly as its ID tokens' `iss` says it. */
  issuer: string;
  /** This site's client id at the provider: the audience its ID tokens must name. */
  clientId: string;
  /**
   * Where this server reads the provider's discovery document when the issuer's own address is not
   * reachable from here (the embedded provider, over loopback). Default: the issuer itself.
   */
  discoveryUrl?: string;
}

interface VerifiedIdentity {
  issuer: string;
  /** The provider's stable identifier of the person. */
  subject: string;
  /** Lower-cased; the provider said it verified it. */
  email: string;
  givenName?: string;
  familyName?: string;
  /** Until when this verifier would still accept the token: how long it must be remembered against replays. */
  acceptedUntil: Date;
}

/** The token is not one this platform accepts; `reason` is for the logs, never for the caller. */
export class IdTokenRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`ID token rejected: ${reason}`);
  }
}

/** The token is valid, but the provider does not vouch for the address. */
export class UnverifiedEmailError extends IdTokenRejectedError {}

/** The provider's discovery document or keys could not be read: nobody can be verified for now. */
export class IssuerUnavailableError extends Error {}

export interface IdTokenVerifier {
  readonly issuer: string;
  verify(idToken: string, nonce: string): Promise<VerifiedIdentity>;
}

export interface IdTokenVerifierOptions {
  /**
   * How long after a fetch of the keys a token naming an unknown key may make us fetch them again
   * (default 30 s, so forged key ids cannot make this server hammer the provider).
   */
  keyRefreshCooldownMs?: number;
  now?: () => Date;
}

/** Clocks of the provider and of this server never agree to the second. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** An ID token is exchanged right after the sign-in; an older one is not from a sign-in happening now. */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;
/** The discovery document is read again after this long (its key address may move, rarely). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;
/** Asymmetric algorithms only: a provider's public key can never sign with a shared-secret algorithm. */
const ALGORITHMS = ["RS256", "PS256", "ES256"];

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.string().url() });

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().email().max(254),
  // Google sends a boolean; some providers send the string.
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
  given_name: z.string().max(200).optional(),
  family_name: z.string().max(200).optional(),
});

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function discoveryAddress(base: string): URL {
  return new URL(`${base.replace(/\/+$/, "")}/.well-known/openid-configuration`);
}

type KeySet = (header: JWSHeaderParameters, token: FlattenedJWSInput) => Promise<CryptoKey>;

const TOKEN_KEY_ERRORS = [
  joseErrors.JWKSNoMatchingKey,
  joseErrors.JWKSMultipleMatchingKeys,
  joseErrors.JOSENotSupported,
  joseErrors.JOSEAlgNotAllowed,
];

export function idTokenVerifier(trusted: TrustedIssuer, options: IdTokenVerifierOptions = {}): IdTokenVerifier {
  const now = options.now ?? (() => new Date());
  let keys: { set: KeySet; until: number } | undefined;
  let discovering: Promise<KeySet> | undefined;

  async function discover(): Promise<KeySet> {
    const address = discoveryAddress(trusted.discoveryUrl ?? trusted.issuer);
    let document: z.infer<typeof discoverySchema>;
    try {
      const response = await fetch(address, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      document = discoverySchema.parse(await response.json());
    } catch (error) {
      throw new IssuerUnavailableError(
        `OpenID discovery failed at ${address.href}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // OpenID Connect Discovery §4.3: a document for another issuer is not this issuer's.
    if (document.issuer !== trusted.issuer) {
      throw new IssuerUnavailableError(`The discovery document at ${address.href} names the issuer ${document.issuer}`);
    }
    const remote = createRemoteJWKSet(new URL(document.jwks_uri), {
      timeoutDuration: FETCH_TIMEOUT_MS,
      cooldownDuration: options.keyRefreshCooldownMs ?? 30_000,
    });
    // A key the token names but the set lacks is the token's fault; a set that cannot be read is the provider's.
    return async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        if (TOKEN_KEY_ERRORS.some((kind) => error instanceof kind)) throw error;
        throw new IssuerUnavailableError(
          `The keys of ${trusted.issuer} could not be read: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    };
  }

  async function keySet(): Promise<KeySet> {
    if (keys && keys.until > Date.now()) return keys.set;
    discovering ??= discover()
      .then((set) => {
        keys = { set, until: Date.now() + DISCOVERY_TTL_MS };
        return set;
      })
      .finally(() => {
        discovering = undefined;
      });
    return discovering;
  }

  async function verifiedPayload(idToken: string): Promise<JWTPayload> {
    const set = await keySet();
    try {
      const { payload } = await jwtVerify(idToken, set, {
        issuer: trusted.issuer,
        audience: trusted.clientId,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: MAX_TOKEN_AGE_SECONDS,
        requiredClaims: ["sub", "exp", "iat", "nonce"],
        currentDate: now(),
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new IdTokenRejectedError(`${error.code}: ${error.message}`);
      throw error;
    }
  }

  return {
    issuer: trusted.issuer,
    async verify(idToken, nonce) {
      if (!idToken || !nonce) throw new IdTokenRejectedError("no ID token or no nonce");
      const payload = await verifiedPayload(idToken);
      // Several audiences: the token must have been issued to this client (OpenID Connect Core §3.1.3.7).
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== trusted.clientId) {
        throw new IdTokenRejectedError("the authorized party is another client");
      }
      if (typeof payload.nonce !== "string" || !sameText(payload.nonce, nonce)) {
        throw new IdTokenRejectedError("the nonce is not the one of this sign-in");
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new IdTokenRejectedError("no subject or no usable e-mail address");
      const verified = claims.data.email_verified === true || claims.data.email_verified === "true";
      if (!verified) throw new UnverifiedEmailError("the provider did not verify the e-mail address");
      return {
        issuer: trusted.issuer,
        subject: claims.data.sub,
        email: claims.data.email,
        givenName: claims.data.given_name,
        familyName: claims.data.family_name,
        acceptedUntil: new Date(((payload.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000),
      };
    },
  };
}
