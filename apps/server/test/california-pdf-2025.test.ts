/**
 * The 2025 Form 540 on the FTB's official fillable PDF (assets/ftb-2025/540.pdf), tested at the
 * service level: a 2025 California return cannot be created through the API until the federal
 * 2025 parameter set is merged. The CaResult is the engine's, for the 2025 single renter of
 * packages/tax-engine/test/california/worked2025.test.ts (figures by hand there).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeCalifornia, computeReturn, type Return } from '@taxprep/tax-engine';
import { hasOfficialCa540, officialCa540 } from '../src/services/documents/ftb/ca540-official';

const federal: Return = {
  filing_status: 'single',
  w2s: [{ wages: '50000', state_wages: '50000', state_income_tax: '1400', state: 'CA' }],
};

describe('official 2025 Form 540', () => {
  it('has no official form for 2024 (the facsimile stays)', () => {
    expect(hasOfficialCa540(2024)).toBe(false);
    expect(hasOfficialCa540(2025)).toBe(true);
  });

  it('fills the lines of a 2025 return and reads back with pdftotext', async () => {
    // Federal figures of 2024 (no federal 2025 set on this branch): wages-only AGI is the same.
    const ca = computeCalifornia(
      {
        federal: { ...federal, tax_year: 2025 },
        requiredInfo: { housing: 'rent', renter_paid_half_2024: true },
      },
      computeReturn(federal),
    );
    const doc = await officialCa540(2025, 'single', { name: 'Ana Lopez', ssn: '***-**-1234' }, ca, []);
    expect(doc).not.toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'ca540-2025-'));
    const file = join(dir, 'ca540.pdf');
    writeFileSync(file, await doc!.save({ useObjectStreams: false }));
    if (process.env.CA540_PNG) execFileSync('pdftoppm', ['-png', '-r', '70', file, process.env.CA540_PNG]);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ana');
    expect(text).toContain('Lopez');
    expect(text).toContain('***-**-1234');
    // Lines from the hand computation in worked2025.test.ts: 17 = 50,000; 18 = 5,706;
    // 19 = 44,294; 31 = 1,193; 32 = 153; 46 = 60; 64 = 980; 71 = 1,400; 97 = 420.
    for (const v of ['50000', '5706', '44294', '1193', '153', '1040', '980', '1400', '420'])
      expect(text).toContain(v);
    expect(text).toMatch(/2025/);
  });
});
