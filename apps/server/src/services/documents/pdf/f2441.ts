/**
 * f2441 (2024), f2441.pdf: engine line → AcroForm field. Generated from the field list, then checked
 * by rendering. Part I line 1 (care providers) and Part II line 2 (qualifying persons) are the
 * entries of the return, three rows each as on the form; with more, the form's box is checked and
 * the rest follow on a statement (f2441-statement.ts).
 */
import { federalParams, form2441Percentage, Money, type Dependent, type Return } from '@taxprep/tax-engine';
import { parseDollars } from '../engine';
import { ssnDashed, ssnDigits } from './common';
import type { FillContext, FormMap } from './types';

const P = 'topmostSubform[0].';
const T1 = `${P}Page1[0].PartITable[0].`;
const T2 = `${P}Page1[0].Table_Line2[0].`;

/** Line 1 row r (0-2): fields f1_3… five to a row, the household-employee pair c1_4… one to a row. */
export const providerRow = (r: number) => {
  const f = (n: number) => `f1_${3 + 5 * r + n}[0]`;
  const row = `${T1}BodyRow${r + 1}[0].`;
  return {
    name: `${row}${f(0)}`,
    street: `${row}ColB[0].${f(1)}`,
    city: `${row}ColB[0].${f(2)}`,
    tin: `${row}${f(3)}`,
    employeeYes: `${row}ColD[0].c1_${4 + r}[0]`,
    employeeNo: `${row}ColD[0].c1_${4 + r}[1]`,
    amount: `${row}${f(4)}`,
  };
};

/** Line 2 row r (0-2): first and last name, SSN, over-12-and-disabled box, expenses. */
export const personRow = (r: number) => {
  const f = (n: number) => `${T2}Row${r + 1}[0].f1_${18 + 4 * r + n}[0]`;
  return {
    first: f(0),
    last: f(1),
    ssn: f(2),
    disabled: `${T2}Row${r + 1}[0].c1_${8 + r}[0]`,
    expenses: f(3),
  };
};

export const F2441 = {
  moreProviders: `${P}Page1[0].PartI[0].c1_3[0]`,
  morePersons: `${P}Page1[0].c1_7[0]`,
  /** Line 8: the two digits after the printed "X." */
  line8: `${P}Page1[0].f1_35[0]`,
} as const;

/** Column (b) has two lines: the street, then city, state and ZIP (split at a line break or the first comma). */
export function addressLines(address: string | undefined): [string, string] {
  const a = (address ?? '').trim();
  const at = a.includes('\n') ? a.indexOf('\n') : a.indexOf(',');
  if (at < 0) return [a, ''];
  return [a.slice(0, at).trim(), a.slice(at + 1).trim()];
}

/** Line 1, one provider as the form prints it. */
export interface ProviderLine {
  name: string;
  street: string;
  city: string;
  tin: string | null;
  tinUnavailable?: 'provider_refused' | 'provider_not_found';
  householdEmployee: boolean;
  amount: bigint | null;
}
/** Line 2, one qualifying person as the form prints it. */
export interface PersonLine {
  first: string;
  last: string;
  ssn: string | null;
  disabled: boolean;
  expenses: bigint | null;
}

const dollarsOf = (v: string | number | null | undefined) => (v == null ? null : parseDollars(String(v)));

/** Lines 1 and 2 of the return: every provider and qualifying person, the form's rows and beyond. */
export function careLines(input: Return): { providers: ProviderLine[]; persons: PersonLine[] } {
  const care = input.dependent_care ?? {};
  const deps = new Map<string, Dependent>((input.dependents ?? []).map((d) => [String(d.id), d]));
  return {
    providers: (care.providers ?? []).map((p) => {
      const [street, city] = addressLines(p.address);
      return {
        name: p.name ?? '',
        street,
        city,
        // Instructions for Form 2441, line 1 column (c): a tax-exempt provider is "Tax-Exempt"; an
        // SSN or EIN is printed as its 9 digits (the entry does not say which of the two it is).
        // Due diligence (same instructions): a number the filer could not get reads "See Attached Statement".
        tin: p.tax_exempt ? 'Tax-Exempt' : p.tin_unavailable ? 'See Attached Statement' : ssnDigits(p.tin),
        tinUnavailable: p.tax_exempt ? undefined : p.tin_unavailable,
        householdEmployee: p.household_employee === true,
        amount: dollarsOf(p.amount_paid),
      };
    }),
    persons: (care.persons ?? []).map((p) => {
      const d = deps.get(String(p.dependent_id));
      return {
        first: d?.first_name ?? p.name ?? '',
        last: d?.last_name ?? '',
        ssn: ssnDashed(d?.ssn),
        disabled: p.over_12_and_disabled === true,
        expenses: dollarsOf(p.expenses),
      };
    }),
  };
}

/** Where a year's Form 2441 keeps its line 1 and 2 rows, their overflow boxes and line 8. */
export interface F2441Layout {
  /** Column (b) is one field (`city` absent: street and city on its two printed lines) or two. */
  providerRow(
    r: number,
  ): ReturnType<typeof providerRow> | (Omit<ReturnType<typeof providerRow>, 'city'> & { city?: undefined });
  personRow(r: number): ReturnType<typeof personRow>;
  fields: { moreProviders: string; morePersons: string; line8: string };
}

const LAYOUT_2024: F2441Layout = { providerRow, personRow, fields: F2441 };

