/**
 * A secret as a value of its own in a text (a log, stored rows): not the digits inside a longer
 * number or a decimal, where a bare "7319" or "089999" also stands when a time or a duration
 * happens to hold them (these checks failed about one run in ten that way).
 */
export function asValue(secret: string): RegExp {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.])${escaped}(?!\\w)`);
}
