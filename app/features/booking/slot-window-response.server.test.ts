// The slot-window routes answer JSON in every case: a window, a refusal with its status, or a 503 when
// the platform fails (never a 500 page the slot picker cannot read).
import { describe, expect, it, vi } from "vitest";

// A plain function, not vi.fn(): a spy watching a rejected promise reports the rejection as unhandled.
const platform = vi.hoisted(() => ({
  calls: [] as unknown[][],
  answer: (): Promise<unknown> => Promise.resolve({ days: [], nextFrom: "2027-03-15" }),
}));
vi.mock("./slot-search.server", () => ({
  slotWindowDays: (...args: unknown[]) => {
    platform.calls.push(args);
    return platform.answer();
  },
  windowStartFrom: (du: string | null) => du ?? "2027-03-01",
}));

const { slotWindowRefusal, slotWindowResponse } = await import("./slot-window-response.server");
const query = { reportTypeId: 1, studyId: 2, visio: true };

describe("slot window responses", () => {
  it("refuses an incomplete search (400), an unknown professional (400), a visitor not signed in (401)", async () => {
    expect(slotWindowRefusal("incomplete").status).toBe(400);
    expect(await slotWindowRefusal("incomplete").json()).toEqual({ message: "Recherche incomplète" });
    expect(await slotWindowRefusal("unknownProfessional").json()).toEqual({ message: "Professionnel inconnu" });
    expect(slotWindowRefusal("signInRequired").status).toBe(401);
  });

  it("answers the window from the day asked for, never cached", async () => {
    const response = await slotWindowResponse(query, "2027-03-08");
    expect(platform.calls.at(-1)).toEqual([query, "2027-03-08"]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ days: [], nextFrom: "2027-03-15" });
  });

  it("answers 503 with its message when the platform fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    platform.answer = async () => {
      throw new Error("platform down");
    };
    const response = await slotWindowResponse(query, null);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Créneaux indisponibles" });
    expect(logged).toHaveBeenCalledWith("Créneaux indisponibles :", "platform down");
    logged.mockRestore();
  });
});
