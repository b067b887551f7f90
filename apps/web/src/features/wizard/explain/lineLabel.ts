const FORMS: Record<string, string> = {
  f1040: 'Form 1040',
  f1040x: 'Form 1040-X',
  f8995a: 'Form 8995-A',
  schedule1: 'Schedule 1',
  schedule2: 'Schedule 2',
  schedule3: 'Schedule 3',
  schedule8812: 'Schedule 8812',
  scheduleA: 'Schedule A',
  scheduleB: 'Schedule B',
  scheduleC: 'Schedule C',
  scheduleD: 'Schedule D',
  scheduleE: 'Schedule E',
  scheduleSE: 'Schedule SE',
  scheduleEIC: 'Schedule EIC',
  eic: 'EIC worksheet',
  stdDeductionWks: 'Standard deduction worksheet',
  qdcgtWks: 'Qualified dividends and capital gain tax worksheet',
  scheduleDTaxWks: 'Schedule D tax worksheet',
  ssbWks: 'Social security benefits worksheet',
  deductionChoiceWks: 'Standard or itemized',
  input: 'Entered',
};

/** "scheduleC#2" → "Schedule C (2)"; "f8995" → "Form 8995". */
export function formLabel(form: string): string {
  const [base = form, copy] = form.split('#');
  const name = FORMS[base] ?? (/^f\d/.test(base) ? `Form ${base.slice(1).toUpperCase()}` : base);
  return copy ? `${name} (${copy})` : name;
}

/** "f1040.l16" → "Form 1040 line 16"; "f8863.l8" → "Form 8863 line 8"; unknown keys stay as they are. */
export function lineLabel(key: string): string {
  const dot = key.indexOf('.');
  if (dot < 0) return key;
  const form = key.slice(0, dot);
  const rest = key.slice(dot + 1);
  const name = formLabel(form);
  const line = /^l(\w+)$/.exec(rest);
  if (line) return `${name} line ${line[1]}`;
  // A column or copy of a line: Schedule E property A ("l3.A"), a Form 8949 box ("A.l2h").
  const column = /^l(\w+)\.(\w+)$/.exec(rest);
  if (column) return `${name} line ${column[1]}, column ${column[2]}`;
  return `${name}: ${rest.replace(/[._]/g, ' ')}`;
}
