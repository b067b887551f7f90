/**
 * "What happened in {year}?" through the API: the answers saved with the return and read back, the
 * to-do list they build with the records entered (Not started, In progress, Done, Dismissed), who
 * may read and change them, and bad input answered in the product's words (never a 500).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_MSG, type Checklist, type TodoItem } from '@taxprep/contracts';
import { form1040s } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, INTEREST, newReturn, PERSONAL, W2, type Issues } from './helpers/returns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function start() {
  const me = await filer(t);
  const api = call(t, me.auth);
  const id = await newReturn(t, me.auth);
  expect((await api.put(`/api/form1040/${id}/personal`, PERSONAL)).statusCode).toBe(200);
  return { me, api, id };
}
const stateOf = (todo: TodoItem[]) => Object.fromEntries(todo.map((i) => [i.key, i.state]));

describe('the checklist', () => {
  it('is headed with the return’s own tax year and lists every topic with its screen', async () => {
    const { api, id } = await start();
    const r = await api.get(`/api/form1040/${id}/checklist`);
    expect(r.statusCode).toBe(200);
    const c = r.json<Checklist>();
    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    const year = row!.taxYear;
    expect(c.tax_year).toBe(year);
    expect(c.heading).toBe(`What happened in ${year}?`);
    expect(c.answers).toEqual({});
    expect(c.todo).toEqual([]);
    const screens = Object.fromEntries(c.topics.map((x) => [x.key, x.screen]));
    // From the document registry: the W-2's and the 1099-INT's own screens.
    expect(screens.job).toBe('w2');
    expect(screens.interest).toBe('1099-int');
    expect(screens.self_employment).toBe('schedule-c');
    expect(screens.california_part_year).toBe('ca/540nr');
  });

  it('saves the answers and reads them back; a yes with no document is Not started, a W-2 makes it Done', async () => {
    const { api, id } = await start();
    const put = await api.put(`/api/form1040/${id}/checklist`, {
      answers: { job: true, interest: true, rental: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ message: string }>().message).toBe(CHECKLIST_MSG.saved);
    const c = (await api.get(`/api/form1040/${id}/checklist`)).json<Checklist>();
    expect(c.answers).toEqual({ job: true, interest: true, rental: false });
    expect(c.todo.map((i) => [i.key, i.state, i.screen, i.from])).toEqual([
      ['job', 'Not started', 'w2', 'answer'],
      ['interest', 'Not started', '1099-int', 'answer'],
    ]);
    expect((await api.post('/api/w2/add', { form1040_id: id, ...W2 })).statusCode).toBe(201);
    const todo = (await api.get(`/api/form1040/${id}/todo`)).json<{ items: TodoItem[] }>().items;
    expect(stateOf(todo)).toEqual({ job: 'Done', interest: 'Not started' });
    expect(todo.find((i) => i.key === 'job')?.documents).toBe(1);
  });

  it('adds the item of a document entered without an answer', async () => {
    const { api, id } = await start();
    expect((await api.post(`/api/form1040/${id}/1099int`, INTEREST)).statusCode).toBe(201);
    const todo = (await api.get(`/api/form1040/${id}/todo`)).json<{ items: TodoItem[] }>().items;
    expect(todo).toEqual([
      {
        key: 'interest',
        label: 'Interest',
        screen: '1099-int',
        state: 'Done',
        documents: 1,
        from: 'document',
        by_hand: false,
      },
    ]);
  });

  it('keeps an item In progress until every form it needs is there (the household facts without a 1095-A)', async () => {
    const { api, id } = await start();
    await api.put(`/api/form1040/${id}/checklist`, { answers: { marketplace: true } });
    expect((await api.post(`/api/form1040/${id}/premium_tax_credit`, {})).statusCode).toBe(201);
    const todo = (await api.get(`/api/form1040/${id}/todo`)).json<{ items: TodoItem[] }>().items;
    expect(stateOf(todo)).toEqual({ marketplace: 'In progress' });
  });

  it('closes an item the filer does not have after all, and one with no form by the filer’s word', async () => {
    const { api, id } = await start();
    await api.put(`/api/form1040/${id}/checklist`, { answers: { interest: true, college: true } });
    const r = await api.put(`/api/form1040/${id}/checklist`, {
      answers: { interest: true, college: true },
      dismissed: ['interest'],
      done: ['college'],
    });
    expect(r.statusCode).toBe(200);
    expect(stateOf(r.json<Checklist>().todo)).toEqual({ interest: 'Dismissed', college: 'Done' });
    // A form entered after all outweighs the dismissal.
    expect((await api.post(`/api/form1040/${id}/1099int`, INTEREST)).statusCode).toBe(201);
    const again = (await api.get(`/api/form1040/${id}/checklist`)).json<Checklist>();
    expect(stateOf(again.todo)).toEqual({ interest: 'Done', college: 'Done' });
    expect(again.dismissed).toEqual(['interest']);
  });

  it('opens child care on the Form 2441 screen and counts it Done once a provider is entered there', async () => {
    const { api, id } = await start();
    const r = await api.put(`/api/form1040/${id}/checklist`, { answers: { dependent_care: true } });
    expect(r.json<Checklist>().todo.map((i) => [i.key, i.state, i.screen])).toEqual([
      ['dependent_care', 'Not started', 'f2441'],
    ]);
    const care = (await api.get(`/api/form1040/${id}/f2441`)).json<{ version: number }>();
    const saved = await api.put(`/api/form1040/${id}/f2441`, {
      providers: [{ name: 'Sunny Day Care', address: '5 Elm St', tin: '98-7654321', amount_paid: '2000' }],
      version: care.version,
    });
    expect(saved.statusCode).toBe(200);
    const todo = (await api.get(`/api/form1040/${id}/todo`)).json<{ items: TodoItem[] }>().items;
    expect(stateOf(todo)).toEqual({ dependent_care: 'Done' });
  });

  it('refuses a save from a stale page', async () => {
    const { api, id } = await start();
    const { version } = (await api.get(`/api/form1040/${id}/checklist`)).json<Checklist>();
    expect((await api.put(`/api/form1040/${id}/checklist`, { answers: {}, version })).statusCode).toBe(200);
    const stale = await api.put(`/api/form1040/${id}/checklist`, { answers: { job: true }, version });
    expect(stale.statusCode).toBe(409);
  });
});

describe('who may see and change the checklist', () => {
  it('is the return’s filer’s only', async () => {
    const { id } = await start();
    const other = call(t, (await filer(t)).auth);
    expect((await other.get(`/api/form1040/${id}/checklist`)).statusCode).toBe(404);
    expect((await other.get(`/api/form1040/${id}/todo`)).statusCode).toBe(404);
    expect((await other.put(`/api/form1040/${id}/checklist`, { answers: { job: true } })).statusCode).toBe(
      404,
    );
    const anon = call(t, {});
    expect((await anon.get(`/api/form1040/${id}/checklist`)).statusCode).toBe(401);
    expect((await anon.put(`/api/form1040/${id}/checklist`, { answers: {} })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  const messages = (r: { json: () => unknown }) => (r.json() as Issues).issues.map((i) => i.message);

  it('answers 400 in the product’s words, never a 500', async () => {
    const { me, api, id } = await start();
    const url = `/api/form1040/${id}/checklist`;
    const bad = async (body: unknown) => {
      const r = await api.put(url, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      return r;
    };
    expect(messages(await bad({ answers: { lottery: true } }))).toContain(CHECKLIST_MSG.unknownTopic);
    expect(messages(await bad({ answers: { job: 'yes' } }))).toContain(CHECKLIST_MSG.answer);
    expect(messages(await bad({ answers: {}, dismissed: ['lottery'] }))).toContain(
      CHECKLIST_MSG.unknownTopic,
    );
    expect(messages(await bad({ answers: {}, dismissed: 'job' }))).toContain(CHECKLIST_MSG.unknownTopic);
    expect((await bad({ answers: { ['job\u0000']: true } })).json<{ error: string }>().error).toMatch(/NUL/);
    expect(messages(await bad({ answers: { ['x'.repeat(10_000)]: true } })).length).toBeGreaterThan(0);
    expect(messages(await bad({ answers: {}, dismissed: Array(100).fill('job') }))).toContain(
      CHECKLIST_MSG.tooMany,
    );
    await bad({ answers: {}, extra: 1 });
    await bad({});
    const nul = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...me.auth, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nul.statusCode).toBe(400);
    for (const r of [
      await api.get('/api/form1040/99999999999999999999/checklist'),
      await api.put('/api/form1040/abc/checklist', { answers: {} }),
    ])
      expect([400, 404]).toContain(r.statusCode);
    const huge = await api.get('/api/form1040/99999999999999999999/checklist');
    expect(huge.json<{ error: string }>().error).toBe('Form 1040 not found.');
    // None of it was saved.
    expect((await api.get(url)).json<Checklist>().answers).toEqual({});
  });
});