/** Lines 1 and 2, the overflow boxes and line 8 on a year's form. */
export const f2441Tables =
  (L: F2441Layout) =>
  (c: FillContext): void =>
    fillTables(c, L);

function fillTables(c: FillContext, L: F2441Layout) {
  const { providers, persons } = careLines(c.input);
  providers.slice(0, 3).forEach((p, r) => {
    const f = L.providerRow(r);
    c.text(f.name, p.name);
    if (f.city === undefined) c.text(f.street, [p.street, p.city].filter(Boolean).join('\n'));
    else {
      c.text(f.street, p.street);
      c.text(f.city, p.city);
    }
    c.text(f.tin, p.tin);
    c.check(p.householdEmployee ? f.employeeYes : f.employeeNo, true);
    c.amount(f.amount, p.amount);
  });
  // More than three: the box is checked and the rest are on the attached statement (f2441-statement.ts).
  c.check(L.fields.moreProviders, providers.length > 3);
  persons.slice(0, 3).forEach((p, r) => {
    const f = L.personRow(r);
    c.text(f.first, p.first);
    c.text(f.last, p.last);
    c.text(f.ssn, p.ssn);
    c.check(f.disabled, p.disabled);
    c.amount(f.expenses, p.expenses);
  });
  c.check(L.fields.morePersons, persons.length > 3);
  // Line 8 is a rate the engine keeps out of its lines: looked up again from line 7, as the engine does.
  const l7 = c.line('l7');
  if (l7 !== null) {
    const pct = form2441Percentage(Money.dollars(l7), federalParams(c.meta.taxYear));
    c.text(L.fields.line8, pct.toString(2).replace(/^0?\./, ''));
  }
}

export const f2441Map: FormMap = {
  pdf: 'f2441.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l3: `${P}Page1[0].f1_30[0]`, // 3. Add the amounts in column (d) of line 2. Don't enter more than $3,0
    l4: `${P}Page1[0].f1_31[0]`, // 4. Enter your earned income. See instructions.
    l5: `${P}Page1[0].f1_32[0]`, // 5. If married filing jointly, enter your spouse's earned income (if yo
    l6: `${P}Page1[0].f1_33[0]`, // 6. Enter the smallest of line 3, 4, or 5.
    l7: `${P}Page1[0].f1_34[0]`, // 7. Enter the amount from Form 1040, 1040-SR, or 1040-NR, line 11.
    l9a: `${P}Page1[0].f1_36[0]`, // 9a. Multiply line 6 by the decimal amount on line 8.
    l9b: `${P}Page1[0].f1_37[0]`, // 9b. If you paid 2023 expenses in 2024, complete Worksheet A in the ins
    l9c: `${P}Page1[0].f1_38[0]`, // 9c. Add lines 9a and 9b and enter the result.
    l10: `${P}Page1[0].f1_39[0]`, // 10. Tax liability limit. Enter the amount from the Credit Limit Worksheet.
    l11: `${P}Page1[0].f1_40[0]`, // 11. Credit for child and dependent care expenses. Enter the smaller of
    l12: `${P}Page2[0].f2_1[0]`, // 12. Enter the total amount of depen
    l13: `${P}Page2[0].f2_2[0]`, // 13. Enter the amount, if any, you carried over from 2023 and used in 2
    l14: `${P}Page2[0].f2_3[0]`, // 14. Open parenthesis. If you forfeited or carried over to 2025 any of
    l15: `${P}Page2[0].f2_4[0]`, // 15. Combine lines 12 through 14. See instructions.
    l16: `${P}Page2[0].Line16_ReadOrder[0].f2_5[0]`, // 16. Enter the total amount of qualified expenses incurred in 2024 for
    l17: `${P}Page2[0].f2_6[0]`, // 17. Enter the smaller of line 15 or 16.
    l18: `${P}Page2[0].f2_7[0]`, // 18. Enter your earned income. See instructions.
    l19: `${P}Page2[0].f2_8[0]`, // 19. Enter the amount shown below that applies to you. If married filin
    l20: `${P}Page2[0].f2_9[0]`, // 20. Enter the smallest of line 17, 18, or 19.
    l21: `${P}Page2[0].f2_10[0]`, // 21. Enter $5,000 ($2,500 if married filing separately and you were req
    l22: `${P}Page2[0].f2_11[0]`, // 22. Amount.
    l23: `${P}Page2[0].f2_12[0]`, // 23. Subtract line 22 from line 15.
    l24: `${P}Page2[0].f2_13[0]`, // 24. Deductible benefits. Enter the smallest of line 20, 21, or 22. Als
    l25: `${P}Page2[0].f2_14[0]`, // 25. Excluded benefits. If you checked "No" on line 22, enter the small
    l26: `${P}Page2[0].f2_15[0]`, // 26. Taxable benefits. Subtract line 25 from line 23. If zero or less,
    l27: `${P}Page2[0].f2_16[0]`, // To claim the child and dependent care credit, complete lines 27 throug
    l28: `${P}Page2[0].f2_17[0]`, // 28. Add lines 24 and 25.
    l29: `${P}Page2[0].f2_18[0]`, // 29. Subtract line 28 from line 27. If zero or less, stop. You can't ta
    l30: `${P}Page2[0].f2_19[0]`, // 30. Complete line 2 on page 1 of this form. Don't include in column (d
    l31: `${P}Page2[0].f2_20[0]`, // 31. Enter the smaller of line 29 or 30. Also, enter this amount on lin
  },
  extra: f2441Tables(LAYOUT_2024),
};
