/**
 * A dependent's claim as the engine derives it. Here, not in contracts: contracts reads only the
 * engine's types (docs/decisions/006-dependency-direction.md), so the call into the engine is made
 * by its users, the server and the web form.
 */
import { dependentClaim, federalParams, type Dependent, type DependentClaim } from '@taxprep/tax-engine';
import { dependent, dependentView, TAX_YEAR } from '@taxprep/contracts';

/** The claim in effect for a stored dependent: the filer's choice, or what the facts give. */
export function dependentClaimOf(d: Record<string, unknown>): DependentClaim {
  return dependentClaim(dependent.toEngine!(d) as Dependent, federalParams(TAX_YEAR));
}

/** A stored dependent as the API answers it, with its claim. */
export const dependentRecordView = (d: Record<string, unknown>) => dependentView(d, dependentClaimOf(d));
