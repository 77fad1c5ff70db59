// Server rendering of a route module's component with the data its loader answered, as a page without
// JavaScript receives it (useLoaderData, links and forms all work), for tests that check the HTML.
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";

export async function renderRoute(Component: ComponentType, loaded: object, request: Request): Promise<string> {
  const handler = createStaticHandler([{ id: "route", path: "*", loader: () => loaded, Component }]);
  const routerContext = await handler.query(request);
  if (routerContext instanceof Response) throw new Error(`unexpected response ${routerContext.status}`);
  return renderToStaticMarkup(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, routerContext)}
      context={routerContext}
      hydrate={false}
    />,
  );
}
