// What every case action's body may carry to say which version of the case its form was rendered with
// (`expected_version`, or `expected_updated_at` as the demand answer gives it): a case changed since
// answers 409 `stale` instead of being silently overwritten.
import { z } from "zod";
import type { Expected } from "../../domain/demands/find-case";
import { instant, number } from "../fields";
import { parseInput } from "../validate";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const expectedSchema = z.object({
  expected_version: z.preprocess(blankToUndefined, number(0, 2_147_483_647).pipe(z.number().int()).optional()),
  expected_updated_at: z.preprocess(blankToUndefined, instant.optional()),
});

export function expectedOf(body: unknown): Expected {
  const parsed = parseInput(expectedSchema, body);
  return {
    expectedVersion: parsed.expected_version,
    expectedUpdatedAt: parsed.expected_updated_at === undefined ? undefined : new Date(parsed.expected_updated_at),
  };
}
