/**
 * Simulated MeF acceptance checks for the documents behind the Form 1040: the 1099s and SSA-1099,
 * Schedule C, Form 8949 / Schedule D and Schedule E. Called from `checkForEfile`.
 *
 * Reject codes: F1099R-502-02 is the published MeF rule number for the 1099-R payer EIN; the
 * others follow the MeF pattern (form prefix, rule number, version: the payer TIN is -502, the
 * recipient TIN -505/-506 as for the W-2) and are this simulator's own, each distinct and stable.
 */
import { form8949Rows, Money, type Amount, type F8949Row, type Return } from '@taxprep/tax-engine';
import { F8949_ADJUSTMENT_CODES, REGISTRY } from '@taxprep/contracts';
import type { ReturnMeta } from './meta';
import { dollars, parseDollars, type EngineResult } from './engine';
import { validEin, validSsn, type EfileError } from './efile-common';
import { distributionCodes, type PartyFields } from './xml-info';

/**
 * 2024 Instructions for Schedule C, Principal Business or Professional Activity Codes. Where the
 * 2017/2022 NAICS revisions renumbered an activity (retail trade, information, finance, mining,
 * taxis) both the old and the new number are listed, so a code from either edition is accepted.
 */
const SCHEDULE_C_CODES: ReadonlySet<string> = new Set(
  `721100 721210 721310 722300 722410 722511 722513 722514 722515
  561110 561210 561300 561410 561420 561430 561440 561450 561490 561500 561600 561710 561720 561730
  561740 561790 561900 562000
  112900 113000 114110 114210 115110 115210 115310
  711100 711210 711300 711410 711510 712100 713100 713200 713900
  236100 236200 237100 237210 237310 237990 238110 238120 238130 238140 238150 238160 238170 238190
  238210 238220 238290 238310 238320 238330 238340 238350 238390 238910 238990
  611000
  522100 522200 522300 523110 523120 523130 523140 523150 523160 523210 523900 524210 524290
  621111 621112 621210 621310 621320 621330 621340 621391 621399 621400 621510 621610 621900 622000
  623000 624100 624200 624310 624410
  511000 512100 512200 513000 515000 516000 516100 516210 517000 518210 519100 519200
  311000 312000 313000 314000 315000 316000 321000 322000 323100 324100 325000 326000 327000 331000
  332000 333000 334000 335000 336000 337000 339110 339900
  211100 211110 211120 211130 212100 212110 212200 212300 213110
  811110 811120 811190 811210 811310 811410 811420 811430 811490 812111 812112 812113 812190 812210
  812220 812310 812320 812330 812910 812920 812930 812990 813000
  541100 541211 541213 541214 541219 541310 541320 541330 541340 541350 541360 541370 541380 541400
  541510 541600 541700 541800 541910 541920 541930 541940 541990
  531100 531110 531114 531120 531130 531190 531210 531310 531320 531390 532100 532210 532281 532282
  532283 532284 532289 532310 532400 533110
  441110 441120 441210 441222 441227 441228 441310 441320 441330 441340 442110 442210 442291 442299
  443141 443142 444110 444120 444130 444140 444180 444190 444200 445100 445110 445120 445131 445132
  445210 445220 445230 445240 445250 445291 445292 445298 445299 445310 445320 446110 446120 446130
  446190 447100 448110 448120 448130 448140 448150 448190 448210 448310 448320 449110 449121 449122
  449129 449210 451110 451120 451130 451140 451211 451212 452200 452300 453110 453210 453220 453310
  453910 453920 453930 453990 454110 454111 454112 454113 454210 454310 454390 455110 455211 455219
  456110 456120 456130 456190 457100 457210 458110 458210 458310 458320 459110 459120 459130 459140
  459210 459310 459410 459420 459510 459910 459920 459930 459990 459991 459999
  481000 482110 483000 484110 484120 484200 485110 485210 485300 485310 485320 485410 485510 485990
  486000 487000 488000 492000 492110 492210 493100
  221000
  423100 423200 423300 423400 423500 423600 423700 423800 423910 423920 423930 423940 423990 424100
  424200 424300 424400 424500 424600 424700 424800 424910 424920 424930 424940 424950 424990 425110
  425120
  999999`
    .trim()
    .split(/\s+/),
);

