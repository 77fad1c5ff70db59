// The video evidence as the platform answers it (issue 15): captures with a download URL carrying a
// short-lived access token, and the chain's entries with the verdict.
import type { VideoCaptureRow, VideoEvidenceEntryRow } from "../../db/schema";
import type { ChainVerdict } from "../../domain/video-evidence/evidence-chain";
import { issueDownloadToken } from "../../domain/video-evidence/download-tokens";

export function presentCapture(row: VideoCaptureRow, apiBase: string, secret: string, userId: number, now: Date) {
  const query = new URLSearchParams({ capture: String(row.id), access_token: issueDownloadToken(secret, row.id, userId, now) });
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
    download_url: `${apiBase}/api/video-captures/download?${query}`,
  };
}

export function presentChain(entries: readonly VideoEvidenceEntryRow[], verdict: ChainVerdict) {
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
  };
}
