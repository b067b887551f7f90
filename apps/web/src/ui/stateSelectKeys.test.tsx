import { useState } from 'react';
import { Select } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STATE_CODES } from '@taxprep/contracts';
import { renderWithProviders } from '../test/render';
import { STATE_SEARCH } from './stateSelect';

function Harness({ initial, onSave }: { initial: string; onSave: (v: string) => void }) {
  const [v, setV] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(v);
      }}
    >
      <Select
        label="State"
        {...STATE_SEARCH}
        data={[...STATE_CODES]}
        value={v || null}
        onChange={(x) => setV(x ?? '')}
      />
    </form>
  );
}

const realSetTimeout = window.setTimeout;
afterEach(() => {
  window.setTimeout = realSetTimeout;
});

/** Holds the timers set from now on; `release` runs them, as a busy browser would, late. */
function holdTimers() {
  const held: (() => void)[] = [];
  window.setTimeout = ((fn: () => void) => {
    held.push(fn);
    return 0;
  }) as unknown as typeof window.setTimeout;
  return () => {
    window.setTimeout = realSetTimeout;
    act(() => held.forEach((fn) => fn()));
  };
}

describe('the state select from the keyboard', () => {
  /*
   * A fast typist's keys can all land before the timers the select sets when its list opens. They
   * are held here until the typing is done (as in a browser under load), then Enter is pressed: it
   * must choose the highlighted state, not submit the form with the state chosen before.
   */
  function chooseFast(box: HTMLElement, typed: string) {
    const release = holdTimers();
    for (let i = 1; i <= typed.length; i += 1)
      fireEvent.change(box, { target: { value: typed.slice(0, i) } });
    release();
    // fireEvent answers false when the key's default action (a browser submits the form) was cancelled.
    const submits = fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    return { value: (box as HTMLInputElement).value, submits };
  }

  it('"Cal" then Enter picks California, then "new y" then Enter New York, and New York is saved', async () => {
    const saved: string[] = [];
    renderWithProviders(<Harness initial="NV" onSave={(v) => saved.push(v)} />);
    const box = screen.getByRole('textbox', { name: 'State' });
    box.focus();
    expect(chooseFast(box, 'Cal')).toEqual({ value: 'CA', submits: false });
    // Enter chose New York; it did not submit the form with California.
    expect(chooseFast(box, 'new y')).toEqual({ value: 'NY', submits: false });
    fireEvent.submit(box.closest('form')!);
    expect(saved).toEqual(['NY']);
  });

  it('finds New York by the start of its name with a space (the filter alone)', () => {
    renderWithProviders(<Harness initial="" onSave={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'State' });
    box.focus();
    fireEvent.change(box, { target: { value: 'new y' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['NY New York']);
  });
});
