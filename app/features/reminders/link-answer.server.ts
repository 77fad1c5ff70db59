// What a reminder link's page shows when the platform refuses the link: its French reason with the
// status it gave (404 forged, 410 past the meeting, 409 re-dated or no longer confirmed), or a plain
// "try again" when the platform could not answer.
import { PlatformError } from "~/.server/platform/errors";
import reminders from "~/locales/fr/reminders.json";
import { translator } from "~/i18n/translator";

const t = translator(reminders);

export interface LinkRefused {
  ok: false;
  status: number;
  reason: string;
}

export function refusedLink(error: unknown): LinkRefused {
  if (error instanceof PlatformError && [404, 409, 410].includes(error.status))
    return { ok: false, status: error.status, reason: error.message };
  if (error instanceof PlatformError) return { ok: false, status: 503, reason: t("links.unavailable") };
  throw error;
}

/** A link that cannot be one of ours, refused before asking the platform. */
export const invalidLink = (): LinkRefused => ({ ok: false, status: 404, reason: t("links.invalid") });

/** A token as the platform accepts it; anything else is refused before asking it. */
export const wellFormedToken = (token: string | undefined): token is string =>
  Boolean(token && /^[A-Za-z0-9._-]{20,80}$/.test(token));
