// Input parsing refuses NUL bytes and other control characters in any string, at any depth, next to the
// field that carries them; tabs and line breaks stay allowed (comments, addresses on several lines).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./http-error";
import { CONTROL_CHARACTER_MESSAGE, parseInput } from "./validate";

const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

function refusal(input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, errors: error.extra.errors };
    throw error;
  }
  return null;
}

describe("parseInput", () => {
  it("refuses NUL and other control characters, naming each field", () => {
    expect(refusal({ name: "Dupont\u0000" })).toEqual({ status: 422, errors: { name: [CONTROL_CHARACTER_MESSAGE] } });
    expect(refusal({ name: "a", tags: ["ok", "\u001b[31m"] })).toEqual({ status: 422, errors: { "tags.1": [CONTROL_CHARACTER_MESSAGE] } });
    expect(refusal({ name: "a\u007f", other: { deep: "\u0008" } })?.errors).toEqual({
      name: [CONTROL_CHARACTER_MESSAGE],
      "other.deep": [CONTROL_CHARACTER_MESSAGE],
    });
  });

  it("keeps tabs and line breaks, and odd but valid Unicode", () => {
    expect(parseInput(schema, { name: "1 rue\r\nBât. A\tporte 2 😀" })).toEqual({ name: "1 rue\r\nBât. A\tporte 2 😀" });
  });
});
