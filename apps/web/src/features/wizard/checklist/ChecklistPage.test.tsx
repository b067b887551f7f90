import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../../test/render';

const TOPICS = [
  { key: 'job', label: 'A job', examples: 'Wages, on a Form W-2.', screen: 'w2' },
  { key: 'interest', label: 'Interest', examples: 'On Form 1099-INT.', screen: '1099-int' },
  { key: 'rental', label: 'Rental property', examples: 'Schedule E.', screen: 'schedule-e' },
];
const CHECKLIST = {
  tax_year: 2025,
  heading: 'What happened in 2025?',
  topics: TOPICS,
  answers: { rental: false },
  dismissed: [],
  done: [],
  todo: [],
  version: 7,
};
const item = (key: string, screen: string, state: string) => ({
  key,
  label: key,
  screen,
  state,
  documents: state === 'Done' ? 1 : 0,
  from: 'answer',
  by_hand: false,
});

describe('the checklist step', () => {
  it('is headed with the return’s year, saves every answer with the version read and goes to the first unfinished item', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: { id: 5, status: 'Pending', version: 7 } }),
      'GET /api/form1040/5/checklist': () => ({ status: 200, body: CHECKLIST }),
      'PUT /api/form1040/5/checklist': () => ({
        status: 200,
        body: {
          ...CHECKLIST,
          message: 'Your answers are saved.',
          answers: { job: true, interest: true, rental: false },
          // The W-2 is entered already: the path starts at the interest.
          todo: [item('job', 'w2', 'Done'), item('interest', '1099-int', 'Not started')],
          version: 8,
        },
      }),
    });
    const { router } = renderApp('/form1040/5/checklist');
    expect(await screen.findByRole('heading', { name: 'What happened in 2025?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /A job/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Interest/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Your answers are saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/form1040/5/checklist')?.body).toEqual({
      answers: { job: true, interest: true, rental: false },
      dismissed: [],
      done: [],
      version: 7,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/5/1099-int'), {
      timeout: 3000,
    });
  });
});
