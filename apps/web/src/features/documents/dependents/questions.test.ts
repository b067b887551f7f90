import { describe, expect, it } from 'vitest';
import { dependentQuestions, withoutHiddenAnswers, type QuestionFacts } from './questions';

const kid: QuestionFacts = {
  relationship: 'son',
  date_of_birth: '2015-04-01',
  student: false,
  permanently_disabled: false,
  tin_type: 'ssn',
};

describe('which dependent questions are asked', () => {
  it('a young child: the number, months in the U.S. and own support; not the relative tests', () => {
    expect(dependentQuestions(kid)).toEqual({
      number: 'SSN',
      monthsInUs: true,
      ownSupport: true,
      relativeTests: false,
      jointReturn: false,
    });
  });
  it('names the number by its kind, and asks none for “No number yet”', () => {
    expect(dependentQuestions({ ...kid, tin_type: 'itin' }).number).toBe('ITIN');
    expect(dependentQuestions({ ...kid, tin_type: 'atin' }).number).toBe('ATIN');
    expect(dependentQuestions({ ...kid, tin_type: 'ssn_dhs' }).number).toBe('SSN');
    expect(dependentQuestions({ ...kid, tin_type: 'none' }).number).toBeNull();
  });
  it('a parent or a child too old to be a qualifying child: support, gross income, joint return', () => {
    const parent = dependentQuestions({ ...kid, relationship: 'parent', date_of_birth: '1950-01-01' });
    expect(parent).toMatchObject({
      relativeTests: true,
      monthsInUs: false,
      ownSupport: false,
      jointReturn: true,
    });
    // 2024: 20 and not a student is past the qualifying-child age test (under 19, under 24 if a student).
    const grown = { ...kid, date_of_birth: '2004-01-01' };
    expect(dependentQuestions(grown).relativeTests).toBe(true);
    expect(dependentQuestions({ ...grown, student: true }).relativeTests).toBe(false);
    expect(
      dependentQuestions({ ...grown, date_of_birth: '1990-01-01', permanently_disabled: true }).relativeTests,
    ).toBe(false);
  });
  it('nothing about relatives before a relationship is chosen', () => {
    expect(dependentQuestions({ ...kid, relationship: '' }).relativeTests).toBe(false);
  });
  it('answers of questions not asked go back to the defaults', () => {
    const v = withoutHiddenAnswers({
      ...kid,
      tin_type: 'none',
      ssn: '123456789',
      months_in_us: 4,
      provided_over_half_own_support: true,
      filer_provided_over_half_support: false,
      qualifying_child_of_another_taxpayer: true,
      gross_income: '6000',
      filed_joint_return: true,
    });
    expect(v).toMatchObject({
      ssn: '',
      months_in_us: 4,
      provided_over_half_own_support: true,
      filer_provided_over_half_support: true,
      qualifying_child_of_another_taxpayer: false,
      gross_income: '',
      filed_joint_return: false,
    });
  });
});
