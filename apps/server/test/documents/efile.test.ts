import { describe, expect, it } from 'vitest';
import { computeReturn, type Return } from '@taxprep/tax-engine';
import { checkForEfile, validRouting } from '../../src/services/documents';
import type { ReturnMeta } from '../../src/services/documents';
import { familyMeta, metaFor, mfjFamily, singleW2 } from './fixtures';

function run(input: Return, meta: ReturnMeta = metaFor()) {
  return checkForEfile(input, computeReturn(input), meta);
}
const codes = (r: ReturnType<typeof run>): string[] => r.errors.map((e) => e.code);

describe('e-file checks', () => {
  it('accepts clean returns', () => {
    const a = run(singleW2);
    expect(a).toEqual({ accepted: true, status: 'Accepted', message: 'Return accepted.', errors: [] });
    expect(run(mfjFamily, familyMeta()).status).toBe('Accepted');
  });

  it('primary SSN missing or invalid', () => {
    const missing = run({ ...singleW2, taxpayer: { ...singleW2.taxpayer, ssn: '' } });
    expect(codes(missing)).toContain('R0000-504-02');
    expect(missing.message).toMatch(/^Return rejected: \d+ errors?\.$/);
    expect(codes(run({ ...singleW2, taxpayer: { ...singleW2.taxpayer, ssn: '000123456' } }))).toContain(
      'IND-031-04',
    );
    expect(codes(run({ ...singleW2, taxpayer: { ...singleW2.taxpayer, ssn: '12345' } }))).toContain(
      'IND-031-04',
    );
    expect(codes(run(singleW2))).not.toContain('IND-031-04');
  });

  it('spouse SSN required for MFJ and MFS', () => {
    const mfj = run({ ...mfjFamily, spouse: { ...mfjFamily.spouse, ssn: undefined } }, familyMeta());
    expect(codes(mfj)).toContain('IND-032-04');
    const mfs = run({ ...singleW2, filing_status: 'mfs', spouse: { first_name: 'X', last_name: 'Y' } });
    expect(codes(mfs)).toContain('IND-032-04');
    expect(
      codes(
        run({
          ...singleW2,
          filing_status: 'mfs',
          spouse: { first_name: 'X', last_name: 'Y', ssn: '400099999' },
        }),
      ),
    ).not.toContain('IND-032-04');
  });

  it('dependent SSN duplicated or equal to the primary SSN', () => {
    const deps = mfjFamily.dependents ?? [];
    const dup = run(
      { ...mfjFamily, dependents: [deps[0]!, { ...deps[1]!, ssn: deps[0]!.ssn }] },
      familyMeta(),
    );
    expect(codes(dup)).toContain('IND-506-01');
    const primary = run(
      { ...mfjFamily, dependents: [{ ...deps[0]!, ssn: mfjFamily.taxpayer?.ssn }] },
      familyMeta(),
    );
    expect(codes(primary)).toContain('IND-507-01');
    expect(codes(run(mfjFamily, familyMeta()))).not.toContain('IND-506-01');
  });

  it('W-2 employer EIN format', () => {
    const w = singleW2.w2s![0]!;
    expect(codes(run({ ...singleW2, w2s: [{ ...w, employer_ein: '12-34' }] }))).toContain('FW2-502');
    expect(codes(run({ ...singleW2, w2s: [{ ...w, employer_ein: '001234567' }] }))).toContain('FW2-502');
    expect(codes(run(singleW2))).not.toContain('FW2-502');
  });

  it('routing number ABA checksum', () => {
    expect(validRouting('021000021')).toBe(true);
    expect(validRouting('021000022')).toBe(false);
    const bad = run(mfjFamily, {
      ...familyMeta(),
      bank: { routing: '021000022', account: '123456789012', type: 'Checking' },
    });
    expect(codes(bad)).toContain('F1040-902-01');
    expect(codes(run(mfjFamily, familyMeta()))).not.toContain('F1040-902-01');
  });

  it('refund direct deposit needs the account type', () => {
    const noType = run(
      { ...mfjFamily, refund: { refund_routing_number: '021000021', refund_account_number: '123456789012' } },
      { ...familyMeta(), bank: null },
    );
    expect(codes(noType)).toContain('F1040-164-01');
    const bankNoType = run(mfjFamily, {
      ...familyMeta(),
      bank: { routing: '021000021', account: '1234', type: '' as 'Checking' },
    });
    expect(codes(bankNoType)).toContain('F1040-164-01');
    expect(codes(run(mfjFamily, familyMeta()))).not.toContain('F1040-164-01');
  });

  it('IP PIN must be 6 digits', () => {
    expect(codes(run(singleW2, metaFor({ ipPin: { taxpayer: '12345' } })))).toContain('IND-181-01');
    expect(codes(run(singleW2, metaFor({ ipPin: { taxpayer: '123456' } })))).not.toContain('IND-181-01');
  });

  it('line 34 overpayment must equal line 33 minus line 24', () => {
    const result = computeReturn(mfjFamily);
    const l34 = result.lines.get('f1040.l34').toWholeDollars();
    const meta = {
      ...familyMeta(),
      overrides: [{ key: 'f1040.l34', computed: l34, value: String(Number(l34) + 100), reason: 'typo' }],
    };
    const r = checkForEfile(mfjFamily, result, meta);
    expect(codes(r)).toContain('F1040-074');
    expect(r.errors.find((e) => e.code === 'F1040-074')?.field).toBe('f1040.l34');
    expect(codes(checkForEfile(mfjFamily, result, familyMeta()))).not.toContain('F1040-074');
  });

  it('designee PIN must be 5 digits', () => {
    expect(
      codes(run(singleW2, metaFor({ designee: { name: 'A B', phone: '2175550100', pin: '12' } }))),
    ).toContain('F1040-011');
    expect(
      codes(run(singleW2, metaFor({ designee: { name: 'A B', phone: '2175550100', pin: '12345' } }))),
    ).not.toContain('F1040-011');
  });
});
