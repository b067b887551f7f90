/**
 * Form 1040-X as a facsimile: no official fillable 2024 Form 1040-X is at hand, so the form's
 * parts, line numbers and wording (Rev. February 2024) are drawn with pdf-lib, under a label that
 * says it is not the IRS form. Page 1: header and lines 1-23 in columns A/B/C; page 2: Part I
 * dependents (the first four), Part II explanation and the signature block.
 */
import { PDFDocument } from 'pdf-lib';
import { F1040X_FILING_STATUSES, F1040X_RFC, type Form1040XView } from '@taxprep/contracts';
import { fit, GREY, loadFonts, PAGE, Sheet, wrap } from './draw';
import {
  abc,
  banner,
  columnHeads,
  EXPLANATION_LINES,
  FACSIMILE_LABEL,
  L,
  R,
  row,
  section,
  ssn,
  title,
  type Amount,
} from './f1040x-layout';

export { FACSIMILE_LABEL };

export interface F1040XHeader {
  name: string;
  spouseName: string;
  city: string;
}

function header(s: Sheet, x: Form1040XView, h: F1040XHeader) {
  s.down(12);
  s.text(L, 'This return is for calendar year (enter year)', { size: 8 });
  s.text(L + 170, String(x.tax_year), { size: 9, bold: true });
  s.text(L + 230, 'or fiscal year (enter month and year ended)', { size: 8, color: GREY });
  s.down(20);
  s.field(L, 400, 'Your first name and middle initial / Last name', h.name);
  s.field(L + 400, R - L - 400, 'Your social security number', ssn(x.ssn));
  s.down(22);
  s.field(L, 400, 'If joint return, spouse’s first name and middle initial / Last name', h.spouseName);
  s.field(L + 400, R - L - 400, 'Spouse’s social security number', ssn(x.spouse_ssn));
  s.down(22);
  s.field(
    L,
    400,
    'Home address (number and street). If you have a P.O. box, see instructions.',
    x.address_line1,
  );
  s.text(L + 404, 'Presidential Election Campaign', { size: 7, bold: true, y: s.y + 9 });
  s.down(22);
  s.field(L, 250, 'City, town, or post office', h.city);
  s.field(L + 250, 60, 'State', x.state);
  s.field(L + 310, 90, 'ZIP code', x.zip_code);
  s.text(L + 404, 'Check here if you, or your spouse if filing', { size: 6, y: s.y + 9 });
  s.text(L + 404, 'jointly, didn’t previously want $3 to go to', { size: 6, y: s.y + 2 });
  s.text(L + 404, 'this fund, but now do.', { size: 6, y: s.y - 5 });
  s.check(L + 490, 'You', x.pecf_you, s.y - 5);
  s.check(L + 520, 'Spouse', x.pecf_spouse, s.y - 5);
  s.down(14);
  s.rule();
  s.down(10);
  s.text(L, 'Amended return filing status.', { size: 8, bold: true });
  s.text(L + 122, 'You must check one box even if you are not changing your filing status.', { size: 8 });
  s.down(12);
  const labels = [
    'Single',
    'Married filing jointly',
    'Married filing separately (MFS)',
    'Head of household (HOH)',
    'Qualifying surviving spouse (QSS)',
  ];
  let cx = L;
  F1040X_FILING_STATUSES.forEach((st, i) => {
    s.check(cx, labels[i]!, x.filing_status === st);
    cx += [50, 95, 125, 110, 130][i]!;
  });
  s.down(12);
  s.text(
    L,
    'If you checked the MFS box, enter the name of your spouse. If you checked the HOH or QSS box, enter the child’s name',
    {
      size: 7,
    },
  );
  s.down(9);
  s.text(L, 'if the qualifying person is a child but not your dependent:', { size: 7 });
  s.text(L + 200, fit(s.fonts.regular, x.hoh_qss_child_name ?? '', 9, R - L - 200), { size: 9 });
  s.down(6);
  s.rule(1);
}

