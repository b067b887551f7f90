import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setOpenFileId } from '../../api/session';
import { renderWithProviders } from '../../test/render';
import { Sidebar } from './Sidebar';

describe('sidebar', () => {
  it("says 'No active tax file.' when no file is open", () => {
    renderWithProviders(<Sidebar role="user" />);
    expect(screen.getByRole('heading', { name: 'Tax Navigation' })).toBeInTheDocument();
    expect(screen.getByText('No active tax file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Federal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('lists the groups of the open file and follows a file opened later', async () => {
    renderWithProviders(<Sidebar role="user" />);
    act(() => setOpenFileId('42'));
    for (const name of ['Basic Info', 'Federal', 'California', 'New York']) {
      expect(await screen.findByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(screen.getByRole('link', { name: 'W-2' })).toHaveAttribute('href', '/form1040/42/w2');
    expect(screen.getByRole('link', { name: 'CA-540 Resident' })).toHaveAttribute(
      'href',
      '/form1040/42/ca/540',
    );
    expect(screen.getByText('No forms available.')).toBeInTheDocument();
    expect(screen.queryByText('No active tax file.')).not.toBeInTheDocument();
  });

  it('marks Filing Status as the current page on /status as well as /filing-status', async () => {
    sessionStorage.setItem('form1040_id', '8');
    for (const path of ['/form1040/8/status', '/form1040/8/filing-status']) {
      const { unmount } = renderWithProviders(<Sidebar role="user" />, path);
      expect(await screen.findByRole('link', { name: 'Filing Status' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByRole('link', { name: 'Personal Info' })).not.toHaveAttribute('aria-current');
      unmount();
    }
  });

  it('remembers a collapsed group in localStorage', async () => {
    sessionStorage.setItem('form1040_id', '7');
    const { unmount } = renderWithProviders(<Sidebar role="user" />);
    await userEvent.click(screen.getByRole('button', { name: 'Federal' }));
    expect(screen.getByRole('button', { name: 'Federal' })).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem('sidebar_expanded') ?? '{}')).toEqual({ federal: false });
    unmount();

    renderWithProviders(<Sidebar role="user" />);
    expect(screen.getByRole('button', { name: 'Federal' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Basic Info' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the Admin group to admins only', () => {
    renderWithProviders(<Sidebar role="admin" />);
    const admin = screen.getByRole('button', { name: 'Admin' });
    const panel = document.getElementById(admin.getAttribute('aria-controls') ?? '')!;
    expect(within(panel).getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(panel).getByRole('link', { name: 'All Forms' })).toHaveAttribute('href', '/admin/forms');
  });
});
