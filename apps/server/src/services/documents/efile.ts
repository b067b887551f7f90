/**
 * Simulated e-file acceptance: the checks MeF runs before accepting a Form 1040, with reject
 * codes in the style of the IRS MeF business rules (IND-031-04, R0000-504-02...).
 */
import type { Return } from '@taxprep/tax-engine';
import type { ReturnMeta } from './meta';
import { dollars, type EngineResult } from './engine';
import { checkDocuments } from './efile-docs';
import { validEin, validRouting, validSsn, type EfileError, type EfileResult } from './efile-common';

export { validEin, validRouting, validSsn, type EfileError, type EfileResult };

export function checkForEfile(input: Return, result: EngineResult, meta: ReturnMeta): EfileResult {
  const errors: EfileError[] = [];
  const err = (code: string, field: string, message: string): void => {
    errors.push({ code, field, message });
  };
  const fs = input.filing_status;
  const tp = input.taxpayer ?? {};
  const sp = input.spouse ?? {};
  const tpSsn = (tp.ssn ?? '').replace(/-/g, '');
  const spSsn = (sp.ssn ?? '').replace(/-/g, '');

  // Identity.
  if (!tpSsn) err('R0000-504-02', 'taxpayer.ssn', 'Primary taxpayer SSN is missing.');
  else if (!validSsn(tpSsn))
    err('IND-031-04', 'taxpayer.ssn', 'Primary taxpayer SSN must be 9 digits and a valid SSN/ITIN.');
  if (!tp.first_name?.trim() || !tp.last_name?.trim())
    err('R0000-901-01', 'taxpayer.name', 'Primary taxpayer first and last name are required.');
  const nra = fs === 'mfs' && meta.spouseNra === true && !spSsn;
  if ((fs === 'mfj' || fs === 'mfs') && !nra) {
    if (!spSsn)
      err(
        'IND-032-04',
        'spouse.ssn',
        `Spouse SSN is required when the filing status is ${fs === 'mfj' ? 'married filing jointly' : 'married filing separately'}.`,
      );
    else if (!validSsn(spSsn))
      err('IND-032-04', 'spouse.ssn', 'Spouse SSN must be 9 digits and a valid SSN/ITIN.');
    else if (spSsn === tpSsn)
      err('F1040-525-03', 'spouse.ssn', 'Spouse SSN cannot be the same as the primary taxpayer SSN.');
    if (fs === 'mfj' && (!sp.first_name?.trim() || !sp.last_name?.trim()))
      err('R0000-901-02', 'spouse.name', 'Spouse first and last name are required on a joint return.');
  }
  if (!meta.address || !meta.address.street.trim() || !meta.address.city.trim())
    err('R0000-058-01', 'address', 'A US address (street and city) is required.');
  else {
    if (!/^[A-Z]{2}$/.test(meta.address.state.trim().toUpperCase()))
      err('R0000-058-02', 'address.state', 'State must be a two-letter abbreviation.');
    if (!/^\d{5}(\d{4})?$/.test(meta.address.zip.replace(/-/g, '')))
      err('R0000-058-03', 'address.zip', 'ZIP code must be 5 or 9 digits.');
  }

  // Dependents.
  const seen = new Set<string>();
  (input.dependents ?? []).forEach((d, i) => {
    const s = (d.ssn ?? '').replace(/-/g, '');
    const f = `dependents[${i}].ssn`;
    const who = [d.first_name, d.last_name].filter(Boolean).join(' ') || `Dependent ${i + 1}`;
    if (!s) err('SEIC-F1040-501-02', f, `${who}: dependent SSN is missing.`);
    else if (!validSsn(s)) err('IND-996', f, `${who}: dependent SSN must be 9 digits and a valid SSN/ITIN.`);
    else {
      if (s === tpSsn) err('IND-507-01', f, `${who}: dependent SSN equals the primary taxpayer SSN.`);
      else if ((fs === 'mfj' || fs === 'mfs') && s === spSsn)
        err('IND-508-01', f, `${who}: dependent SSN equals the spouse SSN.`);
      if (seen.has(s))
        err('IND-506-01', f, `${who}: dependent SSN is used for more than one dependent on this return.`);
      seen.add(s);
    }
  });

  // W-2s.
  (input.w2s ?? []).forEach((w, i) => {
    const name = w.employer_name?.trim() || `W-2 ${i + 1}`;
    if (!w.employer_ein) err('FW2-502', `w2s[${i}].employer_ein`, `${name}: employer EIN is missing.`);
    else if (!validEin(w.employer_ein))
      err('FW2-502', `w2s[${i}].employer_ein`, `${name}: employer EIN must be 9 digits with a valid prefix.`);
    if (w.employee_ssn && !validSsn(w.employee_ssn))
      err('FW2-505-01', `w2s[${i}].employee_ssn`, `${name}: employee SSN is not a valid SSN.`);
    const owner = w.owner === 'spouse' ? spSsn : tpSsn;
    if (w.employee_ssn && validSsn(w.employee_ssn) && owner && w.employee_ssn.replace(/-/g, '') !== owner)
      err(
        'FW2-506-01',
        `w2s[${i}].employee_ssn`,
        `${name}: employee SSN does not match the ${w.owner === 'spouse' ? 'spouse' : 'primary taxpayer'} SSN.`,
      );
  });

  // 1099s, SSA-1099s, Schedule C, Schedule E, Form 8949 and Schedule D (efile-docs.ts).
  errors.push(...checkDocuments(input, result, meta));

  // IP PINs.
  const pinOk = (p: string | null | undefined): boolean =>
    p === null || p === undefined || p === '' || /^\d{6}$/.test(p);
  if (!pinOk(meta.ipPin?.taxpayer))
    err('IND-181-01', 'ipPin.taxpayer', 'Identity Protection PIN must be 6 digits.');
  if (!pinOk(meta.ipPin?.spouse))
    err('IND-182-01', 'ipPin.spouse', 'Spouse Identity Protection PIN must be 6 digits.');

  // Designee and preparer.
  if (meta.designee) {
    if (!meta.designee.name.trim())
      err('F1040-010', 'designee.name', 'Third party designee name is required.');
    if (!/^\d{5}$/.test(meta.designee.pin))
      err('F1040-011', 'designee.pin', 'Third party designee PIN must be 5 digits.');
    if (!/^\d{10}$/.test(meta.designee.phone.replace(/\D/g, '')))
      err('F1040-012', 'designee.phone', 'Third party designee phone must be 10 digits.');
  }
  if (meta.preparer) {
    if (!/^P\d{8}$/.test(meta.preparer.ptin))
      err('R0000-906', 'preparer.ptin', 'Preparer PTIN must be "P" followed by 8 digits.');
    if (meta.preparer.firmEin && !validEin(meta.preparer.firmEin))
      err('R0000-907', 'preparer.firmEin', 'Preparer firm EIN must be 9 digits with a valid prefix.');
  }

  // Refund / direct deposit.
  const l34 = dollars(result, 'f1040.l34') ?? 0n;
  const refund = dollars(result, 'f1040.l35a') ?? 0n;
  const bank = meta.bank;
  if (bank) {
    if (!validRouting(bank.routing))
      err(
        'F1040-902-01',
        'bank.routing',
        'Routing transit number must be 9 digits with a valid ABA prefix and checksum.',
      );
    if (!/^[0-9A-Za-z]{1,17}$/.test(bank.account))
      err('F1040-903', 'bank.account', 'Depositor account number must be 1 to 17 letters or digits.');
    if (bank.type !== 'Checking' && bank.type !== 'Savings')
      err(
        'F1040-164-01',
        'bank.type',
        'Direct deposit of the refund requires the account type (checking or savings).',
      );
  }
  if (refund > 0n && !bank && (input.refund?.refund_routing_number || input.refund?.refund_account_number)) {
    if (!input.refund?.refund_account_type)
      err(
        'F1040-164-01',
        'refund.refund_account_type',
        'Direct deposit of the refund requires the account type (checking or savings).',
      );
  }

  // Math consistency of the return as filed (overrides applied).
  const over = new Map(meta.overrides.map((o) => [o.key, o.value]));
  const v = (k: string): bigint => {
    const o = over.get(k);
    if (o !== undefined) {
      const d = Number.parseFloat(o.replace(/,/g, ''));
      if (Number.isFinite(d)) return BigInt(Math.round(d));
    }
    return dollars(result, k) ?? 0n;
  };
  const mathCheck = (code: string, key: string, expected: bigint, text: string): void => {
    if (v(key) !== expected) err(code, key, `${text} (expected ${expected}, found ${v(key)}).`);
  };
  mathCheck(
    'F1040-040',
    'f1040.l11',
    v('f1040.l9') - v('f1040.l10'),
    'Line 11 AGI must equal line 9 minus line 10',
  );
  const l15 = v('f1040.l11') - v('f1040.l14');
  mathCheck(
    'F1040-047',
    'f1040.l15',
    l15 > 0n ? l15 : 0n,
    'Line 15 taxable income must equal line 11 minus line 14, not less than zero',
  );
  mathCheck(
    'F1040-071',
    'f1040.l24',
    v('f1040.l22') + v('f1040.l23'),
    'Line 24 total tax must equal line 22 plus line 23',
  );
  mathCheck(
    'F1040-073',
    'f1040.l33',
    v('f1040.l25d') + v('f1040.l26') + v('f1040.l32'),
    'Line 33 total payments must equal lines 25d + 26 + 32',
  );
  const over33 = v('f1040.l33') - v('f1040.l24');
  if (over33 > 0n)
    mathCheck('F1040-074', 'f1040.l34', over33, 'Line 34 overpayment must equal line 33 minus line 24');
  else if (l34 !== 0n || v('f1040.l34') !== 0n)
    err('F1040-074', 'f1040.l34', 'Line 34 overpayment must be zero when line 33 is not more than line 24.');
  else mathCheck('F1040-075', 'f1040.l37', -over33, 'Line 37 amount owed must equal line 24 minus line 33');
  if (v('f1040.l35a') + v('f1040.l36') > v('f1040.l34'))
    err('F1040-076', 'f1040.l35a', 'Lines 35a and 36 together cannot exceed line 34.');

  const accepted = errors.length === 0;
  return {
    accepted,
    status: accepted ? 'Accepted' : 'Rejected',
    message: accepted
      ? 'Return accepted.'
      : `Return rejected: ${errors.length} error${errors.length === 1 ? '' : 's'}.`,
    errors,
  };
}
