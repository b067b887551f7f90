import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../test/render';

function incomeApi() {
  return mockApi({
    'GET /api/auth/check': authOk(),
    'GET /api/form1040/5/income': () => ({ status: 200, body: { version: 1, wages: '0.00' } }),
    'PUT /api/form1040/5/income': () => ({ status: 200, body: { message: 'Income saved.', version: 2 } }),
  });
}

describe('leaving a form with unsaved changes', () => {
  it('asks first; Stay keeps the edits, Leave goes', async () => {
    incomeApi();
    const { router } = renderApp('/form1040/5/income');
    await userEvent.type(await screen.findByRole('textbox', { name: /2b Taxable interest/ }), '12');
    act(() => void router.navigate('/dashboard'));
    expect(await screen.findByText('You have unsaved changes. Leave without saving?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/form1040/5/income');
    // Still there (shown with two decimals since the box lost focus).
    expect(await screen.findByDisplayValue('12.00')).toBeInTheDocument();

    act(() => void router.navigate('/dashboard'));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('does not ask once the edits are saved, nor when nothing was changed', async () => {
    incomeApi();
    const { router } = renderApp('/form1040/5/income');
    await screen.findByRole('textbox', { name: /2b Taxable interest/ });
    act(() => void router.navigate('/form1040/5/taxes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/5/taxes'));

    act(() => void router.navigate('/form1040/5/income'));
    await userEvent.type(await screen.findByRole('textbox', { name: /2b Taxable interest/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    // The step moves on to adjustments after the save, unasked.
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/5/adjustments'), {
      timeout: 3000,
    });
    expect(screen.queryByText('You have unsaved changes. Leave without saving?')).not.toBeInTheDocument();
  });
});
