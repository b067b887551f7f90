/**
 * Keeps digits and the first dot, with at most two decimals ("1a2.345" → "12.34"). A leading
 * minus is kept: a sign is never dropped silently, the form says why it is not accepted.
 */
export function sanitizeMoney(raw: string): string {
  let out = raw.trimStart().startsWith('-') ? '-' : '';
  let dot = false;
  let decimals = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (dot) {
        if (decimals >= 2) continue;
        decimals += 1;
      }
      out += ch;
    } else if (ch === '.' && !dot) {
      dot = true;
      out += ch;
    }
  }
  return out;
}

/** "12" → "12.00", "0.5" → "0.50", "" stays blank (blank means not entered). */
export function formatMoney(value: string): string {
  const s = sanitizeMoney(value);
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  if (body === '' || body === '.') return neg ? '-' : '';
  const [whole = '', frac = ''] = body.split('.');
  const w = whole.replace(/^0+(?=\d)/, '') || '0';
  return `${neg ? '-' : ''}${w}.${(frac + '00').slice(0, 2)}`;
}

/** Amount text from the server (or null) as the input shows it. */
export function moneyText(v: string | number | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  return formatMoney(String(v));
}

/** Digits only, cut to `max`. */
export function onlyDigits(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/** "123456789" → "***-**-6789". */
export function maskSsn(ssn: string | null | undefined): string {
  const d = (ssn ?? '').replace(/\D/g, '');
  return d.length >= 4 ? `***-**-${d.slice(-4)}` : '—';
}
