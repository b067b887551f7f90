/**
 * MeF documents of Schedules B, D and E and Form 8949. Schedule B follows the 2024 samples in
 * shared/reference/mef-samples (IRS1040ScheduleB: payer groups, subtotals, the two foreign
 * questions). No sample holds the others: their element names and order are those of the IRS
 * MeF stylesheets (IRS1040ScheduleD, IRS8949, IRS1040ScheduleE), in form line order.
 */
import { form8949Rows, type F8949Row, type Return } from '@taxprep/tax-engine';
import { parseDollars, type EngineResult } from './engine';
import { digits, el, group, type El } from './xml-el';

/** A line's whole dollars (preparer override applied); null when absent or zero unless `always`. */
export type LineAmount = (key: string, always?: boolean) => string | null;

const name1 = (wrapper: string, text: string | undefined) =>
  text?.trim() ? group(wrapper, [el('BusinessNameLine1Txt', text.trim())]) : null;
const money = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  return parseDollars(String(v))?.toString() ?? null;
};
const doc = (name: string, id: string, children: (El | null)[]) =>
  group(name, children, { documentId: id, documentName: name });

function scheduleB(input: Return, amount: LineAmount): El | null {
  const ints = input.f1099_int ?? [];
  const divs = input.f1099_div ?? [];
  const payers = [
    ...ints.map((x, i) => [x.payer_name, `scheduleB.l1.${i + 1}`] as const),
    ['Other interest', 'scheduleB.l1.other'] as const,
  ].filter(([, k]) => amount(k) !== null);
  return doc('IRS1040ScheduleB', 'IRS1040B001', [
    ...payers.map(([payer, k]) =>
      group('Form1040SchBPartIGroup2', [name1('InterestPayerName', payer), el('InterestAmt', amount(k))]),
    ),
    el('AmortizableBondPremAdjAmt', amount('scheduleB.l1.abp')),
    el('InterestSubtotalAmt', amount('scheduleB.l2'), { interestSubtotalLiteralCd: 'INTEREST SUBTOTAL' }),
    el('TaxableInterestSubtotalAmt', amount('scheduleB.l2')),
    el('ExcludableSavingsBondIntAmt', amount('scheduleB.l3')),
    el('CalculatedTotalTaxableIntAmt', amount('scheduleB.l4')),
    ...[
      ...divs.map((d, i) => [d.payer_name, `scheduleB.l5.${i + 1}`] as const),
      ['Other dividends', 'scheduleB.l5.other'] as const,
    ]
      .filter(([, k]) => amount(k) !== null)
      .map(([payer, k]) =>
        group('Form1040SchBPartII', [
          name1('DividendPayerNameBusiness', payer),
          el('DividendAmt', amount(k)),
        ]),
      ),
    el('TotalOrdinaryDividendsAmt', amount('scheduleB.l6')),
    el('ForeignAccountsQuestionInd', 'false'),
    el('ForeignTrustQuestionInd', 'false'),
  ]);
}

/** Schedule D lines 1b–3 and 8b–10 with the Form 8949 box they total. */
const TOTALS_GROUPS = [
  ['A', 'TotalSTCGL1099BShowsBasisGrp'],
  ['B', 'TotalSTCGL1099BNotShowBasisGrp'],
  ['C', 'TotalSTCGL1099BNotReceivedGrp'],
  ['D', 'TotalLTCGL1099BShowsBasisGrp'],
  ['E', 'TotalLTCGL1099BNotShowBasisGrp'],
  ['F', 'TotalLTCGL1099BNotReceivedGrp'],
] as const;

/** Columns (d), (e), (g) and (h) of a Form 8949 box's line 2, or null when the box is unused. */
function totals(box: string, amount: LineAmount): (El | null)[] | null {
  const k = (col: string) => `f8949.${box}.l2${col}`;
  if (amount(k('h')) === null && amount(k('d')) === null) return null;
  return [
    el('TotalProceedsSalesPriceAmt', amount(k('d'), true)),
    el('TotalCostOrOtherBasisAmt', amount(k('e'), true)),
    el('TotAdjustmentsToGainOrLossAmt', amount(k('g'))),
    el('TotalGainOrLossAmt', amount(k('h'), true)),
  ];
}

