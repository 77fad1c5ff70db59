// The study's « Déplacements » page against a stubbed platform (docs/decisions/3005): its admin reads the
// travel settings with the factor in French (« 1,3 »), a wrong value comes back next to its field with
// what was typed and nothing saved, right values are saved for the study of the page (post, redirect,
// get), and a professional without `settings.manage` is sent away.
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes, type PlatformCall } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { action, loader } from "./travel";

const STUDY = platformUserFixture().studies[0]!;
const URL_OF_PAGE = `http://localhost/espace-pro/etude/${STUDY.slug}/deplacements`;
const ADMIN = { roles: ["study_admin"], extraPermissions: ["settings.manage"] };
const DEFAULTS = { detour_factor: 1.3, urban_speed_kmh: 20, periurban_speed_kmh: 35, rural_speed_kmh: 55 };

function stubPlatform(me = platformUserFixture(ADMIN)): PlatformCall[] {
  return stubPlatformRoutes([
    ["GET", /\/oauth\/me$/, () => Response.json(me)],
    ["GET", /\/travel$/, () => Response.json({ data: DEFAULTS })],
    ["PUT", /\/travel$/, (call) => Response.json({ data: call.body })],
  ]);
}

async function visit(init?: RequestInit, roles = ADMIN.roles) {
  const request = await signedInRequest(URL_OF_PAGE, { user: professionalSessionUser({ roles }), studyId: STUDY.id }, init);
  const args = { request, params: { slug: STUDY.slug }, context: await testRequestContext(request) };
  return (init ? action(args) : loader(args)).catch((thrown: unknown) => thrown);
}

const post = (fields: Record<string, string>) => visit({ method: "POST", body: new URLSearchParams(fields) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the travel settings page", () => {
  it("shows the study's settings to its admin", async () => {
    stubPlatform();
    expect(await visit()).toEqual({ settings: DEFAULTS });
  });

  it("answers wrong values next to their fields, keeping what was typed, and saves nothing", async () => {
    const calls = stubPlatform();
    const answer = (await post({
      detour_factor: "0,5",
      urban_speed_kmh: "vingt",
      periurban_speed_kmh: "200",
      rural_speed_kmh: "",
    })) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    };
    expect(answer.init.status).toBe(400);
    const speed = ["Saisissez une vitesse en km/h, nombre entier entre 5 et 130."];
    expect(answer.data.result.error).toEqual({
      detour_factor: ["Saisissez un coefficient entre 1 et 3, par exemple 1,3."],
      urban_speed_kmh: speed,
      periurban_speed_kmh: speed,
      rural_speed_kmh: speed,
    });
    expect(answer.data.result.initialValue).toMatchObject({ detour_factor: "0,5", urban_speed_kmh: "vingt" });
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("saves right values for the study of the page, the factor written the French way, and reloads it", async () => {
    const calls = stubPlatform();
    const answer = (await post({
      detour_factor: "1,4",
      urban_speed_kmh: "18",
      periurban_speed_kmh: "40",
      rural_speed_kmh: "60",
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/espace-pro/etude/${STUDY.slug}/deplacements`);
    const saved = calls.find((call) => call.method === "PUT")!;
    expect(saved.path).toBe(`/api/admin/${STUDY.id}/travel`);
    expect(saved.studyId).toBe(String(STUDY.id));
    expect(saved.body).toEqual({ detour_factor: 1.4, urban_speed_kmh: 18, periurban_speed_kmh: 40, rural_speed_kmh: 60 });
  });

  it("is not a bailiff's page: to the history, as every page out of one's menu", async () => {
    stubPlatform(platformUserFixture({ roles: ["bailiff"] }));
    for (const answer of [
      await visit(undefined, ["bailiff"]),
      await visit({ method: "POST", body: new URLSearchParams() }, ["bailiff"]),
    ]) {
      expect((answer as Response).headers.get("Location")).toBe("/rendez-vous/historique");
    }
  });
});
