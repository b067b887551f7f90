/**
 * Explanations and messages print the year's amounts from the parameter set (`ctx.params`, through
 * `fmt`), never typed into a text: a typed "$10,453.20" stays behind when the parameters change.
 * Parameters (src/params) are where amounts are written. California's texts are checked by its own
 * helper (issue 23); this covers the federal engine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const SRC = join(__dirname, '../src');
const SKIP = ['params', 'california'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? SKIP.includes(e.name) && dir === SRC
        ? []
        : files(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** A dollar amount of two digits or more ("$10", "$450", "$1,234.50"); "$1" is a regex group. */
const TYPED = /\$\d[\d,.]*\d/;

/** The code of a file without its comments, so a comment may still cite the form's amounts. */
export function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

export function typedAmounts(text: string): string[] {
  return code(text)
    .split('\n')
    .flatMap((l) => (TYPED.test(l) ? [l.trim()] : []));
}

test('the check finds a typed amount in a text and none in a comment or a formatted amount', () => {
  expect(typedAmounts("L.set('a', x, 'Your earned income plus $450');")).toHaveLength(1);
  expect(typedAmounts("L.set('a', x, `over $10,453.20 per person`);")).toHaveLength(1);
  expect(typedAmounts('// the $450 of the worksheet\n/** $1,300 */\nconst s = `${fmt(x)}`;')).toEqual([]);
});

test('no text of the federal engine types a dollar amount', () => {
  const found = files(SRC).flatMap((f) =>
    typedAmounts(readFileSync(f, 'utf8')).map((l) => `${relative(SRC, f)}: ${l}`),
  );
  expect(found).toEqual([]);
});
