// A partner company's accounts (pro-side §2 "Mes comptes", §3 Invitation {email, role}): the colleagues
// listed for its own accounts, and inviting one more with a role the platform lets them give there.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";
import { studyAccountSchema } from "~/features/study-settings/study-admin-client.server";

export type PartnerAccount = z.infer<typeof studyAccountSchema>;

export async function getPartnerAccounts(auth: PlatformAuth, studyId: number): Promise<PartnerAccount[]> {
  const answer = await platformRequest(z.object({ data: z.array(studyAccountSchema) }), {
    path: `/api/studies/${studyId}/accounts`,
    auth: { ...auth, studyId },
  });
  return answer.data;
}

export function inviteColleague(
  auth: PlatformAuth,
  studyId: number,
  invitation: { email: string; role: string },
  idempotencyKey?: string,
) {
  return platformRequest(z.object({ message: z.string().optional() }).passthrough(), {
    method: "POST",
    path: `/api/studies/${studyId}/invitations`,
    auth: { ...auth, studyId },
    json: invitation,
    idempotencyKey,
  });
}
