// The dashboard's loader against a stubbed platform: what it asks for the current study (the page of
// pending meetings, the next seven Paris days, whose customers confirmed their presence), what it counts,
// and a study the platform refuses.
import { afterEach, describe, expect, it, vi } from "vitest";
import { demandFixture, meetingFixture } from "~/test-support/demand-fixture";
import { platformUserFixture } from "~/test-support/platform-user";
import { emptyPage, stubPlatformRoutes } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { parisToday, shiftParisDay } from "~common/paris-time";
import { loader } from "./dashboard";

const me = () => Response.json(platformUserFixture({ roles: ["bailiff"], isBailiffVerified: true }));
const item = (id: number, status: "waiting" | "validated" | "canceled") => ({
  ...meetingFixture({ id, status }),
  demand: demandFixture(),
});

async function load(url: string) {
  const request = await signedInRequest(url, { user: professionalSessionUser(), studyId: 3 });
  return loader({ request, params: {}, context: await testRequestContext(request) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard", () => {
  it("reads the asked page of pending meetings, the validated meetings of the next 7 days, and counts them", async () => {
    const calls = stubPlatformRoutes([
      ["GET", /\/oauth\/me$/, me],
      [
        "GET",
        /^\/api\/bailiff\/3\/meetings\/pending$/,
        () => Response.json({ ...emptyPage(31, 3, 2), data: [item(1, "waiting")] }),
      ],
      [
        "GET",
        /^\/api\/bailiff\/3\/meetings$/,
        () => Response.json({ ...emptyPage(2), data: [item(2, "validated"), item(3, "canceled")] }),
      ],
      [
        "GET",
        /^\/api\/bailiff\/3\/demands\/pending$/,
        (call) => Response.json({ data: call.query.get("is_insta") === "1" ? [demandFixture()] : [] }),
      ],
      // The demands to plan or qualify are counted by the history's own filter: its total, not a capped list.
      ["GET", /^\/api\/bailiff\/3\/demands$/, () => Response.json({ ...emptyPage(23, 1, 2), data: [demandFixture()] })],
      // The customer of meeting 2 confirmed their presence from the reminder.
      [
        "GET",
        /^\/api\/bailiff\/3\/presence-confirmations$/,
        () => Response.json({ data: [{ meeting_id: 2, confirmed_at: "2026-12-01T08:00:00.000Z" }] }),
      ],
    ]);
    const loaded = await load("http://localhost/espace-pro?page=2");
    expect(calls.find((call) => call.path.endsWith("/meetings/pending"))?.query.get("page")).toBe("2");
    const week = calls.find((call) => call.path.endsWith("/meetings"))!;
    expect(week.query.get("start_date")).toBe(parisToday());
    expect(week.query.get("end_date")).toBe(shiftParisDay(parisToday(), 6));
    expect(calls.find((call) => call.path.endsWith("/demands"))?.query.get("pending")).toBe("1");
    expect(loaded.counts).toEqual({ pending: 31, confirmed: 1, insta: 1, toPlan: 23 });
    expect(loaded.pending).toMatchObject({ page: 2, lastPage: 3 });
    expect(loaded.pending.items[0]).toMatchObject({ href: "/espace-pro/dossiers/12", customer: "Camille Martin" });
    expect(loaded.confirmed.map((meeting) => [meeting.id, meeting.presenceConfirmed])).toEqual([[2, true]]);
    const presence = calls.find((call) => call.path.endsWith("/presence-confirmations"))!;
    expect([presence.query.get("start_date"), presence.query.get("end_date")]).toEqual([
      week.query.get("start_date"),
      week.query.get("end_date"),
    ]);
    expect(loaded.insta[0]?.href).toBe("/espace-pro/dossiers/12");
  });

  it("sends to the history when the platform refuses the study's lists", async () => {
    stubPlatformRoutes([
      ["GET", /\/oauth\/me$/, me],
      ["GET", /^\/api\/bailiff\//, () => Response.json({ message: "Accès refusé." }, { status: 403 })],
    ]);
    const thrown = await load("http://localhost/espace-pro").catch((error: unknown) => error);
    expect((thrown as Response).headers.get("Location")).toBe("/rendez-vous/historique");
  });
});
