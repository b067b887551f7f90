/**
 * One Direct File scenario being entered: its facts, the filers' ids, the API of the filer who
 * enters it, and the calls the server refused. The steps (enter-*.ts) read and write through it.
 */
import type { call } from '../helpers/returns';
import { Facts } from './facts';

type Api = ReturnType<typeof call>;
export type Body = Record<string, unknown>;

export const MONTH_WORDS = [
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
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const STATUS: Record<string, string> = {
  single: 'single',
  marriedFilingJointly: 'married filing jointly',
  marriedFilingSeparately: 'married filing separately',
  headOfHousehold: 'head of household',
  qualifiedSurvivingSpouse: 'qualifying widow(er)',
};

export const RELATIONSHIP: Record<string, string> = {
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

export const FILER_TIN: Record<string, string> = {
  neither: 'ssn',
  validOnlyWithDhsAuthorization: 'ssn_dhs',
  validOnlyWithDhsAuthorizationExpired: 'ssn_dhs_expired',
  notValid: 'ssn_not_valid_for_employment',
};

export const money = (n: number | undefined) => (n === undefined ? undefined : n.toFixed(2));
const drop = (b: Body): Body => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));

export class ScenarioEntry {
  readonly f: Facts;
  primary = '';
  secondary: string | undefined;
  readonly dependentIds = new Map<string, number>();
  readonly refused: string[] = [];

  constructor(
    raw: ConstructorParameters<typeof Facts>[0],
    readonly api: Api,
    readonly id: number,
  ) {
    this.f = new Facts(raw);
    for (const fid of this.f.ids('/filers')) {
      if (this.f.bool(`/filers/#${fid}/isPrimaryFiler`)) this.primary = fid;
      else this.secondary = fid;
    }
  }

  async send(method: 'put' | 'post', url: string, body: Body, what: string) {
    const r = await this.api[method](url, drop(body));
    if (r.statusCode >= 300) this.refused.push(`${what}: ${r.statusCode} ${r.body.slice(0, 400)}`);
    return r;
  }

  /** The filer a document belongs to, as its recipient block names them. */
  recipient(itemPath: string) {
    const id = this.f.get(itemPath) === this.secondary && this.secondary ? this.secondary : this.primary;
    return {
      recipient_name:
        `${this.f.str(this.fp(id, 'firstName')) ?? ''} ${this.f.str(this.fp(id, 'lastName')) ?? ''}`.trim(),
      recipient_tin: this.f.str(this.fp(id, 'tin')),
    };
  }

  fp(id: string, fact: string) {
    return `/filers/#${id}/${fact}`;
  }

  owner(itemPath: string): 'taxpayer' | 'spouse' {
    const v = this.f.get(itemPath);
    return v === this.secondary ? 'spouse' : 'taxpayer';
  }

  get status(): string {
    return STATUS[this.f.str('/filingStatus') ?? 'single'] ?? 'single';
  }

  get married(): boolean {
    return this.status.startsWith('married');
  }
}
