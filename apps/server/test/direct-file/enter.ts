/**
 * Enters an IRS Direct File scenario through this product's API, as a filer would through the
 * screens: the personal steps, the dependents, every information return, the care expenses, the
 * adjustments and the payments. Each call must succeed; a refused call fails the scenario with the
 * server's message, so a fact the product cannot take shows up by name.
 */
import type { call } from '../helpers/returns';
import { Facts } from './facts';

type Api = ReturnType<typeof call>;
type Body = Record<string, unknown>;

const MONTH_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const STATUS: Record<string, string> = {
  single: 'single',
  marriedFilingJointly: 'married filing jointly',
  marriedFilingSeparately: 'married filing separately',
  headOfHousehold: 'head of household',
  qualifiedSurvivingSpouse: 'qualifying widow(er)',
};

const RELATIONSHIP: Record<string, string> = {
  biologicalChild: 'son',
  adoptedChild: 'son',
  stepChild: 'stepchild',
  fosterChild: 'foster child',
  grandChildOrOtherDescendantOfChild: 'grandchild',
  sibling: 'brother',
  childOfSibling: 'nephew',
  halfSibling: 'half brother',
  stepSibling: 'stepbrother',
  parent: 'parent',
  grandParent: 'grandparent',
  siblingOfParent: 'uncle',
};

const FILER_TIN: Record<string, string> = {
  neither: 'ssn',
  validOnlyWithDhsAuthorization: 'ssn_dhs',
  validOnlyWithDhsAuthorizationExpired: 'ssn_dhs_expired',
  notValid: 'ssn_not_valid_for_employment',
};

const money = (n: number | undefined) => (n === undefined ? undefined : n.toFixed(2));
const drop = (b: Body): Body => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));

export class ScenarioEntry {
  readonly f: Facts;
  private primary = '';
  private secondary: string | undefined;
  private readonly dependentIds = new Map<string, number>();
  readonly refused: string[] = [];

  constructor(
    raw: ConstructorParameters<typeof Facts>[0],
    private readonly api: Api,
    private readonly id: number,
  ) {
    this.f = new Facts(raw);
    for (const fid of this.f.ids('/filers')) {
      if (this.f.bool(`/filers/#${fid}/isPrimaryFiler`)) this.primary = fid;
      else this.secondary = fid;
    }
  }

  private async send(method: 'put' | 'post', url: string, body: Body, what: string) {
    const r = await this.api[method](url, drop(body));
    if (r.statusCode >= 300) this.refused.push(`${what}: ${r.statusCode} ${r.body.slice(0, 400)}`);
    return r;
  }

  /** The filer a document belongs to, as its recipient block names them. */
  private recipient(itemPath: string) {
    const id = this.f.get(itemPath) === this.secondary && this.secondary ? this.secondary : this.primary;
    return {
      recipient_name:
        `${this.f.str(this.fp(id, 'firstName')) ?? ''} ${this.f.str(this.fp(id, 'lastName')) ?? ''}`.trim(),
      recipient_tin: this.f.str(this.fp(id, 'tin')),
    };
  }

  private fp(id: string, fact: string) {
    return `/filers/#${id}/${fact}`;
  }

  private owner(itemPath: string): 'taxpayer' | 'spouse' {
    const v = this.f.get(itemPath);
    return v === this.secondary ? 'spouse' : 'taxpayer';
  }

  get status(): string {
    return STATUS[this.f.str('/filingStatus') ?? 'single'] ?? 'single';
  }

  get married(): boolean {
    return this.status.startsWith('married');
  }

  async enterAll() {
    await this.household();
    await this.dependents();
    await this.wages();
    await this.interest();
    await this.unemployment();
    await this.misc();
    await this.socialSecurity();
    await this.retirement();
    await this.hsa();
    await this.marketplace();
    await this.care();
    await this.adjustments();
    await this.combatPay();
    await this.premiumTaxCredit();
    await this.payments();
  }