/**
 * Box 7 distribution codes of the 2024 Instructions for Forms 1099-R and 5498 and, per the Guide
 * to Distribution Codes, the codes each may share box 7 with ("" = none: used alone).
 */
export const DISTRIBUTION_CODE_PAIRS: Readonly<Record<string, string>> = {
  '1': '8BDKLMP',
  '2': '8BDKLMP',
  '3': 'D',
  '4': '8ABDGHKLMP',
  '5': '',
  '6': 'W',
  '7': 'ABDKLM',
  '8': '124BJK',
  '9': '',
  A: '47',
  B: '12478GLMPU',
  C: 'D',
  D: '12347C',
  E: '',
  F: '',
  G: '4BK',
  H: '4',
  J: '8P',
  K: '12478G',
  L: '1247B',
  M: '1247B',
  N: '',
  P: '124BJ',
  Q: '',
  R: '',
  S: '',
  T: '',
  U: 'B',
  W: '6',
};

/** Why a box 7 entry is not valid, or null when it is. */
export function distributionCodeProblem(raw: string | undefined): string | null {
  const c = distributionCodes(raw);
  if (!c) return 'box 7 distribution code is missing.';
  const unknown = [...c].find((ch) => DISTRIBUTION_CODE_PAIRS[ch] === undefined);
  if (unknown) return `box 7 code "${unknown}" is not a distribution code.`;
  if (c.length > 2) return `box 7 holds at most two distribution codes ("${c}" has ${c.length}).`;
  if (c.length === 2) {
    const [a, b] = [c[0]!, c[1]!];
    if (a === b) return `box 7 repeats code "${a}".`;
    if (!DISTRIBUTION_CODE_PAIRS[a]!.includes(b))
      return `box 7 codes "${a}" and "${b}" cannot be used together (see the Guide to Distribution Codes).`;
  }
  return null;
}

/** Why a Schedule C line B code is not valid, or null when it is. */
export function businessCodeProblem(code: string | undefined): string | null {
  const c = (code ?? '').trim();
  if (!c) return 'the principal business code (line B) is missing.';
  if (!/^\d{6}$/.test(c)) return `principal business code "${c}" must be 6 digits.`;
  if (c.startsWith('0')) return `principal business code "${c}" cannot start with 0.`;
  if (SCHEDULE_C_CODES.has(c)) return null;
  const near = [c.slice(0, 5) + '0', c.slice(0, 4) + '00', c.slice(0, 3) + '000'].find((n) =>
    SCHEDULE_C_CODES.has(n),
  );
  return `principal business code "${c}" is not in the list of the Schedule C instructions${near ? ` (the listed code for this activity is ${near})` : ''}.`;
}

/**
 * The kinds whose TINs are checked, from the document registry (`efile`): engine list, name, rule
 * prefix, whether the payer TIN must be given (1099-R and 1099-G travel as IRS1099R / IRS1099G
 * documents with a PayerEIN) and whether it may be an SSN (payers of 1099-INT, -MISC and -NEC may
 * be individuals). A kind without a payer check (SSA-1099) is named by its number.
 */
const KINDS = REGISTRY.flatMap((d) => (d.efile ? [{ def: d, efile: d.efile }] : [])).sort(
  (a, b) => a.efile.order - b.efile.order,
);

const given = (v: unknown): boolean => v !== undefined && v !== null && String(v).trim() !== '';
const ssnOf = (s: string | null | undefined): string => (s ?? '').replace(/\D/g, '');

