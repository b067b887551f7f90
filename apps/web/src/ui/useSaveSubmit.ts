import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { MSG } from '@taxprep/contracts';
import { applyIssues } from './applyIssues';
import { useDelayedNavigate } from './useDelayedNavigate';
import { useSaveStatus } from './useSaveStatus';

interface Options<T, O, R, D> {
  /** Sends the checked values; resolves to the server's reply. */
  save: (values: O) => Promise<R>;
  /** The form's field names: the server's messages about them go next to them. */
  fields: readonly string[];
  /** Shown when the save fails without a text of its own. */
  failMessage: string;
  /** Where to go once saved, after `delayMs` so the success text can be read. */
  next: string;
  delayMs: number;
  /** The success text; the server's message unless given. */
  successText?: (res: R) => string;
  /** After a conflict: loads the saved data again and puts it in the form. */
  reload?: { refetch: () => Promise<{ data?: D }>; toValues: (data: D) => T };
}

/**
 * The submit of a save form: checks the fields, saves, shows the outcome, marks the form saved and
 * moves on; a refused save puts the server's messages next to their fields.
 */
export function useSaveSubmit<T extends FieldValues, O, R extends { message: string }, D = never>(
  form: UseFormReturn<T, unknown, O>,
  o: Options<T, O, R, D>,
) {
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const onSubmit = form.handleSubmit(
    async (values) => {
      status.clear();
      try {
        const res = await o.save(values);
        status.succeed(o.successText ? o.successText(res) : res.message);
        form.reset(form.getValues()); // saved: nothing is unsaved any more
        go(o.next, o.delayMs);
      } catch (e) {
        applyIssues(e, form.setError, o.fields);
        status.fail(e, o.failMessage);
      }
    },
    () => status.warn(MSG.fixHighlighted),
  );
  const reload = o.reload;
  const onReload = reload
    ? async () => {
        const r = await reload.refetch();
        if (r.data) form.reset(reload.toValues(r.data));
        status.clear();
      }
    : undefined;
  // Spread into SaveForm: the submit, the save outcome, and whether anything is unsaved.
  const formProps = { onSubmit, onReload, status, dirty: form.formState.isDirty };
  return { status, onSubmit, formProps };
}