function pageOne(s: Sheet, x: Form1040XView, h: F1040XHeader) {
  banner(s);
  title(s, 1);
  header(s, x, h);
  columnHeads(
    s,
    [
      'A. Original amount\nreported or as\npreviously adjusted',
      'B. Net change—\namount of increase\nor (decrease)',
      'C. Correct\namount',
    ],
    [
      'Enter on lines 1 through 23, columns A through C, the amounts for the return',
      'year entered above. Use Part II on page 2 to explain any changes.',
    ],
  );
  section(s, 'Income and Deductions');
  row(
    s,
    '1',
    `Adjusted gross income. If a net operating loss (NOL) carryback is included, check here ${x.nol_included ? '[X]' : '[ ]'}`,
    abc(x, 'l01'),
  );
  row(s, '2', 'Itemized deductions or standard deduction', abc(x, 'l02'));
  row(s, '3', 'Subtract line 2 from line 1', abc(x, 'l03'));
  row(s, '4a', 'Reserved for future use', 'shaded');
  row(s, 'b', 'Qualified business income deduction', abc(x, 'l04b'));
  row(s, '5', 'Taxable income. Subtract line 4b from line 3. If zero or less, enter -0-', abc(x, 'l05'));
  section(s, 'Tax Liability');
  row(
    s,
    '6',
    `Tax. Enter method(s) used to figure tax (see instructions): ${x.tax_method ?? ''}`,
    abc(x, 'l06'),
  );
  row(
    s,
    '7',
    `Nonrefundable credits. If a general business credit carryback is included, check here ${x.gbc_included ? '[X]' : '[ ]'}`,
    abc(x, 'l07'),
  );
  row(s, '8', 'Subtract line 7 from line 6. If the result is zero or less, enter -0-', abc(x, 'l08'));
  row(s, '9', 'Reserved for future use', 'shaded');
  row(s, '10', 'Other taxes', abc(x, 'l10'));
  row(s, '11', 'Total tax. Add lines 8 and 10', abc(x, 'l11'));
  section(s, 'Payments');
  row(
    s,
    '12',
    'Federal income tax withheld and excess social security and tier 1 RRTA tax withheld',
    abc(x, 'l12'),
  );
  row(s, '13', "Estimated tax payments, including amount applied from prior year's return", abc(x, 'l13'));
  row(s, '14', 'Earned income credit (EIC)', abc(x, 'l14'));
  const rfc = F1040X_RFC.filter(([k]) => x[k]).map(([k, label]) =>
    k === 'rfc_other' ? `other: ${x.rfc_other_text ?? ''}` : label,
  );
  row(
    s,
    '15',
    `Refundable credits (see instructions). Check the box(es): ${rfc.length ? rfc.join(', ') : 'none'}`,
    abc(x, 'l15'),
  );
  row(
    s,
    '16',
    'Total amount paid with extension, tax paid with original return, and additional tax paid after filing',
    x.l16,
  );
  row(s, '17', 'Total payments. Add lines 12 through 15, column C, and line 16', x.l17_c);
  section(s, 'Refund or Amount You Owe');
  row(
    s,
    '18',
    'Overpayment, if any, as shown on original return or as previously adjusted by the IRS',
    x.l18,
  );
  row(s, '19', 'Subtract line 18 from line 17. (If less than zero, see instructions.)', x.l19);
  row(s, '20', 'Amount you owe. If line 11, column C, is more than line 19, enter the difference', x.l20);
  row(
    s,
    '21',
    'If line 11, column C, is less than line 19, enter the difference. This is the amount overpaid',
    x.l21,
  );
  row(s, '22', 'Amount of line 21 you want refunded to you', x.l22);
  row(
    s,
    '23',
    `Amount of line 21 you want applied to your (enter year): ${x.l23_year ?? '____'} estimated tax`,
    x.l23,
  );
  s.rule(1);
  s.down(10);
  s.right(R, 'Complete and sign this form on page 2.', { size: 8, bold: true });
  s.text(L, 'For Paperwork Reduction Act Notice, see instructions.', { size: 7, bold: true, y: PAGE.margin });
  s.right(R, 'Form 1040-X (Rev. 2-2024)', { size: 7, y: PAGE.margin });
}

