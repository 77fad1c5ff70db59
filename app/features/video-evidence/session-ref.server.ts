// The professional's video evidence pages' common guard (part B): the workspace's rules for a
// demand page (any of the study's staff), the ids from the path (malformed: 404), and the current study.
// Whether this demand and meeting are the study's is the platform's answer (403/404 → the history).
import type { Params } from "@remix-run/react";
import { requireProPage } from "~/.server/guards/pro-pages";
import { demandIdParam } from "~/.server/guards/demand";
import type { RequestContext } from "~/.server/request-context";
import type { SessionRef } from "~/features/video-evidence/video-evidence-client.server";

export async function requireSessionPage(
  request: Request,
  params: Params,
  context: Pick<RequestContext, "site" | "session" | "platform">,
) {
  const { studyId, access } = await requireProPage("demand", request, context);
  const ref: SessionRef = { studyId, demandId: demandIdParam(params.id), meetingId: demandIdParam(params.meetingId) };
  return { ref, access };
}
