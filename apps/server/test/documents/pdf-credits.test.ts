/**
 * Schedule R and Forms 8880, 8889 and 8962 on the official PDFs and in the MeF XML: every mapped
 * field holds the engine's line, the flattened pages show the values (pdftotext), and the XML
 * documents carry the same values in the IRS element order. The hand-computed figures repeat the
 * worked returns of packages/tax-engine/test/worked (R1, H1, P1) with the changes noted.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { PDFForm } from 'pdf-lib';
import { computeReturn, type Return } from '@taxprep/tax-engine';
import {
  fillReturnForms,
  printableForms,
  renderReturnPdf,
  renderReturnXml,
} from '../../src/services/documents';
import { formatDollars } from '../../src/services/documents/engine';
import { serverPath } from '../../src/paths';
import type { FormMap } from '../../src/services/documents/pdf/types';
import { SCHEDULE_R_BOXES, scheduleRMap } from '../../src/services/documents/pdf/scheduleR';
import { F8880_LINE9, f8880Map } from '../../src/services/documents/pdf/f8880';
import { F8889, f8889Map } from '../../src/services/documents/pdf/f8889';
import { F8962, f8962Map } from '../../src/services/documents/pdf/f8962';
import { schedule2Map } from '../../src/services/documents/pdf/schedule2';
import { schedule3Map } from '../../src/services/documents/pdf/schedule3';
import { metaFor } from './fixtures';
import { elderly, hsaCouple, ptcAnnual, ptcMonthly, savers } from './fixtures-credits';
import { child, childNames, document, documents, parseXml, type XmlEl } from './xml-check';

type Result = ReturnType<typeof computeReturn>;

const whole = (r: Result, key: string): string => r.lines.get(key).toWholeDollars();

async function filled(input: Return) {
  const result = computeReturn(input);
  const forms = await fillReturnForms(input, result, metaFor());
  const get = (instance: string): PDFForm => {
    const f = forms.find((x) => x.instance === instance);
    if (!f) throw new Error(`no ${instance}`);
    return f.doc.getForm();
  };
  return { result, get };
}

/**
 * Every line of the map: the field holds the engine's whole dollars as the form prints them when
 * the line is non-zero (or one the form always shows), and stays empty otherwise. Returns the
 * printed values, for the text check.
 */
function expectLinesFilled(form: PDFForm, map: FormMap, r: Result, instance: string): string[] {
  const printed: string[] = [];
  for (const [line, field] of Object.entries(map.lines)) {
    const key = `${instance}.${line}`;
    const text = form.getTextField(field).getText() ?? '';
    const shown = r.lines.has(key) && (whole(r, key) !== '0' || (map.alwaysShow ?? []).includes(line));
    expect({ key, text }).toEqual({ key, text: shown ? formatDollars(BigInt(whole(r, key))) : '' });
    if (shown) printed.push(text);
  }
  expect(printed.length).toBeGreaterThan(5);
  return printed;
}

const tokens = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const count = (list: string[], v: string): number => list.filter((t) => t === v).length;

/** The form's own PDF, flattened, as pdftotext reads it; and the blank template's text. */
async function pageText(input: Return, r: Result, only: string, template: string) {
  const bytes = await renderReturnPdf(input, r, metaFor(), [only]);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
  const blank = execFileSync('/usr/bin/pdftotext', [
    '-layout',
    serverPath(`assets/irs-2024/${template}`),
    '-',
  ]).toString();
  return { text, blank };
}

/** Each printed value is on the page as often as the fields hold it, beyond the form's own print. */
function expectOnPage(text: string, blank: string, printed: string[]): void {
  const [t, b] = [tokens(text), tokens(blank)];
  for (const v of new Set(printed))
    expect({ v, n: count(t, v) }).toEqual({ v, n: count(b, v) + count(printed, v) });
}

