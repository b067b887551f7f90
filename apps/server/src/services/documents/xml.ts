/**
 * The return as IRS MeF-shaped XML (Return / ReturnHeader / ReturnData / IRS1040, schedules, IRSW2),
 * following the element names, order and value formats of the 2024 Direct File samples: money in
 * whole dollars, SSNs/EINs as 9 digits, dates YYYY-MM-DD, indicators "X", booleans "true"/"false".
 * Deterministic: the only clock is `meta.generatedAt`. Preparer overrides are flagged with a
 * GeneralDependencySmall explanation the overridden amount references.
 */
import { federalParams, type Return, type W2 } from '@taxprep/tax-engine';
import type { ReturnMeta } from './meta';
import { parseDollars, type EngineResult } from './engine';
import { lineLabel } from './pdf';
import { amount, amt, irs1040, type Ctx } from './xml-1040';
import { schedule1ADoc } from './xml-schedule1a';
import { infoReturnDocs } from './xml-info';
import { scheduleDocsMore } from './xml-schedules';
import { scheduleDocs } from './xml-schedule-lines';
import { creditDocs } from './xml-credits';
import { digits, el, group, nameControl, serialize, usAddress, type El } from './xml-el';
import { yearDocuments } from './tax-years';

const upperName = (s: string | undefined): string => (s ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

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
        married && digits(sp.ssn) ? el('SpouseSSN', digits(sp.ssn)) : null,
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
    ...schedule1ADoc({ input, result, amt: (name, key, always) => amt(c, name, key, always) }),
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
