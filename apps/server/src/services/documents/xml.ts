/**
 * The return as IRS MeF-shaped XML (Return / ReturnHeader / ReturnData / IRS1040, schedules, IRSW2),
 * following the element names, order and value formats of the 2024 Direct File samples: money in
 * whole dollars, SSNs/EINs as 9 digits, dates YYYY-MM-DD, indicators "X", booleans "true"/"false".
 * Deterministic: the only clock is `meta.generatedAt`. Preparer overrides are flagged with a
 * GeneralDependencySmall explanation the overridden amount references.
 */
import {
  federalParams,
  hasTinForOdc,
  validForCtc,
  withClaim,
  type FederalParams,
  type Return,
  type W2,
} from '@taxprep/tax-engine';
import type { ReturnMeta } from './meta';
import { dollars, parseDollars, type EngineResult } from './engine';
import { lineLabel } from './pdf';
import { infoReturnDocs } from './xml-info';
import { scheduleDocsMore } from './xml-schedules';
import { scheduleDocs } from './xml-schedule-lines';
import { creditDocs } from './xml-credits';
import { digits, el, group, nameControl, serialize, usAddress, type Attrs, type El } from './xml-el';
import { yearDocuments } from './tax-years';

const upperName = (s: string | undefined): string => (s ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

const FILING_STATUS_CD: Record<Return['filing_status'], string> = {
  single: '1',
  mfj: '2',
  mfs: '3',
  hoh: '4',
  qss: '5',
};

interface Ctx {
  input: Return;
  result: EngineResult;
  meta: ReturnMeta;
  overrides: Map<string, { key: string; computed: string; value: string; reason: string }>;
  /** Override key → GeneralDependencySmall documentId. */
  overrideDocs: Map<string, string>;
  /** The tax year's federal figures (tax year, age thresholds), from the engine. */
  params: FederalParams;
}

/** Whole-dollar amount of a line (override applied), or null when absent / zero and not required. */
function amount(c: Ctx, key: string, always = false): string | null {
  const o = c.overrides.get(key);
  const v = o ? (parseDollars(o.value) ?? dollars(c.result, key)) : dollars(c.result, key);
  if (v === null) return always ? '0' : null;
  if (v === 0n && !always) return null;
  return v.toString();
}

function amt(c: Ctx, name: string, key: string, always = false, attrs?: Attrs): El | null {
  const t = amount(c, key, always);
  if (t === null) return null;
  const doc = c.overrideDocs.get(key);
  const a = doc
    ? { ...(attrs ?? {}), referenceDocumentId: doc, referenceDocumentName: 'GeneralDependencySmall' }
    : attrs;
  return el(name, t, a);
}

function amounts(
  c: Ctx,
  form: string,
  spec: ReadonlyArray<readonly [string, string] | readonly [string, string, true]>,
): (El | null)[] {
  return spec.map((s) => amt(c, s[0], `${form}.${s[1]}`, s.length === 3));
}

function w2DocId(i: number): string {
  return `W2${String(i + 1).padStart(4, '0')}`;
}

/**
 * The Self-Select PIN signature as MeF's ReturnHeader carries it, in the schema's order: PIN type,
 * jurat, who entered the PINs, the PINs, the date, then each filer's prior-year AGI or PIN (the
 * identity check). Absent on an unsigned (or since changed) return.
 */
function signatureElements(meta: ReturnMeta, joint: boolean): (El | null)[] {
  const s = meta.signature;
  if (!s) return [];
  const spouse = joint && s.spousePin;
  const enteredBy = s.byEro ? 'ERO' : 'Taxpayer';
  return [
    el('PINTypeCd', 'Self-Select On-Line'),
    el('JuratDisclosureCd', s.byEro ? 'Self Select PIN By ERO' : 'Online Self Select PIN'),
    el('PrimaryPINEnteredByCd', enteredBy),
    spouse ? el('SpousePINEnteredByCd', enteredBy) : null,
    el('PrimarySignaturePINTxt', s.primaryPin),
    spouse ? el('SpouseSignaturePINTxt', s.spousePin) : null,
    el('PrimarySignatureDt', s.date),
    spouse ? el('SpouseSignatureDt', s.date) : null,
    s.primaryPriorYearPin ? null : el('PrimaryPriorYearAGIAmt', s.primaryPriorYearAgi),
    spouse && !s.spousePriorYearPin ? el('SpousePriorYearAGIAmt', s.spousePriorYearAgi) : null,
    el('PrimaryPriorYearPIN', s.primaryPriorYearPin),
    spouse ? el('SpousePriorYearPIN', s.spousePriorYearPin) : null,
  ];
}

function returnHeader(c: Ctx): El {
  const { input, meta } = c;
  const year = String(c.params.taxYear);
  const tp = input.taxpayer ?? {};
  const sp = input.spouse ?? {};
  const joint = input.filing_status === 'mfj';
  const married = joint || input.filing_status === 'mfs';
  let nameLine = upperName(tp.first_name);
  if (joint && (sp.first_name || sp.last_name)) {
    nameLine =
      sp.last_name && sp.last_name !== tp.last_name
        ? `${nameLine}<${upperName(tp.last_name)}< & ${upperName(sp.first_name)} ${upperName(sp.last_name)}`
        : `${nameLine} & ${upperName(sp.first_name)}<${upperName(tp.last_name)}`;
  } else {
    nameLine = `${nameLine}<${upperName(tp.last_name)}`;
  }
  const p = meta.preparer;
  return group(
    'ReturnHeader',
    [
      el('ReturnTs', meta.generatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
      el('TaxYr', year),
      el('TaxPeriodBeginDt', `${year}-01-01`),
      el('TaxPeriodEndDt', `${year}-12-31`),
      el('SoftwareVersionNum', `taxprep-${year}.1`),
      ...signatureElements(meta, joint),
      el('ReturnTypeCd', '1040'),
      group('Filer', [
        el('PrimarySSN', digits(tp.ssn)),
        married ? el('SpouseSSN', digits(sp.ssn)) : null,
        el('NameLine1Txt', nameLine.slice(0, 35)),
        el('PrimaryNameControlTxt', nameControl(tp.last_name)),
        married ? el('SpouseNameControlTxt', nameControl(sp.last_name)) : null,
        usAddress('USAddress', meta.address),
        el('PhoneNum', digits(meta.phone)),
      ]),
      p
        ? group('PaidPreparerInformationGrp', [
            el('PreparerPersonNm', p.name),
            el('PTIN', p.ptin),
            el('PreparerFirmEIN', digits(p.firmEin)),
            p.firmName ? group('PreparerFirmName', [el('BusinessNameLine1Txt', p.firmName)]) : null,
            el('PreparerFirmAddressTxt', p.firmAddress),
            el('PhoneNum', digits(p.phone)),
            p.selfEmployed ? el('SelfEmployedInd', 'X') : null,
          ])
        : null,
      el('IdentityProtectionPIN', meta.ipPin?.taxpayer ?? null),
      joint ? el('SpouseIdentityProtectionPIN', meta.ipPin?.spouse ?? null) : null,
      group('AdditionalFilerInformation', [
        group('AtSubmissionFilingGrp', [el('EmailAddressTxt', meta.email)]),
      ]),
    ],
    { binaryAttachmentCnt: '0' },
  ) as El;
}

/** Under 17 at the end of the tax year (born after December 31, 2007 for 2024): a child for the child tax credit. */
function isUnder17(p: FederalParams, dob: string | undefined, age: number | undefined): boolean {
  const limit = p.schedule8812.childAgeLimit;
  if (dob) return dob > `${p.taxYear - limit}-12-31`;
  return age !== undefined && age < limit;
}

function irs1040(c: Ctx, w2Ids: string[]): El {
  const { input, meta } = c;
  const tp = input.taxpayer ?? {};
  const sp = input.spouse ?? {};
  const fs = input.filing_status;
  const joint = fs === 'mfj';
  const f = 'f1040';
  const born = (d?: string): boolean => !!d && d < c.params.standardDeduction.age65BornBefore;
  const p65 = !!input.taxpayer_over_65 || born(tp.date_of_birth);
  const s65 = joint && (!!input.spouse_over_65 || born(sp.date_of_birth));
  const pBlind = !!input.taxpayer_blind;
  const sBlind = joint && !!input.spouse_blind;
  const boxes = [p65, pBlind, s65, sBlind].filter(Boolean).length;
  // The boxes the filer ticked, or the claim derived as the engine derives it.
  const deps = (input.dependents ?? []).map((d) => withClaim(d, c.params));
  const kids = deps.filter(
    (d) =>
      (d.months_lived_with ?? 12) > 6 &&
      isUnder17(c.params, d.date_of_birth, d.age) &&
      d.qualifies_for_child_tax_credit,
  ).length;
  const others = deps.length - kids;
  const exemptPS = joint ? 2 : 1;
  const refund = amount(c, 'f1040.l35a');
  const bank = meta.bank;
  const wagesAttrs = w2Ids.length
    ? { referenceDocumentId: w2Ids.join(' '), referenceDocumentName: 'IRSW2' }
    : undefined;
  const designee = meta.designee;

  return group(
    'IRS1040',
    [
      meta.presidentialFund.taxpayer ? el('PECFPrimaryInd', 'X') : null,
      joint && meta.presidentialFund.spouse ? el('PECFSpouseInd', 'X') : null,
      el('IndividualReturnFilingStatusCd', FILING_STATUS_CD[fs]),
      fs === 'mfs' ? el('SpouseNm', [sp.first_name, sp.last_name].filter(Boolean).join(' ')) : null,
      (fs === 'hoh' || fs === 'qss') && input.hoh_qss_child_name
        ? el('QualifyingHOHNm', input.hoh_qss_child_name)
        : null,
      el('VirtualCurAcquiredDurTYInd', input.digital_assets ? 'true' : 'false'),
      input.claimed_as_dependent ? el('CanBeClaimedAsDependentInd', 'X') : null,
      input.spouse_claimed_as_dependent ? el('SpouseClaimAsDependentInd', 'X') : null,
      fs === 'mfs' && input.spouse_itemizes ? el('SpouseItemizesSeparatelyInd', 'X') : null,
      p65 ? el('Primary65OrOlderInd', 'X') : null,
      pBlind ? el('PrimaryBlindInd', 'X') : null,
      s65 ? el('Spouse65OrOlderInd', 'X') : null,
      sBlind ? el('SpouseBlindInd', 'X') : null,
      boxes ? el('TotalBoxesCheckedCnt', String(boxes)) : null,
      el('TotalExemptPrimaryAndSpouseCnt', String(exemptPS)),
      ...deps.map((d) =>
        group('DependentDetail', [
          el('DependentFirstNm', d.first_name),
          el('DependentLastNm', d.last_name),
          el('DependentNameControlTxt', nameControl(d.last_name)),
          el('DependentSSN', digits(d.ssn)),
          el('DependentRelationshipCd', (d.relationship ?? '').toUpperCase()),
          // A child without an SSN valid for work counts for the other-dependents credit (Schedule 8812).
          d.qualifies_for_child_tax_credit && validForCtc(d.tin_type)
            ? el('EligibleForChildTaxCreditInd', 'X')
            : null,
          !(d.qualifies_for_child_tax_credit && validForCtc(d.tin_type)) &&
          (d.qualifies_for_child_tax_credit || d.qualifies_for_other_credit) &&
          hasTinForOdc(d.tin_type)
            ? el('EligibleForODCInd', 'X')
            : null,
        ]),
      ),
      el('ChldWhoLivedWithYouCnt', String(kids)),
      el('OtherDependentsListedCnt', String(others)),
      el('TotalExemptionsCnt', String(exemptPS + deps.length)),
      amt(c, 'WagesAmt', `${f}.l1a`, false, wagesAttrs),
      ...amounts(c, f, [
        ['HouseholdEmployeeWagesAmt', 'l1b'],
        ['TipIncomeAmt', 'l1c'],
        ['MedicaidWaiverPymtNotRptW2Amt', 'l1d'],
        ['TaxableBenefitsAmt', 'l1e'],
        ['EmployerProvidedAdoptionBnftAmt', 'l1f'],
        ['WagesNotShownAmt', 'l1g'],
        ['OtherEarnedIncomeAmt', 'l1h'],
        ['NontaxableCombatPayAmt', 'l1i'],
        ['WagesSalariesAndTipsAmt', 'l1z'],
        ['TaxExemptInterestAmt', 'l2a'],
        ['TaxableInterestAmt', 'l2b'],
        ['QualifiedDividendsAmt', 'l3a'],
        ['OrdinaryDividendsAmt', 'l3b'],
        ['IRADistributionsAmt', 'l4a'],
        ['TaxableIRAAmt', 'l4b'],
        ['PensionsAnnuitiesAmt', 'l5a'],
        ['TotalTaxablePensionsAmt', 'l5b'],
        ['SocSecBnftAmt', 'l6a'],
        ['TaxableSocSecAmt', 'l6b'],
        ['CapitalGainLossAmt', 'l7'],
        ['TotalAdditionalIncomeAmt', 'l8'],
        ['TotalIncomeAmt', 'l9', true],
        ['TotalAdjustmentsAmt', 'l10'],
        ['AdjustedGrossIncomeAmt', 'l11', true],
        ['TotalItemizedOrStandardDedAmt', 'l12', true],
        ['QualifiedBusinessIncomeDedAmt', 'l13'],
        ['TotalDeductionsAmt', 'l14', true],
        ['TaxableIncomeAmt', 'l15', true],
        ['TaxAmt', 'l16', true],
        ['AdditionalTaxAmt', 'l17'],
        ['TotalTaxBeforeCrAndOthTaxesAmt', 'l18', true],
        ['CTCODCAmt', 'l19'],
        ['TotalNonrefundableCreditsAmt', 'l20'],
        ['TotalCreditsAmt', 'l21'],
        ['TaxLessCreditsAmt', 'l22', true],
        ['OtherTaxesAmt', 'l23'],
        ['TotalTaxAmt', 'l24', true],
        ['FormW2WithheldTaxAmt', 'l25a'],
        ['Form1099WithheldTaxAmt', 'l25b'],
        ['TaxWithheldOtherAmt', 'l25c'],
        ['WithholdingTaxAmt', 'l25d'],
        ['EstimatedTaxPaymentsAmt', 'l26'],
        ['EarnedIncomeCreditAmt', 'l27'],
        ['AdditionalChildTaxCreditAmt', 'l28'],
        ['AmericanOpportunityCreditAmt', 'l29'],
        ['TotalOtherPaymentsRfdblCrAmt', 'l31'],
        ['RefundableCreditsAmt', 'l32'],
        ['TotalPaymentsAmt', 'l33'],
        ['OverpaidAmt', 'l34'],
        ['RefundAmt', 'l35a'],
      ]),
      refund && bank ? el('RoutingTransitNum', digits(bank.routing)) : null,
      refund && bank ? el('BankAccountTypeCd', bank.type === 'Checking' ? '1' : '2') : null,
      refund && bank ? el('DepositorAccountNum', bank.account.replace(/[^0-9A-Za-z]/g, '')) : null,
      amt(c, 'AppliedToEsTaxAmt', `${f}.l36`),
      amt(c, 'OwedAmt', `${f}.l37`, true),
      amt(c, 'EsPenaltyAmt', `${f}.l38`),
      el('ThirdPartyDesigneeInd', designee ? 'true' : 'false'),
      designee ? el('ThirdPartyDesigneeNm', designee.name) : null,
      designee ? el('ThirdPartyDesigneePhoneNum', digits(designee.phone)) : null,
      designee ? el('ThirdPartyDesigneePIN', designee.pin) : null,
      el('PrimaryOccupationTxt', tp.occupation),
      joint ? el('SpouseOccupationTxt', sp.occupation) : null,
      el('RefundProductCd', 'NO FINANCIAL PRODUCT'),
    ],
    { documentId: 'IRS10400001' },
  ) as El;
}

function w2Doc(c: Ctx, w: W2, i: number): El {
  const person = w.owner === 'spouse' ? c.input.spouse : c.input.taxpayer;
  const money = (v: unknown): string | null => {
    if (v === null || v === undefined || v === '') return null;
    const d = parseDollars(String(v));
    return d === null ? null : d.toString();
  };
  const box12 = Object.entries(w.box12 ?? {})
    .filter(([, v]) => money(v) !== null)
    .sort(([a], [b]) => a.localeCompare(b));
  return group(
    'IRSW2',
    [
      el('EmployeeSSN', digits(w.employee_ssn ?? person?.ssn)),
      el('EmployerEIN', digits(w.employer_ein)),
      el('EmployerNameControlTxt', nameControl(w.employer_name)),
      w.employer_name ? group('EmployerName', [el('BusinessNameLine1Txt', w.employer_name)]) : null,
      el('EmployeeNm', [person?.first_name, person?.last_name].filter(Boolean).join(' ')),
      usAddress('EmployeeUSAddress', c.meta.address),
      el('WagesAmt', money(w.wages) ?? '0'),
      el('WithholdingAmt', money(w.federal_income_tax) ?? '0'),
      el('SocialSecurityWagesAmt', money(w.social_security_wages)),
      el('SocialSecurityTaxAmt', money(w.social_security_tax)),
      el('MedicareWagesAndTipsAmt', money(w.medicare_wages)),
      el('MedicareTaxWithheldAmt', money(w.medicare_tax)),
      el('SocialSecurityTipsAmt', money(w.social_security_tips)),
      el('DependentCareBenefitsAmt', money(w.dependent_care_benefits)),
      ...box12.map(([code, v]) =>
        group('EmployersUseGrp', [el('EmployersUseCd', code.toUpperCase()), el('EmployersUseAmt', money(v))]),
      ),
      w.statutory_employee ? el('StatutoryEmployeeInd', 'X') : null,
      w.retirement_plan ? el('RetirementPlanInd', 'X') : null,
      w.state
        ? group('W2StateLocalTaxGrp', [
            group('W2StateTaxGrp', [
              el('StateAbbreviationCd', w.state.toUpperCase()),
              el('StateWagesAmt', money(w.state_wages)),
              el('StateIncomeTaxAmt', money(w.state_income_tax)),
            ]),
          ])
        : null,
      el('StandardOrNonStandardCd', 'S'),
    ],
    { documentId: w2DocId(i), documentName: 'IRSW2' },
  ) as El;
}

/** renderReturnXml: the MeF-shaped XML of the return. */
export function renderReturnXml(input: Return, result: EngineResult, meta: ReturnMeta): string {
  const overrides = new Map(meta.overrides.map((o) => [o.key, o]));
  const overrideDocs = new Map<string, string>();
  meta.overrides.forEach((o, i) => overrideDocs.set(o.key, `GDS${String(i + 1).padStart(4, '0')}`));
  const c: Ctx = { input, result, meta, overrides, overrideDocs, params: federalParams(meta.taxYear) };
  const w2s = input.w2s ?? [];
  const w2Ids = w2s.map((_, i) => w2DocId(i));
  const docs: El[] = [
    irs1040(c, w2Ids),
    ...scheduleDocs({ input, result, amt: (name, key, always) => amt(c, name, key, always) }),
    ...scheduleDocsMore(input, result, (k, always) => amount(c, k, always)),
    ...creditDocs({ input, result, amt: (name, key, always) => amt(c, name, key, always) }, meta),
    ...w2s.map((w, i) => w2Doc(c, w, i)),
    ...infoReturnDocs(input, meta),
  ];
  meta.overrides.forEach((o, i) => {
    docs.push(
      group(
        'GeneralDependencySmall',
        [
          el('FormLineOrInstructionRefTxt', lineLabel(o.key)),
          el(
            'Desc',
            `Preparer override: computed ${parseDollars(o.computed)?.toString() ?? o.computed}, used ${parseDollars(o.value)?.toString() ?? o.value}. Reason: ${o.reason}`,
          ),
        ],
        { documentId: overrideDocs.get(o.key) ?? `GDS${i + 1}`, documentName: 'GeneralDependencySmall' },
      ) as El,
    );
  });
  const root: El = {
    name: 'Return',
    attrs: {
      xmlns: 'http://www.irs.gov/efile',
      'xmlns:efile': 'http://www.irs.gov/efile',
      returnVersion: yearDocuments(meta.taxYear).mefVersion,
    },
    children: [
      returnHeader(c),
      { name: 'ReturnData', attrs: { documentCnt: String(docs.length) }, children: docs },
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${serialize(root, 0)}`;
}
