// Preloaded into the traced server (`node --import`): writes one line per call the app makes to the
// platform, on any version of the code, so bench/trace-requests.ts counts them the same way before and
// after a change.
const platformFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.startsWith("/_platform/")) {
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    process.stdout.write(`${JSON.stringify({ msg: "traced platform call", method, path: url.pathname })}\n`);
  }
  return platformFetch(input, init);
};
