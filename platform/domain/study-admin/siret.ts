// A SIRET (14 digits) is valid when its Luhn key checks; La Poste's establishments (SIREN 356 000 000)
// are the one published exception: the sum of their digits is a multiple of 5 instead.
const LA_POSTE_SIREN = "356000000";

/** The number without the spaces people type between its groups, or null when it is not 14 digits. */
export function normaliseSiret(raw: string): string | null {
  const digits = raw.replace(/[\s.]/g, "");
  return /^\d{14}$/.test(digits) ? digits : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiret(raw: string): boolean {
  const siret = normaliseSiret(raw);
  if (!siret) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== "35600000000048") {
    const total = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
    return total % 5 === 0;
  }
  return luhnValid(siret);
}
