import { ApiError } from '#server/http/errors.ts';

/** Limits on any JSON body, checked before the schema sees it (DESIGN.md 5, malformed input). */
export const SHAPE_LIMITS = { maxDepth: 12, maxString: 2000, maxArray: 100, maxKeys: 5000 };

/**
 * Rejects bodies that are too deep, have huge strings or too many members, with a 422.
 * Walks iteratively so a deeply nested body cannot exhaust the stack.
 */
export function assertReasonableShape(body: unknown, limits = SHAPE_LIMITS): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: body, depth: 0, path: '' }];
  let keys = 0;
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    const fail = (message: string) => {
      throw new ApiError(422, 'invalid', 'Some answers need attention.', [{ path, message }]);
    };
    if (typeof value === 'string') {
      if (value.length > limits.maxString)
        fail(`The answer is too long (at most ${limits.maxString} characters).`);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) fail('The answer is nested too deeply.');
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (Array.isArray(value) && value.length > limits.maxArray)
      fail(`Too many items (at most ${limits.maxArray}).`);
    keys += entries.length;
    if (keys > limits.maxKeys) fail('The request has too many answers.');
    for (const [k, v] of entries) stack.push({ value: v, depth: depth + 1, path: path ? `${path}.${k}` : k });
  }
}
