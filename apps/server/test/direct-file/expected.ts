/**
 * The Form 1040 figures Direct File printed for a scenario: its expected-PDF YAML (one
 * `field: "value"` line per PDF field, Form 1040 first) read through this product's own 2024 Form
 * 1040 field map, so each figure lands on its line number.
 */
import { f1040Map } from '../../src/services/documents/pdf/f1040';

/**
 * Form 1040-SR (a filer born before January 2, 1960) has its own field names past line 6b: page 2
 * holds lines 7–33 and page 3 lines 34–37, as Direct File's 2024 Form 1040-SR field map names them.
 */
const SR_PAGE2 = [
  'l7',
  'l8',
  'l9',
  'l10',
  'l11',
  'l12',
  'l13',
  'l14',
  'l15',
  '',
  'l16',
  'l17',
  'l18',
  'l19',
  'l20',
  'l21',
  'l22',
  'l23',
  'l24',
  'l25a',
  'l25b',
  'l25c',
  'l25d',
  'l26',
  'l27',
  'l28',
  'l29',
  '',
  'l31',
  'l32',
  'l33',
];
const SR_PAGE3: Record<string, string> = { f3_01: 'l34', f3_02: 'l35a', f3_05: 'l36', f3_06: 'l37' };

function srFields(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [line, field] of Object.entries(f1040Map.lines))
    if (String(field).includes('Page1[0]')) out[line] = String(field);
  SR_PAGE2.forEach((line, i) => {
    if (line) out[line] = `topmostSubform[0].Page2[0].f2_${String(i + 1).padStart(2, '0')}[0]`;
  });
  for (const [f, line] of Object.entries(SR_PAGE3)) out[line] = `topmostSubform[0].Page3[0].${f}[0]`;
  return out;
}

/** A field's name without the reading-order groups the two forms nest some lines in. */
const plain = (name: string) => name.replace(/[\w-]+_ReadOrder\[0\]\./g, '');

export function expected1040(yml: string): Record<string, string> {
  const byField = new Map<string, string>();
  const seen = new Set<string>();
  for (const line of yml.split('\n')) {
    const m = /^(.+?): "(.*)"$/.exec(line);
    if (!m) continue;
    // The 1040 comes first; the next form's fields reuse its names, so stop at the first repeat.
    if (seen.has(m[1]!)) break;
    seen.add(m[1]!);
    byField.set(plain(m[1]!), m[2]!);
  }
  const sr = byField.has('topmostSubform[0].Page3[0].f3_01[0]');
  const fields = sr ? srFields() : (f1040Map.lines as Record<string, string>);
  const out: Record<string, string> = {};
  for (const [line, field] of Object.entries(fields)) {
    const v = byField.get(plain(field));
    if (v !== undefined && v !== '') out[line] = Number(v).toFixed(2);
  }
  return out;
}
