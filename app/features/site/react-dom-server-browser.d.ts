// React's web-stream renderer, which Node resolves only by this name (react-dom's package exports give
// Node the pipeable one under "react-dom/server"): the same declarations as the renderer's other build.
declare module "react-dom/server.browser" {
  export { renderToReadableStream, renderToString } from "react-dom/server";
}
