// The study's demands list: the URL's French filters become the platform's query, the cards link to the
// professional's demand page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { permissionsOfRoles } from "~/test-support/role-permissions";
import { demandFixture } from "~/test-support/demand-fixture";
import { platformUserFixture } from "~/test-support/platform-user";
import { emptyPage, stubPlatformRoutes } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { loader } from "./demands";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the study's demands list", () => {
  it("asks the platform with every filter of the URL and shows the page it answers", async () => {
    const calls = stubPlatformRoutes([
      ["GET", /\/oauth\/me$/, () => Response.json(platformUserFixture({ roles: ["assistant"] }))],
      ["GET", /^\/api\/bailiff\/3\/demands$/, () => Response.json({ ...emptyPage(16, 2, 2), data: [demandFixture()] })],
      [
        "GET",
        /^\/api\/bailiff\/3\/members$/,
        () =>
          Response.json({
            data: [
              {
                id: 40,
                firstname: "Antoine",
                lastname: "Dupont",
                roles: ["bailiff"],
                permissions: permissionsOfRoles(["bailiff"]),
              },
            ],
          }),
      ],
      ["GET", /^\/api\/studies\/3\/reporttypes$/, () => Response.json({ data: [] })],
    ]);
    const url =
      "http://localhost/espace-pro/dossiers?page=2&du=2026-11-01&au=2026-11-30&nom=Mart&gestionnaire=41&intervenant=40&prestation=4&statut=completed&agent=9&titre=fuite&professionnel=40";
    const request = await signedInRequest(url, { user: professionalSessionUser({ roles: ["assistant"] }), studyId: 3 });
    const loaded = await loader({ request, params: {}, context: await testRequestContext(request) });
    const query = Object.fromEntries(calls.find((call) => call.path === "/api/bailiff/3/demands")!.query);
    expect(query).toEqual({
      page: "2",
      start_date: "2026-11-01",
      end_date: "2026-11-30",
      lastname: "Mart",
      manager_id: "41",
      operator_id: "40",
      report_type: "4",
      marking: "completed",
      partner_agent_id: "9",
      demand_name: "fuite",
      bailiff_id: "40",
    });
    expect(loaded).toMatchObject({ page: 2, lastPage: 2, total: 16 });
    expect(loaded.demands[0]).toMatchObject({ href: "/espace-pro/dossiers/12", name: "Camille Martin" });
    expect(loaded.professionals).toEqual([{ id: 40, name: "Antoine Dupont" }]);
    expect(loaded.values.nom).toBe("Mart");
  });

  it("names a lawyers' office's professionals and published reports in its own profession's words", async () => {
    const lawyer = platformUserFixture({ roles: ["lawyer"] });
    const office = { ...lawyer, studies: lawyer.studies.map((study) => ({ ...study, profession: "lawyer" as const })) };
    stubPlatformRoutes([
      ["GET", /\/oauth\/me$/, () => Response.json(office)],
      ["GET", /^\/api\/bailiff\/3\/demands$/, () => Response.json({ ...emptyPage(0, 1, 1), data: [] })],
      ["GET", /^\/api\/bailiff\/3\/members$/, () => Response.json({ data: [] })],
      ["GET", /^\/api\/studies\/3\/reporttypes$/, () => Response.json({ data: [] })],
    ]);
    const request = await signedInRequest("http://localhost/espace-pro/dossiers", {
      user: professionalSessionUser({ roles: ["lawyer"] }),
      studyId: 3,
    });
    const loaded = await loader({ request, params: {}, context: await testRequestContext(request) });
    expect(loaded.professionalLabel).toBe("Avocat");
    expect(loaded.markings.find((marking) => marking.id === "reportdone")?.name).toBe("Compte rendu publié");
    expect(JSON.stringify(loaded)).not.toMatch(/Commissaire de justice|Constat publié/);
  });

  it("sends a filter form posted without JavaScript to the same list without its empty fields", async () => {
    stubPlatformRoutes([["GET", /\/oauth\/me$/, () => Response.json(platformUserFixture({ roles: ["assistant"] }))]]);
    const request = await signedInRequest("http://localhost/espace-pro/dossiers?du=&au=&nom=Mart&statut=", {
      user: professionalSessionUser({ roles: ["assistant"] }),
      studyId: 3,
    });
    const answer = await loader({ request, params: {}, context: await testRequestContext(request) }).catch(
      (thrown: unknown) => thrown,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/espace-pro/dossiers?nom=Mart");
  });
});
