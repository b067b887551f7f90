/** scheduleB (2024), f1040sb.pdf: engine line → AcroForm field. Generated from the field list, then checked by rendering. */
import type { FillContext, FormMap } from './types';
import { parseDollars } from '../engine';

const P = 'topmostSubform[0].';

export const scheduleBMap: FormMap = {
  pdf: 'f1040sb.pdf',
  name: `${P}Page1[0].f1_01[0]`,
  ssn: `${P}Page1[0].f1_02[0]`,
  lines: {
    l2: `${P}Page1[0].f1_31[0]`, // 2. Add the amounts on line 1.
    l3: `${P}Page1[0].f1_32[0]`, // 3. Excludable interest on series E E and I U.S. savings bonds issued a
    l4: `${P}Page1[0].f1_33[0]`, // 4. Subtract line 3 from line 2. Enter the result here and on Form 1040
    l6: `${P}Page1[0].f1_64[0]`, // 6. Add the amounts on line 5. Enter the total here and on Form 1040 or
  },
};

const ROW1 = (i: number): [string, string] => [
  `${P}Page1[0].${i === 0 ? 'Line1_ReadOrder[0].' : ''}f1_${String(3 + 2 * i).padStart(2, '0')}[0]`,
  `${P}Page1[0].f1_${String(4 + 2 * i).padStart(2, '0')}[0]`,
];
const ROW5 = (i: number): [string, string] => [
  `${P}Page1[0].${i === 0 ? 'ReadOrderControl[0].' : ''}f1_${String(34 + 2 * i).padStart(2, '0')}[0]`,
  `${P}Page1[0].f1_${String(35 + 2 * i).padStart(2, '0')}[0]`,
];

/** Part I/II payer rows from the 1099-INT / 1099-DIV entries; Part III answered No. */
scheduleBMap.extra = (c: FillContext) => {
  const ints = (c.input.f1099_int ?? []).filter(
    (x) =>
      (parseDollars(String(x.box1_interest_income ?? '0')) ?? 0n) !== 0n ||
      (parseDollars(String(x.box3_us_savings_bonds_treasury_interest ?? '0')) ?? 0n) !== 0n,
  );
  ints.slice(0, 14).forEach((x, i) => {
    const [n, a] = ROW1(i);
    c.text(n, x.payer_name ?? 'Payer');
    c.amount(
      a,
      (parseDollars(String(x.box1_interest_income ?? '0')) ?? 0n) +
        (parseDollars(String(x.box3_us_savings_bonds_treasury_interest ?? '0')) ?? 0n),
    );
  });
  const divs = (c.input.f1099_div ?? []).filter(
    (x) => (parseDollars(String(x.box1a_ordinary_dividends ?? '0')) ?? 0n) !== 0n,
  );
  divs.slice(0, 15).forEach((x, i) => {
    const [n, a] = ROW5(i);
    c.text(n, x.payer_name ?? 'Payer');
    c.amount(a, parseDollars(String(x.box1a_ordinary_dividends ?? '0')) ?? 0n);
  });
  c.check(`${P}Page1[0].c1_1[1]`, true); // 7a foreign account: No
  c.check(`${P}Page1[0].c1_3[1]`, true); // 8 foreign trust: No
};
