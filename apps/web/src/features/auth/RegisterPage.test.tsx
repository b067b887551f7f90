import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { mockApi, renderApp } from '../../test/render';

afterEach(() => vi.useRealTimers());

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillBasics(user = userEvent.setup()) {
  await user.type(await screen.findByRole('textbox', { name: /^username/i }), 'newuser');
  await user.type(textbox(/^email/i), 'new@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'secret123');
  await user.click(screen.getByLabelText(/agree to the terms/i));
}

describe('register page', () => {
  it('reveals the preparer fields for a Tax Preparer and shows their messages', async () => {
    mockApi({});
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create an account' });
    expect(screen.queryByRole('textbox', { name: /ptin/i })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Tax Preparer' }));
    await userEvent.type(textbox(/ptin/i), '123');
    await userEvent.type(textbox(/firm ein/i), '12-34');
    await userEvent.type(textbox(/phone/i), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(MSG.ptin)).toBeInTheDocument();
    expect(screen.getByText(MSG.firmEin)).toBeInTheDocument();
    expect(screen.getByText(MSG.firmRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.phone)).toBeInTheDocument();
    expect(screen.getByText(MSG.terms)).toBeInTheDocument();
    expect(screen.getByText(MSG.registerUsername)).toBeInTheDocument();
    expect(screen.getByText(MSG.email)).toBeInTheDocument();
    expect(screen.getByText(MSG.registerPassword)).toBeInTheDocument();
  });

  it('hides the firm fields for a self-employed preparer', async () => {
    mockApi({});
    renderApp('/register');
    await userEvent.click(await screen.findByRole('radio', { name: 'Tax Preparer' }));
    expect(textbox(/firm name/i)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/self-employed/i));
    expect(screen.queryByRole('textbox', { name: /firm name/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /firm address/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /firm ein/i })).not.toBeInTheDocument();
  });

  it('sends only the account fields for an Individual Filer and opens the code modal', async () => {
    const calls = mockApi({
      'POST /api/register': () => ({
        status: 201,
        body: { message: 'Code sent.', email: 'new@example.com' },
      }),
    });
    renderApp('/register');
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(dialog).getByText('new@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/register')?.body).toEqual({
      username: 'newuser',
      email: 'new@example.com',
      password: 'secret123',
      role: 'user',
      agree_terms: true,
    });
  });

  it('resumes a pending registration when the server says so', async () => {
    mockApi({
      'POST /api/register': () => ({
        status: 409,
        body: { error: 'A registration is pending verification.' },
      }),
    });
    renderApp('/register');
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your email' })).toBeInTheDocument();
  });

  it("shows the server's text for a taken username", async () => {
    mockApi({ 'POST /api/register': () => ({ status: 409, body: { error: 'Username is already taken.' } }) });
    renderApp('/register');
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username is already taken.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('verification modal', () => {
  it('counts down 60 s before a new code may be requested, then restarts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = mockApi({
      'POST /api/register': () => ({
        status: 201,
        body: { message: 'Code sent.', email: 'new@example.com' },
      }),
      'POST /api/resend-code': () => ({ status: 200, body: { message: 'Sent.' } }),
    });
    renderApp('/register');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });

    const waiting = within(dialog).getByRole('button', { name: /resend code in 60s/i });
    expect(waiting).toBeDisabled();
    for (let i = 0; i < 30; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(within(dialog).getByRole('button', { name: /resend code in 30s/i })).toBeDisabled();
    for (let i = 0; i < 30; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    const ready = within(dialog).getByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();

    await user.click(ready);
    expect(await within(dialog).findByText(MSG.codeResent)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /resend code in 60s/i })).toBeDisabled();
    expect(calls.find((c) => c.key === 'POST /api/resend-code')?.body).toEqual({ email: 'new@example.com' });
  });

  it('checks the code format, then verifies and moves to sign-in', async () => {
    const calls = mockApi({
      'POST /api/register': () => ({
        status: 201,
        body: { message: 'Code sent.', email: 'new@example.com' },
      }),
      'POST /api/pending/verify-code': () => ({ status: 200, body: { message: 'Account verified.' } }),
    });
    const { router } = renderApp('/register');
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    const code = within(dialog).getByRole('textbox', { name: /verification code/i });

    await userEvent.type(code, '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(MSG.code)).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Account verified\. Please sign in\./)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/pending/verify-code')?.body).toEqual({
      email: 'new@example.com',
      code: '1234567',
    });
  });

  it('shows the fallback text when a code is refused', async () => {
    mockApi({
      'POST /api/register': () => ({ status: 201, body: { email: 'new@example.com' } }),
      'POST /api/pending/verify-code': () => ({ status: 400, body: {} }),
    });
    renderApp('/register');
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /verification code/i }), '7654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(MSG.invalidCode)).toBeInTheDocument();
  });
});
