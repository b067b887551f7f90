import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { mockApi, renderApp } from '../../test/render';

describe('forgot password and username', () => {
  it('checks the email, then shows the fallback success text', async () => {
    const calls = mockApi({ 'POST /api/request-password-reset': () => ({ status: 200, body: {} }) });
    renderApp('/forgot-password');
    const email = await screen.findByRole('textbox', { name: /email/i });
    await userEvent.type(email, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.email)).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.resetRequested)).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ key: 'POST /api/request-password-reset', body: { email: 'a@b.co' } });
  });

  it("shows the server's text when asked too often, the generic text otherwise", async () => {
    let status = 429;
    mockApi({ 'POST /api/request-username': () => ({ status, body: { error: 'Slow down, please.' } }) });
    renderApp('/forgot-username');
    await userEvent.type(await screen.findByRole('textbox', { name: /email/i }), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send my username' }));
    expect(await screen.findByText('Slow down, please.')).toBeInTheDocument();
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Send my username' }));
    expect(await screen.findByText(MSG.requestFailed)).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('requires matching passwords and reports a refused link', async () => {
    mockApi({
      'POST /api/reset-password/tok123': () => ({ status: 400, body: { error: 'Token expired.' } }),
    });
    renderApp('/reset-password/tok123');
    await userEvent.type(await screen.findByLabelText(/^new password/i), 'abcdef');
    await userEvent.type(screen.getByLabelText(/^confirm new password/i), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.passwordsMismatch)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^confirm new password/i));
    await userEvent.type(screen.getByLabelText(/^confirm new password/i), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.resetFailed)).toBeInTheDocument();
  });
});
