// The video evidence as the platform answers it: captures with a download URL carrying a
// short-lived access token (and, when stamped, their RFC 3161 token's), and the chain's entries with the
// verdict and each kept capture's timestamp check (decision 1530).
import type { VideoCaptureRow } from "../../db/schema";
import type { SessionChain } from "./captures";
import { issueDownloadToken } from "./download-tokens";

/**
 * Whether a capture is stamped: "unavailable" when an authority is configured but the capture has no
 * token (the authority failed when it was taken), "off" when no authority is configured.
 */
type StampStatus = "stamped" | "unavailable" | "off";

export function presentCapture(
  row: VideoCaptureRow,
  apiBase: string,
  downloadKey: Buffer,
  userId: number,
  now: Date,
  timestamping: boolean,
) {
  const query = new URLSearchParams({
    capture: String(row.id),
    access_token: issueDownloadToken(downloadKey, row.id, userId, now),
  });
  const status: StampStatus = row.tsa_token ? "stamped" : timestamping ? "unavailable" : "off";
  return {
    id: row.id,
    demand_id: row.demand_id,
    meeting_id: row.meeting_id,
    selected: row.selected,
    sha256: row.sha256,
    content_type: row.content_type,
    size: row.size,
    width: row.width,
    height: row.height,
    timestamp: row.client_timestamp.toISOString(),
    received_at: row.received_at.toISOString(),
    taken_by: row.taken_by,
    rfc3161_time: row.tsa_time?.toISOString() ?? null,
    rfc3161_status: status,
    download_url: `${apiBase}/api/video-captures/download?${query}`,
    rfc3161_token_url: row.tsa_token ? `${apiBase}/api/video-captures/timestamp-token?${query}` : null,
  };
}

export function presentChain({ entries, verdict, timestamps }: SessionChain) {
  return {
    valid: verdict.valid,
    head_hash: verdict.headHash,
    problems: verdict.problems.map((problem) => problem.message),
    entries: entries.map((entry) => ({
      seq: entry.seq,
      kind: entry.kind,
      capture_id: entry.capture_id,
      file_sha256: entry.file_sha256,
      client_timestamp: entry.client_timestamp?.toISOString() ?? null,
      recorded_at: entry.recorded_at.toISOString(),
      actor_id: entry.actor_id,
      previous_hash: entry.previous_hash,
      entry_hash: entry.entry_hash,
    })),
    timestamps: timestamps.map((stamp) => ({
      capture_id: stamp.captureId,
      time: stamp.time?.toISOString() ?? null,
      imprint_matches: stamp.imprintMatches,
      signature: stamp.signature,
      verified: stamp.verified,
    })),
  };
}
