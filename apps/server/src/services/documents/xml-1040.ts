/**
 * The IRS1040 document of the MeF-shaped XML (xml.ts assembles the return): filing status,
 * checkboxes, dependents and the form's amounts, whose names and lines come by tax year from
 * xml-1040-lines.ts. Also the amount helpers the other documents use (preparer overrides applied).
 */
import { hasTinForOdc, validForCtc, withClaim, type FederalParams, type Return } from '@taxprep/tax-engine';
import type { ReturnMeta } from './meta';
import { dollars, parseDollars, type EngineResult } from './engine';
import { f1040LineSpec, type LineSpec } from './xml-1040-lines';
import { digits, el, group, nameControl, type Attrs, type El } from './xml-el';

const FILING_STATUS_CD: Record<Return['filing_status'], string> = {
  single: '1',
  mfj: '2',
  mfs: '3',
  hoh: '4',
  qss: '5',
};

export interface Ctx {
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
export function amount(c: Ctx, key: string, always = false): string | null {
  const o = c.overrides.get(key);
  const v = o ? (parseDollars(o.value) ?? dollars(c.result, key)) : dollars(c.result, key);
  if (v === null) return always ? '0' : null;
  if (v === 0n && !always) return null;
  return v.toString();
}

export function amt(c: Ctx, name: string, key: string, always = false, attrs?: Attrs): El | null {
  const t = amount(c, key, always);
  if (t === null) return null;
  const doc = c.overrideDocs.get(key);
  const a = doc
    ? { ...(attrs ?? {}), referenceDocumentId: doc, referenceDocumentName: 'GeneralDependencySmall' }
    : attrs;
  return el(name, t, a);
}

function amounts(c: Ctx, form: string, spec: LineSpec): (El | null)[] {
  return spec.map((s) => amt(c, s[0], `${form}.${s[1]}`, s.length === 3));
}

/** Under 17 at the end of the tax year (born after December 31, 2007 for 2024): a child for the child tax credit. */
function isUnder17(p: FederalParams, dob: string | undefined, age: number | undefined): boolean {
  const limit = p.schedule8812.childAgeLimit;
  if (dob) return dob > `${p.taxYear - limit}-12-31`;
  return age !== undefined && age < limit;
}

/** The IRS1040 document: header facts, dependents and the year's line amounts. */
export function irs1040(c: Ctx, w2Ids: string[]): El {
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
      // MeF IRS1040: "NRA" for a separately filing spouse with no SSN or ITIN.
      fs === 'mfs' && meta.spouseNra && !sp.ssn ? el('NRALiteralCd', 'NRA') : null,
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
      ...amounts(c, f, f1040LineSpec(c.params)),
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
