import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queryClient';
import { AppProviders } from '../../app/AppProviders';
import { DownloadsPage } from './DownloadsPage';
import { PreviewPage } from './PreviewPage';

type Answer = { status: number; body?: string; headers?: Record<string, string> };

/** fetch answering by path: JSON for the return summary, PDF bytes (or an error) for files. */
function stubFetch(answers: Record<string, Answer>) {
  const paths: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    paths.push(path);
    const a = answers[path] ?? { status: 404, body: JSON.stringify({ error: 'Not found.' }) };
    return new Response(a.body ?? null, { status: a.status, headers: a.headers });
  }) as typeof fetch;
  return paths;
}
const SUMMARY = {
  status: 200,
  body: JSON.stringify({ forms: [] }),
  headers: { 'Content-Type': 'application/json' },
};
const PDF = (name?: string): Answer => ({
  status: 200,
  body: '%PDF-1.7',
  headers: {
    'Content-Type': 'application/pdf',
    ...(name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
  },
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/form/:form1040Id/downloads', element: <DownloadsPage /> },
      { path: '/form/:formId/preview', element: <PreviewPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The names the page hands to the browser as downloads. */
function captureDownloads() {
  const names: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('downloads page, California', { timeout: 30_000 }, () => {
  it('lists the four California PDFs and downloads each from its own path', async () => {
    const paths = stubFetch({
      '/api/form1040/7/summary': SUMMARY,
      '/api/form1040/7/ca/full-pdf': PDF('CA_Combined_7.pdf'),
      '/api/form1040/7/ca/540/pdf': PDF(),
      '/api/form1040/7/ca/540nr/pdf': PDF(),
      '/api/form1040/7/ca/schedule_ca/pdf': PDF(),
    });
    const names = captureDownloads();
    renderAt('/form/7/downloads');
    const ca = await screen.findByRole('region', { name: 'California' });
    expect(ca).toHaveTextContent('California return with all forms (PDF)');
    for (const label of [
      'California return with all forms (PDF)',
      'California Form 540 (PDF)',
      'California Form 540NR (PDF)',
      'Schedule CA (540) (PDF)',
    ]) {
      await userEvent.click(screen.getByRole('button', { name: `Download ${label}` }));
    }
    // The server's name when it gives one; the spec's defaults otherwise.
    await waitFor(() =>
      expect(names).toEqual(['CA_Combined_7.pdf', 'CA540.pdf', 'CA540NR.pdf', 'ScheduleCA540.pdf']),
    );
    expect(paths).toContain('/api/form1040/7/ca/schedule_ca/pdf');
    expect(screen.getByRole('link', { name: 'Preview the California PDF' })).toHaveAttribute(
      'href',
      '/form/7/preview?return=california',
    );
  });

  it('says why a California download failed', async () => {
    stubFetch({
      '/api/form1040/7/summary': SUMMARY,
      '/api/form1040/7/ca/540/pdf': {
        status: 404,
        body: JSON.stringify({ error: 'California return not started.' }),
      },
    });
    captureDownloads();
    renderAt('/form/7/downloads');
    await userEvent.click(await screen.findByRole('button', { name: 'Download California Form 540 (PDF)' }));
    expect(await screen.findByText('California return not started.')).toBeInTheDocument();
  });
});

describe('preview page, California', { timeout: 30_000 }, () => {
  it('embeds the California combined PDF', async () => {
    const paths = stubFetch({ '/api/form1040/7/ca/full-pdf': PDF() });
    URL.createObjectURL = vi.fn(() => 'blob:ca');
    URL.revokeObjectURL = vi.fn();
    renderAt('/form/7/preview?return=california');
    const frame = await screen.findByTitle('California combined PDF of Form 1040 #7');
    expect(frame).toHaveAttribute('src', 'blob:ca');
    expect(paths).toEqual(['/api/form1040/7/ca/full-pdf']);
  });

  it('says the California preview failed in the spec’s words when the server gave none', async () => {
    stubFetch({
      '/api/form1040/7/full-pdf': PDF(),
      '/api/form1040/7/ca/full-pdf': { status: 500, body: 'oops' },
    });
    URL.createObjectURL = vi.fn(() => 'blob:fed');
    URL.revokeObjectURL = vi.fn();
    renderAt('/form/7/preview');
    expect(await screen.findByTitle('Federal combined PDF of Form 1040 #7')).toBeInTheDocument();
    await userEvent.click(screen.getByText('California'));
    expect(await screen.findByText('Failed to preview CA Combined PDF.')).toBeInTheDocument();
  });
});