export function checkDocuments(input: Return, result: EngineResult, meta: ReturnMeta): EfileError[] {
  const errors: EfileError[] = [];
  const err = (code: string, field: string, message: string): void => {
    errors.push({ code, field, message });
  };
  const fs = input.filing_status;
  const tpSsn = ssnOf(input.taxpayer?.ssn);
  const spSsn = ssnOf(input.spouse?.ssn);

  /** The recipient's SSN must be the owner's (or, unassigned on a joint return, either spouse's). */
  const recipientCheck = (
    prefix: string,
    field: string,
    who: string,
    tin: string | undefined,
    owner: string | undefined,
  ): void => {
    if (!given(tin)) return;
    const s = ssnOf(tin);
    if (!validSsn(s)) {
      err(`${prefix}-505-01`, field, `${who}: recipient TIN must be a valid 9-digit SSN or ITIN.`);
      return;
    }
    const allowed =
      owner === 'spouse' ? [spSsn] : owner === 'taxpayer' ? [tpSsn] : [tpSsn, fs === 'mfj' ? spSsn : ''];
    if (allowed.some(Boolean) && !allowed.includes(s))
      err(
        `${prefix}-506-01`,
        field,
        `${who}: recipient TIN is not the SSN of ${owner === 'spouse' ? 'the spouse' : fs === 'mfj' ? 'either spouse' : 'the taxpayer'} on this return.`,
      );
  };

  for (const { def, efile } of KINDS) {
    const { prefix, payerTin } = efile;
    const key = def.engine;
    const list = ((input as unknown as Record<string, unknown>)[key] ?? []) as (PartyFields &
      Record<string, string | undefined>)[];
    list.forEach((d, i) => {
      const f = `${key}[${i}]`;
      if (!payerTin) {
        const who = `Form ${def.short} ${i + 1}`;
        recipientCheck(prefix, `${f}.${efile.recipientTin}`, who, d[efile.recipientTin], d.owner);
        return;
      }
      const who = `Form ${def.short} ${d.payer_name?.trim() ? `from ${d.payer_name.trim()}` : i + 1}`;
      const einOnly = payerTin === 'ein';
      if (!given(d.payer_tin)) {
        if (efile.payerRequired)
          err(`${prefix}-502-02`, `${f}.payer_tin`, `${who}: payer’s TIN (EIN) is missing.`);
      } else if (!validEin(d.payer_tin) && (einOnly || !validSsn(d.payer_tin))) {
        err(
          `${prefix}-502-02`,
          `${f}.payer_tin`,
          `${who}: payer’s TIN must be 9 digits with a valid EIN prefix${einOnly ? '' : ' (or a valid SSN)'}.`,
        );
      }
      recipientCheck(prefix, `${f}.${efile.recipientTin}`, who, d[efile.recipientTin], d.owner);
      if (key === 'f1099_r') {
        const problem = distributionCodeProblem(d.box7_distribution_codes);
        if (problem)
          err(
            problem.includes('together') || problem.includes('repeats') ? 'F1099R-512-01' : 'F1099R-511-01',
            `${f}.box7_distribution_codes`,
            `${who}: ${problem}`,
          );
      }
    });
  }

  // Schedule C.
  (input.schedule_c ?? []).forEach((c, i) => {
    const who = `Schedule C ${c.business_name?.trim() ? `(${c.business_name.trim()})` : i + 1}`;
    const problem = businessCodeProblem(c.business_code);
    if (problem) err('SC-F1040-501-01', `schedule_c[${i}].business_code`, `${who}: ${problem}`);
    if (given(c.business_ein) && !validEin(c.business_ein))
      err(
        'SC-F1040-502-01',
        `schedule_c[${i}].business_ein`,
        `${who}: EIN must be 9 digits with a valid prefix.`,
      );
  });

  // Schedule E, Part II entities.
  const se = input.schedule_e;
  for (const [list, part] of [
    [se?.partnerships, 'partnerships'],
    [se?.estates_trusts, 'estates_trusts'],
    [se?.remics, 'remics'],
  ] as const) {
    (list ?? []).forEach((p, i) => {
      if (given(p.ein) && !validEin(p.ein))
        err(
          'SE-F1040-502-01',
          `schedule_e.${part}[${i}].ein`,
          `Schedule E ${p.name?.trim() || `${part.replace('_', ' and ')} ${i + 1}`}: EIN must be 9 digits with a valid prefix.`,
        );
    });
  }

  // Form 8949 rows.
  const rows = input.f8949 ?? [];
  rows.forEach((r, i) => {
    const who = `Form 8949 box ${r.box} row ${i + 1}${r.description?.trim() ? ` (${r.description.trim()})` : ''}`;
    const f = `f8949[${i}]`;
    if (!given(r.proceeds)) err('F8949-501-01', `${f}.proceeds`, `${who}: proceeds (column d) are missing.`);
    if (!given(r.cost))
      err('F8949-502-01', `${f}.cost`, `${who}: cost or other basis (column e) is missing.`);
    const code = (r.adjustment_code ?? '').toUpperCase().replace(/[\s,]/g, '');
    const bad = [...code].find((ch) => !F8949_ADJUSTMENT_CODES.includes(ch));
    if (bad)
      err('F8949-503-01', `${f}.adjustment_code`, `${who}: "${bad}" is not a column (f) adjustment code.`);
    else if (!code && !Money.of(r.adjustment).isZero())
      err(
        'F8949-503-02',
        `${f}.adjustment_code`,
        `${who}: the adjustment in column (g) needs its code in column (f).`,
      );
  });

  // Form 8949 totals and Schedule D lines, as filed (preparer overrides applied).
  if (result.forms.includes('scheduleD')) {
    const over = new Map(meta.overrides.map((o) => [o.key, o.value]));
    const v = (k: string): bigint => {
      const o = over.get(k);
      const d = o === undefined ? null : parseDollars(o);
      return d ?? dollars(result, k) ?? 0n;
    };
    const math = (code: string, key: string, expected: bigint, text: string): void => {
      if (v(key) !== expected) err(code, key, `${text} (expected ${expected}, found ${v(key)}).`);
    };
    const whole = (m: Money): bigint => BigInt(m.toWholeDollars());
    const sd = input.schedule_d ?? {};
    const boxes = [
      ['A', 'l1b', sd.st_1b_h],
      ['B', 'l2', sd.st_2_h],
      ['C', 'l3', sd.st_3_h],
      ['D', 'l8b', sd.lt_8b_h],
      ['E', 'l9', sd.lt_9_h],
      ['F', 'l10', sd.lt_10_h],
    ] as const;
    // Box A/D sales with no adjustments are totalled on Schedule D line 1a/8a, not on Form 8949.
    const onForm = form8949Rows(rows);
    for (const [box, line, summary] of boxes) {
      const mine = onForm.filter((r) => r.box === box);
      const t = (col: string): string => `f8949.${box}.l2${col}`;
      if (mine.length) {
        const sum = (pick: (r: F8949Row) => Amount): Money =>
          mine.reduce((a, r) => a.plus(Money.of(pick(r))), Money.ZERO);
        const label = `Form 8949 box ${box} line 2`;
        math(
          'F8949-505-01',
          t('d'),
          whole(sum((r) => r.proceeds)),
          `${label} column (d) must total the rows' proceeds`,
        );
        math(
          'F8949-505-01',
          t('e'),
          whole(sum((r) => r.cost)),
          `${label} column (e) must total the rows' cost`,
        );
        math(
          'F8949-505-01',
          t('g'),
          whole(sum((r) => r.adjustment)),
          `${label} column (g) must total the rows' adjustments`,
        );
        math(
          'F8949-504-01',
          t('h'),
          v(t('d')) - v(t('e')) + v(t('g')),
          `${label} column (h) must equal (d) − (e) + (g)`,
        );
      }
      const fromRows = mine.length ? Money.dollars(v(t('h'))) : Money.ZERO;
      math(
        'SD-F1040-501-01',
        `scheduleD.${line}`,
        whole(fromRows.plus(Money.of(summary))),
        `Schedule D line ${line.slice(1)} must equal the Form 8949 box ${box} total in column (h)`,
      );
    }
    const total = (lines: string[]): bigint => lines.reduce((a, l) => a + v(`scheduleD.${l}`), 0n);
    math(
      'SD-F1040-502-01',
      'scheduleD.l7',
      total(['l1a', 'l1b', 'l2', 'l3', 'l4', 'l5', 'l6']),
      'Schedule D line 7 must equal the sum of lines 1a through 6',
    );
    math(
      'SD-F1040-503-01',
      'scheduleD.l15',
      total(['l8a', 'l8b', 'l9', 'l10', 'l11', 'l12', 'l13', 'l14']),
      'Schedule D line 15 must equal the sum of lines 8a through 14',
    );
    math(
      'SD-F1040-504-01',
      'scheduleD.l16',
      v('scheduleD.l7') + v('scheduleD.l15'),
      'Schedule D line 16 must equal line 7 plus line 15',
    );
  }
  return errors;
}
