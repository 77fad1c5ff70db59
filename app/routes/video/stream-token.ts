// POST …/visio/…/jeton: a fresh stream token for the call page's socket, asked on every
// (re)connection. One module for the three pages (route ids in app/route-groups/video.ts): the path
// says which side and how the caller reaches the meeting; the platform decides whether they may.
import type { ActionFunctionArgs } from "@remix-run/node";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import type { CallAddress } from "~/features/video-call/video-calls-client.server";
import { streamTokenAnswer } from "~/features/video-call/call-page.server";

async function addressOf({ params, request, context }: ActionFunctionArgs): Promise<CallAddress> {
  if (params.demandToken !== undefined)
    return { via: "link", demandToken: params.demandToken, meetingToken: params.meetingToken ?? "" };
  const ids = { demandId: demandIdParam(params.id), meetingId: demandIdParam(params.meeting) };
  if (new URL(request.url).pathname.startsWith("/espace-pro/")) {
    const { studyId } = await requireProPage("demand", request, context);
    return { via: "study", studyId, ...ids };
  }
  validatedUser(request, context.session.user, { loginFirst: true });
  return { via: "account", ...ids };
}

export async function action(args: ActionFunctionArgs) {
  return streamTokenAnswer(args.context.platform, await addressOf(args));
}

/** A GET is not how tokens are asked: nothing here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
