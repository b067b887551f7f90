/**
 * Form 1040 (2024), f1040.pdf. Page 1: f1_xx / c1_xx, page 2: f2_xx / c2_xx.
 * Hold against the paper form: each line key is the form's own line number.
 */
import { federalParams, hasTinForOdc, validForCtc, withClaim } from '@taxprep/tax-engine';
import { TAX_YEAR } from '@taxprep/contracts';
import type { FillContext, FormMap } from './types';
import { personName, ssnDigits, isAge65By } from './common';

const P1 = 'topmostSubform[0].Page1[0].';
const P1A = `${P1}Address_ReadOrder[0].`;
const P1L = `${P1}Line4a-11_ReadOrder[0].`;
const P2 = 'topmostSubform[0].Page2[0].';

/** One row of the dependents table: 2024 has one name field, 2025 first and last name. */
export interface DependentRow {
  name?: string;
  firstName?: string;
  lastName?: string;
  ssn: string;
  relationship: string;
  ctc: string;
  odc: string;
}

/** The Form 1040 fields the line map cannot express, by role; each year's module names its own. */
type F1040Names<T> = { readonly [K in keyof T]: K extends 'dependents' ? readonly DependentRow[] : string };

export const F1040 = {
  firstName: `${P1}f1_04[0]`,
  lastName: `${P1}f1_05[0]`,
  ssn: `${P1}f1_06[0]`,
  spouseFirstName: `${P1}f1_07[0]`,
  spouseLastName: `${P1}f1_08[0]`,
  spouseSsn: `${P1}f1_09[0]`,
  street: `${P1A}f1_10[0]`,
  apt: `${P1A}f1_11[0]`,
  city: `${P1A}f1_12[0]`,
  state: `${P1A}f1_13[0]`,
  zip: `${P1A}f1_14[0]`,
  pecfYou: `${P1}c1_1[0]`,
  pecfSpouse: `${P1}c1_2[0]`,
  statusSingle: `${P1}FilingStatus_ReadOrder[0].c1_3[0]`,
  statusMfj: `${P1}FilingStatus_ReadOrder[0].c1_3[1]`,
  statusMfs: `${P1}FilingStatus_ReadOrder[0].c1_3[2]`,
  statusHoh: `${P1}c1_3[0]`,
  statusQss: `${P1}c1_3[1]`,
  /** MFS: spouse's name; HOH/QSS: the qualifying child's name when not a dependent. */
  statusName: `${P1}f1_18[0]`,
  mfsSpouseName: `${P1}f1_18[0]`,
  digitalYes: `${P1}c1_5[0]`,
  digitalNo: `${P1}c1_5[1]`,
  youAsDependent: `${P1}c1_6[0]`,
  spouseAsDependent: `${P1}c1_7[0]`,
  spouseItemizes: `${P1}c1_8[0]`,
  youBornBefore1960: `${P1}c1_9[0]`,
  youBlind: `${P1}c1_10[0]`,
  spouseBornBefore1960: `${P1}c1_11[0]`,
  spouseBlind: `${P1}c1_12[0]`,
  moreThanFourDependents: `${P1}Dependents_ReadOrder[0].c1_13[0]`,
  /** Dependents table rows 1-4: name, SSN, relationship, CTC box, ODC box. */
  dependents: [
    ['f1_20', 'f1_21', 'f1_22', 'c1_14', 'c1_15'],
    ['f1_23', 'f1_24', 'f1_25', 'c1_16', 'c1_17'],
    ['f1_26', 'f1_27', 'f1_28', 'c1_18', 'c1_19'],
    ['f1_29', 'f1_30', 'f1_31', 'c1_20', 'c1_21'],
  ].map((r, i) => ({
    name: `${P1}Table_Dependents[0].Row${i + 1}[0].${r[0]}[0]`,
    ssn: `${P1}Table_Dependents[0].Row${i + 1}[0].${r[1]}[0]`,
    relationship: `${P1}Table_Dependents[0].Row${i + 1}[0].${r[2]}[0]`,
    ctc: `${P1}Table_Dependents[0].Row${i + 1}[0].${r[3]}[0]`,
    odc: `${P1}Table_Dependents[0].Row${i + 1}[0].${r[4]}[0]`,
  })),
  /** Line 7: "If not required [Schedule D], check here". */
  line7NoScheduleD: `${P1L}c1_23[0]`,
  form8888: `${P2}c2_4[0]`,
  routing: `${P2}RoutingNo[0].f2_25[0]`,
  checking: `${P2}c2_5[0]`,
  savings: `${P2}c2_5[1]`,
  account: `${P2}AccountNo[0].f2_26[0]`,
  designeeYes: `${P2}c2_6[0]`,
  designeeNo: `${P2}c2_6[1]`,
  designeeName: `${P2}f2_30[0]`,
  designeePhone: `${P2}f2_31[0]`,
  designeePin: `${P2}f2_32[0]`,
  occupation: `${P2}f2_33[0]`,
  ipPin: `${P2}f2_34[0]`,
  spouseOccupation: `${P2}f2_35[0]`,
  spouseIpPin: `${P2}f2_36[0]`,
  phone: `${P2}f2_37[0]`,
  email: `${P2}f2_38[0]`,
  preparerName: `${P2}f2_39[0]`,
  ptin: `${P2}f2_40[0]`,
  preparerSelfEmployed: `${P2}c2_7[0]`,
  firmName: `${P2}f2_41[0]`,
  preparerPhone: `${P2}f2_42[0]`,
  firmAddress: `${P2}f2_43[0]`,
  firmEin: `${P2}f2_44[0]`,
} as const;
export type F1040Table = F1040Names<typeof F1040>;

