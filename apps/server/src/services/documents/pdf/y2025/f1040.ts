/**
 * Form 1040 (2025), f1040.pdf of assets/irs-2025: the redesigned form (names and SSNs after the new
 * header boxes, filing status c1_8 in form order, dependents in columns, lines 11a/11b, 12a-12e,
 * 13a/13b and 27a-27c). Each line key is the 2025 form's own line number.
 */
import type { FormMap } from '../types';
import { fill1040Extras, type F1040Table } from '../f1040';

const P1 = 'topmostSubform[0].Page1[0].';
const P1A = `${P1}Address_ReadOrder[0].`;
const P1S = `${P1}Checkbox_ReadOrder[0].`;
const DEP = `${P1}Table_Dependents[0].`;
const P2 = 'topmostSubform[0].Page2[0].';

const dependentColumn = (i: number) => ({
  firstName: `${DEP}Row1[0].f1_${String(31 + i)}[0]`,
  lastName: `${DEP}Row2[0].f1_${String(35 + i)}[0]`,
  ssn: `${DEP}Row3[0].f1_${String(39 + i)}[0]`,
  relationship: `${DEP}Row4[0].f1_${String(43 + i)}[0]`,
  ctc: `${DEP}Row7[0].Dependent${String(i + 1)}[0].c1_${String(28 + i)}[0]`,
  odc: `${DEP}Row7[0].Dependent${String(i + 1)}[0].c1_${String(28 + i)}[1]`,
});

export const F1040_2025: F1040Table = {
  firstName: `${P1}f1_14[0]`,
  lastName: `${P1}f1_15[0]`,
  ssn: `${P1}f1_16[0]`,
  spouseFirstName: `${P1}f1_17[0]`,
  spouseLastName: `${P1}f1_18[0]`,
  spouseSsn: `${P1}f1_19[0]`,
  street: `${P1A}f1_20[0]`,
  apt: `${P1A}f1_21[0]`,
  city: `${P1A}f1_22[0]`,
  state: `${P1A}f1_23[0]`,
  zip: `${P1A}f1_24[0]`,
  pecfYou: `${P1}c1_6[0]`,
  pecfSpouse: `${P1}c1_7[0]`,
  statusSingle: `${P1S}c1_8[0]`,
  statusMfj: `${P1S}c1_8[1]`,
  statusMfs: `${P1S}c1_8[2]`,
  statusHoh: `${P1}c1_8[0]`,
  statusQss: `${P1}c1_8[1]`,
  // 2025 splits the 2024 "name" field: MFS spouse (f1_28) and the HOH/QSS child (f1_29).
  statusName: `${P1}f1_29[0]`,
  mfsSpouseName: `${P1S}f1_28[0]`,
  digitalYes: `${P1}c1_10[0]`,
  digitalNo: `${P1}c1_10[1]`,
  youAsDependent: `${P2}c2_1[0]`,
  spouseAsDependent: `${P2}c2_2[0]`,
  spouseItemizes: `${P2}c2_3[0]`,
  youBornBefore1960: `${P2}c2_5[0]`,
  youBlind: `${P2}c2_6[0]`,
  spouseBornBefore1960: `${P2}c2_7[0]`,
  spouseBlind: `${P2}c2_8[0]`,
  moreThanFourDependents: `${P1}Dependents_ReadOrder[0].c1_11[0]`,
  dependents: [0, 1, 2, 3].map(dependentColumn),
  line7NoScheduleD: `${P1}c1_43[0]`,
  form8888: `${P2}c2_15[0]`,
  routing: `${P2}RoutingNo[0].f2_32[0]`,
  checking: `${P2}c2_16[0]`,
  savings: `${P2}c2_16[1]`,
  account: `${P2}AccountNo[0].f2_33[0]`,
  designeeYes: `${P2}c2_17[0]`,
  designeeNo: `${P2}c2_17[1]`,
  designeeName: `${P2}f2_37[0]`,
  designeePhone: `${P2}f2_38[0]`,
  designeePin: `${P2}f2_39[0]`,
  occupation: `${P2}f2_40[0]`,
  ipPin: `${P2}f2_41[0]`,
  spouseOccupation: `${P2}f2_42[0]`,
  spouseIpPin: `${P2}f2_43[0]`,
  phone: `${P2}f2_44[0]`,
  email: `${P2}f2_45[0]`,
  preparerName: `${P2}f2_46[0]`,
  ptin: `${P2}f2_47[0]`,
  preparerSelfEmployed: `${P2}c2_18[0]`,
  firmName: `${P2}f2_48[0]`,
  preparerPhone: `${P2}f2_49[0]`,
  firmAddress: `${P2}f2_50[0]`,
  firmEin: `${P2}f2_51[0]`,
};

