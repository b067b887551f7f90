/**
 * "What happened in {year}?": the topics a filer ticks after the basic steps, which build the
 * to-do list that drives the guided path. Which records answer a topic comes from the document
 * registry (a kind declares `checklist: '<topic>'`), so a new kind needs no change here; the
 * `otherKinds` are stores outside the registry (Schedule E, Schedule 1, the California forms, and
 * Form 2441 in the return's own data).
 */
import { z } from 'zod';
import { REGISTRY, type DocumentDef } from './documents';
import { version } from './schema-parts';

export interface ChecklistTopic {
  key: string;
  /** Plain words, as the checkbox reads. */
  label: string;
  /** Examples and the forms that come with it, under the label. */
  examples: string;
  /** Record kinds outside the document registry whose records answer the topic. */
  otherKinds?: readonly string[];
  /** The screen under /form1040/{id}/ when it is not the first screen of its registry kinds. */
  screen?: string;
  /** The screen when no kind answers the topic yet (the topic is closed by hand there). */
  fallbackScreen?: string;
  /** Done needs a record of each of these kinds (a 1099-NEC alone still needs its Schedule C). */
  needs?: readonly string[];
}

export const CHECKLIST_TOPICS: readonly ChecklistTopic[] = [
  {
    key: 'job',
    label: 'A job',
    examples: 'Wages or salary from an employer, on a Form W-2.',
  },
  {
    key: 'self_employment',
    label: 'Self-employment or gig work',
    examples:
      'Freelance, contract or app-based work (ride share, delivery, online sales), on Forms 1099-NEC, 1099-K or 1099-MISC, or a business of your own (Schedule C).',
    screen: 'schedule-c',
    needs: ['schedule_c'],
  },
  {
    key: 'unemployment',
    label: 'Unemployment benefits or a state tax refund',
    examples: 'Unemployment compensation or a refund of state or local income tax, on Form 1099-G.',
  },
  {
    key: 'social_security',
    label: 'Social Security benefits',
    examples: 'Retirement, survivor or disability benefits, on Form SSA-1099.',
  },
  {
    key: 'retirement',
    label: 'Retirement distributions',
    examples: 'Money from a pension, annuity, 401(k) or IRA, rollovers included, on Form 1099-R.',
  },
  {
    key: 'interest',
    label: 'Interest',
    examples: 'Interest from a bank, savings account, CD or bonds, on Form 1099-INT.',
  },
  {
    key: 'dividends',
    label: 'Dividends',
    examples: 'Dividends or capital gain distributions from stocks or funds, on Form 1099-DIV.',
  },
  {
    key: 'investments',
    label: 'Sold stocks, crypto or other investments',
    examples: 'Sales reported on Form 1099-B or from a crypto exchange, entered on Form 8949 and Schedule D.',
  },
  {
    key: 'rental',
    label: 'Rental property or royalties',
    examples: 'Rent from a house, apartment or room you let, or royalties (Schedule E).',
    otherKinds: ['schedule_e'],
    screen: 'schedule-e',
  },
  {
    key: 'hsa',
    label: 'A health savings account (HSA)',
    examples: 'Contributions to or payments from an HSA, on Forms 5498-SA and 1099-SA (Form 8889).',
  },
  {
    key: 'marketplace',
    label: 'Health insurance from the Marketplace',
    examples: 'Coverage bought through HealthCare.gov or a state exchange, on Form 1095-A.',
    needs: ['form1095_a'],
  },
  {
    key: 'college',
    label: 'College or training costs',
    examples: 'Tuition and fees for you, your spouse or a dependent, on Form 1098-T (Form 8863).',
    fallbackScreen: 'credits',
  },
  {
    key: 'dependent_care',
    label: 'Child or dependent care costs',
    examples:
      'Daycare, a babysitter, day camp or adult day care so you (and your spouse) could work or look for work (Form 2441).',
    // Form 2441 is kept in the return's own data, one per return; its screen answers the topic.
    otherKinds: ['f2441'],
    screen: 'f2441',
  },
  {
    key: 'adjustments',
    label: 'Student-loan interest, educator expenses or IRA contributions',
    examples:
      'Interest on Form 1098-E, classroom supplies a teacher paid for, or money put into a traditional IRA (Schedule 1).',
    otherKinds: ['schedule_1'],
    screen: 'schedule-1',
  },
  {
    key: 'alimony',
    label: 'Alimony paid or received',
    examples: 'Under a divorce or separation agreement made before 2019 (Schedule 1).',
    otherKinds: ['schedule_1'],
    screen: 'schedule-1',
  },
  {
    key: 'california_resident',
    label: 'Lived in California',
    examples: 'A California resident for the whole year (California Form 540).',
    otherKinds: ['ca540'],
    screen: 'ca/540',
  },
  {
    key: 'california_part_year',
    label: 'Moved to or from California, or earned California income while living elsewhere',
    examples: 'A part-year resident or nonresident of California (California Form 540NR).',
    otherKinds: ['ca540nr'],
    screen: 'ca/540nr',
  },
  {
    key: 'california_llc',
    label: 'An LLC in California',
    examples: 'A limited liability company organized or doing business in California (Form 568).',
    otherKinds: ['ca_form568'],
    screen: 'ca/568',
  },
];

export const CHECKLIST_KEYS: readonly string[] = CHECKLIST_TOPICS.map((t) => t.key);

/** The screen's heading, from the return's own tax year. */
export const checklistHeading = (taxYear: number) => `What happened in ${taxYear}?`;

