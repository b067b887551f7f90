import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { call, filer, newReturn } from './helpers/returns';
import { form1040s, returnItems } from '../src/db/schema';
import { installErrorHandler } from '../src/plugins/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('secrets at rest', () => {
  it('dates of birth and the designee PIN are encrypted like SSNs, and read back in the clear', async () => {
    const me = await filer(t);
    const api = call(t, me.auth);
    const id = await newReturn(t, me.auth);
    expect((await api.put(`/api/form1040/${id}/identity`, { dob: '1971-03-14' })).statusCode).toBe(200);
    const designee = await api.post(`/api/form1040/${id}/third-party`, {
      third_party_designee: true,
      designee_name: 'Pat Doe',
      designee_phone: '5551234567',
      designee_pin: '24680',
    });
    expect(designee.statusCode).toBe(200);
    const dep = await api.post(`/api/form1040/${id}/dependents`, {
      first_name: 'Kim',
      last_name: 'Doe',
      ssn: '987654321',
      relationship: 'daughter',
      date_of_birth: '2015-06-30',
    });
    expect(dep.statusCode).toBe(201);

    const [row] = await t.db.db.select().from(form1040s).where(eq(form1040s.id, id));
    const raw = JSON.stringify(row!.data);
    expect(raw).not.toContain('1971-03-14');
    expect(raw).not.toContain('24680');
    expect(raw).toMatch(/"dob":"enc:v1:/);
    expect(raw).toMatch(/"designee_pin":"enc:v1:/);
    const items = await t.db.db.select().from(returnItems).where(eq(returnItems.form1040Id, id));
    expect(JSON.stringify(items.map((i) => i.data))).not.toContain('2015-06-30');

    expect((await api.get(`/api/form1040/${id}/identity`)).json().dob).toBe('1971-03-14');
    expect((await api.get(`/api/form1040/${id}/third-party`)).json().designee_pin).toBe('24680');
    expect((await api.get(`/api/form1040/${id}/dependents`)).json()[0].date_of_birth).toBe('2015-06-30');
  });
});

describe('error logs', () => {
  it('name the failed query but none of its parameter values', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino({ level: 'error' }, sink) });
    installErrorHandler(app as unknown as FastifyInstance);
    app.get('/boom', async () => {
      // A failing query whose parameter is a secret (a date of birth, say).
      await t.db.db.execute(sql`select ${'DOB-1971-03-14-PIN-24680'}::int`);
      return {};
    });
    await app.ready();
    const r = await app.inject({ method: 'GET', url: '/boom' });
    expect(r.statusCode).toBe(500);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('select $1::int');
    expect(log).not.toContain('DOB-1971-03-14');
    expect(log).not.toContain('24680');
  });
});
