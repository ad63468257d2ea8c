/**
 * Stands in for fast-uri (about 6 KB gzipped) in the browser build (vite.config.ts). @rjsf/utils
 * calls it only for schemas with an `$id` or of draft 2020-12, which ours are not (every `$ref` is
 * a local "#/definitions/..." pointer); should one come, the two calls it makes work here through
 * the platform's URL parser.
 */
const BASE = 'resolve:/';

function withoutEmptyFragment(uri: string): string {
  return uri.endsWith('#') ? uri.slice(0, -1) : uri;
}

/** `ref` resolved against `base` (RFC 3986 reference resolution). */
function resolve(base: string, ref: string): string {
  const resolved = new URL(ref, new URL(base, BASE)).href;
  return resolved.startsWith(BASE) ? resolved.slice(BASE.length) : resolved;
}

/** Whether two URIs name the same resource. */
function equal(a: string, b: string): boolean {
  return withoutEmptyFragment(resolve('', a)) === withoutEmptyFragment(resolve('', b));
}

export default { resolve, equal };
export { resolve, equal };
