// The RFC 3161 timestamp authority client (docs/decisions/1530): a capture's SHA-256 sent as a
// DER `TimeStampReq` (version 1, SHA-256 imprint, random nonce, certReq) to TSA_URL, the `TimeStampResp`
// read back and accepted only when granted and when its TSTInfo carries our imprint and our nonce. Any
// failure (unreachable, slow, refused, garbage, another imprint or nonce) is logged and answers null: the
// capture is then kept without a stamp, never lost.
import { randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import type { TimestampCapture } from "./captures";
import { bytesOf, imprintIs, readToken } from "./timestamp-token";

/** Long enough for a remote authority, short enough that the bailiff's capture button does not hang. */
const TSA_TIMEOUT_MS = 5_000;
/** A timestamp response is a few kilobytes; anything far larger is not one. */
const MAX_RESPONSE_BYTES = 256 * 1024;
const SHA256_OID = "2.16.840.1.101.3.4.2.1";

class TimestampFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "TimestampFailure";
  }
}

export interface TimestampRequest {
  der: Buffer;
  nonce: Buffer;
}

/** The DER request for a SHA-256 given in hexadecimal. */
export function timestampRequest(sha256: string): TimestampRequest {
  // A positive INTEGER: the high bit of the first byte cleared, so no sign byte is needed.
  const nonce = randomBytes(16);
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID }),
      hashedMessage: new asn1js.OctetString({ valueHex: Buffer.from(sha256, "hex") }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  return { der: Buffer.from(request.toSchema().toBER(false)), nonce };
}

const GRANTED = new Set<number>([pkijs.PKIStatus.granted, pkijs.PKIStatus.grantedWithMods]);

/** The token and its time from a response to `request` for `sha256`; throws TimestampFailure otherwise. */
function acceptResponse(der: Buffer, request: TimestampRequest, sha256: string): { token: Buffer; time: Date } {
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(new Uint8Array(der));
  } catch {
    throw new TimestampFailure("the answer is not a TimeStampResp");
  }
  if (!GRANTED.has(response.status.status)) {
    const text = response.status.statusStrings?.map((line) => line.valueBlock.value).join(" ") ?? "";
    throw new TimestampFailure(`the authority refused (PKIStatus ${response.status.status}${text ? `: ${text}` : ""})`);
  }
  if (!response.timeStampToken) throw new TimestampFailure("the answer is granted but holds no token");
  let token: ReturnType<typeof readToken>;
  try {
    token = readToken(response.timeStampToken);
  } catch (error) {
    throw new TimestampFailure(error instanceof Error ? error.message : String(error));
  }
  if (!imprintIs(token.info, sha256)) throw new TimestampFailure("the token is for another imprint");
  const nonce = token.info.nonce ? bytesOf(token.info.nonce.valueBlock.valueHexView) : null;
  // DER may have added a leading zero byte; compare the numbers, not the encodings.
  if (!nonce || BigInt(`0x${nonce.toString("hex") || "0"}`) !== BigInt(`0x${request.nonce.toString("hex")}`)) {
    throw new TimestampFailure("the token's nonce is not the request's");
  }
  return { token: Buffer.from(token.contentInfo.toSchema().toBER(false)), time: token.info.genTime };
}

async function post(url: string, body: Buffer, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/timestamp-query", Accept: "application/timestamp-reply" },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new TimestampFailure(`unreachable: ${cause}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new TimestampFailure(`HTTP ${response.status}`);
  }
  const length = Number(response.headers.get("Content-Length") ?? 0);
  if (length > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw new TimestampFailure(`answer too large (${length} bytes)`);
  }
  const bytes = Buffer.from(
    await response.arrayBuffer().catch((error: Error) => {
      throw new TimestampFailure(`answer interrupted: ${error.message}`);
    }),
  );
  if (bytes.length > MAX_RESPONSE_BYTES) throw new TimestampFailure(`answer too large (${bytes.length} bytes)`);
  return bytes;
}

export interface TimestampAuthorityOptions {
  url: string;
  timeoutMs?: number;
  /** Where a failure's reason goes (default console.warn). */
  log?: (line: string) => void;
}

/** The `timestamp` hook of takeCapture for an authority at `url`. */
export function timestampAuthority(options: TimestampAuthorityOptions): TimestampCapture {
  const log = options.log ?? ((line: string) => console.warn(line));
  const timeoutMs = options.timeoutMs ?? TSA_TIMEOUT_MS;
  return async (sha256) => {
    const request = timestampRequest(sha256);
    try {
      return acceptResponse(await post(options.url, request.der, timeoutMs), request, sha256);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`[platform] RFC 3161 timestamp not obtained for capture ${sha256} from ${options.url}: ${reason}`);
      return null;
    }
  };
}
