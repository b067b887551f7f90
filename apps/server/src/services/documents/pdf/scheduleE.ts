/**
 * Schedule E (2024), f1040se.pdf. Part I columns A, B, C are the engine's `scheduleE.l<line>.<A|B|C>`
 * lines (properties beyond C are computed but not printed); Part II-V totals are single lines.
 */
import type { FillContext, FormMap } from './types';

const P1 = 'topmostSubform[0].Page1[0].';
const P2 = 'topmostSubform[0].Page2[0].';

const TYPES: Record<number, string> = { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8' };

export const scheduleEMap: FormMap = {
  pdf: 'f1040se.pdf',
  name: `${P1}f1_1[0]`,
  ssn: `${P1}f1_2[0]`,
  lines: {
    'l3.A': `${P1}Table_Income[0].Line3[0].f1_16[0]`,
    'l3.B': `${P1}Table_Income[0].Line3[0].f1_17[0]`,
    'l3.C': `${P1}Table_Income[0].Line3[0].f1_18[0]`,
    'l4.A': `${P1}Table_Income[0].Line4[0].f1_19[0]`,
    'l4.B': `${P1}Table_Income[0].Line4[0].f1_20[0]`,
    'l4.C': `${P1}Table_Income[0].Line4[0].f1_21[0]`,
    'l5.A': `${P1}Table_Expenses[0].Line5[0].f1_22[0]`,
    'l5.B': `${P1}Table_Expenses[0].Line5[0].f1_23[0]`,
    'l5.C': `${P1}Table_Expenses[0].Line5[0].f1_24[0]`,
    'l6.A': `${P1}Table_Expenses[0].Line6[0].f1_25[0]`,
    'l6.B': `${P1}Table_Expenses[0].Line6[0].f1_26[0]`,
    'l6.C': `${P1}Table_Expenses[0].Line6[0].f1_27[0]`,
    'l7.A': `${P1}Table_Expenses[0].Line7[0].f1_28[0]`,
    'l7.B': `${P1}Table_Expenses[0].Line7[0].f1_29[0]`,
    'l7.C': `${P1}Table_Expenses[0].Line7[0].f1_30[0]`,
    'l8.A': `${P1}Table_Expenses[0].Line8[0].f1_31[0]`,
    'l8.B': `${P1}Table_Expenses[0].Line8[0].f1_32[0]`,
    'l8.C': `${P1}Table_Expenses[0].Line8[0].f1_33[0]`,
    'l9.A': `${P1}Table_Expenses[0].Line9[0].f1_34[0]`,
    'l9.B': `${P1}Table_Expenses[0].Line9[0].f1_35[0]`,
    'l9.C': `${P1}Table_Expenses[0].Line9[0].f1_36[0]`,
    'l10.A': `${P1}Table_Expenses[0].Line10[0].f1_37[0]`,
    'l10.B': `${P1}Table_Expenses[0].Line10[0].f1_38[0]`,
    'l10.C': `${P1}Table_Expenses[0].Line10[0].f1_39[0]`,
    'l11.A': `${P1}Table_Expenses[0].Line11[0].f1_40[0]`,
    'l11.B': `${P1}Table_Expenses[0].Line11[0].f1_41[0]`,
    'l11.C': `${P1}Table_Expenses[0].Line11[0].f1_42[0]`,
    'l12.A': `${P1}Table_Expenses[0].Line12[0].f1_43[0]`,
    'l12.B': `${P1}Table_Expenses[0].Line12[0].f1_44[0]`,
    'l12.C': `${P1}Table_Expenses[0].Line12[0].f1_45[0]`,
    'l13.A': `${P1}Table_Expenses[0].Line13[0].f1_46[0]`,
    'l13.B': `${P1}Table_Expenses[0].Line13[0].f1_47[0]`,
    'l13.C': `${P1}Table_Expenses[0].Line13[0].f1_48[0]`,
    'l14.A': `${P1}Table_Expenses[0].Line14[0].f1_49[0]`,
    'l14.B': `${P1}Table_Expenses[0].Line14[0].f1_50[0]`,
    'l14.C': `${P1}Table_Expenses[0].Line14[0].f1_51[0]`,
    'l15.A': `${P1}Table_Expenses[0].Line15[0].f1_52[0]`,
    'l15.B': `${P1}Table_Expenses[0].Line15[0].f1_53[0]`,
    'l15.C': `${P1}Table_Expenses[0].Line15[0].f1_54[0]`,
    'l16.A': `${P1}Table_Expenses[0].Line16[0].f1_55[0]`,
    'l16.B': `${P1}Table_Expenses[0].Line16[0].f1_56[0]`,
    'l16.C': `${P1}Table_Expenses[0].Line16[0].f1_57[0]`,
    'l17.A': `${P1}Table_Expenses[0].Line17[0].f1_58[0]`,
    'l17.B': `${P1}Table_Expenses[0].Line17[0].f1_59[0]`,
    'l17.C': `${P1}Table_Expenses[0].Line17[0].f1_60[0]`,
    'l18.A': `${P1}Table_Expenses[0].Line18[0].f1_61[0]`,
    'l18.B': `${P1}Table_Expenses[0].Line18[0].f1_62[0]`,
    'l18.C': `${P1}Table_Expenses[0].Line18[0].f1_63[0]`,
    'l19.A': `${P1}Table_Expenses[0].Line19[0].f1_65[0]`,
    'l19.B': `${P1}Table_Expenses[0].Line19[0].f1_66[0]`,
    'l19.C': `${P1}Table_Expenses[0].Line19[0].f1_67[0]`,
    'l20.A': `${P1}Table_Expenses[0].Line20[0].f1_68[0]`,
    'l20.B': `${P1}Table_Expenses[0].Line20[0].f1_69[0]`,
    'l20.C': `${P1}Table_Expenses[0].Line20[0].f1_70[0]`,
    'l21.A': `${P1}Table_Expenses[0].Line21[0].f1_71[0]`,
    'l21.B': `${P1}Table_Expenses[0].Line21[0].f1_72[0]`,
    'l21.C': `${P1}Table_Expenses[0].Line21[0].f1_73[0]`,
    'l22.A': `${P1}Table_Expenses[0].Line22[0].f1_74[0]`,
    'l22.B': `${P1}Table_Expenses[0].Line22[0].f1_75[0]`,
    'l22.C': `${P1}Table_Expenses[0].Line22[0].f1_76[0]`,
    l23a: `${P1}f1_77[0]`, // Total of line 3 for all rental properties
    l23b: `${P1}f1_78[0]`, // Total of line 4 for all royalty properties
    l23c: `${P1}f1_79[0]`, // Total of line 12 for all properties
    l23d: `${P1}f1_80[0]`, // Total of line 18 for all properties
    l23e: `${P1}f1_81[0]`, // Total of line 20 for all properties
    l24: `${P1}f1_82[0]`, // Income: positive amounts on line 21
    l25: `${P1}f1_83[0]`, // Losses (royalty losses on 21 and rental losses on 22)
    l26: `${P1}f1_84[0]`, // Total rental real estate and royalty income or (loss)
    l30: `${P2}f2_45[0]`, // Add columns (h) and (k) of line 29a
    l31: `${P2}f2_46[0]`, // Add columns (g), (i), and (j) of line 29b
    l32: `${P2}f2_47[0]`, // Total partnership and S corporation income or (loss)
    l35: `${P2}f2_68[0]`, // Add columns (d) and (f) of line 34a
    l36: `${P2}f2_69[0]`, // Add columns (c) and (e) of line 34b
    l37: `${P2}f2_70[0]`, // Total estate and trust income or (loss)
    l39: `${P2}f2_76[0]`, // REMICs: combine columns (d) and (e)
    l40: `${P2}f2_77[0]`, // Net farm rental income or (loss) from Form 4835
    l41: `${P2}f2_78[0]`, // Total income or (loss) → Schedule 1 line 5
  },
  extra: fillScheduleEExtras,
};

const ROW = {
  address: ['f1_3', 'f1_4', 'f1_5'],
  type: ['f1_6', 'f1_7', 'f1_8'],
  fairDays: ['f1_9', 'f1_11', 'f1_13'],
  personalDays: ['f1_10', 'f1_12', 'f1_14'],
  qjv: ['c1_3', 'c1_4', 'c1_5'],
};

function fillScheduleEExtras(c: FillContext): void {
  const e = c.input.schedule_e;
  if (!e) return;
  if (e.paid_1099_required !== undefined) {
    c.check(`${P1}c1_1[0]`, e.paid_1099_required);
    c.check(`${P1}c1_1[1]`, !e.paid_1099_required);
  }
  if (e.filed_1099 !== undefined && e.paid_1099_required) {
    c.check(`${P1}c1_2[0]`, e.filed_1099);
    c.check(`${P1}c1_2[1]`, !e.filed_1099);
  }
  const props = e.properties ?? [];
  props.forEach((p, idx) => {
    const col = p.label ? 'ABC'.indexOf(p.label.toUpperCase()) : idx;
    if (col < 0 || col > 2) return;
    const rows = ['RowA', 'RowB', 'RowC'][col] ?? 'RowA';
    const addr = [p.address, p.city_state_zip].filter(Boolean).join(', ');
    c.text(`${P1}Table_Line1a[0].${rows}[0].${ROW.address[col]}[0]`, addr);
    c.text(`${P1}Table_Line1b[0].${rows}[0].${ROW.type[col]}[0]`, TYPES[p.property_type ?? 1] ?? null);
    c.text(`${P1}Table_Line2[0].${rows}[0].${ROW.fairDays[col]}[0]`, String(p.fair_rental_days ?? 365));
    c.text(`${P1}Table_Line2[0].${rows}[0].${ROW.personalDays[col]}[0]`, String(p.personal_use_days ?? 0));
    c.check(`${P1}Table_Line2[0].${rows}[0].${ROW.qjv[col]}[0]`, !!p.qjv);
  });
}
