import { describe, expect, it } from "vitest";
import { iceServersVariable } from "./ice-servers";

describe("ICE_SERVERS", () => {
  it("is empty when unset, and reads STUN and TURN servers", () => {
    expect(iceServersVariable.parse(undefined)).toEqual([]);
    expect(
      iceServersVariable.parse(
        '[{"urls":"stun:stun.example.fr:3478"},{"urls":["turn:turn.example.fr:3478"],"username":"u","credential":"p"}]',
      ),
    ).toEqual([{ urls: "stun:stun.example.fr:3478" }, { urls: ["turn:turn.example.fr:3478"], username: "u", credential: "p" }]);
  });

  it("refuses what is not a list of STUN/TURN servers", () => {
    expect(iceServersVariable.safeParse("stun:x").success).toBe(false);
    expect(iceServersVariable.safeParse('[{"urls":"http://x"}]').success).toBe(false);
  });
});
