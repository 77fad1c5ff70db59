// The document: French <html> carrying the theme of the site context, flash alerts, the navigation
// progress bar, and the error boundary that renders the catalogue's error pages.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { i18nConfig } from "~/i18n/config";
import { localeCookie } from "~/.server/cookies";
import { env } from "~/.server/env";
import { i18nServer } from "~/.server/i18n";
import { wantsHydration } from "~/features/site/route-handle";
import { isAbortedLoad, ReloadAfterAbortedLoad } from "~/features/site/aborted-load";
import { errorMessageKey, homeLinkFor } from "~/features/site/error-status";
import { errorMeta } from "~/features/content/seo-meta";
import { ErrorPage } from "~/ui/error-page";
import { FlashAlerts } from "~/ui/flash-alerts";
import { NavigationProgress } from "~/ui/navigation-progress";
import { useNonce } from "~/ui/nonce";
import "~/styles/global.css";
import { cncjTheme, defaultTheme } from "~/styles/theme.css";
import "~/load-context";
import { proWorkspaceHref } from "~/features/pro/pro-nav";

const t = translator(common);

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// A thrown error renders only the root's meta: the error pages get the catalogue's text as title and
// stay out of search engines.
export const meta: MetaFunction = ({ error }) =>
  isRouteErrorResponse(error)
    ? errorMeta(t(errorMessageKey(error.status)))
    : [{ title: t("site.name") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The locale is kept 365 days (customer-side §1); set it once, on the first visit, unless it is the
  // default, which needs no cookie and keeps anonymous pages cacheable (docs/decisions/702-render-cache.md).
  const locale = await i18nServer.getLocale(request);
  if (locale !== i18nConfig.fallbackLng && !request.headers.get("Cookie")?.includes("lng="))
    context.cookies.set(localeCookie, locale);
  return {
    site: context.site,
    user: context.session.user,
    // Worked out here so the header, on every page, ships neither the workspace's navigation nor its paths.
    workspaceHref: context.session.user ? proWorkspaceHref(context.session.user) : null,
    alerts: context.flash.read(),
    supportPhone: env().SUPPORT_PHONE,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const hydrate = wantsHydration(useMatches().map((match) => match.handle));
  const themeClass = rootData?.site === "cncj" ? cncjTheme : defaultTheme;
  return (
    <html lang="fr" className={themeClass} data-site={rootData?.site ?? "default"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useRootData();
  return (
    <>
      <NavigationProgress />
      <FlashAlerts alerts={rootData?.alerts ?? []} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const location = useLocation();
  if (isAbortedLoad(error)) return <ReloadAfterAbortedLoad />;
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  // A visitor stopped for not being signed in is offered to sign in and come back here.
  const loginHref =
    status === 401 && !rootData?.user
      ? `/connexion?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` }).toString()}`
      : null;
  return (
    <ErrorPage
      status={status}
      message={t(errorMessageKey(status))}
      homeLink={homeLinkFor(status, rootData?.site, Boolean(rootData?.user))}
      loginHref={loginHref}
    />
  );
}
