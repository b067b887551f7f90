/**
 * The tax year is data (issue 25): no year may be written in engine, contracts, server or web code
 * outside the parameter sets (`params/`), labels built from the year ({year}), and tests. A few
 * years belong to the text they are in (a form's revision date, a stored field's name, the spec's
 * default year): each is listed below with its reason. Any other year literal fails this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['packages/tax-engine/src', 'packages/contracts/src', 'apps/server/src', 'apps/web/src'];
const YEAR = /\b20[0-9]{2}\b/;

/** [file (from the repository root), what the line holds, why it may name a year]. */
const ALLOWED: readonly (readonly [string, RegExp, string])[] = [
  [
    'packages/contracts/src/constants.ts',
    /export const TAX_YEAR = 2024;/,
    'spec 000: a return with no year is a 2024 return',
  ],
  ['apps/server/src/db/schema.ts', /default\(2024\)/, 'the column default of migration 0000 (TAX_YEAR)'],
  [
    'apps/server/src/services/documents/tax-years.ts',
    /^\s*20\d\d: \{ pdfAssets:/,
    'the per-year table of IRS forms',
  ],
  [
    'apps/server/src/services/documents/facsimile/f1040x',
    /Rev\. (February |2-)2024/,
    'Form 1040-X revision date',
  ],
  [
    'apps/server/src/services/documents/facsimile/f5329.ts',
    /5329 \(2024\)|'2024'/,
    'the 2024 facsimile of Form 5329 (no 2025 map yet)',
  ],
  [
    'apps/server/src/services/documents/pdf/maps.ts',
    /'assets\/irs-20\d\d'/,
    'the field maps by year (asset folder)',
  ],
  ['apps/server/src/services/documents/pdf/', /\/\/ /, 'field maps quote the form line in a comment'],
  [
    'apps/server/src/services/documents/ftb/',
    /./,
    'the FTB PDFs name their fields by number (2001, 2016…); the table of years with a form',
  ],
  [
    'apps/server/src/services/documents/pdf/f8949-statement.ts',
    /Form 8949 \(2024\)/,
    'the 2024 Form 8949 statement',
  ],
  [
    'apps/web/src/features/preparer-profile/SetupProfilePage.tsx',
    /Last updated 10\/01\/2025/,
    'a page date, not a tax year',
  ],
  ['apps/server/src/services/returns/engine-input.ts', /carryover_from_2023/, 'a stored field name'],
  ['apps/server/src/plugins/wizard/f2441.ts', /carryover_from_2023/, 'a stored field name'],
  ['packages/contracts/src/f2441.ts', /carryover_from_2023/, 'a stored field name'],
  ['apps/web/src/features/wizard/care/', /carryover_from_2023/, 'a stored field name'],
  ['packages/contracts/src/documents/kinds/f1099g.ts', /repaid_in_2024/, 'a stored field name'],
  [
    'packages/contracts/src/checklist.ts',
    /before 2019/,
    'alimony rule: agreements made before 2019 (TCJA), not a tax year',
  ],
  [
    'packages/contracts/src/return-lists.ts',
    /e\.g\. 2025|min\(2000\)/,
    'an example in a message; the year filter’s bounds',
  ],
  ['packages/contracts/src/brackets.ts', /2018/, 'the bracket editor’s year range (spec 002)'],
  [
    'apps/server/src/plugins/california/schedule-ca.ts',
    /2018/,
    'the year range of spec 002’s Schedule CA query',
  ],
  ['apps/server/src/plugins/form1040x.ts', /Rev\. February 2024/, 'Form 1040-X revision date'],
  ['packages/contracts/src/f1040x.ts', /e\.g\., 2024/, 'an example in a message'],
];

/**
 * Year literals not yet moved into the parameter sets or {year} texts (issue 25 is open): each line
 * exactly as it stands, so none can be added beside them and each goes when its line is rewritten.
 */
const NOT_YET: readonly (readonly [string, string])[] = [
  ['packages/tax-engine/src/california/index.ts', 'const params = caParams(input.federal.tax_year ?? 2024);'],
  [
    'packages/tax-engine/src/california/lines/f540-lines.ts',
    "'Amount of line 97 you want applied to your 2025 estimated tax',",
  ],
  [
    'packages/tax-engine/src/california/lines/f540-lines.ts',
    "'Amount of line 97 applied to 2025 estimated tax',",
  ],
  ['packages/tax-engine/src/california/lines/f540-lines.ts', "'98 Amount applied to 2025 estimated tax',"],
  [
    'packages/tax-engine/src/california/lines/f540nr-lines.ts',
    "row(BAL, '102', 'Amount of line 101 you want applied to your 2025 estimated tax'),",
  ],
  [
    'packages/tax-engine/src/california/lines/f568-lines.ts',
    "line('line18_applied_to_next_year', '18', 'Amount of line 17 to be credited to 2025 tax'),",
  ],
  [
    'packages/tax-engine/src/california/lines/payment-lines.ts',
    "'2024 California estimated tax and other payments. See instructions',",
  ],
  [
    'packages/tax-engine/src/california/lines/payment-lines.ts',
    "'2024 California estimated tax and other payments',",
  ],
  [
    'packages/tax-engine/src/credits/f2441.ts',
    "'Total amount of dependent care benefits you received in 2024 (Form(s) W-2, box 10)',",
  ],
  [
    'packages/tax-engine/src/credits/f2441.ts',
    "'Amount carried over from 2023 and used in 2024 during the grace period',",
  ],
  [
    'packages/tax-engine/src/credits/f2441.ts',
    "'Amount forfeited or carried over to 2025 (entered in parentheses)',",
  ],
  [
    'packages/tax-engine/src/credits/f2441.ts',
    "'Total amount of qualified expenses incurred in 2024 for the care of the qualifying person(s)',",
  ],
  [
    'packages/tax-engine/src/credits/f2441.ts',
    "'Credit for 2023 expenses paid in 2024 (Worksheet A, line 13)',",
  ],
  ['packages/tax-engine/src/credits/f8880.ts', "'under-18': 'born after January 1, 2007',"],
  [
    'packages/tax-engine/src/credits/f8880.ts',
    "'Traditional and Roth IRA contributions, and ABLE account contributions by the designated beneficiary for 2024',",
  ],
  [
    'packages/tax-engine/src/credits/f8880.ts',
    "'Elective deferrals to a 401(k) or other qualified employer plan, voluntary employee contributions, and 501(c)(18)(D) plan contributions for 2024',",
  ],
  [
    'packages/tax-engine/src/credits/f8880.ts',
    "? 'Certain distributions received after 2021 and before the due date of the 2024 return (both spouses’ amounts, married filing jointly)'",
  ],
  [
    'packages/tax-engine/src/credits/f8880.ts',
    ": 'Certain distributions received after 2021 and before the due date of the 2024 return',",
  ],
  [
    'packages/tax-engine/src/credits/scheduleR.ts',
    "8: 'you were 65 or older and you lived apart from your spouse for all of 2024',",
  ],
  [
    'packages/tax-engine/src/credits/scheduleR.ts',
    "9: 'you were under 65, you retired on permanent and total disability, and you lived apart from your spouse for all of 2024',",
  ],
  [
    'packages/tax-engine/src/forms/f1040CreditFacts.ts',
    "'Credit for the elderly or the disabled (Schedule R): married filing separately and living with your spouse at any time in 2024, you cannot take it.',",
  ],
  [
    'packages/tax-engine/src/forms/f1040Income.ts',
    "`1099-G from ${g.payer_name ?? 'a payer'}: state refund of ${fmt(m(g.state_tax_refund))} has no taxable_refund_amount — treated as not taxable (taxable only if you itemized and deducted state income tax in 2023).`,",
  ],
  [
    'packages/tax-engine/src/forms/f1040Income.ts',
    ': `Unemployment compensation (Forms 1099-G box 1) less the amount repaid in 2024 (Repaid ${fmt(repaid)})`,',
  ],
  [
    'packages/tax-engine/src/forms/f1040Payments.ts',
    "'2024 estimated tax payments and amount applied from 2023 return',",
  ],
  [
    'packages/tax-engine/src/forms/f1040Payments.ts',
    "ctx.warn('Amount applied to 2025 estimated tax exceeds the overpayment; it was limited to line 34.');",
  ],
  [
    'packages/tax-engine/src/forms/f1040Payments.ts',
    "'Amount of line 34 you want applied to your 2025 estimated tax',",
  ],
  [
    'packages/tax-engine/src/forms/f8582.ts',
    "'Total losses allowed from all passive activities for 2024. Add lines 9 and 10',",
  ],
  [
    'packages/tax-engine/src/forms/f8582.ts',
    "'Unallowed passive losses carried forward to 2025: the losses on lines 1b, 1c, 2b and 2c less line 11',",
  ],
  [
    'packages/tax-engine/src/forms/f8889.ts',
    "'HSA contributions you made for 2024 (or made on your behalf), not employer or cafeteria-plan contributions',",
  ],
  [
    'packages/tax-engine/src/forms/f8889.ts',
    "'Archer MSA contributions for 2024 (Form 8853, lines 1 and 2)',",
  ],
  [
    'packages/tax-engine/src/forms/f8889.ts',
    "'Employer contributions made to your HSAs for 2024 (Form W-2, box 12, code W)',",
  ],
  [
    'packages/tax-engine/src/forms/f8889.ts',
    "'Total distributions you received in 2024 from all HSAs (Forms 1099-SA, box 1)',",
  ],
  [
    'packages/tax-engine/src/forms/schedule1.ts',
    "const postTcja = (date: string | undefined): boolean => !!date && date > '2018-12-31';",
  ],
  [
    'packages/tax-engine/src/forms/schedule1.ts',
    "'Alimony received under an agreement executed after 2018 is not taxable (Schedule 1 line 2a).',",
  ],
  [
    'packages/tax-engine/src/forms/schedule1.ts',
    "'Alimony paid under an agreement executed after 2018 is not deductible (Schedule 1 line 19a).',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleA.ts',
    "'Total investment interest expense (2024 plus 2023 carryforward)',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleA.ts',
    "'Disallowed investment interest expense to be carried forward to 2025',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleA.ts',
    "'Charitable contributions over the AGI limits, carried forward to 2025 (Pub. 526)',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleA.ts',
    'ctx.warn(`Charitable contributions of ${fmt(excess)} exceed the AGI limits and carry forward to 2025.`);',
  ],
  [
    'packages/tax-engine/src/forms/scheduleC.ts',
    '`Car and truck expenses: ${miles} business miles × ${ctx.params.scheduleC.businessMileageCents}¢ (2024 standard mileage rate) + parking and tolls`,',
  ],
  [
    'packages/tax-engine/src/forms/scheduleD.ts',
    "'Short-term capital loss carryover from line 8 of the 2023 Capital Loss Carryover Worksheet',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleD.ts',
    "'Long-term capital loss carryover from line 13 of the 2023 Capital Loss Carryover Worksheet',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleD.ts',
    "'Short-term capital loss carryover to 2025. Subtract line 7 from line 5. If zero or less, enter -0-',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleD.ts',
    "'Long-term capital loss carryover to 2025. Subtract line 12 from line 9. If zero or less, enter -0-',",
  ],
  [
    'packages/tax-engine/src/forms/scheduleE.ts',
    '`Schedule E property ${c}: personal use of ${personalDays} days makes it a home (Pub. 527) — expenses allocated ${rentalDays}/${totalDays} and limited to rental income; the excess carries to 2025.`,',
  ],
  [
    'packages/tax-engine/src/forms/scheduleSE.ts',
    "'Maximum amount of combined wages and self-employment earnings subject to social security tax for 2024',",
  ],
  ['packages/tax-engine/src/index.ts', 'params: FederalParams = federalParams(2024),'],
  ['packages/tax-engine/src/index.ts', 'params: FederalParams = federalParams(2024),'],
  ['packages/tax-engine/src/index.ts', 'params: FederalParams = federalParams(2024),'],
  [
    'packages/tax-engine/src/worksheets/deductions.ts',
    '`Traditional IRA contributions for 2024, not more than ${fmt(limit)}`,',
  ],
  [
    'packages/tax-engine/src/worksheets/deductions.ts',
    '`Interest paid in 2024 on qualified student loans, not more than ${fmt(Money.dollars(ctx.params.studentLoanInterest.max))}`,',
  ],
  [
    'packages/contracts/src/california/ca540.ts',
    'tax_year: z.coerce.number().int().min(2018).max(2100).optional(),',
  ],
  [
    'packages/contracts/src/california/form568.ts',
    'tax_year: z.coerce.number().int().min(2018).max(2100).optional(),',
  ],
  [
    'packages/contracts/src/california/requiredInfo.ts',
    "{ key: 'resident_all_year', label: 'Were you a California resident for all of 2024?' },",
  ],
  [
    'packages/contracts/src/california/requiredInfo.ts',
    "{ key: 'disaster_victim', label: 'Were you a victim of a California disaster in 2024?' },",
  ],
  [
    'packages/contracts/src/california/requiredInfo.ts',
    "{ key: 'renter_paid_half_2024', label: 'Did you rent your California home for at least half of 2024?' },",
  ],
  [
    'packages/contracts/src/california/requiredInfo.ts',
    'label: "Did you (or your spouse/RDP) claim a homeowner\'s exemption in 2024?",',
  ],
  [
    'packages/contracts/src/california/requiredInfo.ts',
    "if (key === 'housing') return 'Housing in 2024 (rented, owned or neither)';",
  ],
  [
    'packages/contracts/src/california/scheduleCA.ts',
    'tax_year: z.coerce.number().int().min(2018).max(2100).optional(),',
  ],
  [
    'apps/web/src/features/california/Ca540NrPage.tsx',
    'description="Nonresident or Part-Year Resident Income Tax Return 2024"',
  ],
  [
    'apps/web/src/features/california/Ca540Page.tsx',
    '<WizardCard title="California Form 540" description="California Resident Income Tax Return 2024" wide>',
  ],
  [
    'apps/web/src/features/california/Form568Page.tsx',
    '<WizardCard title={TITLE} description="Limited Liability Company Return of Income, tax year 2024" wide>',
  ],
  ['apps/web/src/features/california/RequiredInfoPage.tsx', '<Fieldset legend="Housing in 2024">'],
  [
    'apps/web/src/features/california/RequiredInfoPage.tsx',
    ": `Renter's credit: you may qualify if you rented at least half of 2024, your CA AGI is at or below ${formatUsd(",
  ],
  ['apps/web/src/shared/californiaStatus.ts', 'export const CA_YEAR = 2024;'],
];

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name === 'params' || e.name === 'test' || e.name === 'node_modules') continue;
      yield* files(p);
    } else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) yield p;
  }
}

