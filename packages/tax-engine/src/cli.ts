/**
 * Prints every computed line of a return, grouped by form:
 *   npm run tax -- path/to/return.json        (add --json for machine-readable output)
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { computeReturn } from './index';
import type { Return } from './types';

function main(argv: string[]): number {
  const args = argv.filter((a) => !a.startsWith('--'));
  const asJson = argv.includes('--json');
  const file = args[0];
  if (!file) {
    process.stderr.write('usage: npm run tax -- path/to/return.json [--json]\n');
    return 2;
  }
  // `npm run tax -w …` runs in the package folder; resolve against the caller's directory first.
  const fromCaller = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const path = existsSync(fromCaller) ? fromCaller : resolve(file);
  const input = JSON.parse(readFileSync(path, 'utf8')) as Return;
  const r = computeReturn(input);
  if (asJson) {
    const out = {
      forms: r.forms,
      summary: r.summary,
      warnings: r.warnings,
      lines: r.lines
        .all()
        .map((l) => ({ key: l.key, value: l.value.toString(), formula: l.formula, inputs: l.inputs })),
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const out: string[] = [];
  const forms = r.lines.formNames();
  const filed = new Set(r.forms);
  // Official forms first, in filing order, then worksheets.
  const ordered = [...r.forms.filter((f) => forms.includes(f)), ...forms.filter((f) => !filed.has(f))];
  for (const f of ordered) {
    out.push('', `== ${f}${filed.has(f) ? '' : ' (worksheet / not attached)'} ==`);
    for (const l of r.lines.ofForm(f)) {
      const line = l.key.slice(f.length + 1);
      out.push(
        `${line.padEnd(14)} ${l.value.toString().padStart(14)}  ${l.formula}${l.inputs.length ? `  [${l.inputs.join(', ')}]` : ''}`,
      );
    }
  }
  out.push('', '== summary ==');
  for (const [k, v] of Object.entries(r.summary)) out.push(`${k.padEnd(14)} ${v.toString().padStart(14)}`);
  out.push('', `forms: ${r.forms.join(', ')}`);
  if (r.warnings.length) out.push('', 'warnings:', ...r.warnings.map((w) => `  - ${w}`));
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
