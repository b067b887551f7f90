const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a string can be stored and shown as it is: PostgreSQL rejects NUL in text and jsonb,
 * and an unpaired surrogate is not Unicode at all (it cannot be encoded as UTF-8).
 */
export function cleanText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/**
 * The first string (value or key) in a parsed JSON value, query or params object that is not
 * clean. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findBadText(root: unknown): string | null {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!cleanText(v)) return v;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (!cleanText(k)) return k;
        stack.push(x);
      }
    }
  }
  return null;
}
