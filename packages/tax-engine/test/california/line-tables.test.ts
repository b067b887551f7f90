/**
 * The California line tables (src/california/lines) are the one place a line's words are written:
 * the engine sets exactly the table's lines, the facsimile and the screens take their labels from
 * the tables (no table wording typed again there), and no explanation types a dollar amount.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { F540, F540NR, F568_LINES, CA_NR_PART_IV, CA_NR_TOTALS, type CaLineTable } from '../../src/index';
import { caW2, RENTER, runCa } from './helpers';

const ROOT = join(__dirname, '../../../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
const read = (p: string): string => readFileSync(p, 'utf8');

/** The line keys a result has under `form.l…` (the form's own lines, not its worksheets). */
const keysOf = (r: ReturnType<typeof runCa>, form: string): string[] =>
  r.lines
    .all()
    .map((l) => l.key)
    .filter((k) => new RegExp(`^${form}\\.l\\d+$`).test(k))
    .sort();
const tableKeys = (t: CaLineTable): string[] => t.lines.map((l) => t.key(l.n)).sort();

const federal = {
  filing_status: 'mfj' as const,
  w2s: [caW2(70000, 2500), caW2(30000, 800, { owner: 'spouse' as const })],
  dependents: [{ first_name: 'A', last_name: 'B', relationship: 'son', date_of_birth: '2020-03-01' }],
};

describe('California line tables', () => {
  it('Form 540: the engine sets exactly the lines of its table', () => {
    const r = runCa(federal, { requiredInfo: RENTER });
    expect(keysOf(r, 'ca540')).toEqual(tableKeys(F540));
  });

  it('Form 540NR and Schedule CA (540NR) Part IV: the engine sets exactly the lines of their tables', () => {
    const r = runCa(federal, {
      residency: 'part_year',
      nr: { residency_status: 'part_year', date_moved_in: '2024-07-15' },
      requiredInfo: RENTER,
    });
    expect(keysOf(r, 'ca540nr')).toEqual(tableKeys(F540NR));
    expect(keysOf(r, 'scheduleCANR\\.partIV')).toEqual(tableKeys(CA_NR_PART_IV));
    for (const t of CA_NR_TOTALS) expect(r.lines.has(`scheduleCANR.partII.${t.row}.e`)).toBe(true);
  });

  it('Form 568: the engine sets lines 1-21, each a line of the table', () => {
    const r = runCa(federal, { form568: [{ line1_total_income: '300000' }] });
    const set = keysOf(r, 'f568#1').map((k) => k.replace('f568#1.l', ''));
    const table = F568_LINES.filter((l) => l.n).map((l) => l.n);
    expect(set.sort()).toEqual([...table].sort());
  });

  it('the facsimile and the screens type no wording of a table line', () => {
    const words = [
      ...[F540, F540NR, CA_NR_PART_IV].flatMap((t) => t.lines.flatMap((l) => [l.label, l.screen ?? ''])),
      ...CA_NR_TOTALS.map((t) => t.label),
      ...F568_LINES.map((l) => l.label),
    ].filter((w) => w.length > 12);
    const sources = [
      ...files(join(ROOT, 'apps/server/src/services/documents/facsimile')).filter((f) => /\/ca/.test(f)),
      ...files(join(ROOT, 'apps/web/src/features/california')).filter((f) => !/\.test\.tsx?$/.test(f)),
      ...files(join(ROOT, 'packages/contracts/src/california')),
    ];
    const typed: string[] = [];
    for (const f of sources) {
      const text = read(f);
      for (const w of new Set(words))
        if (text.includes(`'${w}'`) || text.includes(`"${w}"`)) typed.push(`${f}: ${w}`);
    }
    expect(typed).toEqual([]);
  });

  it('no California explanation types a dollar amount: amounts come from the parameter set', () => {
    // Literal text in the engine's California code (the line tables hold the forms' printed wording,
    // and their explanations are checked below); "$0" is no parameter.
    const typed: string[] = [];
    const DOLLAR = /\$[1-9]/;
    for (const f of files(join(ROOT, 'packages/tax-engine/src/california')).filter(
      (p) => !/\/lines\//.test(p),
    )) {
      const code = read(f)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const lit of code.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g) ?? [])
        if (DOLLAR.test(lit)) typed.push(`${f}: ${lit}`);
    }
    for (const t of [F540, F540NR, CA_NR_PART_IV])
      for (const l of t.lines) if (l.text && DOLLAR.test(l.text)) typed.push(`${t.form}.l${l.n}: ${l.text}`);
    expect(typed).toEqual([]);
  });

  it('the dollar check catches a typed amount', () => {
    expect(/\$[1-9]/.test('Multiply line 4 by $6')).toBe(true);
  });
});
