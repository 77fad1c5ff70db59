// The request's platform client asks /oauth/me once however many guards, layouts and pages want the
// signed-in user, and asks again once something may have changed it: a call that writes, a sign-in, a
// change of study, or a failed read.
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { AppSession } from "../session";
import { createPlatformClient } from "./client";
import { platformRequest } from "./http";
import { z } from "zod";

async function signedInClient() {
  const session = await AppSession.fromRequest(new Request("http://localhost/"));
  session.set("token", "token-1");
  session.set("studyId", 3);
  return { session, client: createPlatformClient(new Request("http://localhost/espace-pro"), session) };
}

function fakePlatformAnsweringMe() {
  const calls: Array<{ path: string; method: string; study: string | null }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname;
      calls.push({ path, method: init.method ?? "GET", study: new Headers(init.headers).get("study-id") });
      return path.endsWith("/oauth/me") ? Response.json(platformUserFixture({ roles: ["bailiff"] })) : Response.json({});
    }),
  );
  return { meCalls: () => calls.filter((call) => call.path.endsWith("/oauth/me")) };
}

describe("the platform client's signed-in user", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is asked once for the whole request", async () => {
    const platform = fakePlatformAnsweringMe();
    const { client } = await signedInClient();
    const [first, second] = await Promise.all([client.currentUser(), client.currentUser()]);
    await client.currentUser();
    expect(first).toBe(second);
    expect(platform.meCalls()).toHaveLength(1);
  });

  it("is asked again after a call that may change it", async () => {
    const platform = fakePlatformAnsweringMe();
    const { client } = await signedInClient();
    await client.currentUser();
    await platformRequest(z.unknown(), { path: "/api/bailiff/profile", auth: client });
    await client.currentUser();
    expect(platform.meCalls()).toHaveLength(1);
    await platformRequest(z.unknown(), { method: "PUT", path: "/api/bailiff/profile", json: {}, auth: client });
    await client.currentUser();
    expect(platform.meCalls()).toHaveLength(2);
  });

  it("is asked again for another token or another study", async () => {
    const platform = fakePlatformAnsweringMe();
    const { client, session } = await signedInClient();
    await client.currentUser();
    session.set("studyId", 4);
    await client.currentUser();
    session.set("token", "token-2");
    await client.currentUser();
    expect(platform.meCalls().map((call) => call.study)).toEqual(["3", "4", "4"]);
  });

  it("does not keep a failed answer", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async () => new Response("down", { status: 503 })));
    const { client } = await signedInClient();
    await expect(client.currentUser()).rejects.toBeTruthy();
    const platform = fakePlatformAnsweringMe();
    await expect(client.currentUser()).resolves.toEqual(platformUserFixture({ roles: ["bailiff"] }));
    expect(platform.meCalls()).toHaveLength(1);
  });
});
