const FORMS: Record<string, string> = {
  f1040: 'Form 1040',
  f1040x: 'Form 1040-X',
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
  eic: 'EIC worksheet',
  input: 'Entered',
};

/** "f1040.l16" → "Form 1040 line 16"; "f8863.l8" → "Form 8863 line 8"; unknown keys stay as they are. */
export function lineLabel(key: string): string {
  const dot = key.indexOf('.');
  if (dot < 0) return key;
  const form = key.slice(0, dot);
  const rest = key.slice(dot + 1);
  const name = FORMS[form] ?? (/^f\d/.test(form) ? `Form ${form.slice(1)}` : form);
  const line = /^l(\w+)$/.exec(rest);
  return line ? `${name} line ${line[1]}` : `${name}: ${rest.replace(/[._]/g, ' ')}`;
}
