import { invalid } from '#server/http/errors.ts';

/** The selected addons' codes from a POST /addons body: { addons: [{ code } | "code", ...] }. */
export function addonCodesFrom(body: unknown): string[] {
  const list = (body as { addons?: unknown } | null)?.addons;
  if (list === null) return [];
  if (!Array.isArray(list) || list.length > 20) {
    throw invalid([{ path: 'addons', message: 'Send the selected optional covers as a list.' }]);
  }
  return [
    ...new Set(
      list.map((item, i) => {
        const code = typeof item === 'string' ? item : (item as { code?: unknown } | null)?.code;
        if (typeof code !== 'string' || code.length > 50) {
          throw invalid([{ path: `addons.${i}`, message: 'Each optional cover needs its code.' }]);
        }
        return code;
      }),
    ),
  ];
}

/** The payment frequency from a POST /payment-method body: the proposal with is_pay_monthly. */
export function payMonthlyFrom(body: unknown): boolean {
  const value = (body as { is_pay_monthly?: unknown } | null)?.is_pay_monthly;
  if (typeof value !== 'boolean') {
    throw invalid([{ path: 'is_pay_monthly', message: 'Choose monthly or annual payment.' }]);
  }
  return value;
}
