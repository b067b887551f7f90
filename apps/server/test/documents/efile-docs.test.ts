/**
 * The simulated e-file checks and MeF documents of the schedules and information returns:
 * Schedule C business codes and EINs, 1099 TINs, 1099-R box 7 codes, Form 8949 rows and totals,
 * Schedule E entity EINs; IRS1099R and IRS1099G documents in the return XML.
 */
import { describe, expect, it } from 'vitest';
import { computeReturn, type Return } from '@taxprep/tax-engine';
import { checkForEfile, renderReturnXml } from '../../src/services/documents';
import { businessCodeProblem, distributionCodeProblem } from '../../src/services/documents/efile-docs';
import { metaFor, selfEmployed, singleW2 } from './fixtures';

// The 2024 Schedule C instructions list graphic design under 541400 (specialized design services).
const designer: Return = {
  ...selfEmployed,
  schedule_c: [{ ...selfEmployed.schedule_c![0]!, business_code: '541400' }],
};
const run = (input: Return) => checkForEfile(input, computeReturn(input), metaFor());
const codes = (input: Return) => run(input).errors.map((e) => e.code);

const retiree: Return = {
  ...singleW2,
  f1099_r: [
    {
      payer_name: 'State Pension Fund',
      payer_tin: '36-1234567',
      payer_address: '1 Capitol Sq',
      payer_city_state_zip: 'Columbus, OH 43215',
      recipient_tin: '400011234',
      box1_gross_dist: '24000',
      box2a_taxable_amt: '24000',
      box4_fed_tax_withheld: '2400',
      box7_distribution_codes: '7',
      states: [
        {
          box14_state_tax_withheld: '600',
          box15_state_payer_no: 'OH 12345',
          box16_state_distribution: '24000',
        },
      ],
    } as never,
  ],
  f1099_g: [
    {
      payer_name: 'State of Illinois',
      payer_tin: '36-7654321',
      recipient_tin: '400011234',
      unemployment_comp: '3000',
      fed_tax_withheld: '300',
      state: 'IL',
      state_id_no: '123',
    } as never,
  ],
};

