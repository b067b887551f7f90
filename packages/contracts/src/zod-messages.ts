/**
 * zod's own wording ("Invalid option: expected one of …", "Invalid input: expected string,
 * received number") never reaches a user: every issue a schema does not word itself gets a
 * sentence in the product's words here. Installed once, by schema-parts.ts, for every schema of
 * the browser and the server alike (zod reads it after a schema's own message).
 */
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'Enter text.',
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  boolean: 'Must be true or false',
  date: 'Enter a valid date.',
  array: 'Enter a list of entries.',
  object: 'Send the fields as a JSON object.',
};

const n = (v: unknown) =>
  typeof v === 'bigint' || typeof v === 'number' ? v.toLocaleString('en-US') : String(v);

/** The product's sentence for a zod issue. */
export function productMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return TYPE_WORDS[issue.expected] ?? 'Enter a valid value.';
    case 'invalid_value':
      return 'Choose one of the listed options.';
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${n(issue.maximum)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Enter at most ${n(issue.maximum)} entries.`;
      return `Enter ${n(issue.maximum)} or less.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'This field is required.'
          : `Use at least ${n(issue.minimum)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Enter at least ${n(issue.minimum)} entries.`;
      return `Enter ${n(issue.minimum)} or more.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Enter a valid email address.'
        : 'Enter a value in the expected format.';
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? 'Enter a whole number.'
        : `Enter a multiple of ${n(issue.divisor)}.`;
    case 'unrecognized_keys':
      return 'This form has no such field.';
    default:
      return 'Enter a valid value.';
  }
}

let installed = false;
/** Makes productMessage zod's wording everywhere (idempotent). */
export function installProductMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: productMessage });
}
