// What the captures page says of a capture's RFC 3161 timestamp (decision 1530): nothing when
// no authority is configured; the French notice when the authority did not stamp it; else the check of
// its token from the chain's verdict (configured or included certificate, unchecked, or not verified).
import type { NoticeTone } from "~/ui/notice";
import type { Capture, Chain } from "./video-evidence-client.server";

export interface StampNotice {
  tone: NoticeTone;
  /** A key of the `captures` section of video-evidence.json. */
  key: string;
}

export function stampNotice(
  status: Capture["rfc3161_status"],
  check: Chain["timestamps"][number] | undefined,
): StampNotice | null {
  if (status === "off") return null;
  if (status === "unavailable") return { tone: "warning", key: "captures.tsaUnavailable" };
  if (!check || !check.imprint_matches || check.signature === "invalid") {
    return { tone: "danger", key: "captures.tsaNotVerified" };
  }
  if (check.signature === "unchecked") return { tone: "warning", key: "captures.tsaUnchecked" };
  return {
    tone: "success",
    key: check.signature === "configured" ? "captures.tsaVerifiedConfigured" : "captures.tsaVerifiedIncluded",
  };
}
