/**
 * The information returns MeF carries inside a Form 1040 submission as documents of their own:
 * IRS1099R (one per Form 1099-R) and IRS1099G (one per Form 1099-G), appended after the W-2s.
 *
 * IRS1099R follows the element names, order and value formats of the 2024 samples
 * (id_swan_1099_r.xml, md_maher_all_income.xml, nc_kramer_mfj_income_1099_r.xml): documentId
 * "IRS1099R0001" with no documentName, OtherDistributionAmt and IRRAllocatedAmt always present,
 * StandardOrNonStandardCd "S" last. Boxes the samples leave out (2b, 3, 5, 6, IRA/SEP/SIMPLE) take
 * the names and box order of the IRS MeF IRS1099R stylesheet. No sample holds an IRS1099G: its
 * element names are those of the IRS MeF IRS1099G stylesheet, in the layout of IRS1099R (payer,
 * recipient, boxes in order, state group). The samples do not reference these documents from the
 * IRS1040, so neither do we.
 */
import type { F1099G, F1099R, Person, Return } from '@taxprep/tax-engine';
import { STATE_CODES } from '@taxprep/contracts';
import type { ReturnMeta } from './meta';
import { parseDollars } from './engine';
import { digits, el, group, usAddress, type El } from './xml-el';

/** Payer/recipient fields the document screens store beside the engine's boxes (not in types.ts). */
export interface PartyFields {
  payer_name?: string;
  payer_tin?: string;
  payer_street?: string;
  payer_address?: string;
  payer_city_state_zip?: string;
  recipient_name?: string;
  recipient_tin?: string;
  recipient_street?: string;
  recipient_address?: string;
  recipient_city_state_zip?: string;
}

/** Form 1099-R as stored: the engine's boxes, the parties, boxes 10 and the state/local rows. */
type Stored1099R = F1099R &
  PartyFields & {
    box10_amount_allocable_irr?: string | number | null;
    states?: {
      box14_state_tax_withheld?: string | number | null;
      box15_state_payer_no?: string;
      box16_state_distribution?: string | number | null;
      box17_local_tax_withheld?: string | number | null;
      box18_locality_name?: string;
      box19_local_distribution?: string | number | null;
    }[];
  };
type Stored1099G = F1099G & PartyFields;

/** Whole dollars of an entered amount, or null when blank. */
function money(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  const d = parseDollars(String(v));
  return d === null ? null : d.toString();
}
/** Whole dollars of an optional box, null when blank or zero. */
const opt = (v: unknown): string | null => {
  const m = money(v);
  return m === '0' ? null : m;
};
const x = (b: boolean | undefined): string | null => (b ? 'X' : null);

/**
 * Business name control (MeF BusinessNameControlType): the first four letters, digits, hyphens or
 * ampersands of the name, upper case, without a leading "The" when more words follow.
 */
export function businessNameControl(name: string | undefined): string | null {
  const words = (name ?? '').toUpperCase().trim().split(/\s+/);
  const rest = words[0] === 'THE' && words.length > 1 ? words.slice(1) : words;
  const s = rest.join('').replace(/[^A-Z0-9&-]/g, '');
  return s ? s.slice(0, 4) : null;
}

const CSZ = /^\s*([^,]+?),\s*([A-Za-z]{2})\s+(\d{5})(?:-?(\d{4}))?\s*$/;
/** "City, ST 12345" as CityNm / StateAbbreviationCd / ZIPCd, or null when it does not read. */
export function splitCityStateZip(
  s: string | undefined,
): { city: string; state: string; zip: string } | null {
  const m = CSZ.exec(s ?? '');
  if (!m) return null;
  return { city: m[1]!.trim(), state: m[2]!.toUpperCase(), zip: `${m[3]}${m[4] ?? ''}` };
}

function partyAddress(name: string, street: string | undefined, csz: string | undefined): El | null {
  const parts = splitCityStateZip(csz);
  if (!street?.trim() || !parts) return null;
  return group(name, [
    el('AddressLine1Txt', street.trim()),
    el('CityNm', parts.city),
    el('StateAbbreviationCd', parts.state),
    el('ZIPCd', parts.zip),
  ]);
}

/** The filer the form belongs to: its owner, else the spouse when the recipient TIN is the spouse's. */
function recipientOf(input: Return, d: PartyFields & { owner?: string }): Person | undefined {
  const sp = digits(input.spouse?.ssn);
  if (d.owner === 'spouse' || (sp && digits(d.recipient_tin) === sp)) return input.spouse;
  return input.taxpayer;
}

/** PayerNameControlTxt … RecipientUSAddress, shared by IRS1099R and IRS1099G. */
function parties(input: Return, meta: ReturnMeta, d: PartyFields & { owner?: string }): (El | null)[] {
  const person = recipientOf(input, d);
  const payer = d.payer_name?.trim();
  return [
    el('PayerNameControlTxt', businessNameControl(payer)),
    payer ? group('PayerName', [el('BusinessNameLine1Txt', payer)]) : null,
    partyAddress('PayerUSAddress', d.payer_address ?? d.payer_street, d.payer_city_state_zip),
    el('PayerEIN', digits(d.payer_tin)),
    el('RecipientSSN', digits(d.recipient_tin) ?? digits(person?.ssn)),
    el(
      'RecipientNm',
      d.recipient_name?.trim() || [person?.first_name, person?.last_name].filter(Boolean).join(' '),
    ),
    partyAddress(
      'RecipientUSAddress',
      d.recipient_address ?? d.recipient_street,
      d.recipient_city_state_zip,
    ) ?? usAddress('RecipientUSAddress', meta.address),
  ];
}

