// An RFC 3161 timestamp token of a capture (docs/decisions/1530): reading its TSTInfo, checking
// it against the capture's stored SHA-256 and, when a certificate is at hand (the configured TSA_CERT_PEM,
// else the one the authority put in the token), its CMS signature; and wrapping it back into a
// `TimeStampResp` so that a third party can run `openssl ts -verify` on the downloaded `.tsr`.
import { webcrypto } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

/** Node's WebCrypto, passed to every pkijs call rather than installed globally. */
const pkiEngine = new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto });

/** id-ct-TSTInfo: the content type a timestamp token's SignedData must carry. */
const TST_INFO_CONTENT_TYPE = "1.2.840.113549.1.9.16.1.4";
const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const SIGNED_DATA_CONTENT_TYPE = "1.2.840.113549.1.7.2";

export const bytesOf = (view: ArrayBuffer | ArrayBufferView): Buffer =>
  view instanceof ArrayBuffer ? Buffer.from(view) : Buffer.from(view.buffer, view.byteOffset, view.byteLength);

export interface ReadToken {
  contentInfo: pkijs.ContentInfo;
  signedData: pkijs.SignedData;
  info: pkijs.TSTInfo;
}

/** Parses a DER ContentInfo holding a timestamp token; throws on anything else. */
export function readToken(contentInfo: pkijs.ContentInfo): ReadToken {
  if (contentInfo.contentType !== SIGNED_DATA_CONTENT_TYPE) throw new Error("the token is not a CMS SignedData");
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  if (signedData.encapContentInfo.eContentType !== TST_INFO_CONTENT_TYPE) throw new Error("the token does not hold a TSTInfo");
  const content = signedData.encapContentInfo.eContent;
  if (!content) throw new Error("the token's TSTInfo is empty");
  const parsed = asn1js.fromBER(content.getValue());
  if (parsed.offset === -1) throw new Error("the token's TSTInfo is not DER");
  return { contentInfo, signedData, info: new pkijs.TSTInfo({ schema: parsed.result }) };
}

const tokenFromDer = (der: Buffer) => readToken(pkijs.ContentInfo.fromBER(new Uint8Array(der)));

/** Whether the token's message imprint is the SHA-256 given in hexadecimal. */
export function imprintIs(info: pkijs.TSTInfo, sha256: string): boolean {
  return (
    info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID &&
    bytesOf(info.messageImprint.hashedMessage.valueBlock.valueHexView).toString("hex") === sha256.toLowerCase()
  );
}

/** A PEM certificate (the configured TSA's); newlines may come escaped as `\n` from an environment variable. */
export function certificateFromPem(pem: string): pkijs.Certificate {
  const base64 = pem
    .replace(/\\n/g, "\n")
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, "")
    .replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) throw new Error("TSA_CERT_PEM is not a PEM certificate");
  return pkijs.Certificate.fromBER(Buffer.from(base64, "base64"));
}

type SignatureCheck =
  /** Signed by the configured authority's certificate. */
  | "configured"
  /** Signed by the certificate the token carries (no certificate configured to compare with). */
  | "included"
  /** The signature does not verify, or the configured certificate did not sign it. */
  | "invalid"
  /** No certificate to check it with. */
  | "unchecked";

export interface TokenVerdict {
  time: Date | null;
  imprintMatches: boolean;
  signature: SignatureCheck;
  /** The imprint matches and the signature verifies (configured or included certificate). */
  verified: boolean;
}

async function checkSignature(
  token: ReadToken,
  data: Buffer | null,
  configured: pkijs.Certificate | undefined,
): Promise<SignatureCheck> {
  const included = (token.signedData.certificates ?? []).filter((cert) => cert instanceof pkijs.Certificate);
  if (!data || (!configured && included.length === 0)) return "unchecked";
  // With a configured certificate it alone may have signed: the token's own certificates are set aside
  // (on this call's own parse of the token; re-encoding it instead would change the signed bytes).
  const { signedData } = token;
  if (configured) signedData.certificates = [configured];
  try {
    const result = await signedData.verify(
      {
        signer: 0,
        // pkijs checks the TSTInfo's imprint against these bytes before the signature.
        data: new Uint8Array(data).buffer,
        checkChain: false,
        extendedMode: true,
        trustedCerts: configured ? [configured] : [],
      },
      pkiEngine,
    );
    if (!result.signatureVerified) return "invalid";
  } catch {
    return "invalid";
  }
  return configured ? "configured" : "included";
}

/**
 * Checks a stored token against the capture's stored SHA-256 and, when its file is at hand (`data`; null
 * once deleted), its signature. Never throws: a bad token is a verdict.
 */
export async function verifyTimestampToken(
  der: Buffer,
  sha256: string,
  data: Buffer | null,
  configured?: pkijs.Certificate,
): Promise<TokenVerdict> {
  let token: ReadToken;
  try {
    token = tokenFromDer(der);
  } catch {
    return { time: null, imprintMatches: false, signature: "invalid", verified: false };
  }
  const imprintMatches = imprintIs(token.info, sha256);
  const signature = await checkSignature(token, data, configured);
  return {
    time: token.info.genTime,
    imprintMatches,
    signature,
    verified: imprintMatches && (signature === "configured" || signature === "included"),
  };
}

/** The token as a granted `TimeStampResp` (`.tsr`), the form `openssl ts -verify -in` reads by default. */
export function tokenAsResponse(der: Buffer): Buffer {
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
    timeStampToken: pkijs.ContentInfo.fromBER(new Uint8Array(der)),
  });
  return Buffer.from(response.toSchema().toBER(false));
}
