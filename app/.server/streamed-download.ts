// A file the platform sends, passed on to the browser without buffering: the caller sets the type and
// disposition it trusts, this adds what every download shares (never cached, the length when the platform
// gave a plain one). And the one 404 a download answers, whatever was wrong, so ids cannot be probed.
export function streamedDownload(body: ReadableStream<Uint8Array>, upstreamHeaders: Headers, headers: Record<string, string>) {
  const answer = new Headers({ ...headers, "Cache-Control": "private, no-store" });
  const length = upstreamHeaders.get("Content-Length");
  if (length && /^\d+$/.test(length)) answer.set("Content-Length", length);
  return new Response(body, { status: 200, headers: answer });
}

export function downloadNotFound(message: string) {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
