// The default layout: top bar and main menu, the page, the footer. Not part of the cncj site.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { draftWidget } from "~/features/booking/draft-widget.server";
import { requireDefaultSite } from "~/.server/guards/site";
import { loadFooter } from "~/.server/footer";
import { DraftWidget, showsDraftWidget } from "~/features/booking/components/draft-widget";
import { wantsTransparentMenu } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { SiteFooter } from "~/ui/site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "~/ui/skip-link";
import { main } from "./layout.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireDefaultSite(context);
  const [footer, draft] = await Promise.all([loadFooter(), draftWidget(request, context)]);
  return { footer, draft };
}

export default function DefaultLayout() {
  const { footer, draft } = useLoaderData<typeof loader>();
  const rootData = useRootData();
  const matches = useMatches();
  const location = useLocation();
  const handles = matches.map((match) => match.handle);
  return (
    <>
      <SkipLink />
      <SiteHeader
        user={rootData?.user ?? null}
        workspaceHref={rootData?.workspaceHref ?? null}
        supportPhone={rootData?.supportPhone ?? ""}
        transparent={wantsTransparentMenu(handles)}
      />
      <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
        <Outlet />
      </main>
      {draft && showsDraftWidget(handles) ? (
        <DraftWidget draft={draft} returnTo={`${location.pathname}${location.search}`} />
      ) : null}
      <SiteFooter data={footer} />
    </>
  );
}
