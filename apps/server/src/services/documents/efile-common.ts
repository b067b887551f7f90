/**
 * What every e-file check shares: the error shape and the identifier checks (SSN, EIN, routing).
 * Apart from efile.ts so efile-docs.ts can use them without importing the module that calls it.
 */
export interface EfileError {
  code: string;
  field: string;
  message: string;
}
export interface EfileResult {
  accepted: boolean;
  status: 'Accepted' | 'Rejected';
  message: string;
  errors: EfileError[];
}

/** SSN/ITIN shape MeF accepts: 9 digits, area not 000/666, group not 00, serial not 0000. */
export function validSsn(s: string | null | undefined): boolean {
  const d = (s ?? '').replace(/-/g, '');
  if (!/^\d{9}$/.test(d)) return false;
  const area = d.slice(0, 3);
  if (area === '000' || area === '666') return false;
  if (d.slice(3, 5) === '00' || d.slice(5) === '0000') return false;
  return true;
}

/** EIN: 9 digits with a valid IRS campus prefix (not 00, 07-09, 17-19, 28-29, 49, 69-70, 78-79, 89, 96-97). */
export function validEin(s: string | null | undefined): boolean {
  const d = (s ?? '').replace(/-/g, '');
  if (!/^\d{9}$/.test(d)) return false;
  const bad = new Set([
    '00',
    '07',
    '08',
    '09',
    '17',
    '18',
    '19',
    '28',
    '29',
    '49',
    '69',
    '70',
    '78',
    '79',
    '89',
    '96',
    '97',
  ]);
  return !bad.has(d.slice(0, 2));
}

/** ABA routing number: 9 digits, valid Federal Reserve prefix, 3-7-1 weighted checksum. */
export function validRouting(s: string | null | undefined): boolean {
  const d = s ?? '';
  if (!/^\d{9}$/.test(d)) return false;
  const p = Number(d.slice(0, 2));
  if (!((p >= 1 && p <= 12) || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p === 80)) return false;
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...d].reduce((a, ch, i) => a + Number(ch) * (w[i] ?? 0), 0);
  return sum % 10 === 0;
}
