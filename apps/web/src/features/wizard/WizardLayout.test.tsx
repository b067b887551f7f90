import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const INFO = {
  id: 5,
  status: 'Pending',
  version: 3,
  first_name: 'Jane',
  last_name: 'Doe',
  ssn: '123456789',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
  presidential_fund: false,
  filing_status: null,
  spouse_first_name: null,
  spouse_last_name: null,
  spouse_ssn: null,
  digital_assets: null,
};

function api(info: object, amendments: object[] = [], checklist?: object) {
  return mockApi({
    'GET /api/form1040/5/checklist': () =>
      checklist ? { status: 200, body: checklist } : { status: 404, body: { error: 'Not found.' } },
    'GET /api/form1040/5/form1040x': () => ({ status: 200, body: amendments }),
    'GET /api/auth/check': authOk(),
    'GET /api/form1040/5': () => ({ status: 200, body: info }),
    'GET /api/form1040/5/income': () => ({ status: 200, body: { version: 3, wages: '0.00' } }),
    'GET /api/form1040/5/filing-status': () => ({ status: 200, body: { ...info, version: 3 } }),
  });
}

describe('wizard progress', () => {
  const CHECKLIST = {
    tax_year: 2024,
    heading: 'What happened in 2024?',
    topics: [],
    answers: { job: true },
    dismissed: [],
    done: [],
    version: 3,
    todo: [
      {
        key: 'job',
        label: 'A job',
        screen: 'w2',
        state: 'Not started',
        documents: 0,
        from: 'answer',
        by_hand: false,
      },
    ],
  };

  it('shows the parts of the path, the step the user is on, and which steps are done', async () => {
    api(INFO, [], CHECKLIST);
    renderApp('/form1040/5/status');
    const nav = await screen.findByRole('navigation', { name: 'Return progress' });
    // 6 basic steps, the checklist, the W-2 of the to-do list, then 9 steps to Review: 17.
    expect(await within(nav).findByText(/Step 2 of 17/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(nav).getByTestId('path-step')).toHaveTextContent('Step 2 of 17: Filing status');
    expect(within(nav).getByRole('link', { name: '1. You' })).toHaveAttribute('aria-current', 'location');
    await userEvent.click(within(nav).getByRole('button', { name: 'All steps' }));
    expect(await within(nav).findByRole('link', { name: /Personal info\s*\(done\)/ })).toBeInTheDocument();
    const filing = within(nav).getByRole('link', { name: /Filing status\s*\(to do\)/ });
    expect(filing).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('link', { name: /A job\s*\(to do\)/ })).toHaveAttribute(
      'href',
      '/form1040/5/w2',
    );
    expect(within(nav).getByRole('link', { name: 'Review & sign' })).toHaveAttribute(
      'href',
      '/form1040/5/review',
    );
  });
});

describe('an accepted return', () => {
  it('is shown read-only with the amended-return message', async () => {
    api({ ...INFO, status: 'Accepted' });
    renderApp('/form1040/5/income');
    expect(await screen.findByText(MSG.acceptedReadOnly)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /2b Taxable interest/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  });

  it('is editable again while a Form 1040-X amends it', async () => {
    api({ ...INFO, status: 'Accepted' }, [{ id: 9 }]);
    renderApp('/form1040/5/income');
    expect(await screen.findByText(/Changes you make now go into column C/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /2b Taxable interest/ })).toBeEnabled();
    expect(screen.queryByText(MSG.acceptedReadOnly)).not.toBeInTheDocument();
  });

  it('a pending return is editable', async () => {
    api(INFO);
    renderApp('/form1040/5/income');
    expect(await screen.findByRole('textbox', { name: /2b Taxable interest/ })).toBeEnabled();
    expect(screen.queryByText(MSG.acceptedReadOnly)).not.toBeInTheDocument();
  });
});
