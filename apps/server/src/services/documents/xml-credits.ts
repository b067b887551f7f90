/**
 * MeF documents of Schedule R and Forms 8880, 8889 and 8962. IRS8889 follows the 2024 samples in
 * shared/reference/mef-samples (md_hollywood_mfj_hsa.xml, md_maher_all_income.xml: one document per
 * HSA beneficiary, PersonNm and RecipientSSN first, the limit lines given even when zero). No sample
 * holds the other three: as for Schedules D and E, their element names and order are those of the
 * IRS MeF stylesheets (IRS1040ScheduleR.xsl, IRS8880.xsl, IRS8962.xsl), in form line order.
 */
import { allocationOf } from '@taxprep/tax-engine';
import { baseForm } from './engine';
import type { ReturnMeta } from './meta';
import { digits, el, group, type El } from './xml-el';
import type { LineCtx } from './xml-schedule-lines';
import { f8880Rate } from './pdf/f8880';
import { hdhpCoverage, hsaOf } from './pdf/f8889';
import { f8962Figure } from './pdf/f8962';

type Spec = ReadonlyArray<readonly [string, string] | readonly [string, string, true]>;

const doc = (name: string, id: string, children: (El | null)[]): El | null =>
  group(name, children, { documentId: id, documentName: name });

function lines(c: LineCtx, instance: string, spec: Spec): (El | null)[] {
  return spec.map((s) => c.amt(s[0], `${instance}.${s[1]}`, s.length === 3));
}

/** Part I boxes 1-9. */
const SCHEDULE_R_BOX: Readonly<Record<number, string>> = {
  1: 'Primary65OrOlderInd',
  2: 'Und65RtdPermnntTotDsbltyInd',
  3: 'BothSpouses65OrOlderInd',
  4: 'BothUnder65OneRtdDsbltyInd',
  5: 'BothUnder65BothRtdDsbltyInd',
  6: 'One65OrOlderOtherRtdDsbltyInd',
  7: 'One65OrOlderOtherNotRtdInd',
  8: 'Age65OrOldrNotLvngTogetherInd',
  9: 'Under65DidNotLiveTogetherInd',
};

function scheduleR(c: LineCtx): El | null {
  const box = c.result.lines.has('scheduleR.box')
    ? SCHEDULE_R_BOX[Number(c.result.lines.get('scheduleR.box').toWholeDollars())]
    : undefined;
  return doc('IRS1040ScheduleR', 'IRS1040SchR001', [
    box ? el(box, 'X') : null,
    ...lines(c, 'scheduleR', [
      ['FilingStatusAmt', 'l10', true],
      ['TaxableDisabilityAmt', 'l11'],
      ['SmallerOfFSOrTaxableAmt', 'l12', true],
      ['NontxSocSecAndRlrdBenefitsAmt', 'l13a'],
      ['NontaxableOtherAmt', 'l13b'],
      ['TotalNontaxableAmt', 'l13c', true],
      ['TaxReturnAGIAmt', 'l14', true],
      ['ExemptionAmt', 'l15', true],
      ['AdjustedGrossIncomeAmt', 'l16'],
      ['HalfAGIAmt', 'l17'],
      ['AdjustedCreditAmt', 'l18', true],
      ['NetCreditAmt', 'l19'],
      ['CalculatedAmountOfNetCreditAmt', 'l20'],
      ['TotalTaxLessCreditsAmt', 'l21'],
      ['CreditForElderlyOrDisabledAmt', 'l22', true],
    ]),
  ]);
}

