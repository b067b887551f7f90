/** Direct File's information returns entered as this product's documents, one call each. */
import { money, MONTHS, type Body, type ScenarioEntry } from './scenario';

type At = (fact: string) => string;

export async function wages(e: ScenarioEntry) {
  const f = e.f;
  for (const w of f.ids('/formW2s')) {
    const at = (x: string) => `/formW2s/#${w}/${x}`;
    const box12 = (
      [
        ['D', '401kDeferrals'],
        ['AA', 'roth401kContributions'],
        ['W', 'employerHsaContributions'],
        ['Q', 'writableCombatPay'],
        ['DD', 'healthCoverageCost'],
        ['II', 'nonTaxableMedicaidWaiverPayments'],
        ['FF', 'qsehraBenefits'],
        ['C', 'taxableLifeInsuranceOver50k'],
      ] as const
    )
      .map(([code, fact]) => ({ code, amount: money(f.money(at(fact))) }))
      .filter((r) => r.amount !== undefined && Number(r.amount) > 0);
    const ea = f.address(at('employerAddress'));
    await e.send(
      'post',
      '/api/w2/add',
      {
        form1040_id: e.id,
        owner: e.married ? e.owner(at('filer')) : undefined,
        employer_name: f.str(at('employerName')),
        employer_ein: f.str(at('ein')),
        employer_address: ea ? `${ea.street}, ${ea.city}, ${ea.state.toUpperCase()} ${ea.zip}` : undefined,
        wages: money(f.money(at('writableWages')) ?? 0),
        federal_income_tax: money(f.money(at('writableFederalWithholding')) ?? 0),
        social_security_wages: money(f.money(at('writableOasdiWages'))),
        social_security_tax: money(f.money(at('writableOasdiWithholding'))),
        medicare_wages: money(f.money(at('writableMedicareWages'))),
        medicare_tax: money(f.money(at('writableMedicareWithholding'))),
        social_security_tips: money(f.money(at('writableOasdiTips'))),
        dependent_care_benefits: money(f.money(at('writableDependentCareBenefits'))),
        state_wages: money(f.money(at('writableStateWages'))),
        state_income_tax: money(f.money(at('writableStateWithholding'))),
        box12: box12.length ? box12.slice(0, 4) : undefined,
        statutory_employee: f.bool(at('statutoryEmployee')) ?? false,
        retirement_plan: f.bool(at('retirementPlan')) ?? false,
        third_party_sick_pay: f.bool(at('thirdPartySickPay')) ?? false,
      },
      `W-2 ${f.str(at('employerName'))}`,
    );
  }
}

/** Posts one document per item of a Direct File collection, with its owner and recipient. */
async function eachDocument(
  e: ScenarioEntry,
  collection: string,
  url: string,
  what: string,
  body: (at: At) => Body,
) {
  for (const item of e.f.ids(collection)) {
    const at: At = (fact) => `${collection}/#${item}/${fact}`;
    await e.send(
      'post',
      url,
      {
        form1040_id: e.id,
        owner: e.married ? e.owner(at('filer')) : undefined,
        ...e.recipient(at('filer')),
        payer_name: e.f.str(at('payer')),
        ...body(at),
      },
      `${what} ${e.f.str(at('payer')) ?? ''}`.trim(),
    );
  }
}

/** Each box from its Direct File fact, as an amount. */
const boxes = (e: ScenarioEntry, at: At, table: Record<string, string>): Body =>
  Object.fromEntries(Object.entries(table).map(([box, fact]) => [box, money(e.f.money(at(fact)))]));

