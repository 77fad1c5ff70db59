// /espace-pro/etude/{slug}: the first page of the study's settings this user may open.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { menu } = await requireStudySettings("layout", request, context, params.slug);
  return redirect(menu[0]!.href);
}