function f8880(c: LineCtx, meta: ReturnMeta): El | null {
  const rate = f8880Rate({
    input: c.input,
    meta,
    line: (l) =>
      c.result.lines.has(`f8880.${l}`) ? BigInt(c.result.lines.get(`f8880.${l}`).toWholeDollars()) : null,
  });
  const amounts = (spec: Spec) => lines(c, 'f8880', spec);
  return doc('IRS8880', 'IRS8880001', [
    ...amounts([
      ['PrimaryRothIRAForCurrentYrAmt', 'l1a'],
      ['SpouseRothIRAForCurrentYrAmt', 'l1b'],
      ['PrimaryContributionsAmt', 'l2a'],
      ['SpouseContributionsAmt', 'l2b'],
      ['AddPrimRothIRAToCYContriAmt', 'l3a'],
      ['AddSpRothIRAToCYContriAmt', 'l3b'],
      ['PrimTaxableDistributionsAmt', 'l4a'],
      ['SpsTaxableDistributionsAmt', 'l4b'],
      ['CalculatePrimDistribFromTotAmt', 'l5a'],
      ['CalculateSpsDistribFromTotAmt', 'l5b'],
      ['PrimSmallerOfCalculationAmt', 'l6a'],
      ['SpsSmallerOfCalculationAmt', 'l6b'],
      ['TotalCalculatedAmt', 'l7', true],
      ['TaxReturnAGIAmt', 'l8'],
    ]),
    el('QlfyRetirementSavDecimalAmt', rate),
    ...amounts([
      ['CalculatedAmtByDecimalAmt', 'l10'],
      ['CalculatedCreditsFromTaxAmt', 'l11'],
      ['CrQualifiedRetirementSavAmt', 'l12', true],
    ]),
  ]);
}

function f8889(c: LineCtx, instance: string, n: number): El | null {
  const spouse = instance.endsWith('#spouse');
  const person = spouse ? c.input.spouse : c.input.taxpayer;
  const coverage = hdhpCoverage(hsaOf(c.input, instance));
  const line = (l: string) =>
    c.result.lines.has(`${instance}.${l}`)
      ? BigInt(c.result.lines.get(`${instance}.${l}`).toWholeDollars())
      : 0n;
  const amounts = (spec: Spec) => lines(c, instance, spec);
  return doc('IRS8889', `IRS8889${String(n).padStart(4, '0')}`, [
    el('PersonNm', [person?.first_name, person?.last_name].filter(Boolean).join(' ')),
    el('RecipientSSN', digits(person?.ssn)),
    coverage === 'self_only' ? el('HDHPSelfOnlyCoverageInd', 'X') : null,
    coverage === 'family' ? el('HDHPFamilyCoverageInd', 'X') : null,
    ...amounts([
      ['HSAContributionAmt', 'l2', true],
      ['HSALimitedAnnualDeductibleAmt', 'l3', true],
      ['TotalArcherMSAContributionAmt', 'l4'],
      ['HSALimitedDeductibleAllwdAmt', 'l5', true],
      ['HSAFamilyDeductibleAmt', 'l6', true],
      ['HSAAddnlContributionAmt', 'l7'],
      ['HSALimitedGrossContributionAmt', 'l8', true],
      ['HSAEmployerContributionAmt', 'l9'],
      ['HSAQualifiedFundingDistriAmt', 'l10'],
      ['TotalHSAContributionAmt', 'l11', true],
      ['HSALimitedContributionAmt', 'l12', true],
      ['TotalHSADeductionAmt', 'l13', true],
      ['TotalHSADistributionAmt', 'l14a'],
      ['HSADistributionRolloverAmt', 'l14b'],
      ['HSANetDistributionAmt', 'l14c'],
      ['UnreimbQualMedAndDentalExpAmt', 'l15'],
      ['TaxableHSADistributionAmt', 'l16'],
    ]),
    // Line 17a: taxable distributions on which no 20% tax was charged met an exception.
    line('l16') > 0n && line('l17b') === 0n ? el('HSADistriAddnlPercentTaxExcInd', 'X') : null,
    ...amounts([
      ['HSADistriAddnlPercentTaxAmt', 'l17b'],
      ['HDHPCoverageFailPartialYrAmt', 'l18'],
      ['HDHPCoverageFailFundDistriAmt', 'l19'],
      ['HDHPCoverageIncomeAmt', 'l20'],
      ['HDHPCoverageAddnlTaxAmt', 'l21'],
    ]),
  ]);
}

const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];
/** Line 4 boxes: a Alaska, b Hawaii, c the other 48 states and DC. */
const POVERTY_TABLE = { alaska: 'A', hawaii: 'B', contiguous: 'C' } as const;

