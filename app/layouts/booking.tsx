// The booking layout: the top bar in booking mode (no guest login button: the flow has its own account
// step), no footer distractions beyond the legal links. The only layout of the cncj site.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { draftWidget } from "~/features/booking/draft-widget.server";
import { DraftWidget, showsDraftWidget } from "~/features/booking/components/draft-widget";
import { useRootData } from "~/root";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "~/ui/skip-link";
import { main } from "./layout.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { draft: await draftWidget(request, context) };
}

export default function BookingLayout() {
  const { draft } = useLoaderData<typeof loader>();
  const rootData = useRootData();
  const location = useLocation();
  const handles = useMatches().map((match) => match.handle);
  return (
    <>
      <SkipLink />
      <SiteHeader
        user={rootData?.user ?? null}
        workspaceHref={rootData?.workspaceHref ?? null}
        supportPhone={rootData?.supportPhone ?? ""}
        bookingMode
      />
      <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
        <Outlet />
      </main>
      {draft && showsDraftWidget(handles) ? (
        <DraftWidget draft={draft} returnTo={`${location.pathname}${location.search}`} />
      ) : null}
    </>
  );
}
