// French phone numbers (customer-side §5): prefix +33, 0033 or 0, a digit 1-9, then four pairs of
// digits. People type them with spaces, dots, dashes, a space after +33 or a "(0)" (research/geo.md):
// all of these are accepted and normalised to E.164 (+33XXXXXXXXX) for the platform.
const FRENCH_PHONE = /^(?:\+33|0033|0)[\s.-]?(?:\(0\)[\s.-]?)?([1-9])(?:[\s.-]?(\d{2})){4}$/;

export function normaliseFrenchPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!FRENCH_PHONE.test(trimmed)) return null;
  const digits = trimmed.replace(/\(0\)/, "").replace(/\D/g, "");
  const national = digits.startsWith("0033") ? digits.slice(4) : digits.startsWith("33") ? digits.slice(2) : digits.slice(1);
  return national.length === 9 ? `+33${national}` : null;
}

/** The national display form, "06 12 34 56 78", for pre-filling fields. */
export function formatFrenchPhone(e164: string): string {
  const national = e164.startsWith("+33") ? `0${e164.slice(3)}` : e164;
  return national.replace(/(\d{2})(?=\d)/g, "$1 ").trim();
}