function f8962(c: LineCtx, meta: ReturnMeta): El | null {
  const has = (l: string) => c.result.lines.has(`f8962.${l}`);
  const whole = (l: string) => (has(l) ? BigInt(c.result.lines.get(`f8962.${l}`).toWholeDollars()) : null);
  const pt = c.input.premium_tax_credit ?? {};
  const amounts = (spec: Spec) => lines(c, 'f8962', spec);
  const annual = has('l11a');
  const months = MONTHS.map((name, i) => ({ name, line: `l${12 + i}` })).filter(({ line }) =>
    ['a', 'b', 'f'].some((col) => (whole(`${line}${col}`) ?? 0n) !== 0n),
  );
  return doc('IRS8962', 'IRS8962001', [
    c.input.filing_status === 'mfs' && pt.mfs_exception ? el('MarriedFilingSeparatelyExcInd', 'X') : null,
    ...amounts([
      ['TotalExemptionsCnt', 'l1', true],
      ['ModifiedAGIAmt', 'l2a', true],
      ['TotalDependentsModifiedAGIAmt', 'l2b'],
      ['HouseholdIncomeAmt', 'l3', true],
    ]),
    el('FederalPovertyTableLocCd', POVERTY_TABLE[pt.poverty_line_region ?? 'contiguous']),
    ...amounts([
      ['PovertyLevelAmt', 'l4', true],
      ['FederalPovertyLevelPct', 'l5', true],
    ]),
    el('ApplicableFigureRt', f8962Figure({ meta, line: whole })),
    ...amounts([
      ['AnnualContributionAmt', 'l8a', true],
      ['MonthlyContriHealthCareCvrAmt', 'l8b', true],
    ]),
    el(
      'SharePolicyMarriedAltCalcInd',
      // Line 9, as the PDF checks it: a Form 1095-A with an allocation is Part IV too.
      String(
        !!(
          pt.allocating_policy_amounts ||
          pt.alternative_marriage_calculation ||
          (c.input.f1095_a ?? []).some((x) => allocationOf(x.allocation))
        ),
      ),
    ),
    el('FullYrCoverage1095AInd', String(annual)),
    annual
      ? group(
          'AnnualPTCCalculationGrp',
          amounts([
            ['AnnualPremiumAmt', 'l11a', true],
            ['AnnualPremiumSLCSPAmt', 'l11b', true],
            ['AnnualContributionAmt', 'l11c', true],
            ['AnnualMaxPremiumAssistanceAmt', 'l11d', true],
            ['AnnualPremiumTaxCreditAllwAmt', 'l11e', true],
            ['AnnualAdvancedPTCAmt', 'l11f', true],
          ]),
        )
      : null,
    ...months.map(({ name, line }) =>
      group('MonthlyPTCCalculationGrp', [
        el('MonthCd', name),
        ...amounts([
          ['MonthlyPremiumAmt', `${line}a`, true],
          ['MonthlyPremiumSLCSPAmt', `${line}b`, true],
          ['MonthlyContributionAmt', `${line}c`, true],
          ['MonthlyMaxPremiumAssistanceAmt', `${line}d`, true],
          ['MonthlyPremiumTaxCreditAllwAmt', `${line}e`, true],
          ['MonthlyAdvancedPTCAmt', `${line}f`, true],
        ]),
      ]),
    ),
    ...amounts([
      ['TotalPremiumTaxCreditAmt', 'l24', true],
      ['TotalAdvancedPTCAmt', 'l25', true],
      ['ReconciledPremiumTaxCreditAmt', 'l26'],
      ['ExcessAdvncPaymentAmt', 'l27'],
      ['AdditionalTaxLimitationAmt', 'l28'],
      ['PremiumTaxCreditTaxLiabAmt', 'l29'],
    ]),
  ]);
}

/** The documents of these four forms that the return attaches, in the order of `result.forms`. */
export function creditDocs(c: LineCtx, meta: ReturnMeta): El[] {
  const out: (El | null)[] = [];
  let hsa = 0;
  for (const instance of c.result.forms) {
    const base = baseForm(instance);
    if (base === 'scheduleR') out.push(scheduleR(c));
    else if (base === 'f8880') out.push(f8880(c, meta));
    else if (base === 'f8889') out.push(f8889(c, instance, ++hsa));
    else if (base === 'f8962') out.push(f8962(c, meta));
  }
  return out.filter((d): d is El => d !== null);
}
