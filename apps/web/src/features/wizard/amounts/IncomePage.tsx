import { incomeSchema } from '@taxprep/contracts';
import { WithFormId } from '../useFormId';
import { WizardCard } from '../WizardCard';
import { AmountStep, type AmountFieldDef } from './AmountStep';

/** Amounts not yet on any document screen, so the filer types them here. */
const FIELDS: AmountFieldDef[] = [
  { name: 'household_wages', label: '1b Household employee wages not on a W-2' },
  { name: 'tip_income', label: '1c Tip income not on line 1a' },
  { name: 'medicaid_waiver', label: '1d Medicaid waiver payments not on a W-2' },
  { name: 'dependent_care_benefits', label: '1e Taxable dependent care benefits' },
  { name: 'adoption_benefits', label: '1f Employer-provided adoption benefits' },
  { name: 'foreign_earned_income', label: '1g Wages from Form 8919' },
  { name: 'combat_pay', label: '1i Nontaxable combat pay election' },
  { name: 'tax_exempt_interest', label: '2a Tax-exempt interest' },
  { name: 'taxable_interest', label: '2b Taxable interest' },
  { name: 'qualified_dividends', label: '3a Qualified dividends' },
  { name: 'dividends', label: '3b Ordinary dividends' },
  { name: 'ira_total', label: '4a IRA distributions' },
  { name: 'ira_distributions', label: '4b IRA distributions, taxable amount' },
  { name: 'pension_total', label: '5a Pensions and annuities' },
  { name: 'pensions', label: '5b Pensions and annuities, taxable amount' },
  { name: 'ssa_total', label: '6a Social Security benefits' },
  {
    name: 'capital_gain',
    label: '7 Capital gain or (loss)',
    description: 'Capital gain distributions (1099-DIV box 2a) when you need no Schedule D',
    negativeHint: 'A capital loss is entered on Schedule D (with Form 8949), not here',
  },
  { name: 'other_income', label: '8 Additional income from Schedule 1' },
];

const DOCUMENT_LINES: [string, string][] = [
  ['2a', 'Tax-exempt interest'],
  ['2b', 'Taxable interest'],
  ['3a', 'Qualified dividends'],
  ['3b', 'Ordinary dividends'],
  ['4a', 'IRA distributions'],
  ['4b', 'IRA distributions, taxable amount'],
  ['5a', 'Pensions and annuities'],
  ['5b', 'Pensions and annuities, taxable amount'],
  ['6a', 'Social Security benefits'],
  ['6b', 'Taxable Social Security benefits'],
  ['7', 'Capital gain or (loss)'],
  ['8', 'Additional income from Schedule 1'],
];

interface IncomeData extends Record<string, unknown> {
  version: number;
  wages: string;
  social_security_benefits: string;
  line_1z_total_income: string;
  line_9_total_income: string;
  computed: Record<string, string>;
}

export function IncomePage() {
  return (
    <WithFormId>
      {(id) => (
        <WizardCard
          title="Income"
          description="Wages come from your W-2s. Enter the other income you received in 2024."
          wide
        >
          <AmountStep<IncomeData>
            id={id}
            part="income"
            title="Income"
            schema={incomeSchema}
            fields={FIELDS}
            saveFailed="Failed to save income."
            next={`/form1040/${id}/adjustments`}
            linesCaption="Income lines computed from your documents"
            lines={(d) => [
              { label: '1a Wages from W-2 box 1', lineKey: 'f1040.l1a', value: d.wages },
              { label: '1z Total wages', lineKey: 'f1040.l1z', value: d.line_1z_total_income },
              // The rest come from the 1099s, SSA-1099s and schedules, plus what is entered above.
              ...DOCUMENT_LINES.map(([n, label]) => ({
                label: `${n} ${label}`,
                lineKey: `f1040.l${n}`,
                value: d.computed?.[`line_${n}`] ?? '0.00',
              })),
              { label: '9 Total income', lineKey: 'f1040.l9', value: d.line_9_total_income, strong: true },
            ]}
          />
        </WizardCard>
      )}
    </WithFormId>
  );
}
