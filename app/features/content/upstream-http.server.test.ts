// The content and geolocation calls name the page they are made for: inside a request's scope the
// upstream service receives its id (and outside one, no id at all).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { REQUEST_ID_HEADER, runInRequestScope } from "~common/request-scope.server";
import { TtlCache } from "./ttl-cache.server";
import { createUpstream } from "./upstream-http.server";

function recordingUpstream() {
  const sent: Headers[] = [];
  const upstream = createUpstream({
    name: "content",
    baseUrl: "http://content.test",
    cache: new TtlCache(),
    fetch: async (_url, init) => {
      sent.push(new Headers(init?.headers));
      return Response.json({ ok: true });
    },
  });
  return { upstream, sent };
}

describe("upstream calls", () => {
  it("send the current request's id, and none outside a request", async () => {
    const { upstream, sent } = recordingUpstream();
    const schema = z.object({ ok: z.boolean() });
    await runInRequestScope({ requestId: "4f1c2a9e0b7d4c3a8e6f5d4c3b2a1908" }, () => upstream.get("/articles", {}, schema, 0));
    await upstream.get("/guides", {}, schema, 0);
    expect(sent[0]!.get(REQUEST_ID_HEADER)).toBe("4f1c2a9e0b7d4c3a8e6f5d4c3b2a1908");
    expect(sent[0]!.get("accept")).toBe("application/json");
    expect(sent[1]!.has(REQUEST_ID_HEADER)).toBe(false);
  });
});
