// The one refusal policy: which platform answer becomes which message, whatever the page.
import { describe, expect, it } from "vitest";
import {
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  PlatformError,
  PlatformUnavailableError,
  ValidationError,
} from "~/.server/platform/errors";
import { refusalAnswer, refusalOf } from "./refusal.server";

const WORDING = {
  failed: "L'action n'a pas abouti, veuillez réessayer.",
  fieldOf: { user_id: "professional" },
  fileField: "file",
};

describe("refusalOf", () => {
  it("puts a 422's messages next to the page's fields, renamed where the page names them otherwise", () => {
    const error = new ValidationError(422, "Données invalides.", "invalid", {
      user_id: ["Choisissez un professionnel."],
      end: ["Trop tôt."],
    });
    expect(refusalOf(error, WORDING)).toEqual({
      status: 422,
      fields: { professional: ["Choisissez un professionnel."], end: ["Trop tôt."] },
      message: "Données invalides.",
    });
  });

  it("shows the platform's French sentence as the form's message for 403, 404 and 409", () => {
    for (const error of [
      new ForbiddenError(403, "Vous n'avez pas accès à ce rendez-vous."),
      new NotFoundError(404, "Ce rendez-vous n'existe pas."),
      new PlatformError(
        409,
        "Ce rendez-vous a été annulé par le client. Rechargez la page pour voir sa nouvelle version.",
        "stale",
      ),
    ]) {
      expect(refusalOf(error, WORDING)).toEqual({ status: error.status, fields: {}, message: error.message, code: error.code });
    }
  });

  it("puts a file too large next to the file field", () => {
    const error = new PayloadTooLargeError(413, "Le fichier dépasse 10 Mo.");
    expect(refusalOf(error, WORDING).fields).toEqual({ file: ["Le fichier dépasse 10 Mo."] });
  });

  it("answers the page's generic message for a failure that is not the user's, never the platform's words", () => {
    const refusal = refusalOf(new PlatformUnavailableError(503, "upstream connect error"), WORDING);
    expect(refusal).toEqual({ status: 502, fields: {}, message: WORDING.failed });
  });

  it("throws again what is not a platform refusal", () => {
    expect(() => refusalOf(new TypeError("bug"), WORDING)).toThrow("bug");
  });
});

describe("refusalAnswer", () => {
  it("keeps what was typed and says which form the answer is about", () => {
    const form = new FormData();
    form.set("slot_id", "90");
    const answer = refusalAnswer(
      "confirm",
      form,
      { status: 409, fields: {}, message: "Ce créneau est pris." },
      { meetingId: 50 },
    );
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({
      intent: "confirm",
      meetingId: 50,
      error: "Ce créneau est pris.",
      result: { initialValue: { slot_id: "90" } },
    });
  });
});
