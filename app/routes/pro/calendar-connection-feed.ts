// /abonnement-agenda/{token}.ics — a professional's private subscription feed (decision 1430),
// served on the site's own address whatever the platform's: the platform's answer passed on as it is
// (the calendar, 304 when unchanged, 404 for a revoked token), with no session and nothing cached by
// shared caches. Calendar applications read it without cookies, so it checks nothing but the token.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchFeed } from "~/features/calendar-connection/calendar-connection-client.server";

const PASSED_HEADERS = ["content-type", "etag", "cache-control", "content-disposition"];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!/^[A-Za-z0-9_-]{43}\.ics$/.test(file)) return notFound();
  let answer: Response;
  try {
    answer = await fetchFeed(file, request.headers.get("if-none-match"), context.platform.clientIp);
  } catch {
    return new Response("Agenda momentanément indisponible.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  if (answer.status === 404) return notFound();
  const headers = new Headers({ "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (answer.status === 304) return new Response(null, { status: 304, headers });
  if (!answer.ok) return new Response("Agenda momentanément indisponible.", { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(await answer.text(), { status: 200, headers });
}

function notFound(): Response {
  return new Response("Ce flux d'agenda n'existe pas ou a été révoqué.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
