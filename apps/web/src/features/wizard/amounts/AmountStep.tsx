import { useState, type ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MSG } from '@taxprep/contracts';
import { applyIssues } from '../../../ui/applyIssues';
import { moneyText } from '../../../ui/money';
import { MoneyField } from '../../../ui/MoneyField';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useReturnPart, useSaveReturn, type Saved } from '../../../api/returns';
import { ComputedLines, type LineRow } from '../explain/ComputedLines';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useYearText } from '../../../shared/useReturnYear';

export interface AmountFieldDef {
  name: string;
  label: string;
  description?: string;
  /** A long text rather than an amount (the adjustment description). */
  text?: { maxLength: number };
  /** Where a negative amount belongs instead, said with 'Must be 0 or more'. */
  negativeHint?: string;
  /** A warning about the typed value that does not stop the save (an amount already on a document). */
  warn?: (value: string) => string | undefined;
}
type Data = Record<string, unknown> & { version?: number };
type Values = Record<string, string>;

export interface AmountStepProps<D extends Data> {
  id: string;
  title: string;
  description?: ReactNode;
  /** GET and save path after /api/form1040/{id}/. */
  part: string;
  schema: z.ZodType;
  /** The entered fields, or the fields a loaded return asks (a spouse's only on a joint return). */
  fields: AmountFieldDef[] | ((data: D) => AmountFieldDef[]);
  /** The engine's read-only figures for this step. */
  lines?: (data: D) => LineRow[];
  linesCaption?: string;
  saveFailed: string;
  next: string;
  nextLabel?: string;
  /** A second save button that goes elsewhere (the guided path's next step beside the spec's). */
  alsoNext?: { path: string; label: string };
  delayMs?: number;
  /** Other parts of the body (e.g. computed values echoed back). */
  extraBody?: (data: D) => Record<string, unknown>;
  /** Extra content under the lines, given the loaded data. */
  children?: (data: D) => ReactNode;
  /** Text to show after saving; the server's message when omitted. */
  successText?: (res: Saved) => string;
}

/**
 * One wizard step of amounts: entered fields (validated by the shared schema) and the engine's
 * computed lines, read-only with a "why?" each. Load failures are silent (spec section 8): the
 * form opens blank.
 */
export function AmountStep<D extends Data>(props: AmountStepProps<D>) {
  const q = useReturnPart<D>(props.id, props.part);
  if (q.isPending) return <PageLoader />;
  const data = (q.data ?? {}) as D;
  const fields = typeof props.fields === 'function' ? props.fields(data) : props.fields;
  return <AmountForm {...props} fields={fields} data={data} refetch={async () => (await q.refetch()).data} />;
}

function toValues(fields: AmountFieldDef[], d: Data): Values {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.text ? String(d[f.name] ?? '') : moneyText(d[f.name] as string | null)]),
  );
}

function AmountForm<D extends Data>(
  props: Omit<AmountStepProps<D>, 'fields'> & {
    fields: AmountFieldDef[];
    data: D;
    refetch: () => Promise<D | undefined>;
  },
) {
  const { id, data } = props;
  // Labels and their notes may name the return's year ({year}).
  const yt = useYearText();
  const fields = props.fields.map((f) => ({
    ...f,
    label: yt(f.label),
    description: f.description === undefined ? undefined : yt(f.description),
  }));
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<Record<string, unknown>, Saved>(id, 'put', `/api/form1040/${id}/${props.part}`);
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: zodResolver(props.schema as z.ZodObject) as unknown as Resolver<
      Values,
      unknown,
      Record<string, unknown>
    >,
    defaultValues: toValues(fields, data),
  });
  // An override saved from this step moves the return's version; the next save sends the newer one.
  const [overrideVersion, setOverrideVersion] = useState<number | undefined>(undefined);
  const version = () =>
    data.version === undefined || overrideVersion === undefined
      ? (data.version ?? overrideVersion)
      : Math.max(data.version, overrideVersion);
  // `to`: where the pressed save button goes, the spec's (props.next) or the guided path's (alsoNext).
  const submitTo = (to: string) =>
    form.handleSubmit(
      async (values) => {
        status.clear();
        try {
          const res = await save.mutateAsync({ ...props.extraBody?.(data), ...values, version: version() });
          const own = to === props.next;
          status.succeed(own && props.successText ? props.successText(res) : res.message);
          form.reset(form.getValues()); // saved: nothing is unsaved any more
          go(to, props.delayMs ?? 800);
        } catch (e) {
          applyIssues(
            e,
            form.setError,
            fields.map((f) => f.name),
          );
          status.fail(e, props.saveFailed);
        }
      },
      () => status.warn(MSG.fixHighlighted),
    );
  const reload = async () => {
    const d = await props.refetch();
    if (d) form.reset(toValues(fields, d));
    status.clear();
  };
  return (
    <Stack gap="md">
      {/* Outside the step's form: the override dialog's own form is never nested in it. */}
      {props.lines && (
        <ComputedLines
          formId={id}
          rows={props.lines(data)}
          caption={props.linesCaption ?? 'Computed by the return'}
          onSaved={setOverrideVersion}
        />
      )}
      <form
        onSubmit={(e) => {
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
          return submitTo(submitter?.dataset.next ?? props.next)(e);
        }}
        noValidate
      >
        <UnsavedChangesGuard when={form.formState.isDirty} />
        <Stack gap="md">
          {props.children?.(data)}
          {fields.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map((f) =>
                f.text ? (
                  <Textarea
                    key={f.name}
                    label={f.label}
                    description={f.description}
                    maxLength={f.text.maxLength}
                    autosize
                    minRows={2}
                    {...form.register(f.name)}
                    error={form.formState.errors[f.name]?.message}
                  />
                ) : (
                  <MoneyField
                    key={f.name}
                    control={form.control}
                    name={f.name}
                    label={f.label}
                    description={
                      f.warn ? (
                        <FieldNote control={form.control} name={f.name} text={f.description} warn={f.warn} />
                      ) : (
                        f.description
                      )
                    }
                    negativeHint={f.negativeHint}
                  />
                ),
              )}
            </SimpleGrid>
          )}
          <SaveStatusAlerts status={status} onReload={reload} />
          <Group justify="flex-end">
            <SubmitButton saving={save.isPending} label={props.nextLabel ?? 'Save & Next'} />
            {/* After the spec's button, so Enter in a field still presses that one. */}
            {props.alsoNext && (
              <Button
                type="submit"
                variant="default"
                disabled={save.isPending}
                data-next={props.alsoNext.path}
              >
                {props.alsoNext.label}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** A field's description, and under it a warning about the value being typed that does not stop the save. */
function FieldNote({
  control,
  name,
  text,
  warn,
}: {
  control: Control<Values, unknown, Record<string, unknown>>;
  name: string;
  text?: string;
  warn: (value: string) => string | undefined;
}) {
  const value = useWatch({ control, name });
  const warning = warn(typeof value === 'string' ? value : '');
  if (!warning) return text;
  return (
    <>
      {text}
      <Text component="span" display="block" size="xs" c="red.9" fw={500} role="status">
        {warning}
      </Text>
    </>
  );
}