function pageTwo(s: Sheet, x: Form1040XView): string[] {
  banner(s);
  title(s, 2);
  s.down(12);
  s.text(L, 'Part I', { size: 9, bold: true });
  s.text(L + 40, 'Dependents', { size: 9, bold: true });
  s.down(11);
  s.paragraph(
    L,
    R - L,
    'Complete this part to change any information relating to your dependents. This would include a change in the number of dependents. Enter the information for the return year entered at the top of page 1.',
  );
  columnHeads(
    s,
    [
      'A. Original number\nof dependents reported\nor as previously adjusted',
      'B. Net change—\namount of increase\nor (decrease)',
      'C. Correct\nnumber',
    ],
    ['Dependents claimed on the return as filed (A) and on this', 'amended return (C).'],
  );
  const n = (v: number | null): Amount => (v === null ? null : String(v));
  row(s, '24', 'Reserved for future use', 'shaded');
  row(s, '25', 'Your dependent children who lived with you', [n(x.p1_25_a), n(x.p1_25_b), n(x.p1_25_c)]);
  row(s, '26', 'Reserved for future use', 'shaded');
  row(s, '27', 'Other dependents', [n(x.p1_27_a), n(x.p1_27_b), n(x.p1_27_c)]);
  row(s, '28', 'Reserved for future use', 'shaded');
  row(s, '29', 'Reserved for future use', 'shaded');
  s.text(L, '30', { size: 8, bold: true });
  s.text(
    L + 18,
    'List ALL dependents (children and others) claimed on this amended return. If more than four dependents, see instructions and check here',
    { size: 7 },
  );
  s.check(R - 8, '', x.dependents.length > 4);
  s.down(14);
  const cols = [L, L + 190, L + 290, L + 385, L + 450];
  [
    '(a) First name        Last name',
    '(b) Social security number',
    '(c) Relationship to you',
    '(d) Child tax credit',
    'Credit for other dependents',
  ].forEach((t, i) => s.text(cols[i]! + 2, t, { size: 6.5, bold: i === 0 }));
  s.down(4);
  s.rule();
  for (let i = 0; i < 4; i += 1) {
    const d = x.dependents[i];
    s.down(13);
    if (d) {
      s.text(cols[0]! + 2, fit(s.fonts.regular, `${d.first_name ?? ''} ${d.last_name ?? ''}`, 9, 195), {
        size: 9,
      });
      s.text(cols[1]! + 2, ssn(d.ssn) ?? '', { size: 9 });
      s.text(cols[2]! + 2, fit(s.fonts.regular, d.relationship ?? '', 9, 95), { size: 9 });
    }
    s.check(cols[3]! + 25, '', d?.qualifies_ctc ?? false);
    s.check(cols[4]! + 40, '', d?.qualifies_other ?? false);
    s.down(4);
    s.rule(0.3);
  }
  s.down(16);
  s.rule(1);
  s.down(11);
  s.text(L, 'Part II', { size: 9, bold: true });
  s.text(L + 40, 'Explanation of Changes.', { size: 9, bold: true });
  s.text(L + 150, 'In the space provided below, tell us why you are filing Form 1040-X.', { size: 8 });
  s.down(10);
  s.text(L, 'Attach any supporting documents and new or changed forms and schedules.', { size: 8 });
  s.down(14);
  const top = s.y;
  const text = wrap(s.fonts.regular, x.explanation ?? '', 9, R - L - 8);
  const more = text.length > EXPLANATION_LINES;
  const shown = more
    ? [...text.slice(0, EXPLANATION_LINES - 1), 'Continued on the attached statement.']
    : text;
  for (const line of shown) {
    s.text(L + 4, line, { size: 9 });
    s.down(11);
  }
  s.y = top - EXPLANATION_LINES * 11 - 6;
  s.rule(1);
  signatures(s, x);
  return more ? text.slice(EXPLANATION_LINES - 1) : [];
}

