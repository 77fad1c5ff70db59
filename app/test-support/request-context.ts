// The load context a unit test hands a loader or action: the same one server/ builds for a request
// (session and flash read from its cookies), and the commit that writes the cookies it changed, so a
// test sees the response a browser would.
import { commitRequestCookies, createRequestContext, type RequestContext } from "~/.server/request-context";

export function testRequestContext(request: Request): Promise<RequestContext> {
  return createRequestContext(request, { cspNonce: "test-nonce", site: "default" });
}

/** Runs a loader or action with a fresh context and returns its response with the committed cookies. */
export async function respondWithContext(
  request: Request,
  handler: (context: RequestContext) => Promise<unknown>,
): Promise<Response> {
  const context = await testRequestContext(request);
  let outcome: unknown;
  try {
    outcome = await handler(context);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    outcome = thrown;
  }
  if (!(outcome instanceof Response)) throw new Error("The handler answered data, not a response");
  return commitRequestCookies(context, outcome);
}
