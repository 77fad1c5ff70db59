// The intervention zones page: the address search lists what it found (without JavaScript), adding
// sends the chosen point and kind, a missing radius is refused next to its field with the input kept,
// removing asks the platform to delete the zone; the clerk acts for the professional of the URL.
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { action, loader } from "./zones";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = "http://localhost/espace-pro/parametres/zones";
const zone = { id: 7, kind: "commune", label: "Nantes", code: "44109", center_lat: 47.2, center_lon: -1.55, radius_km: null };

function platform() {
  return stubPlatformRoutes([
    ["GET", /\/oauth\/me$/, () => Response.json(platformUserFixture({ roles: ["clerk"] }))],
    [
      "GET",
      /^\/api\/bailiff\/3\/availability\/professionals$/,
      () =>
        Response.json({
          data: [
            { id: 40, firstname: "Antoine", lastname: "Dupont" },
            { id: 41, firstname: "Claire", lastname: "Fabre" },
          ],
        }),
    ],
    ["GET", /^\/api\/bailiff\/3\/bailiffs\/41\/intervention-zones$/, () => Response.json({ data: [zone] })],
    ["POST", /^\/api\/bailiff\/3\/bailiffs\/41\/intervention-zones$/, () => Response.json({ zone }, { status: 201 })],
    ["DELETE", /^\/api\/bailiff\/3\/bailiffs\/41\/intervention-zones\/7$/, () => new Response(null, { status: 204 })],
    [
      "GET",
      /from-address$/,
      () =>
        Response.json([
          {
            label: "Place Royale 44000 Nantes",
            lat: 47.2153,
            lon: -1.5586,
            citycode: "44109",
            postcode: "44000",
            city: "Nantes",
          },
        ]),
    ],
  ]);
}

const clerk = professionalSessionUser({ id: 50, roles: ["clerk"] });

async function post(body: Record<string, string>) {
  const request = await signedInRequest(PAGE, { user: clerk, studyId: 3 }, { method: "POST", body: new URLSearchParams(body) });
  return action({ request, params: {}, context: await testRequestContext(request) }).catch((thrown: unknown) => thrown);
}

describe("the intervention zones page", () => {
  it("lists the professional's zones and the addresses the search found", async () => {
    platform();
    const request = await signedInRequest(`${PAGE}?professionnel=41&adresse=place%20royale%20nantes`, {
      user: clerk,
      studyId: 3,
    });
    const loaded = await loader({ request, params: {}, context: await testRequestContext(request) });
    expect(loaded.chosenId).toBe(41);
    expect(loaded.zones).toEqual([zone]);
    expect(loaded.found).toEqual([{ value: "47.2153|-1.5586|Place Royale 44000 Nantes", label: "Place Royale 44000 Nantes" }]);
  });

  it("adds a zone with the chosen point and kind, and refuses a radius zone without its radius", async () => {
    const calls = platform();
    const refused = (await post({
      intent: "add",
      bailiff_id: "41",
      address: "47.2153|-1.5586|Place Royale",
      kind: "radius",
      radius_km: "",
    })) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({ radius_km: ["Indiquez un rayon entre 1 et 300 km."] });
    expect(refused.data.result.initialValue.kind).toBe("radius");
    const added = await post({ intent: "add", bailiff_id: "41", address: "47.2153|-1.5586|Place Royale", kind: "commune" });
    expect((added as Response).headers.get("Location")).toBe("/espace-pro/parametres/zones?professionnel=41");
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      kind: "commune",
      label: "Place Royale",
      lat: 47.2153,
      lon: -1.5586,
    });
  });

  it("removes a zone", async () => {
    const calls = platform();
    const removed = await post({ intent: "remove", bailiff_id: "41", zone_id: "7" });
    expect((removed as Response).status).toBe(302);
    expect(calls.some((call) => call.method === "DELETE" && call.path.endsWith("/intervention-zones/7"))).toBe(true);
  });
});