/** The rest of a long Part II, as the instructions allow: a statement with the filer's name. */
function statement(s: Sheet, rest: string[], h: F1040XHeader): string[] {
  banner(s);
  s.text(L, 'Form 1040-X (Rev. February 2024) — Part II Explanation of Changes (continued)', {
    size: 10,
    bold: true,
  });
  s.down(14);
  s.text(L, `Name(s) shown on return: ${h.name}`, { size: 8 });
  s.down(8);
  s.rule();
  s.down(14);
  let i = 0;
  for (; i < rest.length && s.y > PAGE.margin + 20; i += 1) {
    s.text(L + 4, rest[i]!, { size: 9 });
    s.down(11);
  }
  return rest.slice(i);
}

function signatures(s: Sheet, x: Form1040XView) {
  s.down(11);
  s.text(L, 'Sign Here', { size: 10, bold: true });
  s.text(L + 60, 'Remember to keep a copy of this form for your records.', { size: 8, bold: true });
  s.down(10);
  s.paragraph(
    L + 60,
    R - L - 60,
    'Under penalties of perjury, I declare that I have filed an original return and that I have examined this amended return, including accompanying schedules and statements, and to the best of my knowledge and belief, this amended return is true, correct, and complete. Declaration of preparer (other than taxpayer) is based on all information about which the preparer has any knowledge.',
    { size: 7 },
  );
  s.down(14);
  s.field(L + 60, 180, 'Your signature', '');
  s.field(L + 240, 70, 'Date', '');
  s.field(L + 310, 130, 'Your occupation', x.tp_occupation);
  s.field(L + 440, R - L - 440, 'Your Identity Protection PIN', x.tp_ip_pin);
  s.down(24);
  s.field(L + 60, 180, 'Spouse’s signature. If a joint return, both must sign.', '');
  s.field(L + 240, 70, 'Date', '');
  s.field(L + 310, 130, 'Spouse’s occupation', x.sp_occupation);
  s.field(L + 440, R - L - 440, 'Spouse’s Identity Protection PIN', x.sp_ip_pin);
  s.down(24);
  s.field(L + 60, 180, 'Phone no.', x.phone);
  s.field(L + 240, R - L - 240, 'Email address', x.email);
  s.down(10);
  s.rule();
  s.down(12);
  s.text(L, 'Paid Preparer Use Only', { size: 8, bold: true });
  s.down(22);
  s.field(L + 60, 150, 'Preparer’s name', '');
  s.field(L + 210, 150, 'Preparer’s signature', '');
  s.field(L + 360, 70, 'Date', '');
  s.field(L + 430, R - L - 430, 'PTIN', '');
  s.down(24);
  s.field(L + 60, 300, 'Firm’s name', '');
  s.field(L + 360, R - L - 360, 'Phone no.', '');
  s.down(24);
  s.field(L + 60, 300, 'Firm’s address', '');
  s.field(L + 360, R - L - 360, 'Firm’s EIN', '');
  s.text(L, 'For forms and publications, visit www.irs.gov/Forms.', { size: 7, y: PAGE.margin });
  s.right(R, 'Form 1040-X (Rev. 2-2024)', { size: 7, y: PAGE.margin });
}

export async function renderForm1040XFacsimile(x: Form1040XView, h: F1040XHeader): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(FACSIMILE_LABEL);
  doc.setSubject('Form 1040-X facsimile');
  doc.setProducer('taxprep');
  const fonts = await loadFonts(doc);
  pageOne(new Sheet(doc.addPage([PAGE.width, PAGE.height]), fonts), x, h);
  let rest = pageTwo(new Sheet(doc.addPage([PAGE.width, PAGE.height]), fonts), x);
  while (rest.length) rest = statement(new Sheet(doc.addPage([PAGE.width, PAGE.height]), fonts), rest, h);
  return doc.save({ useObjectStreams: false });
}