export const f1040Map: FormMap = {
  pdf: 'f1040.pdf',
  lines: {
    l1a: `${P1}f1_32[0]`, // Total amount from Form(s) W-2, box 1
    l1b: `${P1}f1_33[0]`, // Household employee wages
    l1c: `${P1}f1_34[0]`, // Tip income not reported on line 1a
    l1d: `${P1}f1_35[0]`, // Medicaid waiver payments
    l1e: `${P1}f1_36[0]`, // Taxable dependent care benefits (Form 2441 line 26)
    l1f: `${P1}f1_37[0]`, // Employer-provided adoption benefits
    l1g: `${P1}f1_38[0]`, // Wages from Form 8919
    l1h: `${P1}f1_39[0]`, // Other earned income
    l1i: `${P1}f1_40[0]`, // Nontaxable combat pay election
    l1z: `${P1}f1_41[0]`, // Add lines 1a through 1h
    l2a: `${P1}f1_42[0]`, // Tax-exempt interest
    l2b: `${P1}f1_43[0]`, // Taxable interest
    l3a: `${P1}f1_44[0]`, // Qualified dividends
    l3b: `${P1}f1_45[0]`, // Ordinary dividends
    l4a: `${P1L}f1_46[0]`, // IRA distributions
    l4b: `${P1L}f1_47[0]`, // Taxable amount
    l5a: `${P1L}f1_48[0]`, // Pensions and annuities
    l5b: `${P1L}f1_49[0]`, // Taxable amount
    l6a: `${P1L}f1_50[0]`, // Social security benefits
    l6b: `${P1L}f1_51[0]`, // Taxable amount
    l7: `${P1L}f1_52[0]`, // Capital gain or (loss)
    l8: `${P1L}f1_53[0]`, // Additional income from Schedule 1, line 10
    l9: `${P1L}f1_54[0]`, // Total income
    l10: `${P1L}f1_55[0]`, // Adjustments to income from Schedule 1, line 26
    l11: `${P1L}f1_56[0]`, // Adjusted gross income
    l12: `${P1}f1_57[0]`, // Standard deduction or itemized deductions
    l13: `${P1}f1_58[0]`, // Qualified business income deduction
    l14: `${P1}f1_59[0]`, // Add lines 12 and 13
    l15: `${P1}f1_60[0]`, // Taxable income
    l16: `${P2}f2_02[0]`, // Tax
    l17: `${P2}f2_03[0]`, // Amount from Schedule 2, line 3
    l18: `${P2}f2_04[0]`, // Add lines 16 and 17
    l19: `${P2}f2_05[0]`, // Child tax credit / credit for other dependents (Schedule 8812)
    l20: `${P2}f2_06[0]`, // Amount from Schedule 3, line 8
    l21: `${P2}f2_07[0]`, // Add lines 19 and 20
    l22: `${P2}f2_08[0]`, // Subtract line 21 from line 18
    l23: `${P2}f2_09[0]`, // Other taxes, from Schedule 2, line 21
    l24: `${P2}f2_10[0]`, // Total tax
    l25a: `${P2}f2_11[0]`, // Withholding: Form(s) W-2
    l25b: `${P2}f2_12[0]`, // Form(s) 1099
    l25c: `${P2}f2_13[0]`, // Other forms
    l25d: `${P2}f2_14[0]`, // Add lines 25a through 25c
    l26: `${P2}f2_15[0]`, // Estimated tax payments
    l27: `${P2}f2_16[0]`, // Earned income credit
    l28: `${P2}f2_17[0]`, // Additional child tax credit (Schedule 8812)
    l29: `${P2}f2_18[0]`, // American opportunity credit (Form 8863 line 8)
    l31: `${P2}f2_20[0]`, // Amount from Schedule 3, line 15
    l32: `${P2}f2_21[0]`, // Total other payments and refundable credits
    l33: `${P2}f2_22[0]`, // Total payments
    l34: `${P2}f2_23[0]`, // Overpaid
    l35a: `${P2}f2_24[0]`, // Refunded to you
    l36: `${P2}f2_27[0]`, // Applied to 2025 estimated tax
    l37: `${P2}f2_28[0]`, // Amount you owe
    l38: `${P2}f2_29[0]`, // Estimated tax penalty
  },
  alwaysShow: ['l9', 'l11', 'l15', 'l16', 'l24', 'l33'],
  extra: fill1040Extras(F1040),
};