const INT_BOXES = {
  box2_early_withdrawal_penalty: 'writableEarlyWithdrawlPenaltyAmount',
  box3_us_savings_bonds_treasury_interest: 'writableInterestOnGovernmentBonds',
  box4_federal_income_tax_withheld: 'writableTaxWithheld',
  box6_foreign_tax_paid: 'writableForeignTaxPaid',
  box8_tax_exempt_interest: 'writableTaxExemptInterest',
  box9_private_activity_bond_interest: 'writableSpecifiedPrivateActivityBondInterest',
  box10_market_discount: 'writableMarketDiscount',
  box11_bond_premium: 'writableBondPremium',
  box12_bond_premium_treasury: 'writableBondPremiumOnTreasuryObligations',
  box13_bond_premium_tax_exempt: 'writableBondPremiumOnTaxExemptBond',
};
const R_BOXES = {
  box1_gross_dist: 'writableGrossDistribution',
  box2a_taxable_amt: 'writableTaxableAmount',
  box3_capital_gain: 'writableCapitalGain',
  box4_fed_tax_withheld: 'writableFederalWithholding',
  box5_emp_contrib_or_roth_or_premiums: 'writableEmployeeOrRothOrInsuranceContributions',
  box6_nua_employer_securities: 'writableNetAppreciation',
  box8_other: 'writableOtherDollar',
  box9b_total_employee_contrib: 'writableTotalEmployeeContributions',
  box10_amount_allocable_irr: 'writableAmountAllocableToIRR',
};

export const interest = (e: ScenarioEntry) =>
  eachDocument(e, '/interestReports', '/api/1099int', '1099-INT', (at) => ({
    // Interest with no 1099 is entered the same way, from the amount the filer gave.
    box1_interest_income: money(
      e.f.money(at(e.f.bool(at('has1099')) === false ? 'no1099Amount' : 'writable1099Amount')),
    ),
    ...boxes(e, at, INT_BOXES),
  }));

export const unemployment = (e: ScenarioEntry) =>
  eachDocument(e, '/form1099Gs', '/api/form1099g', '1099-G', (at) =>
    boxes(e, at, {
      unemployment_comp: 'amount',
      repaid_in_2024: 'writableAmountPaidBackForBenefitsInTaxYear',
      fed_tax_withheld: 'writableFederalTaxWithheld',
    }),
  );

export const misc = (e: ScenarioEntry) =>
  eachDocument(e, '/form1099Miscs', '/api/1099-misc', '1099-MISC', (at) => ({
    payer_name: e.f.str(at('payer')) ?? 'Alaska Permanent Fund Dividend Division',
    ...boxes(e, at, {
      box3_other_income: 'writableOtherIncome',
      box4_federal_tax_withheld: 'writableFederalWithholding',
    }),
  }));

export async function socialSecurity(e: ScenarioEntry) {
  const f = e.f;
  for (const s of f.ids('/socialSecurityReports')) {
    const at = (x: string) => `/socialSecurityReports/#${s}/${x}`;
    await e.send(
      'post',
      '/api/ssa1099',
      {
        form1040_id: e.id,
        recipient: e.married ? e.owner(at('filer')) : 'taxpayer',
        payer_name: 'Social Security Administration',
        // Box 5 (net benefits) is what Direct File asks; a negative one is repayments over benefits.
        box3_benefits_paid: money(Math.max(0, f.money(at('ssaNetBenefits')) ?? 0)),
        box4_benefits_repaid: money(Math.max(0, -(f.money(at('ssaNetBenefits')) ?? 0))),
        box6_voluntary_federal_withheld: money(f.money(at('writableSsaFederalTaxWithheld'))),
      },
      'SSA-1099',
    );
  }
}

