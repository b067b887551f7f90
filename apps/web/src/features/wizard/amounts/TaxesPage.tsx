import { taxesSchema } from '@taxprep/contracts';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { AmountStep } from './AmountStep';

interface TaxesData extends Record<string, unknown> {
  version: number;
  federal_tax: string;
  schedule2_line3: string;
  self_employment_tax: string;
  line_18: string;
  line_19: string;
  line_20: string;
  line_21: string;
  line_22: string;
  total: string;
}

export function TaxesPage() {
  return (
    <WithFormId>
      {(id) => (
        <WizardCard
          title="Taxes"
          description="Every line here is computed from your income, deductions, credits and filing status; there is nothing to enter. Select why? to see how a line was figured. A preparer may override a line with a reason."
        >
          <AmountStep<TaxesData>
            id={id}
            part="taxes"
            title="Taxes"
            schema={taxesSchema}
            fields={[]}
            saveFailed="Failed to save taxes."
            next={`/form1040/${id}/credits`}
            // The computed figures go back unchanged; only a preparer's override differs from them.
            extraBody={(d) => ({
              federal_tax: d.federal_tax,
              schedule2_line3: d.schedule2_line3,
              self_employment_tax: d.self_employment_tax,
            })}
            linesCaption="Tax lines"
            lines={(d) => [
              { label: '16 Tax', lineKey: 'f1040.l16', value: d.federal_tax },
              { label: '17 Amount from Schedule 2, line 3', lineKey: 'f1040.l17', value: d.schedule2_line3 },
              { label: '18 Add lines 16 and 17', lineKey: 'f1040.l18', value: d.line_18 },
              {
                label: '19 Child tax credit and credit for other dependents',
                lineKey: 'f1040.l19',
                value: d.line_19,
              },
              { label: '20 Amount from Schedule 3, line 8', lineKey: 'f1040.l20', value: d.line_20 },
              { label: '21 Add lines 19 and 20', lineKey: 'f1040.l21', value: d.line_21 },
              {
                label: '22 Subtract line 21 from line 18 (not less than zero)',
                lineKey: 'f1040.l22',
                value: d.line_22,
              },
              {
                label: '23 Other taxes, including self-employment tax',
                lineKey: 'f1040.l23',
                value: d.self_employment_tax,
              },
              { label: '24 Total tax', lineKey: 'f1040.l24', value: d.total, strong: true },
            ]}
          />
        </WizardCard>
      )}
    </WithFormId>
  );
}