function scheduleD(input: Return, amount: LineAmount): El | null {
  const sd = input.schedule_d ?? {};
  const l = (n: string, always = false) => amount(`scheduleD.${n}`, always);
  const totalsGroup = (name: string, box: string) => {
    const t = totals(box, amount);
    return t ? group(name, t) : null;
  };
  // Line 17 is answered when line 16 is a gain: are lines 15 and 16 both gains?
  const l16 = BigInt(l('l16', true)!);
  const both = l16 > 0n ? String(BigInt(l('l15', true)!) > 0n) : null;
  // Columns (d) and (e): the engine's when sales are totalled on the line, else as entered.
  const line1a = l('l1a')
    ? group('TotalSTCGL1099BBssRptNoAdjGrp', [
        el('TotalProceedsSalesPriceAmt', l('l1a_d') ?? money(sd.st_1a_d)),
        el('TotalCostOrOtherBasisAmt', l('l1a_e') ?? money(sd.st_1a_e)),
        el('TotalGainOrLossAmt', l('l1a')),
      ])
    : null;
  const line8a = l('l8a')
    ? group('TotalLTCGL1099BBssRptNoAdjGrp', [
        el('TotalProceedsSalesPriceAmt', l('l8a_d') ?? money(sd.lt_8a_d)),
        el('TotalCostOrOtherBasisAmt', l('l8a_e') ?? money(sd.lt_8a_e)),
        el('TotalGainOrLossAmt', l('l8a')),
      ])
    : null;
  return doc('IRS1040ScheduleD', 'IRS1040D001', [
    el('DisposeInvestmentQOFInd', sd.disposed_qof ? 'true' : 'false'),
    line1a,
    ...TOTALS_GROUPS.slice(0, 3).map(([box, name]) => totalsGroup(name, box)),
    el('STGainOrLossFromFormsAmt', l('l4')),
    el('NetSTGainOrLossFromSchK1Amt', l('l5')),
    el('STCapitalLossCarryoverAmt', l('l6')),
    el('NetSTCapitalGainOrLossAmt', l('l7', true)),
    line8a,
    ...TOTALS_GROUPS.slice(3).map(([box, name]) => totalsGroup(name, box)),
    el('LTGainOrLossFromFormsAmt', l('l11')),
    el('NetLTGainOrLossFromSchK1Amt', l('l12')),
    el('CapitalGainDistributionsAmt', l('l13')),
    el('LTCapitalLossCarryoverAmt', l('l14')),
    el('NetLTCapitalGainOrLossAmt', l('l15', true)),
    el('NetSTAndLTCapitalGainOrLossAmt', l('l16', true)),
    el('STAndLTGainInd', both),
    el('RateGainWrkshtAmt', l('l18')),
    el('UnrcptrSect1250GainWrkshtAmt', l('l19')),
    el('AllowableLossAmt', l('l21')),
  ]);
}

/**
 * Form 8949: one short-term and one long-term group per box used, each row and its totals. Box A/D
 * sales with no adjustments are on Schedule D line 1a/8a instead (form8949Rows).
 */