export const f1040Map2025: FormMap = {
  pdf: 'f1040.pdf',
  lines: {
    l1a: `${P1}f1_47[0]`, // Total amount from Form(s) W-2, box 1
    l1b: `${P1}f1_48[0]`, // Household employee wages
    l1c: `${P1}f1_49[0]`, // Tip income not reported on line 1a
    l1d: `${P1}f1_50[0]`, // Medicaid waiver payments
    l1e: `${P1}f1_51[0]`, // Taxable dependent care benefits (Form 2441 line 26)
    l1f: `${P1}f1_52[0]`, // Employer-provided adoption benefits
    l1g: `${P1}f1_53[0]`, // Wages from Form 8919
    l1h: `${P1}f1_55[0]`, // Other earned income (amount; f1_54 is its type)
    l1i: `${P1}f1_56[0]`, // Nontaxable combat pay election
    l1z: `${P1}f1_57[0]`, // Add lines 1a through 1h
    l2a: `${P1}f1_58[0]`, // Tax-exempt interest
    l2b: `${P1}f1_59[0]`, // Taxable interest
    l3a: `${P1}f1_60[0]`, // Qualified dividends
    l3b: `${P1}f1_61[0]`, // Ordinary dividends
    l4a: `${P1}f1_62[0]`, // IRA distributions
    l4b: `${P1}f1_63[0]`, // Taxable amount
    l5a: `${P1}f1_65[0]`, // Pensions and annuities
    l5b: `${P1}f1_66[0]`, // Taxable amount
    l6a: `${P1}f1_68[0]`, // Social security benefits
    l6b: `${P1}f1_69[0]`, // Taxable amount
    l7a: `${P1}f1_70[0]`, // Capital gain or (loss)
    l8: `${P1}f1_72[0]`, // Additional income from Schedule 1, line 10
    l9: `${P1}f1_73[0]`, // Total income
    l10: `${P1}f1_74[0]`, // Adjustments to income from Schedule 1, line 26
    l11a: `${P1}f1_75[0]`, // Adjusted gross income
    l11b: `${P2}f2_01[0]`, // Amount from line 11a (top of page 2)
    l12e: `${P2}f2_02[0]`, // Standard deduction or itemized deductions
    l13a: `${P2}f2_03[0]`, // Qualified business income deduction
    l13b: `${P2}f2_04[0]`, // Additional deductions from Schedule 1-A, line 38
    l14: `${P2}f2_05[0]`, // Add lines 12e, 13a and 13b
    l15: `${P2}f2_06[0]`, // Taxable income
    l16: `${P2}f2_08[0]`, // Tax
    l17: `${P2}f2_09[0]`, // Amount from Schedule 2, line 3
    l18: `${P2}f2_10[0]`, // Add lines 16 and 17
    l19: `${P2}f2_11[0]`, // Child tax credit / credit for other dependents (Schedule 8812)
    l20: `${P2}f2_12[0]`, // Amount from Schedule 3, line 8
    l21: `${P2}f2_13[0]`, // Add lines 19 and 20
    l22: `${P2}f2_14[0]`, // Subtract line 21 from line 18
    l23: `${P2}f2_15[0]`, // Other taxes, from Schedule 2, line 21
    l24: `${P2}f2_16[0]`, // Total tax
    l25a: `${P2}f2_17[0]`, // Withholding: Form(s) W-2
    l25b: `${P2}f2_18[0]`, // Form(s) 1099
    l25c: `${P2}f2_19[0]`, // Other forms
    l25d: `${P2}f2_20[0]`, // Add lines 25a through 25c
    l26: `${P2}f2_21[0]`, // Estimated tax payments
    l27a: `${P2}f2_23[0]`, // Earned income credit
    l28: `${P2}f2_24[0]`, // Additional child tax credit (Schedule 8812)
    l29: `${P2}f2_25[0]`, // American opportunity credit (Form 8863 line 8)
    l30: `${P2}f2_26[0]`, // Refundable adoption credit (Form 8839 line 13)
    l31: `${P2}f2_27[0]`, // Amount from Schedule 3, line 15
    l32: `${P2}f2_28[0]`, // Total other payments and refundable credits
    l33: `${P2}f2_29[0]`, // Total payments
    l34: `${P2}f2_30[0]`, // Overpaid
    l35a: `${P2}f2_31[0]`, // Refunded to you
    l36: `${P2}f2_34[0]`, // Applied to next year's estimated tax
    l37: `${P2}f2_35[0]`, // Amount you owe
    l38: `${P2}f2_36[0]`, // Estimated tax penalty
  },
  alwaysShow: ['l9', 'l11a', 'l11b', 'l15', 'l16', 'l24', 'l33'],
  extra: fill1040Extras(F1040_2025),
};
