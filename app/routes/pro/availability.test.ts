// The weekly ranges page: what the platform refuses comes back next to the row the user typed it in
// (empty rows skipped), with the input kept; a stale form says so; a saved week redirects with a flash.
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { formErrorsOf, readWeekForm, weekRows } from "~/features/availability/week-form";
import { action, loader } from "./availability";

afterEach(() => {
  vi.unstubAllGlobals();
});

const URL_ = "http://localhost/espace-pro/parametres/disponibilites";
const week = (version = 4) => ({
  bailiff_id: 40,
  rules: [{ weekday: 1, start: "09:00", end: "12:00" }],
  buffer_minutes: 15,
  notice_minutes: 120,
  version,
  warnings: [],
});

function form(rows: Array<[string, string, string]>, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({ bailiff_id: "40", version: "4", buffer_minutes: "15", notice_hours: "2", ...extra });
  rows.forEach(([weekday, start, end], index) => {
    body.set(`rules.${index}.weekday`, weekday);
    body.set(`rules.${index}.start`, start);
    body.set(`rules.${index}.end`, end);
  });
  return body;
}

async function post(body: URLSearchParams) {
  const request = await signedInRequest(URL_, { user: professionalSessionUser(), studyId: 3 }, { method: "POST", body });
  const context = await testRequestContext(request);
  const answer = await action({ request, params: {}, context }).catch((thrown: unknown) => thrown);
  return { answer, context };
}

function platform(save: () => Response) {
  return stubPlatformRoutes([
    ["GET", /\/oauth\/me$/, () => Response.json(platformUserFixture({ roles: ["bailiff"] }))],
    [
      "GET",
      /^\/api\/bailiff\/3\/availability\/professionals$/,
      () => Response.json({ data: [{ id: 40, firstname: "Antoine", lastname: "Dupont" }] }),
    ],
    ["GET", /^\/api\/bailiff\/3\/calendar\/available-rules$/, () => Response.json(week())],
    ["PUT", /^\/api\/bailiff\/3\/calendar\/available-rules$/, save],
  ]);
}

describe("the weekly ranges form", () => {
  it("reads rows, skips empty ones and maps the platform's errors back to the typed rows", () => {
    const read = readWeekForm(
      new URLSearchParams(
        form([
          ["1", "09:00", "12:00"],
          ["1", "", ""],
          ["1", "11:00", "13:00"],
        ]).toString(),
      ) as unknown as FormData,
    );
    expect(read.ranges.map((range) => range.row)).toEqual([0, 2]);
    expect(read).toMatchObject({ bufferMinutes: 15, noticeMinutes: 120, errors: {} });
    expect(formErrorsOf({ "rules.1.start": ["Chevauche."], notice_minutes: ["Trop long."] }, read.ranges)).toEqual({
      "rules.2.start": ["Chevauche."],
      notice_hours: ["Trop long."],
    });
    expect(weekRows([{ weekday: 2, start: "09:00", end: "10:00" }])).toHaveLength(4);
    const bad = readWeekForm(
      new URLSearchParams(form([["9", "09:00", "10:00"]], { buffer_minutes: "-5" })) as unknown as FormData,
    );
    expect(bad.errors).toEqual({
      "rules.0.weekday": ["Choisissez un jour."],
      buffer_minutes: ["Indiquez un battement entre 0 et 240 minutes."],
    });
  });

  it("loads the bailiff's own week", async () => {
    platform(() => Response.json(week(5)));
    const request = await signedInRequest(URL_, { user: professionalSessionUser(), studyId: 3 });
    const loaded = await loader({ request, params: {}, context: await testRequestContext(request) });
    expect(loaded).toMatchObject({ chosenId: 40, week: { version: 4, buffer_minutes: 15 } });
  });

  it("shows the platform's refusal next to the row it is about, with the input kept", async () => {
    const calls = platform(() =>
      Response.json(
        {
          message: "Cette plage chevauche celle du lundi de 09:00 à 12:00.",
          errors: { "rules.1.start": ["Cette plage chevauche celle du lundi de 09:00 à 12:00."] },
        },
        { status: 422 },
      ),
    );
    const { answer } = await post(
      form([
        ["1", "09:00", "12:00"],
        ["1", "", ""],
        ["1", "11:00", "13:00"],
      ]),
    );
    const sent = calls.find((call) => call.method === "PUT")!.body;
    expect(sent).toEqual({
      bailiff_id: 40,
      rules: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "11:00", end: "13:00" },
      ],
      buffer_minutes: 15,
      notice_minutes: 120,
      version: 4,
    });
    const body = await (answer as { data: unknown }).data;
    expect(body).toMatchObject({
      intent: "week",
      result: {
        error: { "rules.2.start": ["Cette plage chevauche celle du lundi de 09:00 à 12:00."] },
        initialValue: { "rules.2.start": "11:00", "rules.2.end": "13:00" },
      },
    });
    expect((answer as { init: { status: number } }).init.status).toBe(422);
  });

  it("says when the week changed meanwhile, and redirects with a flash once saved", async () => {
    platform(() =>
      Response.json({ message: "Ces disponibilités ont été modifiées entre-temps.", code: "stale" }, { status: 409 }),
    );
    const stale = await post(form([["2", "09:00", "10:00"]]));
    expect((stale.answer as { data: { error: string } }).data.error).toBe("Ces disponibilités ont été modifiées entre-temps.");
    platform(() => Response.json(week(5)));
    const saved = await post(form([["2", "09:00", "10:00"]]));
    expect(saved.answer).toBeInstanceOf(Response);
    expect((saved.answer as Response).headers.get("Location")).toBe("/espace-pro/parametres/disponibilites");
  });
});
