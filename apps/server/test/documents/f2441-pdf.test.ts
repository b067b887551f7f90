/**
 * Form 2441 on the official PDF: Part I line 1 (care providers: name, address on two lines, TIN or
 * "Tax-Exempt", household employee yes/no, amount paid) and Part II line 2 (qualifying persons:
 * first and last name, SSN, disabled box, expenses) come from the return's entries; a fourth row
 * checks the form's "more than three" box. The fields are read back, then the flattened page text.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { computeReturn, type Return } from '@taxprep/tax-engine';
import { fillReturnForms, renderReturnPdf } from '../../src/services/documents';
import { formatDollars } from '../../src/services/documents/engine';
import {
  addressLines,
  F2441,
  f2441Map,
  personRow,
  providerRow,
} from '../../src/services/documents/pdf/f2441';
import { metaFor, mfjFamily } from './fixtures';

const family: Return = {
  ...mfjFamily,
  dependents: mfjFamily.dependents!.map((d, i) => ({ ...d, id: 11 + i })),
  dependent_care: {
    providers: [
      {
        name: 'Little Stars Daycare',
        address: '12 Oak St, Springfield, IL 62701',
        tax_exempt: true,
        amount_paid: '4200',
      },
      {
        name: 'Rosa Nanny',
        address: '9 Elm Ave Apt 2\nSpringfield, IL 62704',
        tin: '400077889',
        household_employee: true,
        amount_paid: '2599.50',
      },
    ],
    persons: [
      { dependent_id: 11, expenses: '3000' },
      { dependent_id: 12, expenses: '3799.50', over_12_and_disabled: false },
    ],
    expenses_total: '6799.50',
    qualifying_persons: 2,
  },
};

async function fields(input: Return) {
  const forms = await fillReturnForms(input, computeReturn(input), metaFor());
  const f = forms.find((x) => x.instance === 'f2441');
  if (!f) throw new Error('no f2441');
  return f.doc.getForm();
}

describe('Form 2441 PDF: lines 1 and 2', () => {
  it('splits an address at a line break or the first comma', () => {
    expect(addressLines('12 Oak St, Springfield, IL 62701')).toEqual(['12 Oak St', 'Springfield, IL 62701']);
    expect(addressLines('9 Elm Ave\nSpringfield, IL')).toEqual(['9 Elm Ave', 'Springfield, IL']);
    expect(addressLines('PO Box 5')).toEqual(['PO Box 5', '']);
  });

  it('prints each provider and qualifying person in its row', async () => {
    const form = await fields(family);
    const text = (n: string) => form.getTextField(n).getText() ?? '';
    const provider = (r: number) => {
      const f = providerRow(r);
      return [f.name, f.street, f.city, f.tin, f.amount].map(text);
    };
    const person = (r: number) => {
      const f = personRow(r);
      return [f.first, f.last, f.ssn, f.expenses].map(text);
    };
    const checked = (n: string) => form.getCheckBox(n).isChecked();
    expect(provider(0)).toEqual([
      'Little Stars Daycare',
      '12 Oak St',
      'Springfield, IL 62701',
      'Tax-Exempt',
      '4,200',
    ]);
    expect([checked(providerRow(0).employeeYes), checked(providerRow(0).employeeNo)]).toEqual([false, true]);
    // 2,599.50 prints as whole dollars, half up: 2,600.
    expect(provider(1)).toEqual([
      'Rosa Nanny',
      '9 Elm Ave Apt 2',
      'Springfield, IL 62704',
      '400077889',
      '2,600',
    ]);
    expect([checked(providerRow(1).employeeYes), checked(providerRow(1).employeeNo)]).toEqual([true, false]);
    expect(provider(2)).toEqual(['', '', '', '', '']);
    expect(person(0)).toEqual(['Lily', 'Baker', '400-04-4567', '3,000']);
    // 3,799.50 → 3,800.
    expect(person(1)).toEqual(['Max', 'Baker', '400-05-5678', '3,800']);
    expect(checked(personRow(1).disabled)).toBe(false);
    expect(person(2)).toEqual(['', '', '', '']);
    expect(form.getCheckBox(F2441.moreProviders).isChecked()).toBe(false);
    expect(form.getCheckBox(F2441.morePersons).isChecked()).toBe(false);
  });

  it('line 7 is the AGI, line 8 its decimal and line 10 the tax liability limit, each in its own box', async () => {
    const r = computeReturn(family);
    const form = await fields(family);
    const text = (n: string) => form.getTextField(n).getText() ?? '';
    // AGI = wages 85,000 + 42,000 = 127,000; over 43,000 the decimal is .20 (Form 2441 line 8 table).
    expect(text(f2441Map.lines.l7!)).toBe('127,000');
    expect(text(F2441.line8)).toBe('20');
    expect(text(f2441Map.lines.l10!)).toBe(formatDollars(BigInt(r.lines.get('f2441.l10').toWholeDollars())));
    expect(f2441Map.lines.l10).not.toBe(f2441Map.lines.l7);
  });

  it('the flattened page shows them', async () => {
    const bytes = await renderReturnPdf(family, computeReturn(family), metaFor(), ['f2441']);
    const t = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
    for (const s of ['Little Stars Daycare', '12 Oak St', 'Tax-Exempt', '4,200', 'Rosa Nanny', '400077889'])
      expect(t).toContain(s);
    expect(t).toMatch(/Lily\s+Baker\s+400-04-4567\s+3,000/);
    expect(t).toMatch(/Max\s+Baker\s+400-05-5678\s+3,800/);
  });

  it('a fourth provider or person checks the form’s "more than three" box', async () => {
    const kids = ['Ada', 'Bo'].map((first_name, i) => ({
      ...family.dependents![0]!,
      id: 13 + i,
      first_name,
      ssn: `40009000${i + 1}`,
      date_of_birth: '2020-01-01',
    }));
    const many: Return = {
      ...family,
      dependents: [...family.dependents!, ...kids],
      dependent_care: {
        ...family.dependent_care,
        persons: [11, 12, 13, 14].map((dependent_id) => ({ dependent_id, expenses: '1500' })),
        providers: Array.from({ length: 4 }, (_, i) => ({
          name: `Camp ${i + 1}`,
          address: 'Lake Rd, Town, IL',
          tax_exempt: true,
          amount_paid: '100',
        })),
      },
    };
    const form = await fields(many);
    expect(form.getCheckBox(F2441.moreProviders).isChecked()).toBe(true);
    expect(form.getTextField(providerRow(2).name).getText()).toBe('Camp 3');
    expect(form.getCheckBox(F2441.morePersons).isChecked()).toBe(true);
    expect(form.getTextField(personRow(2).first).getText()).toBe('Ada');
    // The fourth provider and person follows the form on the attached statement, with the return's name and SSN.
    const bytes = await renderReturnPdf(many, computeReturn(many), metaFor(), ['f2441']);
    const pages = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: bytes })
      .toString()
      .split('\f');
    const statement = pages.find((p) => p.includes('Statement attached to Form 2441')) ?? '';
    expect(statement).toContain('400-02-2345');
    expect(statement).toMatch(/care providers 4 to 4/);
    expect(statement).toMatch(/Camp 4\s+Lake Rd, Town, IL\s+Tax-Exempt\s+No\s+100/);
    expect(statement).not.toContain('Camp 3');
    expect(statement).toMatch(/qualifying persons 4 to 4/);
    expect(statement).toMatch(/Bo Baker\s+400-09-0002\s+1,500/);
    expect(statement).not.toContain('Ada');
  });
});
