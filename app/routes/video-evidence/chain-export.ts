// /espace-pro/dossiers/{id}/visio/{meetingId}/chaine?format=texte|json — a video session's chain of
// evidence downloaded (part B): every entry with what its hash covers, and the platform's
// verdict, as a text file a person can re-check or as JSON. For the study's staff; a session the platform
// does not show them sends them to the history. A resource route.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadGuarded } from "~/.server/guards/demand";
import { chainAsText } from "~/features/video-evidence/chain-export";
import { getChain } from "~/features/video-evidence/video-evidence-client.server";
import { requireSessionPage } from "~/features/video-evidence/session-ref.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ref } = await requireSessionPage(request, params, context);
  const chain = await loadGuarded(() => getChain(context.platform, ref));
  const json = new URL(request.url).searchParams.get("format") === "json";
  const name = `chaine-dossier-${ref.demandId}-rendez-vous-${ref.meetingId}.${json ? "json" : "txt"}`;
  const body = json
    ? JSON.stringify({ demand_id: ref.demandId, meeting_id: ref.meetingId, ...chain }, null, 2)
    : chainAsText(chain, { demandId: ref.demandId, meetingId: ref.meetingId, exportedAt: new Date() });
  return new Response(body, {
    headers: {
      "Content-Type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
