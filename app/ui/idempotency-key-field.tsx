// The hidden field of a creating form: the key its page was rendered with (docs/decisions/3633). Posted
// the same by a plain HTML form and by Remix's <Form>; a new rendering after the answer brings a new key.
import { IDEMPOTENCY_FIELD } from "~common/idempotency";

export function IdempotencyKeyField({ value }: { value: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} />;
}
