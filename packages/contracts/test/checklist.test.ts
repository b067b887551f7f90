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
    const f1098t = { ...REGISTRY[0]!, kind: 'form1098_t', route: '1098-t', checklist: 'college' };
    const kinds: DocumentDef[] = [...REGISTRY, f1098t];
    expect(topicScreen(topic('college'))).toBe('credits');
    expect(topicScreen(topic('college'), kinds)).toBe('1098-t');
    expect(topicKinds(topic('college'), kinds)).toEqual(['form1098_t']);
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
