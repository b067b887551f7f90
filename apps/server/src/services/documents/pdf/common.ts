/** Helpers shared by the form modules. */
import type { PDFFont } from 'pdf-lib';
import type { Person, Return } from '@taxprep/tax-engine';

/** Helvetica (WinAnsi) cannot draw every character: keep what it can. */
export function winAnsi(s: string, font: PDFFont): string {
  // Printable ASCII, nearly every text, needs no check character by character.
  if (/^[\x20-\x7e]*$/.test(s)) return s;
  let out = '';
  for (const ch of s) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

export function ssnDigits(ssn: string | null | undefined): string | null {
  if (!ssn) return null;
  const d = ssn.replace(/\D/g, '');
  return d.length ? d : null;
}

/** "123-45-6789" for header SSN fields that are not combed. */
export function ssnDashed(ssn: string | null | undefined): string | null {
  const d = ssnDigits(ssn);
  if (!d) return null;
  return d.length === 9 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : d;
}

export function personName(p: Person | undefined): string {
  return [p?.first_name, p?.last_name].filter((x) => !!x && x.trim()).join(' ');
}

/** Age 65 test of the forms of `year`: born before January 2 of year − 64 (1960 for 2024). */
export function isAge65By(dob: string | null | undefined, year: number): boolean {
  return !!dob && /^\d{4}-\d{2}-\d{2}/.test(dob) && dob < `${String(year - 64)}-01-02`;
}

/** "Name(s) shown on return": both names on a joint return. */
export function returnNames(input: Return): string {
  const tp = input.taxpayer;
  const sp = input.spouse;
  if (input.filing_status === 'mfj' && sp && personName(sp)) {
    if (tp?.last_name && sp.last_name && tp.last_name === sp.last_name) {
      return `${tp.first_name ?? ''} & ${sp.first_name ?? ''} ${tp.last_name}`.replace(/\s+/g, ' ').trim();
    }
    return `${personName(tp)} & ${personName(sp)}`;
  }
  return personName(tp);
}
