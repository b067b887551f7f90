/**
 * The printed names of the engine's line keys: one mapping from a key's form prefix (and the parts
 * inside a form: a worksheet, a part, a column) to the words on the form, so no explanation shows
 * an internal key ("ssBenefitsWks.l1" is "Social Security Benefits Worksheet, line 1";
 * "schedule8812.clwa.l1" is "Schedule 8812, Credit Limit Worksheet A, line 1").
 */

/** Every form and worksheet prefix the engine writes lines under. */
export const FORM_NAMES: Readonly<Record<string, string>> = {
  f1040: 'Form 1040',
  f1040x: 'Form 1040-X',
  f8995a: 'Form 8995-A',
  schedule1: 'Schedule 1',
  schedule1A: 'Schedule 1-A',
  schedule2: 'Schedule 2',
  schedule3: 'Schedule 3',
  schedule8812: 'Schedule 8812',
  scheduleEIC: 'Schedule EIC',
  scheduleSE: 'Schedule SE',
  scheduleCA: 'Schedule CA (540)',
  scheduleCANR: 'Schedule CA (540NR)',
  scheduleP: 'Schedule P (540)',
  schedulePNR: 'Schedule P (540NR)',
  ca540: 'Form 540',
  ca540nr: 'Form 540NR',
  f568: 'Form 568',
  ftb3506: 'Form FTB 3506',
  ftb3514: 'Form FTB 3514',
  eic: 'Earned Income Credit Worksheet',
  caEitcWks: 'California Earned Income Tax Credit Worksheet',
  caWks: 'California worksheet',
  capitalLossCarryoverWks: 'Capital Loss Carryover Worksheet',
  deductionChoiceWks: 'Standard or itemized deduction',
  iraDeductionWks: 'IRA Deduction Worksheet',
  qdcgtWks: 'Qualified Dividends and Capital Gain Tax Worksheet',
  rate28Wks: '28% Rate Gain Worksheet',
  saltWks: 'SALT Limit Worksheet',
  scheduleDTaxWks: 'Schedule D Tax Worksheet',
  ssBenefitsWks: 'Social Security Benefits Worksheet',
  stdDeductionWks: 'Standard Deduction Worksheet for Dependents',
  studentLoanWks: 'Student Loan Interest Deduction Worksheet',
  unrecap1250Wks: 'Unrecaptured Section 1250 Gain Worksheet',
  yctcWks: 'Young Child Tax Credit Worksheet',
  fytcWks: 'Foster Youth Tax Credit Worksheet',
  'caWks#exemptionCredits': 'California Exemption Credits Worksheet',
  'caWks#itemizedLimit': 'California Itemized Deductions Worksheet',
  input: 'Entered',
};

/** The parts inside a form's keys: its worksheets, parts, sections and named amounts. */
const PART_NAMES: Readonly<Record<string, string>> = {
  clw: 'Credit Limit Worksheet',
  clwa: 'Credit Limit Worksheet A',
  clwb: 'Credit Limit Worksheet B',
  partI: 'Part I',
  partII: 'Part II',
  partIII: 'Part III',
  partIV: 'Part IV',
  secB: 'Section B',
  schedL: 'Schedule L',
  schedM2: 'Schedule M-2',
  schedT: 'Schedule T',
  renter: "renter's credit",
  magi: 'modified adjusted gross income',
  unallowed: 'unallowed loss',
  itemized: 'itemized deductions',
  other: 'other',
};

/** "scheduleC#2" → "Schedule C (2)"; "scheduleSE#spouse" → "Schedule SE (spouse)"; "f8995" → "Form 8995". */
export function formTitle(form: string): string {
  const whole = FORM_NAMES[form];
  if (whole) return whole;
  const [base = form, copy] = form.split('#');
  const name =
    FORM_NAMES[base] ??
    (/^schedule[A-Z0-9]/.test(base)
      ? `Schedule ${base.slice(8)}`
      : /^f\d/.test(base)
        ? `Form ${base.slice(1).toUpperCase()}`
        : words(base));
  if (!copy) return name;
  return PART_NAMES[copy] ? `${name}, ${PART_NAMES[copy]}` : `${name} (${copy})`;
}

/** A name never seen in the mapping, in words rather than as a key ("studentOne" → "student one"). */
function words(part: string): string {
  return part
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([a-z])/g, '$1 $2')
    .toLowerCase();
}

const partName = (p: string): string =>
  PART_NAMES[p] ?? (/^[A-Z]$/.test(p) ? `box ${p}` : /^row\d+$/.test(p) ? `row ${p.slice(3)}` : words(p));

/** What follows a line number: a property or column letter, an entry number, a named amount. */
const afterLine = (p: string): string =>
  /^[a-zA-Z]$/.test(p) ? `column ${p.toUpperCase()}` : /^\d+$/.test(p) ? `entry ${p}` : partName(p);

/**
 * "f1040.l16" → "Form 1040 line 16"; "schedule8812.clwa.l1" → "Schedule 8812, Credit Limit
 * Worksheet A, line 1"; "f8949.A.l2h" → "Form 8949, box A, line 2, column (h)"; "scheduleE.l3.A" →
 * "Schedule E line 3, column A".
 */
export function lineName(key: string): string {
  const parts = key.split('.');
  const form = parts.shift()!;
  if (form === 'input') return 'Entered value';
  const name = formTitle(form);
  const at = parts.findIndex((p) => /^l\d/.test(p));
  if (at < 0) return [name, ...parts.map(partName)].join(', ');
  const before = parts.slice(0, at).map(partName);
  const raw = parts[at]!.slice(1);
  // Form 8949's line 2 totals its columns (d), (e), (g) and (h).
  const column = form === 'f8949' ? /^(2)([a-z])$/.exec(raw) : null;
  const line = column ? `line ${column[1]}, column (${column[2]})` : `line ${raw}`;
  const after = parts.slice(at + 1).map(afterLine);
  const head =
    before.length > 0 || !/^(Form|Schedule) /.test(name) ? `${[name, ...before].join(', ')},` : name;
  return [`${head} ${line}`, ...after].join(', ');
}