/** Lines of code (not comments) that name a year and are not listed above. */
export function strayYears(): string[] {
  return strays().map((x) => `${x.file}:${x.line}: ${x.text}`);
}

/** The stray lines, each with its file, number and trimmed text. */
export function strays(): { file: string; line: number; text: string }[] {
  const out: { file: string; line: number; text: string }[] = [];
  for (const root of ROOTS)
    for (const file of files(path.join(repo, root))) {
      const rel = path.relative(repo, file).split(path.sep).join('/');
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!YEAR.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return;
          if (ALLOWED.some(([f, re]) => rel.startsWith(f) && re.test(line))) return;
          if (NOT_YET.some(([f, text]) => rel === f && line.trim() === text)) return;
          out.push({ file: rel, line: i + 1, text: line.trim() });
        });
    }
  return out;
}

describe('year literals in code', () => {
  it('none outside the parameter sets, year-built labels and the listed exceptions', () => {
    expect(strayYears()).toEqual([]);
  });
  it('lists no line twice and none that is gone (the list only shrinks)', () => {
    const all = new Map<string, string[]>();
    for (const [f, text] of NOT_YET) {
      if (!all.has(f))
        all.set(
          f,
          fs
            .readFileSync(path.join(repo, f), 'utf8')
            .split('\n')
            .map((l) => l.trim()),
        );
      expect(all.get(f), `${f}: ${text}`).toContain(text);
    }
  });
});
