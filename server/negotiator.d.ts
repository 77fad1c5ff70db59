// The part of negotiator (the negotiation behind express and the compression middleware) the render
// cache calls. Its published types (@types/negotiator 0.6) lack `encoding`'s second argument, the server's
// order among encodings the client likes equally, which 0.6.4 added and compression relies on.
declare module "negotiator" {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
  export = Negotiator;
}
