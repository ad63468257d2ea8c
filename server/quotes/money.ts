/** The API speaks pounds to 2 decimals (SPEC.md 9); the engine works in integer pence. */
export const pounds = (pence: number): number => Math.round(pence) / 100;