const answering = (key: string, kinds: readonly DocumentDef[]) => kinds.filter((d) => d.checklist === key);
/** A screen under /form1040/{id}/ of its own (not absolute, no record id in it). */
const plainRoute = (route: string) => !route.startsWith('/') && !route.includes(':');

/** Every record kind whose records answer the topic: the registry's, then the other stores'. */
export function topicKinds(topic: ChecklistTopic, kinds: readonly DocumentDef[] = REGISTRY): string[] {
  return [...answering(topic.key, kinds).map((d) => d.kind), ...(topic.otherKinds ?? [])];
}

/** The topic's screen under /form1040/{id}/. */
export function topicScreen(topic: ChecklistTopic, kinds: readonly DocumentDef[] = REGISTRY): string {
  if (topic.screen) return topic.screen;
  const def = answering(topic.key, kinds).find((d) => plainRoute(d.route));
  return def?.route ?? topic.fallbackScreen ?? '';
}

/** Topics with no record kind are closed by the filer's word ("I've entered this"). */
export const closedByHand = (topic: ChecklistTopic) => topicKinds(topic).length === 0;

export const CHECKLIST_MSG = {
  unknownTopic: 'That is not one of the checklist topics. Reload the page and try again.',
  answer: 'Answer each topic with yes or no.',
  tooMany: 'The list names more topics than the checklist has.',
  saved: 'Your answers are saved.',
} as const;

const topicKey = z
  .string({ message: CHECKLIST_MSG.unknownTopic })
  .max(40, { message: CHECKLIST_MSG.unknownTopic })
  .refine((k) => CHECKLIST_KEYS.includes(k), { message: CHECKLIST_MSG.unknownTopic });
const topicList = z
  .array(topicKey, { message: CHECKLIST_MSG.unknownTopic })
  .max(CHECKLIST_TOPICS.length, { message: CHECKLIST_MSG.tooMany });

/** PUT /api/form1040/{id}/checklist: the answers, the dismissed items and those closed by hand. */
export const checklistSaveSchema = z
  .object({
    answers: z
      .record(z.string().max(40), z.boolean({ message: CHECKLIST_MSG.answer }), {
        message: CHECKLIST_MSG.answer,
      })
      .superRefine((answers, ctx) => {
        for (const key of Object.keys(answers))
          if (!CHECKLIST_KEYS.includes(key))
            ctx.addIssue({ code: 'custom', path: [key], message: CHECKLIST_MSG.unknownTopic });
      }),
    /** "I don't have this after all": the item is closed. */
    dismissed: topicList.default([]),
    /** "I've entered this": a topic with no record kind is closed by the filer. */
    done: topicList.default([]),
    version,
  })
  .strict();
export type ChecklistSave = z.output<typeof checklistSaveSchema>;

export const TODO_STATES = ['Not started', 'In progress', 'Done', 'Dismissed'] as const;
export type TodoState = (typeof TODO_STATES)[number];

export const todoItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Under /form1040/{id}/. */
  screen: z.string(),
  state: z.enum(TODO_STATES),
  /** Records entered of the topic's kinds. */
  documents: z.number().int(),
  /** Why it is on the list: the filer's answer, or a document entered without one. */
  from: z.enum(['answer', 'document']),
  /** The filer may close it by hand (no record kind answers it yet). */
  by_hand: z.boolean(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

export const todoSchema = z.object({ tax_year: z.number().int(), items: z.array(todoItemSchema) });

export const checklistSchema = z.object({
  tax_year: z.number().int(),
  heading: z.string(),
  topics: z.array(z.object({ key: z.string(), label: z.string(), examples: z.string(), screen: z.string() })),
  answers: z.record(z.string(), z.boolean()),
  dismissed: z.array(z.string()),
  done: z.array(z.string()),
  todo: z.array(todoItemSchema),
  version: z.number().int(),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** What the filer saved (absent: nothing yet). */
export interface ChecklistAnswers {
  answers: Record<string, boolean>;
  dismissed: string[];
  done: string[];
}

/**
 * The to-do list: each topic answered yes, dismissed, or with a record entered, in the checklist's
 * order. A record outweighs a dismissal (the filer has the document after all).
 */
export function buildTodo(
  saved: ChecklistAnswers | undefined,
  counts: ReadonlyMap<string, number>,
): TodoItem[] {
  const answers = saved?.answers ?? {};
  const dismissed = new Set(saved?.dismissed ?? []);
  const done = new Set(saved?.done ?? []);
  const items: TodoItem[] = [];
  for (const topic of CHECKLIST_TOPICS) {
    const kinds = topicKinds(topic);
    const documents = kinds.reduce((n, k) => n + (counts.get(k) ?? 0), 0);
    const yes = answers[topic.key] === true;
    if (!yes && documents === 0 && !dismissed.has(topic.key)) continue;
    const needsMet = (topic.needs ?? []).every((k) => (counts.get(k) ?? 0) > 0);
    const state: TodoState =
      documents > 0
        ? needsMet
          ? 'Done'
          : 'In progress'
        : dismissed.has(topic.key)
          ? 'Dismissed'
          : done.has(topic.key) && kinds.length === 0
            ? 'Done'
            : 'Not started';
    items.push({
      key: topic.key,
      label: topic.label,
      screen: topicScreen(topic),
      state,
      documents,
      from: yes || dismissed.has(topic.key) ? 'answer' : 'document',
      by_hand: kinds.length === 0,
    });
  }
  return items;
}

/** An item still to do. */
export const isOpenTodo = (item: Pick<TodoItem, 'state'>) =>
  item.state === 'Not started' || item.state === 'In progress';
