// How many segments an SMS takes (3GPP TS 23.038): in the GSM 7-bit alphabet a single message holds 160
// characters, those of the extension table counting two; one character outside it and the whole message
// goes in UCS-2, 70 UTF-16 units. French letters like é, è, à, ù are in the alphabet; ê, â, î, ô, û, ç,
// « », ’ and … are not, so one of them in a long text makes it three messages (docs/decisions/3821).

const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
/** Sent as an escape and the character: two septets each. */
const GSM_EXTENSION = new Set("^{}\\[~]|€\f");

const GSM_SINGLE = 160;
const UCS2_SINGLE = 70;
/** A concatenated message's parts lose room to the header that joins them. */
const GSM_PART = 153;
const UCS2_PART = 67;

export interface SmsSize {
  encoding: "GSM-7" | "UCS-2";
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENSION.has(character)) septets += 2;
    else {
      const units = text.length;
      return { encoding: "UCS-2", units, segments: units <= UCS2_SINGLE ? 1 : Math.ceil(units / UCS2_PART) };
    }
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= GSM_SINGLE ? 1 : Math.ceil(septets / GSM_PART) };
}

export const fitsOneSegment = (text: string) => smsSize(text).segments === 1;

/**
 * The first wording that fits in one SMS, the fullest first; the last is the short one every message
 * falls back to (its own words and one link), which the tests hold to one segment at the longest links.
 */
export function oneSegment(...wordings: [string, ...string[]]): string {
  return wordings.find(fitsOneSegment) ?? wordings[wordings.length - 1]!;
}
