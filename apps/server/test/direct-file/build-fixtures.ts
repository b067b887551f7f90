/**
 * Rebuilds test/fixtures/direct-file/scenarios.json.gz from a checkout of IRS Direct File
 * (github.com/IRS-Public/direct-file, public domain): each backend test scenario that has an expected
 * Form 1040 (backend/src/test/resources/pdf-expected/en/{olf,ero}-NAME.yml), with its writable facts
 * and the figures of that form by line number.
 *
 *   npx tsx apps/server/test/direct-file/build-fixtures.ts /path/to/direct-file
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expected1040 } from './expected';

const root = process.argv[2];
if (!root) throw new Error('Give the path of a Direct File checkout.');
const scenarios = join(root, 'direct-file/backend/src/test/resources/scenarios');
const pdfs = join(root, 'direct-file/backend/src/test/resources/pdf-expected/en');
const out: Record<string, { facts: unknown; expected: Record<string, string> }> = {};
for (const file of readdirSync(scenarios)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const name = file.replace(/\.json$/, '');
  const yml = ['olf-', 'ero-'].map((p) => join(pdfs, `${p}${name}.yml`)).find((p) => existsSync(p));
  if (!yml) continue;
  const facts = (JSON.parse(readFileSync(join(scenarios, file), 'utf8')) as { facts: unknown }).facts;
  out[name] = { facts, expected: expected1040(readFileSync(yml, 'utf8')) };
}
const target = join(import.meta.dirname, '../fixtures/direct-file/scenarios.json.gz');
writeFileSync(target, gzipSync(JSON.stringify(out), { level: 9 }));
console.log(`${Object.keys(out).length} scenarios written to ${target}`);
