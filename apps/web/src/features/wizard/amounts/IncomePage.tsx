import { incomeSchema, sameAsDocumentWarning, type IncomeSourceView } from '@taxprep/contracts';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { AmountStep, type AmountFieldDef } from './AmountStep';
import { addedToText, DocumentSources } from './DocumentSources';
import { useReturnYear } from '../../../shared/useReturnYear';

/**
 * Amounts the filer types on this step. Each is added to what the documents give its line, so the
 * ones a document can give say "not on a form" and show the documents' total beside them.
 */
const FIELDS: AmountFieldDef[] = [
  { name: 'household_wages', label: '1b Household employee wages not on a W-2' },
  { name: 'tip_income', label: '1c Tip income not on line 1a' },
  { name: 'medicaid_waiver', label: '1d Medicaid waiver payments not on a W-2' },
  { name: 'dependent_care_benefits', label: '1e Taxable dependent care benefits' },
  { name: 'adoption_benefits', label: '1f Employer-provided adoption benefits' },
  { name: 'foreign_earned_income', label: '1g Wages from Form 8919' },
  { name: 'combat_pay', label: '1i Nontaxable combat pay election' },
  { name: 'tax_exempt_interest', label: '2a Tax-exempt interest not on a form (additional)' },
  { name: 'taxable_interest', label: '2b Taxable interest not on a form (additional)' },
  { name: 'qualified_dividends', label: '3a Qualified dividends not on a 1099-DIV (additional)' },
  { name: 'dividends', label: '3b Ordinary dividends not on a 1099-DIV (additional)' },
  { name: 'ira_total', label: '4a IRA distributions not on a 1099-R (additional)' },
  { name: 'ira_distributions', label: '4b IRA distributions, taxable amount, not on a 1099-R (additional)' },
  { name: 'pension_total', label: '5a Pensions and annuities not on a 1099-R (additional)' },
  { name: 'pensions', label: '5b Pensions and annuities, taxable amount, not on a 1099-R (additional)' },
  { name: 'ssa_total', label: '6a Social Security benefits not on an SSA-1099 (additional)' },
  {
    name: 'capital_gain',
    label: '7 Capital gain distributions not on a 1099-DIV (additional)',
    description: 'Capital gain distributions when you need no Schedule D',
    negativeHint: 'A capital loss is entered on Schedule D (with Form 8949), not here',
  },
  { name: 'other_income', label: '8 Other income not on a form (additional, Schedule 1 line 8z)' },
];

/** Each entry with the document amounts its line already has: said under it, and warned on when typed again. */
function withSources(sources: IncomeSourceView[]): AmountFieldDef[] {
  return FIELDS.map((f) => {
    const mine = sources.filter((s) => s.field === f.name);
    if (mine.length === 0) return f;
    return {
      ...f,
      description: [f.description, addedToText(mine)].filter(Boolean).join('. '),
      warn: (value: string) => sameAsDocumentWarning(mine, f.name, value),
    };
  });
}

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
  from_documents?: IncomeSourceView[];
}

export function IncomePage() {
  const year = useReturnYear();
  return (
    <WithFormId>
      {(id) => (
        <WizardCard
          title="Income"
          description={`Your W-2s, 1099s and SSA-1099s are counted from those forms (listed below). Enter here only ${year} income that is on no form.`}
          wide
        >
          <AmountStep<IncomeData>
            id={id}
            part="income"
            title="Income"
            schema={incomeSchema}
            fields={(d) => withSources(d.from_documents ?? [])}
            saveFailed="Failed to save income."
            next={`/form1040/${id}/adjustments`}
            linesCaption="Income lines: your documents plus the amounts entered below"
            lines={(d) => [
              { label: '1a Wages from W-2 box 1', lineKey: 'f1040.l1a', value: d.wages },
              { label: '1z Total wages', lineKey: 'f1040.l1z', value: d.line_1z_total_income },
              // The rest come from the 1099s, SSA-1099s and schedules, plus what is entered below.
              ...DOCUMENT_LINES.map(([n, label]) => ({
                label: `${n} ${label}`,
                lineKey: `f1040.l${n}`,
                value: d.computed?.[`line_${n}`] ?? '0.00',
              })),
              { label: '9 Total income', lineKey: 'f1040.l9', value: d.line_9_total_income, strong: true },
            ]}
          >
            {(d) => <DocumentSources sources={d.from_documents ?? []} />}
          </AmountStep>
        </WizardCard>
      )}
    </WithFormId>
  );
}
