// The professional step's URLs, read by its page and by its actions: the step itself, and the step
// focused on one professional's full slot list (`?etude=&pro=`, a page without JavaScript).
import { STEP_PATHS } from "./wizard";

export const SELECTION_PATH = STEP_PATHS.BAILIFF_SELECTION;

export function focusHref(key: { studyId: number; bailiffId: number }, extra: Record<string, string> = {}): string {
  return `${SELECTION_PATH}?${new URLSearchParams({ etude: String(key.studyId), pro: String(key.bailiffId), ...extra })}`;
}
