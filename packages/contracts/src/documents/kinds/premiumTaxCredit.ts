/**
 * The Form 8962 facts that are not on a Form 1095-A, asked once per return on the 1095-A screen.
 * A return keeps one record (the screen edits it in place); the engine takes the first.
 * The poverty table (48 states and DC, Alaska or Hawaii) is not asked: it follows the address state.
 */
import type { DocumentDef } from '../define';
import { flag, messagesFor, money } from '../parts';

/** Form 8962 instructions, Tables 1-1 to 1-3: the poverty line of where the filer lived. */
export function povertyLineRegion(state: string | null | undefined): 'contiguous' | 'alaska' | 'hawaii' {
  const s = (state ?? '').toUpperCase();
  return s === 'AK' ? 'alaska' : s === 'HI' ? 'hawaii' : 'contiguous';
}

const FIELDS = [
  'tax_family_size',
  'dependents_modified_agi',
  'excluded_foreign_income',
  'mfs_exception',
  'lawfully_present_below_100',
  'allocating_policy_amounts',
  'alternative_marriage_calculation',
] as const;

export const premiumTaxCredit: DocumentDef = {
  kind: 'premium_tax_credit',
  title: 'Premium tax credit: your household',
  short: 'household facts',
  route: '1095-a',
  checklist: 'marketplace',
  routeAliases: [],
  description: 'Asked once for the return, whatever the number of Forms 1095-A.',
  engine: 'premium_tax_credit',
  api: {
    list: ['/api/form1040/:id/premium_tax_credit'],
    create: [],
    createUnder: ['/api/form1040/:id/premium_tax_credit'],
    item: ['/api/premium_tax_credit/:id'],
  },
  sections: [
    {
      legend: 'Your household (Form 8962 Part I)',
      fields: [
        {
          name: 'tax_family_size',
          label: 'Line 1 Tax family size (only if different)',
          kind: 'int',
          range: [1, 30],
          message: 'Enter the number of people in your tax family (1 to 30), or leave it blank.',
          tooLong: 'Enter the number of people in your tax family (1 to 30), or leave it blank.',
          hint: 'Blank: you, your spouse on a joint return and the dependents you claim, counted for you. Enter a number only if your tax family is different.',
        },
        money('dependents_modified_agi', 'Line 2b Modified AGI of your dependents who must file a return', {
          hint: 'Household income includes the income of each dependent required to file a {year} return (their AGI plus tax-exempt interest and untaxed Social Security). Leave blank if none must file.',
        }),
        money(
          'excluded_foreign_income',
          'Line 2a Foreign earned income and housing you excluded (Form 2555)',
          {
            hint: 'Only if you excluded income earned abroad: it is added back into household income.',
          },
        ),
        flag(
          'mfs_exception',
          'Married filing separately: you are a victim of domestic abuse or spousal abandonment',
          {
            hint: 'Married people filing separately can take the credit only in these cases (Form 8962 box A).',
          },
        ),
        flag(
          'lawfully_present_below_100',
          'Household income under the poverty line, and not eligible for Medicaid because of immigration status',
          {
            hint: 'A lawfully present immigrant in this case can still take the credit (Form 8962 instructions, household income below 100% of the federal poverty line).',
          },
        ),
        flag(
          'allocating_policy_amounts',
          'You share a policy with someone who files a separate return (line 9)',
          {
            hint: 'For example a divorce during the year or a policy covering someone else’s dependent. Enter the allocation (Part IV) with that policy’s Form 1095-A.',
          },
        ),
        flag(
          'alternative_marriage_calculation',
          'You married in {year} and use the alternative calculation (Part V)',
          {
            hint: 'It may lower the repayment of advance payments for the months before the marriage. Not computed: a warning will say so.',
          },
        ),
      ],
    },
  ],
  columns: [
    { key: 'dependents_modified_agi', label: 'Dependents’ MAGI', money: true },
    { key: 'mfs_exception', label: 'MFS exception', value: (r) => (r.mfs_exception === true ? 'Yes' : 'No') },
  ],
  messages: {
    ...messagesFor('household facts'),
    created: 'Household facts saved.',
    updated: 'Household facts saved.',
    deleted: () => 'Household facts deleted.',
    submitFailed: 'Failed to save the household facts. Please try again.',
  },
  engineMerge: (records) => {
    const r = records[0];
    if (!r) return undefined;
    return Object.fromEntries(FIELDS.map((k) => [k, r[k] ?? undefined]));
  },
};
