import { describe, expect, it } from 'vitest';
import {
  buildTodo,
  CHECKLIST_TOPICS,
  checklistHeading,
  checklistSaveSchema,
  REGISTRY,
  topicKinds,
  topicScreen,
  type DocumentDef,
} from '../src';

const topic = (key: string) => CHECKLIST_TOPICS.find((t) => t.key === key)!;

describe('the checklist topics', () => {
  it('take their kinds and screens from the document registry', () => {
    expect(topicKinds(topic('job'))).toEqual(['w2']);
    expect(topicKinds(topic('marketplace'))).toEqual(['form1095_a', 'premium_tax_credit']);
    expect(topicScreen(topic('retirement'))).toBe('1099-r');
    // Schedule C is the self-employed's screen, not the first kind's (a 1099-NEC lives under it).
    expect(topicScreen(topic('self_employment'))).toBe('schedule-c');
  });

  it('take a new kind that names its topic with no change to the table', () => {
    const f2441 = { ...REGISTRY[0]!, kind: 'form2441', route: 'form-2441', checklist: 'dependent_care' };
    const kinds: DocumentDef[] = [...REGISTRY, f2441];
    expect(topicScreen(topic('dependent_care'))).toBe('credits');
    expect(topicScreen(topic('dependent_care'), kinds)).toBe('form-2441');
    expect(topicKinds(topic('dependent_care'), kinds)).toEqual(['form2441']);
  });

  it('head the screen with the return’s year', () => {
    expect(checklistHeading(2025)).toBe('What happened in 2025?');
  });

  it('build the to-do list: answered, entered, needing more, dismissed', () => {
    const todo = buildTodo(
      { answers: { job: true, interest: true, marketplace: true }, dismissed: ['interest'], done: [] },
      new Map([
        ['form1099_div', 2],
        ['premium_tax_credit', 1],
      ]),
    );
    expect(todo.map((i) => [i.key, i.state, i.from])).toEqual([
      ['job', 'Not started', 'answer'],
      ['interest', 'Dismissed', 'answer'],
      ['dividends', 'Done', 'document'],
      ['marketplace', 'In progress', 'answer'],
    ]);
  });

  it('refuse an unknown topic in the product’s words', () => {
    const r = checklistSaveSchema.safeParse({ answers: { lottery: true } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      'That is not one of the checklist topics. Reload the page and try again.',
    );
  });
});