/** Header, filing status, checkboxes, dependents, refund and signature block of Form 1040. */
export function fill1040Extras(F: F1040Table): (c: FillContext) => void {
  return (c) => {
    const { input, meta } = c;
    const tp = input.taxpayer ?? {};
    const sp = input.spouse ?? {};
    const fs = input.filing_status;
    c.text(F.firstName, tp.first_name);
    c.text(F.lastName, tp.last_name);
    c.text(F.ssn, ssnDigits(tp.ssn));
    if (fs === 'mfj') {
      c.text(F.spouseFirstName, sp.first_name);
      c.text(F.spouseLastName, sp.last_name);
    }
    if (fs === 'mfj' || fs === 'mfs')
      c.text(F.spouseSsn, fs === 'mfs' && meta.spouseNra && !sp.ssn ? 'NRA' : ssnDigits(sp.ssn));
    if (meta.address) {
      c.text(F.street, meta.address.street);
      c.text(F.apt, meta.address.apt);
      c.text(F.city, meta.address.city);
      c.text(F.state, meta.address.state);
      c.text(F.zip, meta.address.zip);
    }
    c.check(F.pecfYou, meta.presidentialFund.taxpayer);
    c.check(F.pecfSpouse, fs === 'mfj' && meta.presidentialFund.spouse);

    c.check(F.statusSingle, fs === 'single');
    c.check(F.statusMfj, fs === 'mfj');
    c.check(F.statusMfs, fs === 'mfs');
    c.check(F.statusHoh, fs === 'hoh');
    c.check(F.statusQss, fs === 'qss');
    if (fs === 'mfs') c.text(F.mfsSpouseName, personName(sp));
    else if ((fs === 'hoh' || fs === 'qss') && input.hoh_qss_child_name)
      c.text(F.statusName, input.hoh_qss_child_name);

    c.check(F.digitalYes, input.digital_assets === true);
    c.check(F.digitalNo, input.digital_assets !== true);

    c.check(F.youAsDependent, !!input.claimed_as_dependent);
    c.check(F.spouseAsDependent, !!input.spouse_claimed_as_dependent);
    c.check(F.spouseItemizes, fs === 'mfs' && !!input.spouse_itemizes);
    c.check(F.youBornBefore1960, !!input.taxpayer_over_65 || isAge65By(tp.date_of_birth, meta.taxYear));
    c.check(F.youBlind, !!input.taxpayer_blind);
    if (fs === 'mfj' || fs === 'mfs') {
      c.check(F.spouseBornBefore1960, !!input.spouse_over_65 || isAge65By(sp.date_of_birth, meta.taxYear));
      c.check(F.spouseBlind, !!input.spouse_blind);
    }

    // The boxes the filer ticked, or the claim derived as the engine derives it.
    const params = federalParams(input.tax_year ?? TAX_YEAR);
    const deps = (input.dependents ?? []).map((d) => withClaim(d, params));
    c.check(F.moreThanFourDependents, deps.length > 4);
    deps.slice(0, 4).forEach((d, i) => {
      const row = F.dependents[i];
      if (!row) return;
      if (row.name) c.text(row.name, [d.first_name, d.last_name].filter(Boolean).join(' '));
      if (row.firstName) c.text(row.firstName, d.first_name);
      if (row.lastName) c.text(row.lastName, d.last_name);
      c.text(row.ssn, ssnDigits(d.ssn));
      c.text(row.relationship, d.relationship);
      // A child without an SSN valid for work counts for the other-dependents credit (Schedule 8812).
      const ctc = !!d.qualifies_for_child_tax_credit && validForCtc(d.tin_type);
      const claimed = !!d.qualifies_for_child_tax_credit || !!d.qualifies_for_other_credit;
      c.check(row.ctc, ctc);
      c.check(row.odc, !ctc && claimed && hasTinForOdc(d.tin_type));
    });

    const l7 = c.line('l7') ?? c.line('l7a');
    c.check(F.line7NoScheduleD, l7 !== null && l7 !== 0n && !c.hasForm('scheduleD'));

    // Refund: direct deposit (line 35b-d) only when there is a refund.
    const refund = c.line('l35a') ?? 0n;
    const bank = meta.bank ?? bankFromInput(c);
    if (refund > 0n && bank) {
      c.text(F.routing, bank.routing.replace(/\D/g, ''));
      c.text(F.account, bank.account.replace(/[^0-9A-Za-z]/g, ''));
      c.check(F.checking, bank.type === 'Checking');
      c.check(F.savings, bank.type === 'Savings');
    }
    c.check(F.form8888, !!input.refund?.form_8888_attached);

    const designee = meta.designee;
    c.check(F.designeeYes, !!designee);
    c.check(F.designeeNo, !designee);
    if (designee) {
      c.text(F.designeeName, designee.name);
      c.text(F.designeePhone, designee.phone);
      c.text(F.designeePin, designee.pin);
    }

    c.text(F.occupation, tp.occupation);
    c.text(F.ipPin, meta.ipPin?.taxpayer ?? null);
    if (fs === 'mfj') {
      c.text(F.spouseOccupation, sp.occupation);
      c.text(F.spouseIpPin, meta.ipPin?.spouse ?? null);
    }
    c.text(F.phone, meta.phone ?? null);
    c.text(F.email, meta.email ?? null);

    const p = meta.preparer;
    if (p) {
      c.text(F.preparerName, p.name);
      c.text(F.ptin, p.ptin);
      c.check(F.preparerSelfEmployed, p.selfEmployed);
      c.text(F.firmName, p.firmName ?? (p.selfEmployed ? 'Self-employed' : null));
      c.text(F.preparerPhone, p.phone);
      c.text(F.firmAddress, p.firmAddress);
      c.text(F.firmEin, p.firmEin ? formatEin(p.firmEin) : null);
    }
  };
}

function bankFromInput(
  c: FillContext,
): { routing: string; account: string; type: 'Checking' | 'Savings' } | null {
  const r = c.input.refund;
  if (!r?.refund_routing_number || !r.refund_account_number || !r.refund_account_type) return null;
  return { routing: r.refund_routing_number, account: r.refund_account_number, type: r.refund_account_type };
}

function formatEin(ein: string): string {
  const d = ein.replace(/\D/g, '');
  return d.length === 9 ? `${d.slice(0, 2)}-${d.slice(2)}` : ein;
}
