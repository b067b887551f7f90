import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../test/render';

describe('404 page', () => {
  it('shows the message and a Go Home link for an unknown path', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('Oops! Page not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: /prepare your 2025 and 2024 tax return/i })).toBeInTheDocument();
  });

  it('an unknown wizard step is a 404, not a placeholder', async () => {
    mockApi({ 'GET /api/auth/check': authOk() });
    renderApp('/form1040/1/bogus');
    expect(await screen.findByText('Oops! Page not found.')).toBeInTheDocument();
  });

  it('downloads of a return that does not exist show the load error and no live buttons', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/999/summary': () => ({ status: 404, body: { error: 'Form 1040 not found.' } }),
    });
    renderApp('/form/999/downloads');
    expect(await screen.findByText('Form 1040 not found.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /preview/i })).not.toBeInTheDocument();
  });
});
