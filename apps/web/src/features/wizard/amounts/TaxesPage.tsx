import { taxesSchema } from '@taxprep/contracts';
import { WithFormId } from '../useFormId';
import { WizardCard } from '../WizardCard';
import { AmountStep } from './AmountStep';

interface TaxesData extends Record<string, unknown> {
  version: number;
  federal_tax: string;
  schedule2_line3: string;
  self_employment_tax: string;
  total: string;
}

export function TaxesPage() {
  return (
    <WithFormId>
      {(id) => (
        <WizardCard title="Taxes" description="Computed from your income, deductions and filing status.">
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
