// The unified social credit code (统一社会信用代码, GB 32100-2015) an organisation registers with: 18 characters
// of a 31-letter alphabet (no I, O, S, V, Z), the last a check character over the first 17.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Its shape: registration authority and kind, region code, then the organisation code and the check character. */
export const USCC_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$';
const SHAPE = new RegExp(USCC_PATTERN);

/** The check character of the first 17 characters. */
export function usccCheckCharacter(first17: string): string {
  const sum = [...first17].reduce((total, char, index) => total + ALPHABET.indexOf(char) * WEIGHTS[index]!, 0);
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** A code of the right shape whose check character is right. */
export function isUscc(value: string): boolean {
  return SHAPE.test(value) && usccCheckCharacter(value.slice(0, 17)) === value[17];
}

/** The 9-character organisation code inside a USCC (characters 9 to 17): a new organisation's code. */
export function orgCodeOfUscc(uscc: string): string {
  return uscc.slice(8, 17);
}
