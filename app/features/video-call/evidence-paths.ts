// The routes of the video-evidence work (captures, location) the call pages use, under each side's call
// page (the contract of issue 15: that work owns these routes, the call pages only reach them).
import { paths } from "~/features/site/paths";

export const evidencePaths = {
  /** POST multipart (`capture`, `timestamp`) → `{ id, sha256 }`; GET the session's capture list. */
  captures: (demandId: number | string, meetingId: number | string) => `${paths.proCall(demandId, meetingId)}/captures`,
  /** The latest location the customer shared (JSON with `Accept: application/json`). */
  proPosition: (demandId: number | string, meetingId: number | string) => `${paths.proCall(demandId, meetingId)}/position`,
  /** The customer shares a location: `latitude` and `longitude`, or `custom_address`. */
  customerPosition: (demandId: number | string, meetingId: number | string) =>
    `${paths.customerCall(demandId, meetingId)}/position`,
};
