/** scheduleC (2024), f1040sc.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FillContext, FormMap } from './types';
import { scheduleCInputs } from '@taxprep/tax-engine';
import { parseDollars } from '../engine';

const P = 'topmostSubform[0].';

export const scheduleCMap: FormMap = {
  pdf: 'f1040sc.pdf',
  name: `${P}Page1[0].f1_1[0]`,
  ssn: `${P}Page1[0].f1_2[0]`,
  lines: {
    l1: `${P}Page1[0].f1_10[0]`, // 1. Amount.
    l2: `${P}Page1[0].f1_11[0]`, // 2. Amount.
    l3: `${P}Page1[0].f1_12[0]`, // 3. Amount.
    l4: `${P}Page1[0].f1_13[0]`, // 4. Amount.
    l5: `${P}Page1[0].f1_14[0]`, // 5. Amount.
    l6: `${P}Page1[0].f1_15[0]`, // 6. Amount.
    l7: `${P}Page1[0].f1_16[0]`, // 7. Amount.
    l8: `${P}Page1[0].Lines8-17[0].f1_17[0]`, // 8. Amount.
    l9: `${P}Page1[0].Lines8-17[0].f1_18[0]`, // 9. Amount.
    l10: `${P}Page1[0].Lines8-17[0].f1_19[0]`, // 10. Commissions and fees.
    l11: `${P}Page1[0].Lines8-17[0].f1_20[0]`, // 11. Contract labor (see instructions).
    l12: `${P}Page1[0].Lines8-17[0].f1_21[0]`, // 12. Depletion.
    l13: `${P}Page1[0].Lines8-17[0].f1_22[0]`, // 13. Depreciation and section 179 expense deduction (not included in Pa
    l14: `${P}Page1[0].Lines8-17[0].f1_23[0]`, // 14. Employee benefit programs (other than on line 19).
    l15: `${P}Page1[0].Lines8-17[0].f1_24[0]`, // 15. Insurance (other than health).
    l16a: `${P}Page1[0].Lines8-17[0].f1_25[0]`, // 16. Interest (see instructions): a. Mortgage (paid to banks, etc.).
    l16b: `${P}Page1[0].Lines8-17[0].f1_26[0]`, // 16b. Other.
    l17: `${P}Page1[0].Lines8-17[0].f1_27[0]`, // 17. Legal and professional services.
    l18: `${P}Page1[0].Lines18-27[0].f1_28[0]`, // 18. Office expense (see instructions).
    l19: `${P}Page1[0].Lines18-27[0].f1_29[0]`, // 19. Pension and profit-sharing plans.
    l20a: `${P}Page1[0].Lines18-27[0].f1_30[0]`, // 20. Rent or lease (see instructions): a. Vehicles, machinery, and equi
    l20b: `${P}Page1[0].Lines18-27[0].f1_31[0]`, // 20b. Other business property.
    l21: `${P}Page1[0].Lines18-27[0].f1_32[0]`, // 21. Repairs and maintenance.
    l22: `${P}Page1[0].Lines18-27[0].f1_33[0]`, // 22. Supplies (not included in Part I I I).
    l23: `${P}Page1[0].Lines18-27[0].f1_34[0]`, // 23. Taxes and licenses.
    l24a: `${P}Page1[0].Lines18-27[0].f1_35[0]`, // 24. Travel and meals: a. Travel.
    l24b: `${P}Page1[0].Lines18-27[0].f1_36[0]`, // 24b. Deductible meals (see instructions).
    l25: `${P}Page1[0].Lines18-27[0].f1_37[0]`, // 25. Utilities.
    l26: `${P}Page1[0].Lines18-27[0].f1_38[0]`, // 26. Wages (less employment credits).
    l27a: `${P}Page1[0].Lines18-27[0].f1_39[0]`, // 27a. Other expenses (from line 48).
    l27b: `${P}Page1[0].Lines18-27[0].f1_40[0]`, // 27b. Energy efficient commercial bldgs deduction (attach Form 7205).
    l28: `${P}Page1[0].f1_41[0]`, // 28. Total expenses before expenses for business use of home. Add lines
    l29: `${P}Page1[0].f1_42[0]`, // 29. Tentative profit or (loss). Subtract line 28 from line 7.
    l30: `${P}Page1[0].f1_45[0]`, // 30. Use the Simplified Method Worksheet in the instructions to figure
    l31: `${P}Page1[0].f1_46[0]`, // 31. Net profit or (loss). Subtract line 30 from line 29. If a profit,
    l35: `${P}Page2[0].f2_1[0]`, // 35. Inventory at beginning of year. If different from last year's clos
    l36: `${P}Page2[0].f2_2[0]`, // 36. Purchases less cost of items withdrawn for personal use.
    l37: `${P}Page2[0].f2_3[0]`, // 37. Cost of labor. Do not include any amounts paid to yourself.
    l38: `${P}Page2[0].f2_4[0]`, // 38. Materials and supplies.
    l39: `${P}Page2[0].f2_5[0]`, // 39. Other costs.
    l40: `${P}Page2[0].f2_6[0]`, // 40. Add lines 35 through 39.
    l41: `${P}Page2[0].f2_7[0]`, // 41. Inventory at end of year.
    l42: `${P}Page2[0].f2_8[0]`, // 42. Cost of goods sold. Subtract line 41 from line 40. Enter the resul
    l48: `${P}Page2[0].f2_33[0]`, // 48. Total other expenses. Enter here and on line 27a.
  },
};

/** Header A-J of the business this instance is ("scheduleC" = first entry, "scheduleC#2" = second...). */
scheduleCMap.extra = (c: FillContext) => {
  const idx = c.instance.includes('#') ? Number(c.instance.split('#')[1]) - 1 : 0;
  // The engine's list: an implicit Schedule C for unlinked 1099s and one per statutory employee W-2 included.
  const sc = scheduleCInputs(c.input).scs[idx];
  if (!sc) return;
  const P1 = `${P}Page1[0].`;
  c.text(`${P1}f1_3[0]`, sc.principal_business);
  c.text(`${P1}BComb[0].f1_4[0]`, sc.business_code);
  c.text(`${P1}f1_5[0]`, sc.business_name);
  c.text(`${P1}DComb[0].f1_6[0]`, sc.business_ein?.replace(/\D/g, ''));
  const method = sc.accounting_method ?? 'cash';
  c.check(`${P1}c1_1[0]`, method === 'cash');
  c.check(`${P1}c1_1[1]`, method === 'accrual');
  c.check(`${P1}c1_1[2]`, method === 'other');
  const mp = sc.materially_participated !== false;
  c.check(`${P1}c1_2[0]`, mp);
  c.check(`${P1}c1_2[1]`, !mp);
  c.check(`${P1}c1_3[0]`, !!sc.started_or_acquired);
  if (sc.payments_require_1099 !== undefined) {
    c.check(`${P1}c1_4[0]`, sc.payments_require_1099);
    c.check(`${P1}c1_4[1]`, !sc.payments_require_1099);
    if (sc.payments_require_1099) {
      c.check(`${P1}c1_5[0]`, !!sc.filed_1099);
      c.check(`${P1}c1_5[1]`, !sc.filed_1099);
    }
  }
  c.check(`${P1}c1_6[0]`, !!sc.statutory_employee_wages);
  const l31 = c.line('l31');
  if (l31 !== null && l31 < 0n) {
    const atRisk = sc.all_investment_at_risk !== false;
    c.check(`${P1}c1_7[0]`, atRisk);
    c.check(`${P1}c1_7[1]`, !atRisk);
  }
  // Part V other expenses (rows 1-9: description, amount).
  (sc.other_expenses ?? []).slice(0, 9).forEach((x, i) => {
    const base = `${P}Page2[0].PartVTable[0].Item${i + 1}[0].`;
    c.text(`${base}f2_${15 + 2 * i}[0]`, x.description);
    c.amount(`${base}f2_${16 + 2 * i}[0]`, parseDollars(String(x.amount ?? '0')));
  });
};