  private async household() {
    const f = this.f;
    const p = this.primary;
    const a = f.address('/address');
    await this.send(
      'put',
      `/api/form1040/${this.id}/personal`,
      {
        first_name: f.str(this.fp(p, 'firstName')),
        last_name: f.str(this.fp(p, 'lastName')),
        ssn: f.str(this.fp(p, 'tin')),
        address: a?.street,
        city: a?.city,
        state: a?.state.toUpperCase(),
        zip_code: a?.zip,
        presidential_fund: false,
      },
      'personal',
    );
    const s = this.secondary;
    const spouseOnReturn = s && (this.married || this.status === 'qualifying widow(er)');
    await this.send(
      'put',
      `/api/form1040/${this.id}/filing-status`,
      {
        filing_status: this.status,
        ...(s && this.married
          ? {
              spouse_first_name: f.str(this.fp(s, 'firstName')),
              spouse_last_name: f.str(this.fp(s, 'lastName')),
              spouse_ssn: f.str(this.fp(s, 'tin')),
            }
          : {}),
        ...(this.status === 'married filing separately'
          ? {
              spouse_itemizes: f.bool('/spouseItemizes') ?? false,
              mfs_lived_apart_all_year: f.str('/spouseLivedTogetherMonths') === 'livedApartAllYear',
              spouse_nra:
                s !== undefined &&
                f.str(this.fp(s, 'tin')) === undefined &&
                f.bool('/MFSSpouseHasNRTIN') === false,
              mfs_separated_spouse_rule:
                f.bool('/writableLivedApartLastSixMonths') === true ||
                f.bool('/writableSeparationAgreement') === true,
            }
          : {}),
      },
      'filing status',
    );
    await this.send(
      'put',
      `/api/form1040/${this.id}/identity`,
      {
        dob: f.str(this.fp(p, 'dateOfBirth')),
        spouse_dob: s && this.married ? f.str(this.fp(s, 'dateOfBirth')) : undefined,
        spouse_date_of_death:
          s && spouseOnReturn && this.married ? f.str('/secondaryFilerDateOfDeath') : undefined,
      },
      'identity',
    );
    const over65 = (id: string) => (f.str(this.fp(id, 'dateOfBirth')) ?? '9999') <= '1960-01-01';
    // A couple filing jointly can be someone's dependents only when they need not file and file
    // just for a refund (Pub. 501, Joint Return Test).
    const jointRefundOnly =
      f.bool('/MFJRequiredToFile') === false && f.bool('/MFJDependentsFilingForCredits') !== true;
    const claimed = (id: string) =>
      f.bool(this.fp(id, 'canBeClaimed')) === true &&
      (this.status !== 'married filing jointly' || jointRefundOnly) &&
      !(
        f.bool(this.fp(id, 'potentialClaimerMustFile')) === false &&
        f.bool(this.fp(id, 'potentialClaimerDidFile')) !== true
      );
    await this.send(
      'put',
      `/api/form1040/${this.id}/standard-deduction`,
      {
        claimed_as_dependent: claimed(p),
        taxpayer_over_65: over65(p),
        taxpayer_blind: f.bool(this.fp(p, 'isBlind')) ?? false,
        ...(s && this.married
          ? {
              spouse_claimed_as_dependent: claimed(s),
              spouse_over_65: over65(s),
              spouse_blind: f.bool(this.fp(s, 'isBlind')) ?? false,
            }
          : {}),
      },
      'standard deduction',
    );
    const tin = (id: string, validity: string | undefined) =>
      (f.str(this.fp(id, 'tin')) ?? '').startsWith('9')
        ? 'itin'
        : (FILER_TIN[validity ?? 'neither'] ?? 'ssn');
    // A ban is in force after a notice of 2 or 10 years that has not run out.
    const banned = (had: string, notice: string, expired: string) =>
      f.bool(had) === true &&
      ['twoYears', 'tenYears'].includes(f.str(notice) ?? '') &&
      f.bool(expired) !== true;
    await this.send(
      'put',
      `/api/form1040/${this.id}/about-you`,
      {
        eic_barred: banned(
          '/eitcHadImproperClaims',
          '/eitcReceivedImproperClaimsNotice',
          '/eitcImproperClaimsNoticeExpired',
        ),
        child_credits_barred: banned(
          '/receivedImproperClaims',
          '/receivedImproperClaimsNotice',
          '/improperClaimsNoticeExpired',
        ),
        taxpayer_tin_type: tin(p, f.str('/primaryFilerSsnEmploymentValidity')),
        taxpayer_full_time_student: f.bool(this.fp(p, 'isStudent')) ?? false,
        taxpayer_qualifying_child_of_another: f.bool('/eitcQcOfAnother') ?? false,
        taxpayer_retired_on_permanent_disability: f.bool(this.fp(p, 'isRetOnPermOrTotalDisability')) ?? false,
        taxpayer_taxable_disability_income: f.money(this.fp(p, 'writableTotalTaxableDisabilityAmount')),
        ...(s && this.married
          ? {
              spouse_tin_type: tin(s, f.str('/secondaryFilerSsnEmploymentValidity')),
              spouse_full_time_student: f.bool(this.fp(s, 'isStudent')) ?? false,
              spouse_retired_on_permanent_disability:
                f.bool(this.fp(s, 'isRetOnPermOrTotalDisability')) ?? false,
              spouse_taxable_disability_income: f.money(this.fp(s, 'writableTotalTaxableDisabilityAmount')),
            }
          : {}),
      },
      'about you',
    );
    await this.send(
      'put',
      `/api/form1040/${this.id}/digital-assets`,
      { digital_assets: false },
      'digital assets',
    );
  }

