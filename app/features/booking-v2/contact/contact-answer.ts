// What POST /contact answers when it does not redirect, read by the page and by the dialog: the form's
// errors, or (a dialog's post only) the success with the phone the customer will be called on.
import type { FormAnswer } from "~/features/forms/form-result";

export const CONTACT_INTENT = "contact";

export type ContactAnswer = FormAnswer<typeof CONTACT_INTENT, { sentToPhone: string }>;
