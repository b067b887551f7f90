import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/app';
import { filer } from './helpers/returns';
import { CROSS_SITE } from '../src/plugins/security';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(web, 'assets/app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(web, 'assets/app.js.map'), '{"sources":["secret.ts"]}');
  // The build's pre-compressed copies (apps/web/vite.config.ts), with bodies told apart by content.
  fs.writeFileSync(path.join(web, 'assets/app.js.br'), 'brotli body');
  fs.writeFileSync(path.join(web, 'assets/app.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(web, 'index.html.br'), 'brotli page');
  t = await createTestApp({}, { webDir: web });
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('every answer carries a CSP without inline script, frame-ancestors none, nosniff and a referrer policy', async () => {
    for (const url of ['/api/health', '/', '/dashboard']) {
      const r = await t.app.inject({ method: 'GET', url });
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      // HSTS only makes sense (and only is sent) over https.
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('HSTS when APP_URL is https', async () => {
    const t2 = await createTestApp({ APP_URL: 'https://tax.example.com' });
    try {
      const r = await t2.app.inject({ method: 'GET', url: '/api/health' });
      expect(r.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await t2.close();
    }
  });

  it('source maps are not served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('static files go out pre-compressed; hashed assets are cached for a year, the page is asked for again', async () => {
    const get = (url: string, enc?: string) =>
      t.app.inject({ method: 'GET', url, headers: enc ? { 'accept-encoding': enc } : {} });
    const br = await get('/assets/app.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli body');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    for (const url of ['/', '/dashboard']) {
      const page = await get(url, 'br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.body).toBe('brotli page');
    }
  });

  it('the API documentation still opens', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    // Swagger UI's page loads its scripts from files, which its own CSP allows.
    expect(String(r.headers['content-security-policy'])).toContain('script-src');
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });

  it('the API documentation cannot be framed either', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/json']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBeLessThan(400);
      const csp = String(r.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain("frame-ancestors 'self'");
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});

describe('cross-site writes', () => {
  it('a cookie-authenticated write from a foreign Origin is refused; same origin, bearer and non-browser calls pass', async () => {
    const me = await filer(t);
    const cookie = { cookie: `session=${me.token}` };
    const write = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/form1040', headers: { ...headers, host: 'localhost:3000' } });

    const foreign = await write({ ...cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(CROSS_SITE);
    const foreignReferer = await write({ ...cookie, referer: 'https://evil.example/page' });
    expect(foreignReferer.statusCode).toBe(403);

    const same = await write({ ...cookie, origin: 'http://localhost:3000' });
    expect(same.statusCode).toBe(201);
    const bearer = await write({ authorization: `Bearer ${me.token}`, origin: 'https://evil.example' });
    expect(bearer.statusCode).toBe(409); // past the origin check: the one-return-per-year rule answers
    const curl = await write(cookie);
    expect(curl.statusCode).toBe(409);
  });
});
