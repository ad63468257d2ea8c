/** Money on screen: GBP with 2 decimals (SPEC.md 9); excesses as whole pounds, truncated. */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

export function formatMoney(pounds: number | null | undefined): string {
  return gbp.format(typeof pounds === 'number' && Number.isFinite(pounds) ? pounds : 0);
}

export function formatWholePounds(pounds: number): string {
  return `£${Math.trunc(pounds).toLocaleString('en-GB')}`;
}

/** Adds pounds without floating-point drift (through pence). */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;
}