describe('e-file checks of schedules and information returns', () => {
  it('accepts a return with valid 1099-R, 1099-G and Schedule C', () => {
    expect(run(retiree).errors).toEqual([]);
    expect(run(designer).errors).toEqual([]);
  });

  it('rejects a Schedule C business code that is not in the instructions’ list', () => {
    expect(businessCodeProblem('541400')).toBeNull();
    expect(businessCodeProblem('54143')).toBe('principal business code "54143" must be 6 digits.');
    expect(businessCodeProblem('541430')).toMatch(/the listed code for this activity is 541400/);
    const bad = {
      ...selfEmployed,
      schedule_c: [{ ...selfEmployed.schedule_c![0]!, business_code: '123456' }],
    };
    expect(codes(bad)).toContain('SC-F1040-501-01');
    const ein = {
      ...selfEmployed,
      schedule_c: [{ ...selfEmployed.schedule_c![0]!, business_ein: '07-1234567' }],
    };
    expect(codes(ein)).toContain('SC-F1040-502-01');
  });

  it('rejects 1099-R box 7 codes that are unknown or may not be combined, and a missing payer EIN', () => {
    expect(distributionCodeProblem('7')).toBeNull();
    expect(distributionCodeProblem('1B')).toBeNull();
    expect(distributionCodeProblem('')).toBe('box 7 distribution code is missing.');
    expect(distributionCodeProblem('X')).toBe('box 7 code "X" is not a distribution code.');
    // Code 7 (normal distribution) may not be used with code 1 (early distribution).
    expect(distributionCodeProblem('71')).toMatch(/cannot be used together/);
    const r = retiree.f1099_r![0]!;
    expect(codes({ ...retiree, f1099_r: [{ ...r, box7_distribution_codes: 'X' } as never] })).toContain(
      'F1099R-511-01',
    );
    expect(codes({ ...retiree, f1099_r: [{ ...r, box7_distribution_codes: '71' } as never] })).toContain(
      'F1099R-512-01',
    );
    expect(codes({ ...retiree, f1099_r: [{ ...r, payer_tin: '' } as never] })).toContain('F1099R-502-02');
    // The recipient must be the taxpayer on a single return.
    expect(codes({ ...retiree, f1099_r: [{ ...r, recipient_tin: '400099999' } as never] })).toContain(
      'F1099R-506-01',
    );
  });

  it('checks Form 8949 rows and their totals against Schedule D', () => {
    const investor: Return = {
      ...singleW2,
      f8949: [
        {
          box: 'A',
          description: '10 sh XYZ',
          date_acquired: '2024-01-05',
          date_sold: '2024-06-01',
          proceeds: '1500',
          cost: '1000',
        },
        {
          box: 'D',
          description: '5 sh ABC',
          date_acquired: '2020-01-05',
          date_sold: '2024-06-01',
          proceeds: '800',
          cost: '1200',
          adjustment_code: 'W',
          adjustment: '100',
        },
      ],
    };
    expect(run(investor).errors).toEqual([]);
    const missing = { ...investor, f8949: [{ ...investor.f8949![0]!, proceeds: undefined }] };
    expect(codes(missing)).toContain('F8949-501-01');
    const noCode = { ...investor, f8949: [{ ...investor.f8949![1]!, adjustment_code: '' }] };
    expect(codes(noCode)).toContain('F8949-503-02');
    const badCode = { ...investor, f8949: [{ ...investor.f8949![1]!, adjustment_code: 'K' }] };
    expect(codes(badCode)).toContain('F8949-503-01');
    // A preparer override of Schedule D line 1b that no longer matches the box A rows is rejected.
    const r = computeReturn(investor);
    const meta = metaFor({ overrides: [{ key: 'scheduleD.l1b', value: '999' }] as never });
    expect(checkForEfile(investor, r, meta).errors.map((e) => e.code)).toContain('SD-F1040-501-01');
  });

  it('rejects a Schedule E partnership EIN with an invalid prefix', () => {
    const landlord: Return = {
      ...singleW2,
      schedule_e: {
        partnerships: [
          { name: 'Oak LP', entity_type: 'P', ein: '001234567', col_k_nonpassive_income: '100' },
        ],
      },
    };
    expect(codes(landlord)).toContain('SE-F1040-502-01');
  });
});

