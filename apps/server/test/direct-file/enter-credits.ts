/** Direct File's care, adjustment, credit and payment facts entered on this product's steps. */
import { money, type ScenarioEntry } from './scenario';

export async function care(e: ScenarioEntry) {
  const f = e.f;
  const providers = f.ids('/cdccCareProviders').map((c) => {
    const at = (x: string) => `/cdccCareProviders/#${c}/${x}`;
    // Care at work: the provider is the employer of the W-2 that names it (or the first W-2).
    const employer =
      f.bool(at('isEmployerFurnished')) === true
        ? ((f.get(at('writableEmployerWhoFurnishedCare')) as string | undefined) ?? f.ids('/formW2s')[0])
        : undefined;
    const w2 = (x: string) => `/formW2s/#${employer}/${x}`;
    const a = employer ? f.address(w2('employerAddress')) : f.address(at('writableAddress'));
    const org = f.bool(at('writableIsOrganization'));
    const diligence = f.get(at('writableDueDiligence')) as string[] | undefined;
    const name = employer
      ? f.str(w2('employerName'))
      : org
        ? f.str(at('writableOrganizationName'))
        : `${f.str(at('writableFirstName')) ?? ''} ${f.str(at('writableLastName')) ?? ''}`.trim();
    const exempt = !employer && f.bool(at('writableIsTaxExempt')) === true;
    return {
      name,
      address: a ? `${a.street}, ${a.city}, ${a.state.toUpperCase()} ${a.zip}` : undefined,
      tin: exempt
        ? undefined
        : employer
          ? f.str(w2('ein'))
          : (f.str(at('writableEin')) ?? f.str(at('writableTin'))),
      tax_exempt: exempt,
      tin_unavailable:
        !employer && f.bool(at('hasTinOrEin')) === false
          ? diligence?.includes('providerRefusedToProvideTIN')
            ? 'provider_refused'
            : 'provider_not_found'
          : undefined,
      household_employee: false,
      amount_paid: f.money(at('writableAmountPaidForCare')) ?? 0,
    };
  });
  const persons = f
    .ids('/familyAndHousehold')
    .filter((d) => f.money(`/familyAndHousehold/#${d}/writableCdccQualifyingExpenseAmount`) !== undefined)
    .map((d) => ({
      dependent_id: e.dependentIds.get(d),
      expenses: f.money(`/familyAndHousehold/#${d}/writableCdccQualifyingExpenseAmount`),
      over_12_and_disabled: f.bool(`/familyAndHousehold/#${d}/unableToCareForSelf`) ?? false,
    }));
  const plan =
    f.money('/writablePrimaryFilerDependentCarePlanMaximum') ??
    f.money('/writableSecondaryFilerDependentCarePlanMaximum');
  const carry = f.money('/writableCdccCarryoverAmountFromPriorTaxYear');
  if (
    providers.length === 0 &&
    persons.length === 0 &&
    carry === undefined &&
    f.money('/writableCdccTotalQualifiedDependentCareExpenses') === undefined
  )
    return;
  await e.send(
    'put',
    `/api/form1040/${e.id}/f2441`,
    {
      providers,
      persons,
      plan_maximum: plan,
      expenses_incurred: f.money('/writableCdccTotalQualifiedDependentCareExpenses'),
      carryover_from_2023: carry,
      combat_pay_election_taxpayer: f.str('/cdccCombatPayElection') === 'usePrimaryCombatPay',
      combat_pay_election_spouse: f.str('/cdccCombatPayElection') === 'useSecondaryCombatPay',
    },
    'Form 2441',
  );
}

export async function adjustments(e: ScenarioEntry) {
  const f = e.f;
  const k12 = f.str('/wasK12Educators');
  const educator = (who: string) => k12 === who || k12 === 'bothDid';
  const rows: [string, number | undefined, 'taxpayer' | 'spouse'][] = [
    [
      'educator_expenses',
      educator('tpDid') ? f.money('/primaryEducatorExpensesWritable') : undefined,
      'taxpayer',
    ],
    [
      'educator_expenses',
      educator('spouseDid') ? f.money('/secondaryEducatorExpensesWritable') : undefined,
      'spouse',
    ],
    [
      'student_loan_interest',
      f.bool('/hadStudentLoanInterestPayments') === true && f.bool('/studentLoansQualify') !== false
        ? f.money('/studentLoanInterestAmount')
        : undefined,
      'taxpayer',
    ],
  ];
  for (const [category_key, amount, owner] of rows) {
    if (!amount) continue;
    await e.send(
      'post',
      '/api/schedule1/entries',
      {
        form1040_id: e.id,
        section: 'adjustment',
        category_key,
        amount: money(amount),
        owner: e.married ? owner : undefined,
      },
      category_key,
    );
  }
  const nontaxable = f.money('/writableEdcSelfReportedNonTaxablePaymentAmount');
  if (nontaxable)
    await e.send(
      'put',
      `/api/form1040/${e.id}/credits`,
      { nontaxable_pensions: money(nontaxable) },
      'credits',
    );
}

export async function combatPay(e: ScenarioEntry) {
  const f = e.f;
  const election = f.str('/combatPayElection');
  if (!election || election === 'noCombatPay') return;
  const who = election === 'usePrimaryCombatPay' ? e.primary : e.secondary;
  const amount = f
    .ids('/formW2s')
    .filter((w) => f.get(`/formW2s/#${w}/filer`) === who)
    .reduce((t, w) => t + (f.money(`/formW2s/#${w}/writableCombatPay`) ?? 0), 0);
  if (amount)
    await e.send('put', `/api/form1040/${e.id}/income`, { combat_pay: money(amount) }, 'combat pay');
}

export async function premiumTaxCredit(e: ScenarioEntry) {
  const f = e.f;
  const facts = {
    mfs_exception: e.status === 'married filing separately' && f.bool('/writableHasMfsException') === true,
    lawfully_present_below_100:
      f.bool('/writableBelow100ThresholdAndNotEligibleForMedicaidBecauseOfImmigrationStatus') === true,
  };
  if (f.ids('/1095As').length === 0 || !Object.values(facts).some(Boolean)) return;
  await e.send('post', `/api/form1040/${e.id}/premium_tax_credit`, facts, 'Form 8962');
}

export async function payments(e: ScenarioEntry) {
  const est = e.f.money('/estimatedTaxPaymentWritable');
  if (est)
    await e.send('put', `/api/form1040/${e.id}/payments`, { estimated_payments: money(est) }, 'payments');
}
