import { describe, expect, it } from 'vitest';
import type { TodoItem } from '@taxprep/contracts';
import { guidedPath, labelOf, nextAfter, sectionOf, stepIndex } from './guidedPath';

const item = (key: string, screen: string, state: TodoItem['state']): TodoItem => ({
  key,
  label: key,
  screen,
  state,
  documents: state === 'Not started' ? 0 : 1,
  from: 'answer',
  by_hand: false,
});

describe('the next step of the guided path', () => {
  const todo = [
    item('job', 'w2', 'Not started'),
    item('interest', '1099-int', 'Not started'),
    item('dividends', '1099-div', 'Done'),
    item('rental', 'schedule-e', 'Dismissed'),
    item('adjustments', 'schedule-1', 'In progress'),
    item('alimony', 'schedule-1', 'Not started'),
  ];

  it('goes from the checklist to the first unfinished item', () => {
    expect(nextAfter(todo, 'checklist')).toBe('w2');
    expect(
      nextAfter([item('job', 'w2', 'Done'), item('interest', '1099-int', 'In progress')], 'checklist'),
    ).toBe('1099-int');
  });

  it('goes from an item to the next unfinished one, skipping done and dismissed items and screens already visited', () => {
    expect(nextAfter(todo, 'w2')).toBe('1099-int');
    expect(nextAfter(todo, '1099-int')).toBe('schedule-1');
    expect(nextAfter(todo, '1099-div')).toBe('schedule-1');
  });

  it('goes to Deductions once no item is left', () => {
    expect(nextAfter(todo, 'schedule-1')).toBe('deductions');
    expect(nextAfter([], 'checklist')).toBe('deductions');
    expect(nextAfter([item('job', 'w2', 'Done')], 'checklist')).toBe('deductions');
    expect(labelOf(todo, 'deductions')).toBe('Deductions');
  });

  it('lists the basic steps, the checklist, one step per item screen, then the amounts and Review', () => {
    const steps = guidedPath(todo, 'What happened in 2024?');
    expect(steps.map((s) => s.path)).toEqual([
      'basic',
      'filing-status',
      'identity',
      'standard-deduction',
      'about-you',
      'dependents',
      'checklist',
      'w2',
      '1099-int',
      '1099-div',
      'schedule-1',
      'deductions',
      'taxes',
      'credits',
      'payments',
      'refund',
      'digital-assets',
      'third-party-designee',
      '',
      'review',
    ]);
    expect(stepIndex(steps, 'status')).toBe(1);
    expect(stepIndex(steps, 'income')).toBe(-1);
    expect(sectionOf(steps, 'income')).toBe('income');
    expect(sectionOf(steps, 'refund')).toBe('payments');
    // The California and 1040-X Reviews are off the path but part of the finish, not of Income.
    expect(sectionOf(steps, 'ca/review')).toBe('finish');
    expect(sectionOf(steps, '1040x/review')).toBe('finish');
  });
});
