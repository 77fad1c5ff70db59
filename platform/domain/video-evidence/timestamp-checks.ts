// The RFC 3161 tokens of a session's kept captures checked with its chain (decision 1530): each
// token must carry the capture's stored SHA-256 and, with a certificate at hand, a signature that
// verifies. A token that does not is a problem of the chain, like an altered file: it breaks the verdict.
import type { Certificate } from "pkijs";
import type { ChainProblem } from "./evidence-chain";
import { verifyTimestampToken, type TokenVerdict } from "./timestamp-token";

export interface StampedCapture {
  id: number;
  sha256: string;
  token: Buffer;
  /** The stored file as read now (null: absent, then the signature is not checked). */
  bytes: Buffer | null;
}

export interface CaptureTimestamp extends TokenVerdict {
  captureId: number;
}

export async function checkTimestamps(
  captures: readonly StampedCapture[],
  certificate: Certificate | undefined,
): Promise<{ timestamps: CaptureTimestamp[]; problems: ChainProblem[] }> {
  const timestamps = await Promise.all(
    captures.map(async (capture) => ({
      captureId: capture.id,
      ...(await verifyTimestampToken(capture.token, capture.sha256, capture.bytes, certificate)),
    })),
  );
  const problems: ChainProblem[] = [];
  for (const stamp of timestamps) {
    if (!stamp.imprintMatches) {
      problems.push({
        captureId: stamp.captureId,
        message: `Le jeton d'horodatage de la capture n° ${stamp.captureId} ne porte pas son empreinte.`,
      });
    } else if (stamp.signature === "invalid") {
      problems.push({
        captureId: stamp.captureId,
        message: `La signature du jeton d'horodatage de la capture n° ${stamp.captureId} ne se vérifie pas.`,
      });
    }
  }
  return { timestamps, problems };
}