function f8949(input: Return, amount: LineAmount): El | null {
  const rows = form8949Rows(input.f8949 ?? []);
  if (!rows.length) return null;
  const ind: Record<string, string> = {
    A: 'TransRptOn1099BThatShowBssInd',
    B: 'TransRptOn1099BNotShowBasisInd',
    C: 'TransactionsNotRptedOn1099BInd',
    D: 'TransRptOn1099BThatShowBssInd',
    E: 'TransRptOn1099BNotShowBasisInd',
    F: 'TransactionsNotRptedOn1099BInd',
  };
  const date = (acquired: boolean, v: string | undefined): El | null => {
    const s = (v ?? '').trim().toUpperCase();
    if (!s) return null;
    // The stylesheet's code elements take the words the form allows instead of a date.
    if (acquired && (s === 'INHERITED' || s === 'VARIOUS')) return el('DateAcquiredInheritedCd', s);
    if (!acquired && s === 'VARIOUS') return el('SoldOrDisposedCd', s);
    return el(acquired ? 'AcquiredDt' : 'SoldOrDisposedDt', s);
  };
  const asset = (r: F8949Row, i: number, box: string) =>
    group('CapitalGainAndLossAssetGrp', [
      el('PropertyDesc', r.description?.trim() || `Property ${i + 1}`),
      date(true, r.date_acquired),
      date(false, r.date_sold),
      el('ProceedsSalesPriceAmt', money(r.proceeds) ?? '0'),
      el('CostOrOtherBasisAmt', money(r.cost) ?? '0'),
      el('AdjustmentsToGainOrLossCd', r.adjustment_code?.trim().toUpperCase() || null),
      el('AdjustmentsToGainOrLossAmt', money(r.adjustment)),
      el('GainOrLossAmt', amount(`f8949.${box}.row${i + 1}`, true)),
    ]);
  const part = (name: string, boxes: readonly string[]) =>
    boxes
      .filter((b) => rows.some((r) => r.box === b))
      .map((b) =>
        group(name, [
          el(ind[b]!, 'X'),
          ...rows.filter((r) => r.box === b).map((r, i) => asset(r, i, b)),
          ...(totals(b, amount) ?? []),
        ]),
      );
  return doc('IRS8949', 'IRS8949001', [
    ...part('ShortTermCapitalGainAndLossGrp', ['A', 'B', 'C']),
    ...part('LongTermCapitalGainAndLossGrp', ['D', 'E', 'F']),
  ]);
}

/** Line 1a: "City, ST 12345" split into the MeF US address parts. */
function propertyAddress(street: string | undefined, csz: string | undefined): El | null {
  const m = /^(.+),\s*([A-Za-z]{2})\s+(\d{5}(?:-?\d{4})?)$/.exec((csz ?? '').trim());
  if (!street?.trim() || !m) return null;
  return group('PropertyUSAddress', [
    el('AddressLine1Txt', street.trim()),
    el('CityNm', m[1]!.trim()),
    el('StateAbbreviationCd', m[2]!.toUpperCase()),
    el('ZIPCd', m[3]!.replace('-', '')),
  ]);
}

const PROPERTY_AMOUNTS: [string, string][] = [
  ['AdvertisingAmt', 'advertising'],
  ['AutoAndTravelAmt', 'auto_travel'],
  ['CleaningAndMaintenanceAmt', 'cleaning_maint'],
  ['CommissionsAmt', 'commissions'],
  ['InsuranceAmt', 'insurance'],
  ['LegalAndOtherProfFeesAmt', 'legal_prof'],
  ['ManagementFeesAmt', 'management_fees'],
  ['MortgageInterestPaidBanksAmt', 'mortgage_interest'],
  ['MortgageInterestPaidOtherAmt', 'other_interest'],
  ['RepairsAmt', 'repairs'],
  ['SuppliesAmt', 'supplies'],
  ['TaxesAmt', 'taxes'],
  ['UtilitiesAmt', 'utilities'],
  ['DeprecExpenseOrDepletionAmt', 'depreciation'],
];

