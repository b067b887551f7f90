/**
 * Which identifying numbers each credit accepts. The EIC and the child tax credit read the same
 * card differently: the EIC takes any SSN except one issued only for a federally funded benefit
 * (IRC §32(m)), the child tax credit only an SSN valid for work (IRC §24(h)(7)), and the credit
 * for other dependents any SSN, ITIN or ATIN issued by the due date (IRC §24(e)).
 */
import type { TinType } from '../types';

/** The filer's, spouse's or child's number counts for the EIC (Pub. 596 (2024) Rule 2 and Rule 8). */
export function validForEic(tin: TinType | undefined): boolean {
  switch (tin ?? 'ssn') {
    case 'ssn':
    case 'ssn_dhs':
    case 'ssn_not_valid_for_employment':
      return true;
    default:
      return false;
  }
}

/**
 * The child's number counts for the child tax credit (Instructions for Schedule 8812 (2024),
 * "Social security number": valid for employment; "Valid for work only with DHS authorization"
 * only while the authorization is valid).
 */
export function validForCtc(tin: TinType | undefined): boolean {
  const t = tin ?? 'ssn';
  return t === 'ssn' || t === 'ssn_dhs';
}

/** The dependent has a number the credit for other dependents accepts (SSN of any kind, ITIN or ATIN). */
export function hasTinForOdc(tin: TinType | undefined): boolean {
  return (tin ?? 'ssn') !== 'none';
}

/** A dependent's number from the input, reading the older `has_ssn` flag when no type is given. */
export function dependentTin(d: { tin_type?: TinType; has_ssn?: boolean }): TinType {
  if (d.tin_type) return d.tin_type;
  // Before the type existed, "no SSN valid for employment" still gave the credit for other dependents.
  return d.has_ssn === false ? 'itin' : 'ssn';
}

/** Plain words for a number type in explanations and warnings. */
export function tinLabel(tin: TinType): string {
  switch (tin) {
    case 'ssn':
      return 'an SSN valid for work';
    case 'ssn_dhs':
      return 'an SSN valid for work with DHS authorization';
    case 'ssn_dhs_expired':
      return 'an SSN whose DHS work authorization has expired';
    case 'ssn_not_valid_for_employment':
      return 'an SSN not valid for employment';
    case 'ssn_benefits_only':
      return 'an SSN issued only for a federally funded benefit';
    case 'itin':
      return 'an ITIN';
    case 'atin':
      return 'an ATIN';
    case 'none':
      return 'no identifying number';
  }
}
