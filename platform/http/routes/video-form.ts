// The consent fields every call path reads (checkboxes from forms, booleans from JSON).
import { z } from "zod";
import { optionalBool } from "../fields";
import { parseInput } from "../validate";

const consentBody = z.object({ consent_video: optionalBool, consent_location: optionalBool });

export function consentOf(body: unknown) {
  const parsed = parseInput(consentBody, body);
  return { video: parsed.consent_video ?? false, location: parsed.consent_location ?? false };
}
