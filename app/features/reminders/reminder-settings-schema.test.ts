// The reminder settings form's schema: whole hours from 1 to 168, a time « HH:MM », each with its French message.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { reminderSettingsSchema } from "./reminder-settings-schema";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: reminderSettingsSchema });
}

describe("reminder settings schema", () => {
  it("takes whole hours from 1 to 168 and a time of day", () => {
    for (const [hours, time] of [
      ["1", "00:00"],
      ["24", "07:30"],
      [" 168 ", "23:59"],
    ] as const) {
      const submission = parse({ customer_lead_hours: hours, summary_time: time });
      expect(submission.status).toBe("success");
      if (submission.status === "success")
        expect(submission.value).toEqual({ customer_lead_hours: Number(hours), summary_time: time.trim() });
    }
  });

  it("answers each wrong value next to its field, in French", () => {
    for (const [hours, time] of [
      ["0", "24:00"],
      ["169", "7:30"],
      ["2,5", "07h30"],
      ["", ""],
    ] as const) {
      const submission = parse({ customer_lead_hours: hours, summary_time: time });
      expect(submission.status).toBe("error");
      expect(submission.reply().error).toEqual({
        customer_lead_hours: ["Saisissez un nombre entier d'heures entre 1 et 168."],
        summary_time: ["Saisissez une heure au format HH:MM, par exemple 07:30."],
      });
    }
  });
});
