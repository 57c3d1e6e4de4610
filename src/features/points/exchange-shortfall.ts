/**
 * How many points a user still lacks for an exchange that costs `cost`: 0 when the balance covers it, null
 * while the balance is not known yet (the ledger is still loading).
 */
export function exchangeShortfall(balance: number | null, cost: number): number | null {
  if (balance === null) return null;
  return Math.max(0, cost - balance);
}
