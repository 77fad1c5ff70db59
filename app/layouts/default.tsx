// The default layout: top bar and main menu, the page, the footer. Not part of the cncj site.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { requireDefaultSite } from "~/.server/guards/site";
import { loadFooter } from "~/.server/footer";
import { wantsTransparentMenu } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { SiteFooter } from "~/ui/site-footer";
import { SiteHeader } from "~/ui/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "~/ui/skip-link";
import { main } from "./layout.css";

export async function loader({ context }: LoaderFunctionArgs) {
  requireDefaultSite(context);
  return { footer: await loadFooter() };
}

export default function DefaultLayout() {
  const { footer } = useLoaderData<typeof loader>();
  const rootData = useRootData();
  const matches = useMatches();
  return (
    <>
      <SkipLink />
      <SiteHeader
        user={rootData?.user ?? null}
        supportPhone={rootData?.supportPhone ?? ""}
        transparent={wantsTransparentMenu(matches.map((match) => match.handle))}
      />
      <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter data={footer} />
    </>
  );
}
