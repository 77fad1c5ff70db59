// The configuration page's reminder form against a stubbed platform: its admin reads the study's lead
// times, a wrong value comes back next to its field with what was typed, a right one is saved for the
// study of the page and the page reloads (post, redirect, get).
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes, type PlatformCall } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { action, loader } from "./configuration";

const STUDY = platformUserFixture().studies[0]!;
const URL_OF_PAGE = `http://localhost/espace-pro/etude/${STUDY.slug}/configuration`;
const ADMIN = { roles: ["study_admin"], extraPermissions: ["settings.manage"] };

function stubPlatform(): PlatformCall[] {
  return stubPlatformRoutes([
    ["GET", /\/oauth\/me$/, () => Response.json(platformUserFixture(ADMIN))],
    ["GET", /\/configuration\/list$/, () => Response.json({ data: { consultation_duration: 30 } })],
    ["GET", /\/reminders$/, () => Response.json({ data: { customer_lead_hours: 24, summary_time: "07:30" } })],
    ["PUT", /\/reminders$/, (call) => Response.json({ data: call.body })],
  ]);
}

async function post(fields: Record<string, string>) {
  const request = await signedInRequest(
    URL_OF_PAGE,
    { user: professionalSessionUser({ roles: ADMIN.roles }), studyId: STUDY.id },
    { method: "POST", body: new URLSearchParams(fields) },
  );
  return action({ request, params: { slug: STUDY.slug }, context: await testRequestContext(request) }).catch(
    (thrown: unknown) => thrown,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the reminder settings form", () => {
  it("shows the study's lead times to its admin", async () => {
    stubPlatform();
    const request = await signedInRequest(URL_OF_PAGE, {
      user: professionalSessionUser({ roles: ADMIN.roles }),
      studyId: STUDY.id,
    });
    const loaded = await loader({ request, params: { slug: STUDY.slug }, context: await testRequestContext(request) });
    expect(loaded.reminders).toEqual({ customer_lead_hours: 24, summary_time: "07:30" });
  });

  it("answers a wrong value next to its field, keeping what was typed, and saves nothing", async () => {
    const calls = stubPlatform();
    const answer = (await post({ intent: "reminders", customer_lead_hours: "200", summary_time: "7h30" })) as {
      init: { status: number };
      data: { intent: string; result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.intent).toBe("reminders");
    expect(answer.data.result.error).toEqual({
      customer_lead_hours: ["Saisissez un nombre entier d'heures entre 1 et 168."],
      summary_time: ["Saisissez une heure au format HH:MM, par exemple 07:30."],
    });
    expect(answer.data.result.initialValue).toMatchObject({ customer_lead_hours: "200", summary_time: "7h30" });
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("saves right values for the study of the page and reloads it", async () => {
    const calls = stubPlatform();
    const answer = (await post({ intent: "reminders", customer_lead_hours: "48", summary_time: "06:45" })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/espace-pro/etude/${STUDY.slug}/configuration`);
    const saved = calls.find((call) => call.method === "PUT")!;
    expect(saved.path).toBe(`/api/admin/${STUDY.id}/reminders`);
    expect(saved.studyId).toBe(String(STUDY.id));
    expect(saved.body).toEqual({ customer_lead_hours: 48, summary_time: "06:45" });
  });
});