  private async dependents() {
    const f = this.f;
    for (const d of f.ids('/familyAndHousehold')) {
      const at = (x: string) => `/familyAndHousehold/#${d}/${x}`;
      if (f.bool(at('tpClaims')) === false) continue;
      const category = f.str(at('relationshipCategory'));
      const kind =
        category === 'childOrDescendants'
          ? f.str(at('childRelationship'))
          : category === 'siblingOrDescendants'
            ? f.str(at('siblingRelationship'))
            : category === 'parentOrAncestors'
              ? f.str(at('parentalRelationship'))
              : category === 'inlaws'
                ? 'other relative'
                : 'none';
      // The custodial parent who released the claim to the other parent (Form 8332) keeps the
      // child for head of household and the EIC, but claims no credit for the child.
      const released = f.str(at('whichParentNotClaiming')) === 'iDid';
      const tinType = f.str(at('tinType')) ?? 'ssn';
      const validity = f.str(at('ssnEmploymentValidity'));
      const months = f.str(at('monthsLivedWithTPInUS'));
      const duration = f.str(at('residencyDuration'));
      const r = await this.send(
        'post',
        `/api/form1040/${this.id}/dependents`,
        {
          first_name: f.str(at('firstName')),
          last_name: f.str(at('lastName')),
          ssn: tinType === 'none' ? undefined : f.str(at('tin')),

          relationship: RELATIONSHIP[kind ?? 'none'] ?? kind ?? 'none',
          ...(released ? { qualifies_for_child_tax_credit: false, qualifies_for_other_credit: false } : {}),
          date_of_birth: f.str(at('dateOfBirth')),
          // Direct File's "six" reads "more than 6 months but less than 7": more than half the year.
          months_lived_with: months
            ? Math.max(MONTH_WORDS.indexOf(months), months === 'six' ? 7 : 0)
            : duration === 'allYear'
              ? 12
              : duration === 'sixToElevenMonths'
                ? 7
                : 0,
          student: f.bool(at('fullTimeStudent')) ?? false,
          permanently_disabled: f.bool(at('permanentTotalDisability')) ?? false,
          tin_type:
            tinType === 'ssn' && validity === 'notValid'
              ? f.bool(at('ssnOnlyForFederallyFundedBenefit'))
                ? 'ssn_benefits_only'
                : 'ssn_not_valid_for_employment'
              : f.str(at('tin')) === undefined
                ? 'none'
                : tinType,
          citizenship:
            f.bool(at('isUsCitizenFullYear')) !== false
              ? 'us_citizen'
              : f.bool(at('writableUsResident'))
                ? 'resident_alien'
                : 'other',
          provided_over_half_own_support: f.bool(at('ownSupport')) ?? false,
          filer_provided_over_half_support: f.bool(at('writableQrSupportTest')),
          qualifying_child_of_another_taxpayer:
            f.bool(at('writableCouldBeQualifyingChildOfAnother')) ?? false,
          gross_income: f.bool(at('grossIncomeTest')) === false ? 10000 : 0,
          filed_joint_return: false,
        },
        `dependent ${f.str(at('firstName'))}`,
      );
      if (r.statusCode < 300) this.dependentIds.set(d, r.json<{ id: number }>().id);
    }
  }

