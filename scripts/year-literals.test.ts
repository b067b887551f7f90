/**
 * The tax year is data (issue 25): no year may be written in engine, contracts, server or web code
 * outside the parameter sets (`params/`), labels built from the year ({year}), and tests. A few
 * years belong to the text they are in (a form's revision date, a stored field's name, the spec's
 * default year): each is listed below with its reason. Any other year literal fails this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['packages/tax-engine/src', 'packages/contracts/src', 'apps/server/src', 'apps/web/src'];
const YEAR = /\b20[0-9]{2}\b/;

/** [file (from the repository root), what the line holds, why it may name a year]. */
const ALLOWED: readonly (readonly [string, RegExp, string])[] = [
  [
    'packages/contracts/src/constants.ts',
    /export const TAX_YEAR = 2024;/,
    'spec 000: a return with no year is a 2024 return',
  ],
  ['apps/server/src/db/schema.ts', /default\(2024\)/, 'the column default of migration 0000 (TAX_YEAR)'],
  [
    'apps/server/src/services/documents/tax-years.ts',
    /^\s*20\d\d: \{ pdfAssets:/,
    'the per-year table of IRS forms',
  ],
  [
    'apps/server/src/services/documents/facsimile/f1040x',
    /Rev\. (February |2-)2024/,
    'Form 1040-X revision date',
  ],
  [
    'apps/server/src/services/documents/facsimile/f5329.ts',
    /5329 \(2024\)|'2024'/,
    'the 2024 facsimile of Form 5329 (no 2025 map yet)',
  ],
  [
    'apps/server/src/services/documents/pdf/maps.ts',
    /'assets\/irs-20\d\d'/,
    'the field maps by year (asset folder)',
  ],
  ['apps/server/src/services/documents/pdf/', /\/\/ /, 'field maps quote the form line in a comment'],
  [
    'apps/server/src/services/documents/ftb/',
    /./,
    'the FTB PDFs name their fields by number (2001, 2016…); the table of years with a form',
  ],
  [
    'apps/server/src/services/documents/pdf/f8949-statement.ts',
    /Form 8949 \(2024\)/,
    'the 2024 Form 8949 statement',
  ],
  [
    'apps/web/src/features/preparer-profile/SetupProfilePage.tsx',
    /Last updated 10\/01\/2025/,
    'a page date, not a tax year',
  ],
  ['apps/server/src/services/returns/engine-input.ts', /carryover_from_2023/, 'a stored field name'],
  ['apps/server/src/plugins/wizard/f2441.ts', /carryover_from_2023/, 'a stored field name'],
  ['packages/contracts/src/f2441.ts', /carryover_from_2023/, 'a stored field name'],
  ['apps/web/src/features/wizard/care/', /carryover_from_2023/, 'a stored field name'],
  ['packages/contracts/src/documents/kinds/f1099g.ts', /repaid_in_2024/, 'a stored field name'],
  [
    'packages/contracts/src/checklist.ts',
    /before 2019/,
    'alimony rule: agreements made before 2019 (TCJA), not a tax year',
  ],
  [
    'packages/contracts/src/return-lists.ts',
    /e\.g\. 2025|min\(2000\)/,
    'an example in a message; the year filter’s bounds',
  ],
  ['packages/contracts/src/brackets.ts', /2018/, 'the bracket editor’s year range (spec 002)'],
  [
    'apps/server/src/plugins/california/schedule-ca.ts',
    /2018/,
    'the year range of spec 002’s Schedule CA query',
  ],
  ['apps/server/src/plugins/form1040x.ts', /Rev\. February 2024/, 'Form 1040-X revision date'],
  ['packages/contracts/src/f1040x.ts', /e\.g\., 2024/, 'an example in a message'],
];

/**
 * Year literals not yet moved into the parameter sets or {year} texts (issue 25 is open): each line
 * exactly as it stands, so none can be added beside them and each goes when its line is rewritten.
 */
const NOT_YET: readonly (readonly [string, string])[] = [
  ['packages/tax-engine/src/california/index.ts', 'const params = caParams(input.federal.tax_year ?? 2024);'],
  [
    'packages/tax-engine/src/california/lines/f540-lines.ts',
    "'Amount of line 97 you want applied to your 2025 estimated tax',",
  ],
  [
    'packages/tax-engine/src/california/lines/f540-lines.ts',
    "'Amount of line 97 applied to 2025 estimated tax',",
  ],
  ['packages/tax-engine/src/california/lines/f540-lines.ts', "'98 Amount applied to 2025 estimated tax',"],
  [
    'packages/tax-engine/src/california/lines/f540nr-lines.ts',
    "row(BAL, '102', 'Amount of line 101 you want applied to your 2025 estimated tax'),",
  ],
  [
    'packages/tax-engine/src/california/lines/f568-lines.ts',
    "line('line18_applied_to_next_year', '18', 'Amount of line 17 to be credited to 2025 tax'),",
  ],
  [
    'packages/tax-engine/src/california/lines/payment-lines.ts',
    "'2024 California estimated tax and other payments. See instructions',",
  ],
  [
    'packages/tax-engine/src/california/lines/payment-lines.ts',
    "'2024 California estimated tax and other payments',",
  ],
  ['packages/tax-engine/src/credits/f8880.ts', "'under-18': 'born after January 1, 2007',"],
  [
    'packages/tax-engine/src/forms/schedule1.ts',
    "const postTcja = (date: string | undefined): boolean => !!date && date > '2018-12-31';",
  ],
  [
    'packages/tax-engine/src/forms/schedule1.ts',
    "'Alimony received under an agreement executed after 2018 is not taxable (Schedule 1 line 2a).',",
  ],
  [
    'packages/tax-engine/src/forms/schedule1.ts',
    "'Alimony paid under an agreement executed after 2018 is not deductible (Schedule 1 line 19a).',",
  ],
  ['packages/tax-engine/src/index.ts', 'params: FederalParams = federalParams(2024),'],
  ['packages/tax-engine/src/index.ts', 'params: FederalParams = federalParams(2024),'],
  ['packages/tax-engine/src/index.ts', 'params: FederalParams = federalParams(2024),'],
  [
    'packages/contracts/src/california/ca540.ts',
    'tax_year: z.coerce.number().int().min(2018).max(2100).optional(),',
  ],
  [
    'packages/contracts/src/california/form568.ts',
    'tax_year: z.coerce.number().int().min(2018).max(2100).optional(),',
  ],
  [
    'packages/contracts/src/california/scheduleCA.ts',
    'tax_year: z.coerce.number().int().min(2018).max(2100).optional(),',
  ],
];

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name === 'params' || e.name === 'test' || e.name === 'node_modules') continue;
      yield* files(p);
    } else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield p;
  }
}

