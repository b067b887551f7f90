import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { creditsSchema, ELIGIBILITY_WHY } from '@taxprep/contracts';
import type { LineRow } from '../explain/ComputedLines';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { AmountStep, type AmountFieldDef } from './AmountStep';

interface CreditsData extends Record<string, unknown> {
  version: number;
  earned_income_credit: string;
  child_tax_credit: string;
  american_opportunity_credit: string;
  additional_child_tax_credit: string;
  retirement_savings_credit?: string;
  elderly_disabled_credit?: string;
  /** Married filing jointly: the spouse's Form 8880 column is asked too. */
  joint?: boolean;
  /** Someone is 65 or older or retired on disability: Schedule R may apply. */
  asks_elderly_disabled?: boolean;
}

/** Form 8880 amounts per person (the spouse's only on a joint return). */
function saverFields(joint: boolean): AmountFieldDef[] {
  const persons = joint
    ? ([
        ['taxpayer', 'Your'],
        ['spouse', 'Spouse’s'],
      ] as const)
    : ([['taxpayer', 'Your']] as const);
  return persons.flatMap(([who, whose]) => [
    {
      name: `roth_ira_contribution_${who}`,
      label: `${whose} Roth IRA contributions for {year}`,
      description: ELIGIBILITY_WHY.roth,
    },
    {
      name: `able_contribution_${who}`,
      label: `${whose} ABLE account contributions for {year}`,
      description: ELIGIBILITY_WHY.able,
    },
    {
      name: `other_deferrals_${who}`,
      label: `${whose} retirement plan contributions not on a W-2`,
      description: ELIGIBILITY_WHY.deferrals,
    },
    {
      name: `other_distributions_${who}`,
      label: `${whose} retirement distributions in the testing period`,
      description: ELIGIBILITY_WHY.distributions,
    },
  ]);
}

export function creditFields(d: CreditsData): AmountFieldDef[] {
  return [
    { name: 'other_schedule_3_amount', label: '31 Other credits from Schedule 3' },
    ...saverFields(d.joint === true),
    ...(d.asks_elderly_disabled
      ? [
          {
            name: 'nontaxable_pensions',
            label: 'Nontaxable pensions and veterans’ benefits',
            description: ELIGIBILITY_WHY.pensions,
          },
        ]
      : []),
  ];
}

function creditLines(d: CreditsData): LineRow[] {
  return [
    {
      label: '19 Child tax credit and credit for other dependents',
      lineKey: 'f1040.l19',
      value: d.child_tax_credit,
    },
    {
      label: 'Schedule 3, 4 Retirement savings contributions credit',
      lineKey: 'schedule3.l4',
      value: d.retirement_savings_credit ?? '0.00',
    },
    ...(d.asks_elderly_disabled
      ? [
          {
            label: 'Schedule 3, 6d Credit for the elderly or the disabled',
            lineKey: 'schedule3.l6d',
            value: d.elderly_disabled_credit ?? '0.00',
          },
        ]
      : []),
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
  ];
}

export function CreditsPage() {
  return (
    <WithFormId>
      {(id) => (
        <WizardCard
          title="Credits"
          description="Lines 19, 27, 28 and 29 are computed from your dependents, income and education expenses (select why? to see how). You enter line 31 (other credits from Schedule 3, such as a credit from Form 4136) and the retirement savings amounts the saver’s credit needs."
        >
          <AmountStep<CreditsData>
            id={id}
            part="credits"
            title="Credits"
            schema={creditsSchema}
            fields={creditFields}
            saveFailed="Failed to save credits."
            next={`/form1040/${id}/payments`}
            extraBody={(d) => ({
              earned_income_credit: d.earned_income_credit,
              child_tax_credit: d.child_tax_credit,
              american_opportunity_credit: d.american_opportunity_credit,
            })}
            linesCaption="Credit lines"
            lines={creditLines}
          >
            {() => (
              <Anchor component={Link} to={`/form1040/${id}/f2441`} size="sm">
                Paid for child or dependent care? Enter it on Form 2441 (Schedule 3 line 2)
              </Anchor>
            )}
          </AmountStep>
        </WizardCard>
      )}
    </WithFormId>
  );
}
