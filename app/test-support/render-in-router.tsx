// Server rendering of a component that needs a router (links, forms, the location), as a page without
// JavaScript receives it, for tests that check the HTML.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";

export async function renderInRouter(element: ReactElement, url = "http://localhost/"): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "*", element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}
