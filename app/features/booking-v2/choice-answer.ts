// What a booking search page answers when a slot or "transmit" button's post is refused: the message
// shown above the list (app/features/booking-v2/choose-slot.server.ts builds it).
import type { FormAnswer } from "~/features/forms/form-result";

export const CHOICE_INTENT = "choose";

export type ChoiceAnswer = FormAnswer<typeof CHOICE_INTENT>;