export const retirement = (e: ScenarioEntry) =>
  eachDocument(e, '/form1099Rs', '/api/1099r', '1099-R', (at) => {
    const f = e.f;
    const pa = f.address(at('payer/address'));
    return {
      payer_tin: f.str(at('payer/tin')),
      payer_address: pa?.street,
      payer_city_state_zip: pa ? `${pa.city}, ${pa.state.toUpperCase()} ${pa.zip}` : undefined,
      ...boxes(e, at, R_BOXES),
      box2b_taxable_not_determined: f.bool(at('writableTaxableAmountNotDetermined')) ?? false,
      box2b_total_distribution: f.bool(at('writableTotalDistribution')) ?? false,
      box7_distribution_codes: f.str(at('writableDistributionCode')),
      ira_sep_simple: f.bool(at('iraSepSimple')) ?? false,
      military_retirement_plan: f.bool(at('writableIsDistributionFromMilitaryRetirementPlan')) ?? false,
      box11_first_year_roth: f.money(at('writableFirstYearDesignatedRothContributions'))?.toString(),
    };
  });

export async function hsa(e: ScenarioEntry) {
  const f = e.f;
  for (const id of [e.primary, e.secondary]) {
    if (!id) continue;
    const hdhp = f.str(e.fp(id, 'typeOfHdhp'));
    const dists = f.ids('/hsaDistributions').filter((d) => f.get(`/hsaDistributions/#${d}/filer`) === id);
    const contributions =
      (f.money(e.fp(id, 'writableHsaNonemployerContributionsTaxYear')) ?? 0) +
      (f.money(e.fp(id, 'writableHsaNonemployerContributionsTaxYearPlusOne')) ?? 0);
    if (!hdhp && dists.length === 0) continue;
    const sum = (fact: string) =>
      dists.reduce((t, d) => t + (f.money(`/hsaDistributions/#${d}/${fact}`) ?? 0), 0);
    await e.send(
      'post',
      '/api/hsa',
      {
        form1040_id: e.id,
        owner: e.married ? (id === e.secondary ? 'spouse' : 'taxpayer') : 'taxpayer',
        coverage_by: hdhp ? 'year' : 'none',
        coverage: hdhp === 'family' ? 'family' : hdhp ? 'self_only' : undefined,
        contributions: money(contributions),
        distributions: money(sum('writableGrossDistribution')),
        rollovers_and_excess_withdrawn: money(
          sum('writableDistributionsRolloverAmount') + sum('writableWithdrawnExcessContributionsAmount'),
        ),
        qualified_medical_expenses: money(sum('writableQualifiedMedExpenses')),
      },
      'HSA',
    );
  }
}

export async function marketplace(e: ScenarioEntry) {
  const f = e.f;
  for (const p of f.ids('/1095As')) {
    const at = (x: string) => `/1095As/#${p}/${x}`;
    const monthly = MONTHS.map((m) => ({
      enrollment_premium: money(f.money(at(`writablePtcMonthlyPremium${m}`))) ?? null,
      slcsp_premium: money(f.money(at(`writablePtcMonthlySlcspPremium${m}`))) ?? null,
      advance_ptc: money(f.money(at(`writablePtcMonthlyAptcPremium${m}`))) ?? null,
    }));
    // Direct File keeps month-by-month amounts only when the premiums or SLCSP changed in the year.
    const byMonth =
      f.bool(at('writablePremiumsOrSlcspChange')) !== false &&
      monthly.some((r) => r.enrollment_premium !== null);
    await e.send(
      'post',
      '/api/form1095_a',
      {
        form1040_id: e.id,
        marketplace_state: f.str(at('marketplaceState'))?.toUpperCase(),
        policy_number: f.str(at('policyNumber')),
        issuer_name: 'Marketplace issuer',
        coverage_start: f.str(at('writablePolicyStartDate')),
        coverage_end: f.str(at('writablePolicyEndDate')),
        amounts_by: byMonth ? 'monthly' : 'annual',
        no_coverage_months: f.bool(at('hasCoverageMonths')) === false,
        ...(byMonth
          ? { monthly }
          : {
              annual_enrollment_premium: money(f.money(at('writablePtcAnnualPremium'))),
              annual_slcsp_premium: money(f.money(at('writableSlcspAnnualPremium'))),
              annual_advance_ptc: money(f.money(at('writableAptcAnnualAmount'))),
            }),
      },
      '1095-A',
    );
  }
}
