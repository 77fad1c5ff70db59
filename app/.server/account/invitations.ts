// Inviting a colleague into a partner company (pro-side §2 "Mes comptes", §3 Invitation {email, role}).
// The embedded platform has no invitation endpoint yet: this calls the contract the platform is asked to
// add (docs/decisions/606-platform-gaps.md), and the page says the invitation could not be sent when it
// is missing.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "../platform/http";

export function inviteColleague(auth: PlatformAuth, studyId: number, invitation: { email: string; role: string }) {
  return platformRequest(z.object({ message: z.string().optional() }).passthrough(), {
    method: "POST",
    path: `/api/studies/${studyId}/invitations`,
    auth: { ...auth, studyId },
    json: invitation,
  });
}