/** Box 7 as MeF wants it: the codes alone, upper case ("7B"). */
export const distributionCodes = (s: string | undefined): string =>
  (s ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');

/** The state of box 15 when it starts with a state abbreviation ("MD - 123456" → MD). */
function stateOf(s: string | undefined): string | null {
  const m = /^([A-Za-z]{2})(?:$|[\s\-/:#,])/.exec((s ?? '').trim());
  const st = m?.[1]?.toUpperCase();
  return st && (STATE_CODES as readonly string[]).includes(st) ? st : null;
}

export function irs1099r(input: Return, meta: ReturnMeta, r: Stored1099R, i: number): El {
  return group(
    'IRS1099R',
    [
      ...parties(input, meta, r),
      el('GrossDistributionAmt', money(r.box1_gross_dist) ?? '0'),
      el('TaxableAmt', money(r.box2a_taxable_amt)),
      el('TxblAmountNotDeterminedInd', x(r.box2b_taxable_not_determined)),
      el('TotalDistributionInd', x(r.box2b_total_distribution)),
      el('CapitalGainAmt', opt(r.box3_capital_gain)),
      el('FederalIncomeTaxWithheldAmt', opt(r.box4_fed_tax_withheld)),
      el('EmployeeContributionsAmt', opt(r.box5_emp_contrib_or_roth_or_premiums)),
      el('NetUnrlzdSecuritiesApprcnAmt', opt(r.box6_nua_employer_securities)),
      el('F1099RDistributionCd', distributionCodes(r.box7_distribution_codes)),
      el('IRASEPSIMPLEInd', x(r.ira_sep_simple)),
      el('OtherDistributionAmt', money(r.box8_other) ?? '0'),
      el('TotalEmployeeContributionsAmt', opt(r.box9b_total_employee_contrib)),
      el('IRRAllocatedAmt', money(r.box10_amount_allocable_irr) ?? '0'),
      ...(r.states ?? []).map((s) =>
        group('F1099RStateLocalTaxGrp', [
          group('F1099RStateTaxGrp', [
            el('StateTaxWithheldAmt', money(s.box14_state_tax_withheld)),
            el('StateAbbreviationCd', stateOf(s.box15_state_payer_no)),
            el('PayerStateIdNum', s.box15_state_payer_no?.trim()),
            el('StateDistributionAmt', money(s.box16_state_distribution)),
            group('F1099RLocalTaxGrp', [
              el('LocalTaxWithheldAmt', money(s.box17_local_tax_withheld)),
              el('LocalityNm', s.box18_locality_name?.trim()),
              el('LocalDistributionAmt', money(s.box19_local_distribution)),
            ]),
          ]),
        ]),
      ),
      el('StandardOrNonStandardCd', 'S'),
    ],
    { documentId: `IRS1099R${String(i + 1).padStart(4, '0')}` },
  ) as El;
}

export function irs1099g(input: Return, meta: ReturnMeta, g: Stored1099G, i: number): El {
  const refund = opt(g.state_tax_refund);
  return group(
    'IRS1099G',
    [
      ...parties(input, meta, g),
      el('UnemploymentCompAmt', opt(g.unemployment_comp)),
      el('StateLclRefundCreditOffsetAmt', refund),
      refund ? el('RefundCreditOffsetTaxYr', digits(String(g.box2_tax_year ?? ''))) : null,
      el('FederalIncomeTaxWithheldAmt', opt(g.fed_tax_withheld)),
      el('RTAAPaymentsAmt', opt(g.rtaa_payments)),
      el('TaxableGrantsAmt', opt(g.taxable_grants)),
      el('AgriculturePaymentsAmt', opt(g.agriculture_payments)),
      el('TradeOrBusinessIncomeInd', x(g.trade_or_business_income)),
      el('MarketGainAmt', opt(g.market_gain)),
      group('Form1099GStateLocalTaxGrp', [
        el('StateAbbreviationCd', g.state?.trim().toUpperCase()),
        el('StateIdNum', g.state_id_no?.trim()),
        el('StateTaxWithheldAmt', opt(g.state_tax_withheld)),
      ]),
    ],
    { documentId: `IRS1099G${String(i + 1).padStart(4, '0')}` },
  ) as El;
}

/** IRS1099R then IRS1099G documents of the return, in entry order. */
export function infoReturnDocs(input: Return, meta: ReturnMeta): El[] {
  return [
    ...(input.f1099_r ?? []).map((r, i) => irs1099r(input, meta, r, i)),
    ...(input.f1099_g ?? []).map((g, i) => irs1099g(input, meta, g, i)),
  ];
}