  private async wages() {
    const f = this.f;
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
      await this.send(
        'post',
        '/api/w2/add',
        {
          form1040_id: this.id,
          owner: this.married ? this.owner(at('filer')) : undefined,
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

  private async interest() {
    const f = this.f;
    for (const i of f.ids('/interestReports')) {
      const at = (x: string) => `/interestReports/#${i}/${x}`;
      const has1099 = f.bool(at('has1099')) !== false;
      await this.send(
        'post',
        '/api/1099int',
        {
          form1040_id: this.id,
          owner: this.married ? this.owner(at('filer')) : undefined,
          ...this.recipient(at('filer')),
          payer_name: f.str(at('payer')),
          box1_interest_income: money(
            has1099 ? f.money(at('writable1099Amount')) : f.money(at('no1099Amount')),
          ),
          box2_early_withdrawal_penalty: money(f.money(at('writableEarlyWithdrawlPenaltyAmount'))),
          box3_us_savings_bonds_treasury_interest: money(f.money(at('writableInterestOnGovernmentBonds'))),
          box4_federal_income_tax_withheld: money(f.money(at('writableTaxWithheld'))),
          box6_foreign_tax_paid: money(f.money(at('writableForeignTaxPaid'))),
          box8_tax_exempt_interest: money(f.money(at('writableTaxExemptInterest'))),
          box9_private_activity_bond_interest: money(
            f.money(at('writableSpecifiedPrivateActivityBondInterest')),
          ),
          box10_market_discount: money(f.money(at('writableMarketDiscount'))),
          box11_bond_premium: money(f.money(at('writableBondPremium'))),
          box12_bond_premium_treasury: money(f.money(at('writableBondPremiumOnTreasuryObligations'))),
          box13_bond_premium_tax_exempt: money(f.money(at('writableBondPremiumOnTaxExemptBond'))),
        },
        `1099-INT ${f.str(at('payer'))}`,
      );
    }
  }

  private async unemployment() {
    const f = this.f;
    for (const g of f.ids('/form1099Gs')) {
      const at = (x: string) => `/form1099Gs/#${g}/${x}`;
      await this.send(
        'post',
        '/api/form1099g',
        {
          form1040_id: this.id,
          owner: this.married ? this.owner(at('filer')) : undefined,
          ...this.recipient(at('filer')),
          payer_name: f.str(at('payer')),
          unemployment_comp: money(f.money(at('amount'))),
          repaid_in_2024: money(f.money(at('writableAmountPaidBackForBenefitsInTaxYear'))),
          fed_tax_withheld: money(f.money(at('writableFederalTaxWithheld'))),
        },
        `1099-G ${f.str(at('payer'))}`,
      );
    }
  }

  private async misc() {
    const f = this.f;
    for (const m of f.ids('/form1099Miscs')) {
      const at = (x: string) => `/form1099Miscs/#${m}/${x}`;
      await this.send(
        'post',
        '/api/1099-misc',
        {
          form1040_id: this.id,
          owner: this.married ? this.owner(at('filer')) : undefined,
          ...this.recipient(at('filer')),
          payer_name: f.str(at('payer')) ?? 'Alaska Permanent Fund Dividend Division',
          box3_other_income: money(f.money(at('writableOtherIncome'))),
          box4_federal_tax_withheld: money(f.money(at('writableFederalWithholding'))),
        },
        '1099-MISC',
      );
    }
  }

  private async socialSecurity() {
    const f = this.f;
    for (const s of f.ids('/socialSecurityReports')) {
      const at = (x: string) => `/socialSecurityReports/#${s}/${x}`;
      await this.send(
        'post',
        '/api/ssa1099',
        {
          form1040_id: this.id,
          recipient: this.married ? this.owner(at('filer')) : 'taxpayer',
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

  private async retirement() {
    const f = this.f;
    for (const r of f.ids('/form1099Rs')) {
      const at = (x: string) => `/form1099Rs/#${r}/${x}`;
      const pa = f.address(at('payer/address'));
      await this.send(
        'post',
        '/api/1099r',
        {
          form1040_id: this.id,
          owner: this.married ? this.owner(at('filer')) : undefined,
          ...this.recipient(at('filer')),
          payer_name: f.str(at('payer')),
          payer_tin: f.str(at('payer/tin')),
          payer_address: pa?.street,
          payer_city_state_zip: pa ? `${pa.city}, ${pa.state.toUpperCase()} ${pa.zip}` : undefined,
          box1_gross_dist: money(f.money(at('writableGrossDistribution'))),
          box2a_taxable_amt: money(f.money(at('writableTaxableAmount'))),
          box2b_taxable_not_determined: f.bool(at('writableTaxableAmountNotDetermined')) ?? false,
          box2b_total_distribution: f.bool(at('writableTotalDistribution')) ?? false,
          box3_capital_gain: money(f.money(at('writableCapitalGain'))),
          box4_fed_tax_withheld: money(f.money(at('writableFederalWithholding'))),
          box5_emp_contrib_or_roth_or_premiums: money(
            f.money(at('writableEmployeeOrRothOrInsuranceContributions')),
          ),
          box6_nua_employer_securities: money(f.money(at('writableNetAppreciation'))),
          box7_distribution_codes: f.str(at('writableDistributionCode')),
          ira_sep_simple: f.bool(at('iraSepSimple')) ?? false,
          military_retirement_plan: f.bool(at('writableIsDistributionFromMilitaryRetirementPlan')) ?? false,
          box8_other: money(f.money(at('writableOtherDollar'))),
          box9b_total_employee_contrib: money(f.money(at('writableTotalEmployeeContributions'))),
          box10_amount_allocable_irr: money(f.money(at('writableAmountAllocableToIRR'))),
          box11_first_year_roth: f.money(at('writableFirstYearDesignatedRothContributions'))?.toString(),
        },
        `1099-R ${f.str(at('payer'))}`,
      );
    }
  }

  private async hsa() {
    const f = this.f;
    for (const id of [this.primary, this.secondary]) {
      if (!id) continue;
      const hdhp = f.str(this.fp(id, 'typeOfHdhp'));
      const dists = f.ids('/hsaDistributions').filter((d) => f.get(`/hsaDistributions/#${d}/filer`) === id);
      const contributions =
        (f.money(this.fp(id, 'writableHsaNonemployerContributionsTaxYear')) ?? 0) +
        (f.money(this.fp(id, 'writableHsaNonemployerContributionsTaxYearPlusOne')) ?? 0);
      if (!hdhp && dists.length === 0) continue;
      const sum = (fact: string) =>
        dists.reduce((t, d) => t + (f.money(`/hsaDistributions/#${d}/${fact}`) ?? 0), 0);
      await this.send(
        'post',
        '/api/hsa',
        {
          form1040_id: this.id,
          owner: this.married ? (id === this.secondary ? 'spouse' : 'taxpayer') : 'taxpayer',
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

  private async marketplace() {
    const f = this.f;
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
      await this.send(
        'post',
        '/api/form1095_a',
        {
          form1040_id: this.id,
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

  private async care() {
    const f = this.f;
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
        dependent_id: this.dependentIds.get(d),
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
    await this.send(
      'put',
      `/api/form1040/${this.id}/f2441`,
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

  private async adjustments() {
    const f = this.f;
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
      await this.send(
        'post',
        '/api/schedule1/entries',
        {
          form1040_id: this.id,
          section: 'adjustment',
          category_key,
          amount: money(amount),
          owner: this.married ? owner : undefined,
        },
        category_key,
      );
    }
    const nontaxable = f.money('/writableEdcSelfReportedNonTaxablePaymentAmount');
    if (nontaxable)
      await this.send(
        'put',
        `/api/form1040/${this.id}/credits`,
        { nontaxable_pensions: money(nontaxable) },
        'credits',
      );
  }

  private async combatPay() {
    const f = this.f;
    const election = f.str('/combatPayElection');
    if (!election || election === 'noCombatPay') return;
    const who = election === 'usePrimaryCombatPay' ? this.primary : this.secondary;
    const amount = f
      .ids('/formW2s')
      .filter((w) => f.get(`/formW2s/#${w}/filer`) === who)
      .reduce((t, w) => t + (f.money(`/formW2s/#${w}/writableCombatPay`) ?? 0), 0);
    if (amount)
      await this.send('put', `/api/form1040/${this.id}/income`, { combat_pay: money(amount) }, 'combat pay');
  }

  private async premiumTaxCredit() {
    const f = this.f;
    const facts = {
      mfs_exception:
        this.status === 'married filing separately' && f.bool('/writableHasMfsException') === true,
      lawfully_present_below_100:
        f.bool('/writableBelow100ThresholdAndNotEligibleForMedicaidBecauseOfImmigrationStatus') === true,
    };
    if (f.ids('/1095As').length === 0 || !Object.values(facts).some(Boolean)) return;
    await this.send('post', `/api/form1040/${this.id}/premium_tax_credit`, facts, 'Form 8962');
  }

  private async payments() {
    const est = this.f.money('/estimatedTaxPaymentWritable');
    if (est)
      await this.send(
        'put',
        `/api/form1040/${this.id}/payments`,
        { estimated_payments: money(est) },
        'payments',
      );
  }
}
