import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('404 page', () => {
  it('shows the message and a Go Home link for an unknown path', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('Oops! Page not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: /prepare your 2024 tax return/i })).toBeInTheDocument();
  });
});
