/**
 * The Form 568 questionnaire is listed once, in contracts: the sides the screen shows name every
 * question the schema takes, each once, and every follow-up sits after its parent.
 */
import { describe, expect, it } from 'vitest';
import {
  F568_FOLLOW_UPS,
  F568_QUESTION_SIDES,
  f568QuestionLabel,
  f568QuestionnaireSchema,
} from '../src/index';

const codes = F568_QUESTION_SIDES.flatMap(([, c]) => c);

describe('Form 568 questions', () => {
  it('the sides list every question of the schema, each once', () => {
    expect([...codes].sort()).toEqual(Object.keys(f568QuestionnaireSchema.shape).sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('a follow-up comes after the question it follows', () => {
    for (const [child, parent] of Object.entries(F568_FOLLOW_UPS))
      expect(codes.indexOf(parent)).toBeLessThan(codes.indexOf(child));
  });

  it('labels a question by its letter and number', () => {
    expect(f568QuestionLabel('I1_RP')).toBe('Question I(1), California real property');
    expect(f568QuestionLabel('AA')).toBe('Question AA');
    expect(f568QuestionLabel('KK3')).toBe('Question KK(3) Amount');
  });
});
