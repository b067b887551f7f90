/**
 * Form 2441 (2025), f2441.pdf (Cat. No. 11862M, "Created 3/18/25"; see assets/irs-2025/README.md
 * for where the file comes from). Page 2 (Part III) kept its 2024 fields. Page 1 changed: line 1
 * column (b) is one two-line field (2024: street and city apart), so every later page-1 field moved:
 * - line 1 row r (0-2): name f1_(3+4r), address ColB f1_(4+4r), identifying number f1_(5+4r),
 *   household-employee pair c1_(4+r)[0/1], amount f1_(6+4r);
 * - line 2 row r: first f1_(15+4r), last f1_(16+4r), SSN f1_(17+4r), box c1_(8+r), expenses f1_(18+4r);
 * - lines 3-7 f1_27-f1_31, line 8's digits f1_32, 9a-9c f1_33-f1_35, 10 f1_36, 11 f1_37.
 * The overflow boxes (c1_3, c1_7) kept their names.
 */
import { F2441, f2441Map, f2441Tables } from '../f2441';
import type { FormMap } from '../types';

const P1 = 'topmostSubform[0].Page1[0].';
const T1 = `${P1}PartITable[0].`;
const T2 = `${P1}Table_Line2[0].`;
const f = (n: number) => `f1_${String(n)}[0]`;

const providerRow = (r: number) => {
  const row = `${T1}BodyRow${String(r + 1)}[0].`;
  return {
    name: `${row}${f(3 + 4 * r)}`,
    street: `${row}ColB[0].${f(4 + 4 * r)}`,
    city: undefined,
    tin: `${row}${f(5 + 4 * r)}`,
    employeeYes: `${row}ColD[0].c1_${String(4 + r)}[0]`,
    employeeNo: `${row}ColD[0].c1_${String(4 + r)}[1]`,
    amount: `${row}${f(6 + 4 * r)}`,
  };
};

const personRow = (r: number) => {
  const row = `${T2}Row${String(r + 1)}[0].`;
  return {
    first: `${row}${f(15 + 4 * r)}`,
    last: `${row}${f(16 + 4 * r)}`,
    ssn: `${row}${f(17 + 4 * r)}`,
    disabled: `${row}c1_${String(8 + r)}[0]`,
    expenses: `${row}${f(18 + 4 * r)}`,
  };
};

export const F2441_2025 = { providerRow, personRow, fields: { ...F2441, line8: `${P1}${f(32)}` } };

export const f2441Map2025: FormMap = {
  ...f2441Map,
  lines: {
    ...f2441Map.lines,
    l3: `${P1}${f(27)}`, // 3. Add the amounts in column (d) of line 2 (at most $3,000 / $6,000)
    l4: `${P1}${f(28)}`, // 4. Your earned income
    l5: `${P1}${f(29)}`, // 5. Spouse's earned income (MFJ); all others, line 4
    l6: `${P1}${f(30)}`, // 6. Smallest of line 3, 4, or 5
    l7: `${P1}${f(31)}`, // 7. Form 1040, 1040-SR, or 1040-NR, line 11a
    l9a: `${P1}${f(33)}`, // 9a. Line 6 × the decimal on line 8
    l9b: `${P1}${f(34)}`, // 9b. prior-year expenses paid in the year (Worksheet A)
    l9c: `${P1}${f(35)}`, // 9c. Add lines 9a and 9b
    l10: `${P1}${f(36)}`, // 10. Tax liability limit (Credit Limit Worksheet)
    l11: `${P1}${f(37)}`, // 11. Smaller of 9c or 10; Schedule 3, line 2
  },
  extra: f2441Tables(F2441_2025),
};
