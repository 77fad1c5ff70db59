// The main wizard's answers between steps (ARCHITECTURE.md form rule 3): a small JSON in a sealed
// (encrypted: it holds the address and the need, decision 3804), HttpOnly cookie `booking_wizard`, next
// to the platform draft. Nothing lives in process memory, so a server restart, a reload or another
// instance resumes where the user was.
import { z } from "zod";
import { cookieDefaults, createSealedCookie } from "~/.server/cookies";
import { FURTHER_INFOS_MAX, type WizardState } from "~/features/booking/wizard";

const DAY = 60 * 60 * 24;

export { FURTHER_INFOS_MAX };

export const wizardStateCookie = createSealedCookie("booking_wizard", "bookingCookies", {
  ...cookieDefaults(),
  maxAge: 30 * DAY,
});

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/);
const id = z.number().int().positive().max(1e12);
const instant = z
  .string()
  .max(40)
  .refine((value) => Number.isFinite(Date.parse(value)));

const wizardStateSchema = z
  .object({
    service: z.enum(["meeting", "consultation"]).optional(),
    parentSlug: slug.optional(),
    reportTypeSlug: slug.optional(),
    visio: z.boolean().optional(),
    address: z
      .object({
        label: z.string().min(1).max(300),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .optional(),
    bailiffId: id.optional(),
    studyId: id.optional(),
    slot: z.object({ start: instant, end: instant }).optional(),
    withoutSlot: z.literal(true).optional(),
    furtherInfos: z.string().max(FURTHER_INFOS_MAX).optional(),
    signedInInFlow: z.literal(true).optional(),
  })
  .strip();

/** The state a cookie value holds; anything malformed (tampered, older shape) counts as a fresh start. */
export function parseWizardState(value: unknown): WizardState {
  const parsed = wizardStateSchema.safeParse(value);
  if (!parsed.success) return {};
  return withoutUndefined(parsed.data);
}

/** The JSON stored: undefined keys dropped, the need text capped. */
export function serialisableWizardState(state: WizardState): WizardState {
  const clean = withoutUndefined({ ...state, furtherInfos: state.furtherInfos?.slice(0, FURTHER_INFOS_MAX) || undefined });
  return parseWizardState(clean);
}

/** The need typed at the DEMAND_FORM and CONFIRMATION steps, trimmed and capped. */
export function postedFurtherInfos(formData: FormData): string {
  return String(formData.get("furtherInfos") ?? "")
    .trim()
    .slice(0, FURTHER_INFOS_MAX);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function isEmptyWizardState(state: WizardState): boolean {
  return Object.keys(state).length === 0;
}

export async function readWizardState(request: Request): Promise<WizardState> {
  return parseWizardState(await wizardStateCookie.parse(request.headers.get("Cookie")));
}

/** Whether the request carries the wizard cookie at all (the widget reads nothing otherwise). */
export function hasWizardCookie(request: Request): boolean {
  return /(?:^|;\s*)booking_wizard=/.test(request.headers.get("Cookie") ?? "");
}

export function commitWizardState(state: WizardState): Promise<string> {
  const stored = serialisableWizardState(state);
  if (isEmptyWizardState(stored)) return clearWizardState();
  return wizardStateCookie.serialize(stored);
}

export function clearWizardState(): Promise<string> {
  return wizardStateCookie.serialize("", { maxAge: 0 });
}
