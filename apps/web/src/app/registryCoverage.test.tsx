/**
 * Every kind of the document registry appears everywhere the web app names kinds: the sidebar's
 * groups, the details page's sections, the wizard's routes and the document chooser. Each list is
 * derived from the registry; these tests read what the screens really show.
 */
import { act, screen, within } from '@testing-library/react';
import { Route, Routes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REGISTRY, type DocumentDef } from '@taxprep/contracts';
import { setOpenFileId } from '../api/session';
import { mockApi, renderWithProviders } from '../test/render';
import { Sidebar } from '../features/shell/Sidebar';
import { DocumentSections } from '../features/lists/DocumentSections';
import { AddDocumentsPage } from '../features/wizard/AddDocumentsPage';
import { wizardSteps } from './wizardRoutes';

const listed = REGISTRY.filter((d) => d.listing);
const keyOf = (d: DocumentDef) => d.schedulesKey ?? d.kind;
const labelOf = (d: DocumentDef) => d.listing?.label ?? d.short;
/** One record of every listed kind, as GET /api/form1040/{id}/schedules answers it. */
const schedules = Object.fromEntries(
  listed.map((d, n) => [keyOf(d), [{ id: n + 1, payer_name: `Payer ${d.kind}`, efile_status: null }]]),
);

describe('the document registry reaches every list of kinds', () => {
  it('lists every kind the schedules answer carries (all but the 1095-A household facts, merged)', () => {
    const unlisted = REGISTRY.filter((d) => !d.listing).map((d) => d.kind);
    expect(unlisted).toEqual(['premium_tax_credit']);
  });

  it('shows a sidebar group for every listed kind, linking to its screen', async () => {
    mockApi({ 'GET /api/form1040/5/schedules': () => ({ status: 200, body: schedules }) });
    renderWithProviders(<Sidebar role="user" />);
    act(() => setOpenFileId('5'));
    const docs = await screen.findByRole('region', { name: 'Federal documents' });
    expect(await within(docs).findByText(`Documents (${listed.length})`)).toBeInTheDocument();
    for (const d of listed) {
      const group = within(docs).getByRole('group', { name: `${labelOf(d)}: 1` });
      const path = d.listing?.path ?? d.route;
      const href = path.startsWith('/') ? path : `/form1040/5/${path}`;
      const name = d.listing?.single ? labelOf(d) : `Payer ${d.kind}`;
      expect(within(group).getByRole('link', { name: new RegExp(name) }), d.kind).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('gives every listed kind a section with its table on the details page', () => {
    renderWithProviders(<DocumentSections schedules={schedules} />);
    for (const d of listed) {
      const table = screen.getByRole('table', { name: labelOf(d) });
      const columns = d.listing?.details ?? d.columns;
      for (const c of columns)
        expect(within(table).getByRole('columnheader', { name: c.label }), d.kind).toBeInTheDocument();
    }
  });

  it('routes every kind’s screen and its aliases in the wizard', () => {
    const paths = new Set(wizardSteps.map((r: RouteObject) => r.path));
    for (const d of REGISTRY)
      for (const path of [d.route, ...d.routeAliases].filter((p) => !p.startsWith('/')))
        expect(paths.has(path), `${d.kind}: ${path}`).toBe(true);
  });

  it('offers every kind’s chooser buttons on Add Supporting Documents', async () => {
    // A 2025 return: its figures include Schedule 1-A, so the car loan is offered too.
    mockApi({ 'GET /api/form1040/5': () => ({ status: 200, body: { id: 5, tax_year: 2025 } }) });
    renderWithProviders(
      <Routes>
        <Route path="/form1040/:form1040Id/add-documents" element={<AddDocumentsPage />} />
      </Routes>,
      '/form1040/5/add-documents',
    );
    const federal = await screen.findByRole('group', { name: 'Federal' });
    const entries = REGISTRY.flatMap((d) => d.chooser ?? []);
    // Every kind a filer enters from the chooser has a button; the rest are reached from another screen.
    const reached = REGISTRY.filter((d) => !d.chooser).map((d) => d.kind);
    expect(reached).toEqual(['dependent', 'form1099', 'form1099_nec', 'premium_tax_credit', 'f8949']);
    await within(federal).findByRole('link', { name: 'Car loan interest' });
    for (const e of entries)
      expect(within(federal).getByRole('link', { name: e.label })).toHaveAttribute(
        'href',
        `/form1040/5/${e.path}`,
      );
  });

  it('leaves out of a 2024 return’s chooser what its year does not have', async () => {
    mockApi({ 'GET /api/form1040/6': () => ({ status: 200, body: { id: 6, tax_year: 2024 } }) });
    renderWithProviders(
      <Routes>
        <Route path="/form1040/:form1040Id/add-documents" element={<AddDocumentsPage />} />
      </Routes>,
      '/form1040/6/add-documents',
    );
    const federal = await screen.findByRole('group', { name: 'Federal' });
    expect(within(federal).getByRole('link', { name: 'W-2' })).toBeInTheDocument();
    expect(within(federal).queryByRole('link', { name: 'Car loan interest' })).toBeNull();
  });
});