/** Lines of code (not comments) that name a year and are not listed above. */
export function strayYears(): string[] {
  return strays().map((x) => `${x.file}:${x.line}: ${x.text}`);
}

/** The stray lines, each with its file, number and trimmed text. */
export function strays(): { file: string; line: number; text: string }[] {
  const out: { file: string; line: number; text: string }[] = [];
  for (const root of ROOTS)
    for (const file of files(path.join(repo, root))) {
      const rel = path.relative(repo, file).split(path.sep).join('/');
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!YEAR.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return;
          if (ALLOWED.some(([f, re]) => rel.startsWith(f) && re.test(line))) return;
          if (NOT_YET.some(([f, text]) => rel === f && line.trim() === text)) return;
          out.push({ file: rel, line: i + 1, text: line.trim() });
        });
    }
  return out;
}

describe('year literals in code', () => {
  it('none outside the parameter sets, year-built labels and the listed exceptions', () => {
    expect(strayYears()).toEqual([]);
  });
  it('lists no line twice and none that is gone (the list only shrinks)', () => {
    const all = new Map<string, string[]>();
    for (const [f, text] of NOT_YET) {
      if (!all.has(f))
        all.set(
          f,
          fs
            .readFileSync(path.join(repo, f), 'utf8')
            .split('\n')
            .map((l) => l.trim()),
        );
      expect(all.get(f), `${f}: ${text}`).toContain(text);
    }
  });
});