/** The document's amount children equal the engine's lines, in the order given. */
function expectAmounts(doc: XmlEl, r: Result, instance: string, spec: [string, string][]): void {
  for (const [name, line] of spec)
    expect({ name, v: child(doc, name) }).toEqual({ name, v: whole(r, `${instance}.${line}`) });
  const names = childNames(doc);
  const positions = spec.map(([name]) => names.indexOf(name));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

const xmlOf = (input: Return, r: Result): XmlEl => parseXml(renderReturnXml(input, r, metaFor()));

describe('Schedule R (credit for the elderly or the disabled)', () => {
  // Single, 70, pension 17,000: box 1; line 10 5,000; 13c 0; 16 = 17,000 − 7,500 = 9,500; 17 4,750;
  // 19 = 5,000 − 4,750 = 250; 20 = 15% × 250 = 37.50 → 38; 21 = tax 46 (taxable 450, Tax Table) → 22 = 38.
  it('PDF: box 1, Part III lines and the page text', async () => {
    const { result: r, get } = await filled(elderly);
    expect(printableForms(r)).toEqual(['f1040', 'schedule3', 'scheduleR']);
    const f = get('scheduleR');
    const printed = expectLinesFilled(f, scheduleRMap, r, 'scheduleR');
    expect(f.getTextField(scheduleRMap.lines.l22!).getText()).toBe('38');
    expect(f.getTextField(scheduleRMap.lines.l19!).getText()).toBe('250');
    expect(f.getTextField(scheduleRMap.lines.l13c!).getText()).toBe('0');
    for (const [box, field] of Object.entries(SCHEDULE_R_BOXES))
      expect({ box, on: f.getCheckBox(field).isChecked() }).toEqual({ box, on: box === '1' });
    expect(f.getTextField(scheduleRMap.name!).getText()).toBe('Rose Elder');
    expect(f.getTextField(scheduleRMap.ssn!).getText()).toBe('400-07-0001');
    expect(get('schedule3').getTextField(schedule3Map.lines.l6d!).getText()).toBe('38');

    const { text, blank } = await pageText(elderly, r, 'scheduleR', 'f1040sr.pdf');
    expect(text).toContain('Credit for the Elderly or the Disabled');
    expect(text).toContain('Rose Elder');
    expectOnPage(text, blank, printed);
  });

  it('XML: IRS1040ScheduleR and Schedule 3 line 6d', () => {
    const r = computeReturn(elderly);
    const root = xmlOf(elderly, r);
    const sr = document(root, 'IRS1040ScheduleR');
    expect(sr.attrs).toEqual({ documentId: 'IRS1040SchR001', documentName: 'IRS1040ScheduleR' });
    expect(childNames(sr)[0]).toBe('Primary65OrOlderInd');
    expect(child(sr, 'Primary65OrOlderInd')).toBe('X');
    expectAmounts(sr, r, 'scheduleR', [
      ['FilingStatusAmt', 'l10'],
      ['SmallerOfFSOrTaxableAmt', 'l12'],
      ['TotalNontaxableAmt', 'l13c'],
      ['TaxReturnAGIAmt', 'l14'],
      ['ExemptionAmt', 'l15'],
      ['AdjustedGrossIncomeAmt', 'l16'],
      ['HalfAGIAmt', 'l17'],
      ['AdjustedCreditAmt', 'l18'],
      ['NetCreditAmt', 'l19'],
      ['CalculatedAmountOfNetCreditAmt', 'l20'],
      ['TotalTaxLessCreditsAmt', 'l21'],
      ['CreditForElderlyOrDisabledAmt', 'l22'],
    ]);
    expect(child(sr, 'CreditForElderlyOrDisabledAmt')).toBe('38');
    expect(child(document(root, 'IRS1040Schedule3'), 'CreditForElderlyOrDisabledAmt')).toBe('38');
  });
});

describe('Form 8880 (saver’s credit)', () => {
  // Joint, AGI 26,000 + 18,000 = 44,000. (a) deferrals 1,500 (box 12 D); (b) Roth 1,000 + 400 = 1,400;
  // line 7 2,900; line 9 for MFJ over 0 and not over 46,000: 0.5; line 10 1,450. Tax on 44,000 −
  // 29,200 = 14,800: Tax Table MFJ 14,800–14,850 → 1,483 = line 11; credit 1,450.
  it('PDF: both columns, line 9 as the digits after "x0." and the page text', async () => {
    const { result: r, get } = await filled(savers);
    const f = get('f8880');
    const printed = expectLinesFilled(f, f8880Map, r, 'f8880');
    expect(f.getTextField(f8880Map.lines.l7!).getText()).toBe('2,900');
    expect(f.getTextField(f8880Map.lines.l11!).getText()).toBe('1,483');
    expect(f.getTextField(f8880Map.lines.l12!).getText()).toBe('1,450');
    expect(f.getTextField(F8880_LINE9).getText()).toBe('5');
    expect(f.getTextField(f8880Map.name!).getText()).toBe('Leo & Mia Saver');

    const { text, blank } = await pageText(savers, r, 'f8880', 'f8880.pdf');
    expect(text).toContain('Credit for Qualified Retirement Savings Contributions');
    expect(text).toMatch(/x0\.\s+5\b/);
    expectOnPage(text, blank, printed);
  });

  it('XML: IRS8880 with the decimal, and Schedule 3 line 4', () => {
    const r = computeReturn(savers);
    const root = xmlOf(savers, r);
    const d = document(root, 'IRS8880');
    expectAmounts(d, r, 'f8880', [
      ['SpouseRothIRAForCurrentYrAmt', 'l1b'],
      ['PrimaryContributionsAmt', 'l2a'],
      ['SpouseContributionsAmt', 'l2b'],
      ['AddPrimRothIRAToCYContriAmt', 'l3a'],
      ['AddSpRothIRAToCYContriAmt', 'l3b'],
      ['PrimSmallerOfCalculationAmt', 'l6a'],
      ['SpsSmallerOfCalculationAmt', 'l6b'],
      ['TotalCalculatedAmt', 'l7'],
      ['TaxReturnAGIAmt', 'l8'],
      ['CalculatedAmtByDecimalAmt', 'l10'],
      ['CalculatedCreditsFromTaxAmt', 'l11'],
      ['CrQualifiedRetirementSavAmt', 'l12'],
    ]);
    expect(child(d, 'QlfyRetirementSavDecimalAmt')).toBe('0.5');
    const names = childNames(d);
    expect(names.indexOf('QlfyRetirementSavDecimalAmt')).toBe(names.indexOf('TaxReturnAGIAmt') + 1);
    expect(child(document(root, 'IRS1040Schedule3'), 'RtrSavingsContributionsCrAmt')).toBe('1450');
  });
});

describe('Form 8889 (HSA), one per spouse', () => {
  // Pub. 969 Auburns (H1): family limit 8,300 split 4,150 / 4,150, his 1,000 on line 7 (58).
  // Him: line 8 5,150; code W 500 → lines 9 and 11; 12 = 4,650; 13 = min(4,650 contributed, 4,650);
  // Part III 1,200 → line 21 10% = 120 (Schedule 2 line 17d). Her: 13 = 4,150; 3,000 distributed,
  // 2,000 for medical care → 1,000 taxable, 20% = 200 (Schedule 2 line 17c).
  it('PDF: two copies, each with the beneficiary’s SSN, in IRS order', async () => {
    const { result: r, get } = await filled(hsaCouple);
    expect(printableForms(r)).toEqual(['f1040', 'schedule1', 'schedule2', 'f8889', 'f8889#spouse']);
    const his = get('f8889');
    const hers = get('f8889#spouse');
    const printed = [
      ...expectLinesFilled(his, f8889Map, r, 'f8889'),
      ...expectLinesFilled(hers, f8889Map, r, 'f8889#spouse'),
    ];
    expect(his.getTextField(f8889Map.ssn!).getText()).toBe('400-07-0004');
    expect(hers.getTextField(f8889Map.ssn!).getText()).toBe('400-07-0005');
    for (const f of [his, hers]) {
      expect(f.getTextField(f8889Map.name!).getText()).toBe('Al & Bea Auburn');
      expect(f.getCheckBox(F8889.family).isChecked()).toBe(true);
      expect(f.getCheckBox(F8889.selfOnly).isChecked()).toBe(false);
      expect(f.getCheckBox(F8889.exception17a).isChecked()).toBe(false);
    }
    expect(his.getTextField(f8889Map.lines.l13!).getText()).toBe('4,650');
    expect(his.getTextField(f8889Map.lines.l21!).getText()).toBe('120');
    expect(hers.getTextField(f8889Map.lines.l13!).getText()).toBe('4,150');
    expect(hers.getTextField(f8889Map.lines.l17b!).getText()).toBe('200');
    const s2 = get('schedule2');
    expect(s2.getTextField(schedule2Map.lines.l17c!).getText()).toBe('200');
    expect(s2.getTextField(schedule2Map.lines.l17d!).getText()).toBe('120');

    const { text, blank } = await pageText(hsaCouple, r, 'f8889', 'f8889.pdf');
    const pages = text.split('\f').filter((p) => p.includes('Health Savings Accounts'));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('400-07-0004');
    expect(pages[1]).toContain('400-07-0005');
    expectOnPage(text, blank + blank, printed);
  });

  it('17a is checked when the 20% tax does not apply (65 or older)', async () => {
    const older: Return = { ...hsaCouple, spouse: { ...hsaCouple.spouse, date_of_birth: '1955-04-04' } };
    const { result: r, get } = await filled(older);
    expect(whole(r, 'f8889#spouse.l16')).toBe('1000');
    expect(whole(r, 'f8889#spouse.l17b')).toBe('0');
    expect(get('f8889#spouse').getCheckBox(F8889.exception17a).isChecked()).toBe(true);
    const d = documents(xmlOf(older, r), 'IRS8889')[1]!;
    expect(child(d, 'HSADistriAddnlPercentTaxExcInd')).toBe('X');
    expect(child(d, 'HSADistriAddnlPercentTaxAmt')).toBeUndefined();
  });

  it('XML: one IRS8889 per beneficiary as in the samples; Schedule 2 lines 17c and 17d', () => {
    const r = computeReturn(hsaCouple);
    const root = xmlOf(hsaCouple, r);
    const [his, hers] = documents(root, 'IRS8889');
    expect(his!.attrs.documentId).toBe('IRS88890001');
    expect(hers!.attrs.documentId).toBe('IRS88890002');
    // md_maher_all_income.xml: PersonNm, RecipientSSN, the coverage box, then the lines.
    expect(childNames(his!).slice(0, 4)).toEqual([
      'PersonNm',
      'RecipientSSN',
      'HDHPFamilyCoverageInd',
      'HSAContributionAmt',
    ]);
    expect([child(his!, 'PersonNm'), child(his!, 'RecipientSSN')]).toEqual(['Al Auburn', '400070004']);
    expect([child(hers!, 'PersonNm'), child(hers!, 'RecipientSSN')]).toEqual(['Bea Auburn', '400070005']);
    const partI: [string, string][] = [
      ['HSAContributionAmt', 'l2'],
      ['HSALimitedAnnualDeductibleAmt', 'l3'],
      ['HSALimitedDeductibleAllwdAmt', 'l5'],
      ['HSAFamilyDeductibleAmt', 'l6'],
      ['HSALimitedGrossContributionAmt', 'l8'],
      ['TotalHSAContributionAmt', 'l11'],
      ['HSALimitedContributionAmt', 'l12'],
      ['TotalHSADeductionAmt', 'l13'],
    ];
    expectAmounts(his!, r, 'f8889', [
      ...partI.slice(0, 4),
      ['HSAAddnlContributionAmt', 'l7'],
      partI[4]!,
      ['HSAEmployerContributionAmt', 'l9'],
      ...partI.slice(5),
      ['HDHPCoverageFailPartialYrAmt', 'l18'],
      ['HDHPCoverageIncomeAmt', 'l20'],
      ['HDHPCoverageAddnlTaxAmt', 'l21'],
    ]);
    expectAmounts(hers!, r, 'f8889#spouse', [
      ...partI,
      ['TotalHSADistributionAmt', 'l14a'],
      ['HSANetDistributionAmt', 'l14c'],
      ['UnreimbQualMedAndDentalExpAmt', 'l15'],
      ['TaxableHSADistributionAmt', 'l16'],
      ['HSADistriAddnlPercentTaxAmt', 'l17b'],
    ]);
    expect(child(hers!, 'TotalHSAContributionAmt')).toBe('0'); // given even when zero, as in the samples
    const s2 = document(root, 'IRS1040Schedule2');
    expect([child(s2, 'HSADistriAddnlPercentTaxAmt'), child(s2, 'HDHPCoverageAddnlTaxAmt')]).toEqual([
      '200',
      '120',
    ]);
    expect(child(document(root, 'IRS1040Schedule1'), 'HealthSavingsAccountDedAmt')).toBe('8800'); // 4,650 + 4,150
  });
});

describe('Form 8962 (premium tax credit)', () => {
  // Annual (P1): single, 30,000; line 4 14,580; line 5 205; line 7 0.02 + 0.02 × 5/50 = 0.0220;
  // 8a 660, 8b 55; line 11: 6,000 / 6,600 / 660 / 5,940 / 5,940 / 5,400; net PTC 540 → Schedule 3 line 9.
  it('PDF and XML, annual calculation: line 10 "Yes", line 11 and net PTC', async () => {
    const { result: r, get } = await filled(ptcAnnual);
    const f = get('f8962');
    const printed = expectLinesFilled(f, f8962Map, r, 'f8962');
    expect(f.getTextField(f8962Map.lines.l5!).getText()).toBe('205');
    expect(f.getTextField(f8962Map.lines.l26!).getText()).toBe('540');
    expect(f.getTextField(F8962.line7).getText()).toBe('0.0220');
    // The figure printed is the one the engine multiplied by (its line 8a explanation).
    expect(r.explain('f8962.l8a')?.formula).toContain('applicable figure 0.0220');
    expect(f.getCheckBox(F8962.contiguous).isChecked()).toBe(true);
    expect(f.getCheckBox(F8962.line9No).isChecked()).toBe(true);
    expect(f.getCheckBox(F8962.line10Yes).isChecked()).toBe(true);
    expect(f.getCheckBox(F8962.line10No).isChecked()).toBe(false);
    expect(get('schedule3').getTextField(schedule3Map.lines.l9!).getText()).toBe('540');
    const { text, blank } = await pageText(ptcAnnual, r, 'f8962', 'f8962.pdf');
    expect(text).toContain('0.0220');
    expectOnPage(text, blank, printed);

    const root = xmlOf(ptcAnnual, r);
    const d = document(root, 'IRS8962');
    expect(child(d, 'FederalPovertyTableLocCd')).toBe('C');
    expect(child(d, 'ApplicableFigureRt')).toBe('0.0220');
    expect(child(d, 'FullYrCoverage1095AInd')).toBe('true');
    expect(child(d, 'SharePolicyMarriedAltCalcInd')).toBe('false');
    const annual = d.children.find((c) => c.name === 'AnnualPTCCalculationGrp')!;
    expectAmounts(annual, r, 'f8962', [
      ['AnnualPremiumAmt', 'l11a'],
      ['AnnualPremiumSLCSPAmt', 'l11b'],
      ['AnnualContributionAmt', 'l11c'],
      ['AnnualMaxPremiumAssistanceAmt', 'l11d'],
      ['AnnualPremiumTaxCreditAllwAmt', 'l11e'],
      ['AnnualAdvancedPTCAmt', 'l11f'],
    ]);
    expect(d.children.some((c) => c.name === 'MonthlyPTCCalculationGrp')).toBe(false);
    expect(child(d, 'ReconciledPremiumTaxCreditAmt')).toBe('540');
    expect(child(document(root, 'IRS1040Schedule3'), 'ReconciledPremiumTaxCreditAmt')).toBe('540');
  });

  // Monthly, Hawaii: MFJ + 1 child, line 4 = 16,770 + 2 × 5,910 = 28,590; 60,000 / 28,590 = 209.86 → 209;
  // line 7 0.02 + 0.02 × 9/50 = 0.0236; 8a = 60,000 × 0.0236 = 1,416; 8b 118. January–June: (d)
  // 1,100 − 118 = 982 = (e); 6 × 982 = 5,892; advance 6,000; excess 108, under the 200%–300% limit of
  // 1,900 → line 29 108 → Schedule 2 line 1a.
  it('PDF and XML, monthly calculation with a repayment: lines 12-17 and Part III', async () => {
    const { result: r, get } = await filled(ptcMonthly);
    const f = get('f8962');
    const printed = expectLinesFilled(f, f8962Map, r, 'f8962');
    expect(f.getTextField(f8962Map.lines.l4!).getText()).toBe('28,590');
    expect(f.getTextField(f8962Map.lines.l5!).getText()).toBe('209');
    expect(f.getTextField(F8962.line7).getText()).toBe('0.0236');
    expect(r.explain('f8962.l8a')?.formula).toContain('applicable figure 0.0236');
    expect(f.getTextField(f8962Map.lines.l17e!).getText()).toBe('982');
    expect(f.getTextField(f8962Map.lines.l18a!).getText()).toBeUndefined(); // July: no coverage
    expect(f.getTextField(f8962Map.lines.l24!).getText()).toBe('5,892');
    expect(f.getTextField(f8962Map.lines.l29!).getText()).toBe('108');
    expect(f.getCheckBox(F8962.hawaii).isChecked()).toBe(true);
    expect(f.getCheckBox(F8962.contiguous).isChecked()).toBe(false);
    expect(f.getCheckBox(F8962.line10No).isChecked()).toBe(true);
    const { text, blank } = await pageText(ptcMonthly, r, 'f8962', 'f8962.pdf');
    expectOnPage(text, blank, printed);

    const root = xmlOf(ptcMonthly, r);
    const d = document(root, 'IRS8962');
    expect(child(d, 'FederalPovertyTableLocCd')).toBe('B');
    expect(child(d, 'FullYrCoverage1095AInd')).toBe('false');
    expectAmounts(d, r, 'f8962', [
      ['TotalExemptionsCnt', 'l1'],
      ['ModifiedAGIAmt', 'l2a'],
      ['HouseholdIncomeAmt', 'l3'],
      ['PovertyLevelAmt', 'l4'],
      ['FederalPovertyLevelPct', 'l5'],
      ['AnnualContributionAmt', 'l8a'],
      ['MonthlyContriHealthCareCvrAmt', 'l8b'],
      ['TotalPremiumTaxCreditAmt', 'l24'],
      ['TotalAdvancedPTCAmt', 'l25'],
      ['ExcessAdvncPaymentAmt', 'l27'],
      ['AdditionalTaxLimitationAmt', 'l28'],
      ['PremiumTaxCreditTaxLiabAmt', 'l29'],
    ]);
    const months = d.children.filter((c) => c.name === 'MonthlyPTCCalculationGrp');
    expect(months.map((m) => child(m, 'MonthCd'))).toEqual([
      'JANUARY',
      'FEBRUARY',
      'MARCH',
      'APRIL',
      'MAY',
      'JUNE',
    ]);
    months.forEach((m, i) =>
      expectAmounts(m, r, 'f8962', [
        ['MonthlyPremiumAmt', `l${12 + i}a`],
        ['MonthlyPremiumSLCSPAmt', `l${12 + i}b`],
        ['MonthlyContributionAmt', `l${12 + i}c`],
        ['MonthlyMaxPremiumAssistanceAmt', `l${12 + i}d`],
        ['MonthlyPremiumTaxCreditAllwAmt', `l${12 + i}e`],
        ['MonthlyAdvancedPTCAmt', `l${12 + i}f`],
      ]),
    );
    expect(child(document(root, 'IRS1040Schedule2'), 'PremiumTaxCreditTaxLiabAmt')).toBe('108');
    expect(root.children[1]!.attrs.documentCnt).toBe(String(root.children[1]!.children.length));
  });
});