describe('MeF documents of information returns', () => {
  it('adds an IRS1099R and an IRS1099G document with the box values', () => {
    const xml = renderReturnXml(retiree, computeReturn(retiree), metaFor());
    const r = /<IRS1099R documentId="IRS1099R0001"[^>]*>([\s\S]*?)<\/IRS1099R>/.exec(xml)?.[1] ?? '';
    expect(r).toContain('<PayerEIN>361234567</PayerEIN>');
    expect(r).toContain('<GrossDistributionAmt>24000</GrossDistributionAmt>');
    expect(r).toContain('<F1099RDistributionCd>7</F1099RDistributionCd>');
    expect(r).toContain('<StateAbbreviationCd>OH</StateAbbreviationCd>');
    // Element order of the 2024 samples: payer, recipient, then the boxes.
    expect(r.indexOf('<PayerEIN>')).toBeLessThan(r.indexOf('<RecipientSSN>'));
    expect(r.indexOf('<RecipientSSN>')).toBeLessThan(r.indexOf('<GrossDistributionAmt>'));
    const g = /<IRS1099G documentId="IRS1099G0001"[^>]*>([\s\S]*?)<\/IRS1099G>/.exec(xml)?.[1] ?? '';
    expect(g).toContain('<UnemploymentCompAmt>3000</UnemploymentCompAmt>');
    expect(g).toContain('<FederalIncomeTaxWithheldAmt>300</FederalIncomeTaxWithheldAmt>');
    expect(g).toContain('<StateAbbreviationCd>IL</StateAbbreviationCd>');
  });

  it('adds Schedules B, D and E and Form 8949 in form line order', () => {
    const investor: Return = {
      ...singleW2,
      f1099_int: Array.from({ length: 2 }, (_, i) => ({
        payer_name: `Bank ${i + 1}`,
        box1_interest_income: '1000',
      })),
      f8949: [
        // Boxes B and E (basis not reported): on Form 8949. Box A/D sales without adjustments would
        // be totalled on Schedule D lines 1a/8a instead.
        {
          box: 'B',
          description: '10 sh XYZ',
          date_acquired: '2024-01-05',
          date_sold: '2024-06-01',
          proceeds: '1500',
          cost: '1000',
        },
        {
          box: 'E',
          description: '5 sh ABC',
          date_acquired: 'INHERITED',
          date_sold: '2024-06-01',
          proceeds: '800',
          cost: '1200',
        },
      ],
      schedule_e: {
        properties: [
          {
            label: 'A',
            address: '12 Elm St',
            city_state_zip: 'Springfield, IL 62701',
            property_type: 1,
            fair_rental_days: 365,
            rents_received: '12000',
            taxes: '2000',
          },
        ],
      },
    };
    const result = computeReturn(investor);
    const xml = renderReturnXml(investor, result, metaFor());
    const doc = (name: string) =>
      new RegExp(`<${name} documentId="[^"]+" documentName="${name}">([\\s\\S]*?)</${name}>`).exec(
        xml,
      )?.[1] ?? '';
    // Schedule B: interest 1,000 + 1,000 = 2,000 (over the $1,500 threshold).
    const b = doc('IRS1040ScheduleB');
    expect(b).toContain('<BusinessNameLine1Txt>Bank 2</BusinessNameLine1Txt>');
    expect(b).toContain('<CalculatedTotalTaxableIntAmt>2000</CalculatedTotalTaxableIntAmt>');
    // Form 8949: box B gain 1,500 − 1,000 = 500; box E loss 800 − 1,200 = −400, inherited.
    const f = doc('IRS8949');
    expect(f).toMatch(
      /<ShortTermCapitalGainAndLossGrp>\s*<TransRptOn1099BNotShowBasisInd>X<\/TransRptOn1099BNotShowBasisInd>/,
    );
    expect(f).toContain('<GainOrLossAmt>500</GainOrLossAmt>');
    expect(f).toContain('<DateAcquiredInheritedCd>INHERITED</DateAcquiredInheritedCd>');
    expect(f).toContain('<TotalGainOrLossAmt>-400</TotalGainOrLossAmt>');
    // Schedule D: line 7 = 500, line 15 = −400, line 16 = 100 (a gain, so line 17 asks: both gains? no).
    const d = doc('IRS1040ScheduleD');
    expect(d).toContain('<NetSTCapitalGainOrLossAmt>500</NetSTCapitalGainOrLossAmt>');
    expect(d).toContain('<NetLTCapitalGainOrLossAmt>-400</NetLTCapitalGainOrLossAmt>');
    expect(d).toContain('<NetSTAndLTCapitalGainOrLossAmt>100</NetSTAndLTCapitalGainOrLossAmt>');
    expect(d).toContain('<STAndLTGainInd>false</STAndLTGainInd>');
    expect(d.indexOf('<TotalSTCGL1099BNotShowBasisGrp>')).toBeLessThan(
      d.indexOf('<NetSTCapitalGainOrLossAmt>'),
    );
    // Schedule E: 12,000 − 2,000 = 10,000 (lines 21, 26 and 41).
    const e = doc('IRS1040ScheduleE');
    expect(e).toContain('<CityNm>Springfield</CityNm>');
    expect(e).toContain('<NetRentalIncomeOrLossAmt>10000</NetRentalIncomeOrLossAmt>');
    expect(e).toContain('<TotalSuppIncomeOrLossAmt>10000</TotalSuppIncomeOrLossAmt>');
    expect(e.indexOf('<RentsReceivedAmt>')).toBeLessThan(e.indexOf('<TaxesAmt>'));
  });
});
