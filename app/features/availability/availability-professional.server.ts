// Whose availability a settings page shows (the weekly ranges, the intervention zones): the professional
// asked in the URL or the form (`professionnel`, `bailiff_id`) if the user may see them, else themselves,
// else the study's first. The platform lists whom the user may see (a bailiff: themselves; an admin,
// clerk or assistant: the study's professionals) and decides again on every call.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { getAvailabilityProfessionals } from "~/features/availability/availability-client.server";
import { withQuery } from "~/features/site/paths";

export async function chosenProfessional(args: LoaderFunctionArgs | ActionFunctionArgs, asked: string | null) {
  const { studyId, user } = await requireProPage("availability", args.request, args.context);
  const professionals = await loadGuarded(() => getAvailabilityProfessionals(args.context.platform, studyId));
  const chosen =
    professionals.find((professional) => String(professional.id) === asked) ??
    professionals.find((professional) => professional.id === user.id) ??
    professionals[0];
  return { studyId, userId: user.id, professionals, chosen };
}

/** The page for that professional: their own without a parameter, another's with `?professionnel=`. */
export function pageFor(page: string, bailiffId: number, userId: number): string {
  return bailiffId === userId ? page : withQuery(page, { professionnel: bailiffId });
}
