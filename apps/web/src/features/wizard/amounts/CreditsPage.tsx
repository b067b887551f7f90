import { creditsSchema } from '@taxprep/contracts';
import { WithFormId } from '../useFormId';
import { WizardCard } from '../WizardCard';
import { AmountStep } from './AmountStep';

interface CreditsData extends Record<string, unknown> {
  version: number;
  earned_income_credit: string;
  child_tax_credit: string;
  american_opportunity_credit: string;
  additional_child_tax_credit: string;
}

export function CreditsPage() {
  return (
    <WithFormId>
      {(id) => (
        <WizardCard
          title="Credits"
          description="Lines 19, 27, 28 and 29 are computed from your dependents, income and education expenses (select why? to see how). The one amount you enter here is line 31: other credits from Schedule 3, such as the premium tax credit or a credit from Form 4136."
        >
          <AmountStep<CreditsData>
            id={id}
            part="credits"
            title="Credits"
            schema={creditsSchema}
            fields={[{ name: 'other_schedule_3_amount', label: '31 Other credits from Schedule 3' }]}
            saveFailed="Failed to save credits."
            next={`/form1040/${id}/payments`}
            extraBody={(d) => ({
              earned_income_credit: d.earned_income_credit,
              child_tax_credit: d.child_tax_credit,
              american_opportunity_credit: d.american_opportunity_credit,
            })}
            linesCaption="Credit lines"
            lines={(d) => [
              {
                label: '19 Child tax credit and credit for other dependents',
                lineKey: 'f1040.l19',
                value: d.child_tax_credit,
              },
              { label: '27 Earned income credit', lineKey: 'f1040.l27', value: d.earned_income_credit },
              {
                label: '28 Additional child tax credit',
                lineKey: 'f1040.l28',
                value: d.additional_child_tax_credit,
              },
              {
                label: '29 American opportunity credit',
                lineKey: 'f1040.l29',
                value: d.american_opportunity_credit,
              },
            ]}
          />
        </WizardCard>
      )}
    </WithFormId>
  );
}
