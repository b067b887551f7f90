/**
 * Issue 24: the IRS Direct File test returns, entered through this API as a filer would and
 * compared line by line with the Form 1040 Direct File printed for each (its expected-PDF test
 * files). Source and rebuild: test/fixtures/direct-file/README.md. The few that differ on purpose
 * are listed with their reasons in direct-file/known.ts.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f1040Map } from '../src/services/documents/pdf/f1040';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn, summaryLines } from './helpers/returns';
import { enterScenario } from './direct-file/enter';
import type { RawFacts } from './direct-file/facts';
import { DIFFERENT, REFUSED } from './direct-file/known';

type Scenario = { facts: RawFacts; expected: Record<string, string> };
const all = JSON.parse(
  gunzipSync(readFileSync(new URL('./fixtures/direct-file/scenarios.json.gz', import.meta.url))).toString(
    'utf8',
  ),
) as Record<string, Scenario>;
const names = Object.keys(all).sort();
// Every scenario on PGlite; every third on PostgreSQL, whose runs repeat the same API.
const run = process.env.TEST_DB === 'postgres' ? names.filter((_, i) => i % 3 === 0) : names;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The Form 1040 lines (as the PDF prints them) where this return differs from Direct File's. */
function differences(ours: Record<string, string>, expected: Record<string, string>): string[] {
  return Object.keys(f1040Map.lines).filter(
    (k) => Number(ours[`f1040.${k}`] ?? 0) !== Number(expected[k] ?? 0),
  );
}

describe('IRS Direct File test returns', () => {
  it('has the scenarios and names only real ones as known', () => {
    expect(names.length).toBe(160);
    for (const n of [...Object.keys(REFUSED), ...Object.keys(DIFFERENT)]) expect(names).toContain(n);
  });

  it.each(run)(
    '%s',
    async (name) => {
      const s = all[name]!;
      const me = await filer(t);
      const api = call(t, me.auth);
      const id = await newReturn(t, me.auth);
      const entry = await enterScenario(s.facts, api, id);
      const refused = REFUSED[name];
      if (refused) {
        expect(entry.refused.join('\n')).toContain(refused.message);
        return;
      }
      expect(entry.refused).toEqual([]);
      const diff = differences(await summaryLines(api, id), s.expected);
      expect(diff).toEqual(DIFFERENT[name]?.lines ?? []);
    },
    60_000,
  );
});
