/** Direct File's personal facts entered on this product's steps: who files, how, and the dependents. */
import { FILER_TIN, MONTH_WORDS, RELATIONSHIP, type ScenarioEntry } from './scenario';

export async function household(e: ScenarioEntry) {
  const f = e.f;
  const p = e.primary;
  const a = f.address('/address');
  await e.send(
    'put',
    `/api/form1040/${e.id}/personal`,
    {
      first_name: f.str(e.fp(p, 'firstName')),
      last_name: f.str(e.fp(p, 'lastName')),
      ssn: f.str(e.fp(p, 'tin')),
      address: a?.street,
      city: a?.city,
      state: a?.state.toUpperCase(),
      zip_code: a?.zip,
      presidential_fund: false,
    },
    'personal',
  );
  const s = e.secondary;
  const spouseOnReturn = s && (e.married || e.status === 'qualifying widow(er)');
  await e.send(
    'put',
    `/api/form1040/${e.id}/filing-status`,
    {
      filing_status: e.status,
      ...(s && e.married
        ? {
            spouse_first_name: f.str(e.fp(s, 'firstName')),
            spouse_last_name: f.str(e.fp(s, 'lastName')),
            spouse_ssn: f.str(e.fp(s, 'tin')),
          }
        : {}),
      ...(e.status === 'married filing separately'
        ? {
            spouse_itemizes: f.bool('/spouseItemizes') ?? false,
            mfs_lived_apart_all_year: f.str('/spouseLivedTogetherMonths') === 'livedApartAllYear',
            spouse_nra:
              s !== undefined &&
              f.str(e.fp(s, 'tin')) === undefined &&
              f.bool('/MFSSpouseHasNRTIN') === false,
            mfs_separated_spouse_rule:
              f.bool('/writableLivedApartLastSixMonths') === true ||
              f.bool('/writableSeparationAgreement') === true,
          }
        : {}),
    },
    'filing status',
  );
  await e.send(
    'put',
    `/api/form1040/${e.id}/identity`,
    {
      dob: f.str(e.fp(p, 'dateOfBirth')),
      spouse_dob: s && e.married ? f.str(e.fp(s, 'dateOfBirth')) : undefined,
      spouse_date_of_death:
        s && spouseOnReturn && e.married ? f.str('/secondaryFilerDateOfDeath') : undefined,
    },
    'identity',
  );
  const over65 = (id: string) => (f.str(e.fp(id, 'dateOfBirth')) ?? '9999') <= '1960-01-01';
  // A couple filing jointly can be someone's dependents only when they need not file and file
  // just for a refund (Pub. 501, Joint Return Test).
  const jointRefundOnly =
    f.bool('/MFJRequiredToFile') === false && f.bool('/MFJDependentsFilingForCredits') !== true;
  const claimed = (id: string) =>
    f.bool(e.fp(id, 'canBeClaimed')) === true &&
    (e.status !== 'married filing jointly' || jointRefundOnly) &&
    !(
      f.bool(e.fp(id, 'potentialClaimerMustFile')) === false &&
      f.bool(e.fp(id, 'potentialClaimerDidFile')) !== true
    );
  await e.send(
    'put',
    `/api/form1040/${e.id}/standard-deduction`,
    {
      claimed_as_dependent: claimed(p),
      taxpayer_over_65: over65(p),
      taxpayer_blind: f.bool(e.fp(p, 'isBlind')) ?? false,
      ...(s && e.married
        ? {
            spouse_claimed_as_dependent: claimed(s),
            spouse_over_65: over65(s),
            spouse_blind: f.bool(e.fp(s, 'isBlind')) ?? false,
          }
        : {}),
    },
    'standard deduction',
  );
  const tin = (id: string, validity: string | undefined) =>
    (f.str(e.fp(id, 'tin')) ?? '').startsWith('9') ? 'itin' : (FILER_TIN[validity ?? 'neither'] ?? 'ssn');
  // A ban is in force after a notice of 2 or 10 years that has not run out.
  const banned = (had: string, notice: string, expired: string) =>
    f.bool(had) === true &&
    ['twoYears', 'tenYears'].includes(f.str(notice) ?? '') &&
    f.bool(expired) !== true;
  await e.send(
    'put',
    `/api/form1040/${e.id}/about-you`,
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
      taxpayer_full_time_student: f.bool(e.fp(p, 'isStudent')) ?? false,
      taxpayer_qualifying_child_of_another: f.bool('/eitcQcOfAnother') ?? false,
      taxpayer_retired_on_permanent_disability: f.bool(e.fp(p, 'isRetOnPermOrTotalDisability')) ?? false,
      taxpayer_taxable_disability_income: f.money(e.fp(p, 'writableTotalTaxableDisabilityAmount')),
      ...(s && e.married
        ? {
            spouse_tin_type: tin(s, f.str('/secondaryFilerSsnEmploymentValidity')),
            spouse_full_time_student: f.bool(e.fp(s, 'isStudent')) ?? false,
            spouse_retired_on_permanent_disability: f.bool(e.fp(s, 'isRetOnPermOrTotalDisability')) ?? false,
            spouse_taxable_disability_income: f.money(e.fp(s, 'writableTotalTaxableDisabilityAmount')),
          }
        : {}),
    },
    'about you',
  );
  await e.send('put', `/api/form1040/${e.id}/digital-assets`, { digital_assets: false }, 'digital assets');
}

export async function dependents(e: ScenarioEntry) {
  const f = e.f;
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
    const r = await e.send(
      'post',
      `/api/form1040/${e.id}/dependents`,
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
        qualifying_child_of_another_taxpayer: f.bool(at('writableCouldBeQualifyingChildOfAnother')) ?? false,
        gross_income: f.bool(at('grossIncomeTest')) === false ? 10000 : 0,
        filed_joint_return: false,
      },
      `dependent ${f.str(at('firstName'))}`,
    );
    if (r.statusCode < 300) e.dependentIds.set(d, r.json<{ id: number }>().id);
  }
}
