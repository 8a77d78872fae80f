/**
 * The marketplace's commission on what a supplier sells. Pure: usable anywhere, the browser included.
 */

/** The commission on each supplier order, in basis points (1000 = 10 %). */
export const COMMISSION_BP = 1000;

/**
 * The commission on a supplier order's net amount, in integer cents: `netCents × COMMISSION_BP /
 * 10000`, rounded half up. The supplier earns the rest (`netCents - commissionCents(netCents)`).
 */
export function commissionCents(netCents: number): number {
  return Math.floor((netCents * COMMISSION_BP + 5000) / 10000);
}