function scheduleE(input: Return, amount: LineAmount): El | null {
  const se = input.schedule_e;
  if (!se) return null;
  const l = (n: string, always = false) => amount(`scheduleE.${n}`, always);
  const property = (p: NonNullable<typeof se.properties>[number]) => {
    const c = p.label ?? 'A';
    const v = p as unknown as Record<string, unknown>;
    return group('PropertyRealEstAndRoyaltyGroup', [
      propertyAddress(p.address, p.city_state_zip),
      // Line 1b: the type of property, by its number in the form's list (1–8).
      el('PropertyDesc', p.property_type ? String(p.property_type) : null),
      el('FairRentalDaysCnt', p.fair_rental_days !== undefined ? String(p.fair_rental_days) : null),
      el('PersonalUseDaysCnt', p.personal_use_days !== undefined ? String(p.personal_use_days) : null),
      p.qjv ? el('QualifiedJointVentureInd', 'X') : null,
      el('RentsReceivedAmt', money(p.rents_received)),
      el('TotalRoyaltiesReceivedAmt', money(p.royalties_received)),
      ...PROPERTY_AMOUNTS.map(([tag, k]) => el(tag, money(v[k]))),
      money(p.other_expenses)
        ? group('OtherExpenseDetail', [
            el('Desc', p.other_expenses_desc ?? 'Other'),
            el('Amt', money(p.other_expenses)),
          ])
        : null,
      el('TotalExpensesAmt', amount(`scheduleE.l20.${c}`, true)),
      el('NetRentalIncomeOrLossAmt', amount(`scheduleE.l21.${c}`, true)),
      el('DedRentalRealEstateLossAmt', amount(`scheduleE.l22.${c}`)?.replace('-', '') ?? null),
    ]);
  };
  return doc('IRS1040ScheduleE', 'IRS1040E001', [
    el('PaymentRqrFilingForm1099Ind', se.paid_1099_required ? 'true' : 'false'),
    se.paid_1099_required ? el('RequiredForms1099FiledInd', se.filed_1099 ? 'true' : 'false') : null,
    ...(se.properties ?? []).map(property),
    el('TotAllPaymentsAllRentalPropAmt', l('l23a')),
    el('TotAllPaymentsAllRyltyPropAmt', l('l23b')),
    el('TotalMortgageInterestPaidAmt', l('l23c')),
    el('TotalDepreciationAmt', l('l23d')),
    el('TotalAllPropTotalExpensesAmt', l('l23e')),
    el('IncomeAmt', l('l24')),
    el('LossesAmt', l('l25')),
    el('TotalIncomeOrLossAmt', l('l26', true)),
    ...(se.partnerships ?? []).map((p) =>
      group('PartnershipOrSCorpGroup', [
        el('PartnershipOrSCorporationNm', p.name),
        el('PartnershipSCorpCd', p.entity_type),
        p.foreign ? el('ForeignPartnershipInd', 'X') : null,
        el('PartnershipOrSCorpEIN', digits(p.ein)),
        p.basis_required ? el('BasisComputationRequiredInd', 'X') : null,
        p.not_at_risk ? el('AnyAmountIsNotAtRiskInd', 'X') : null,
        el('PassiveLossAllowedAmt', money(p.col_g_passive_loss)),
        el('BusinessPassiveIncomeAmt', money(p.col_h_passive_income)),
        el('NonpassiveLossAmt', money(p.col_i_nonpassive_loss)),
        el('Section179ExpenseDeductionAmt', money(p.col_j_sec179)),
        el('NonpassiveIncomeAmt', money(p.col_k_nonpassive_income)),
      ]),
    ),
    el('NetPrtshpSCorpIncomeOrLossAmt', l('l32')),
    ...(se.estates_trusts ?? []).map((e) =>
      group('EstateAndTrustGroup', [
        name1('EstateOrTrustName', e.name),
        el('EstateOrTrustEIN', digits(e.ein)),
        el('PassiveDedOrLossAllowedAmt', money(e.col_c_passive_ded_loss)),
        el('EstateAndTrustPassiveIncomeAmt', money(e.col_d_passive_income)),
        el('DeductionOrLossAmt', money(e.col_e_ded_or_loss)),
        el('OtherIncomeAmt', money(e.col_f_other_income)),
      ]),
    ),
    el('TotEstateAndTrustIncOrLossAmt', l('l37')),
    ...(se.remics ?? []).map((r) =>
      group('REMICGroup', [
        name1('REMICName', r.name),
        el('REMICEIN', digits(r.ein)),
        el('ExcessInclusionAmt', money(r.excess_inclusion_2c)),
        el('TaxableIncomeOrNetLossAmt', money(r.taxable_income_1b)),
        el('REMICIncomeAmt', money(r.income_3b)),
      ]),
    ),
    el('TotalREMICIncomeAmt', l('l39')),
    el('NetFarmRentalIncomeOrLossAmt', l('l40')),
    el('TotalSuppIncomeOrLossAmt', l('l41', true)),
  ]);
}

/** The documents of the schedules above that the return attaches. */
export function scheduleDocsMore(input: Return, result: EngineResult, amount: LineAmount): El[] {
  const has = (f: string) => result.forms.some((x) => x.split('#')[0] === f);
  return [
    has('scheduleB') ? scheduleB(input, amount) : null,
    has('scheduleD') ? scheduleD(input, amount) : null,
    has('f8949') ? f8949(input, amount) : null,
    has('scheduleE') ? scheduleE(input, amount) : null,
  ].filter((d): d is El => d !== null);
}
