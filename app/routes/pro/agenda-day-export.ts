// /espace-pro/etude/{slug}/agenda/journee.csv?date=YYYY-MM-DD[&professionnel=] — the day sheet's meetings
// as a CSV file for a spreadsheet (docs/decisions/3830): the same rows, in the same order, as the page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import { daySheetCsv } from "~/features/agenda/day-sheet";
import { loadDaySheet } from "~/features/agenda/day-sheet.server";
import { env } from "~/.server/env";

const t = translator(agenda);

export async function loader(args: LoaderFunctionArgs) {
  const { state, entries } = await loadDaySheet(args, "agenda/journee.csv");
  // The dossiers' links on the site's public address, never on the Host header a request names.
  return new Response(daySheetCsv(state.date, entries, env().PUBLIC_URL), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${t("daySheet.csvFileName", { day: state.date })}"`,
      // A customer's phone and address: never kept by a shared cache or the browser's history.
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
