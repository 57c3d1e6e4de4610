// Amounts: the calls speak whole yuan, the pages wan (ten thousand yuan, the unit tender notices use).

export const YUAN_PER_WAN = 10_000;
/** The largest amount a call takes (whole yuan), in wan. */
export const WAN_MAX = 1_000_000_000;

/** wan as typed (up to 4 decimals, so whole yuan) → whole yuan. */
export const wanToYuan = (wan: number): number => Math.round(wan * YUAN_PER_WAN);

/** Whole yuan → wan. */
export const yuanToWan = (yuan: number): number => yuan / YUAN_PER_WAN;

/** A wan figure from an address or a form: a non-negative number of at most 4 decimals, up to WAN_MAX. */
export function parseWan(text: string | null | undefined): number | undefined | 'invalid' {
  const value = (text ?? '').trim();
  if (!value) return undefined;
  if (!/^\d{1,10}(\.\d{1,4})?$/.test(value)) return 'invalid';
  const wan = Number(value);
  return wan <= WAN_MAX ? wan : 'invalid';
}

/** 1234567.5 → '1,234,567.5': the same on the server and in every browser (no locale data involved). */
export function groupDigits(value: number, decimals: number): string {
  const [whole, fraction] = value.toFixed(decimals).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction?.replace(/0+$/, '');
  return trimmed ? `${grouped}.${trimmed}` : grouped;
}

/** How an amount reads: wan with up to 2 decimals from ten thousand yuan up, whole yuan below. */
export function amountParts(yuan: number): { value: string; unit: 'wan' | 'yuan' } {
  if (yuan >= YUAN_PER_WAN) return { value: groupDigits(yuanToWan(yuan), 2), unit: 'wan' };
  return { value: groupDigits(yuan, 0), unit: 'yuan' };
}
