import { useEffect, useRef, useState } from 'react';
import { Accordion, Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CA540_AUTOSAVE_FIELDS,
  CA540_AUTOSAVE_MS,
  CA_MSG,
  type CaFilingStatus,
  type StateSubmission,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { PageLoader } from '../../ui/PageLoader';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { LoadFailed } from '../../ui/LoadFailed';
import { WithFormId } from '../../shared/useFormId';
import { useReturnYear } from '../../shared/useReturnYear';
import { WizardCard } from '../../ui/WizardCard';
import { ca540Path, caApi, downloadPdf, useCa540, useCa540Summary, useLatestSubmission } from './caApi';
import { FieldGrid, SECTIONS, toBody, toValues, type Ca540Values } from './Ca540Fields';
import { Ca540Contributions, Ca540Dependents, Ca540Exemptions } from './Ca540Lists';
import { Ca540Figures, type ActionMessage } from './Ca540Status';
import { Ca540StatusBanner, Ca540SubmitButton } from './Ca540Submit';

const AUTOSAVE = new Set<string>(CA540_AUTOSAVE_FIELDS);
const COPY_TO_PHYSICAL = [
  ['street', 'phys_street'],
  ['apt_ste', 'phys_apt_ste'],
  ['city', 'phys_city'],
  ['state', 'phys_state'],
  ['zip_code', 'phys_zip_code'],
] as const;
/** Sections open at first; the others render their inputs only once opened (a long form). */
const OPEN = ['filing', 'mailing', 'income', 'exemptions', 'dependents', 'contributions'];

export function Ca540Page() {
  return <WithFormId>{(id) => <Ca540Screen id={id} />}</WithFormId>;
}

function Ca540Screen({ id }: { id: string }) {
  const qc = useQueryClient();
  const q = useCa540(id);
  const prefilled = useRef(false);
  const [firstLoadEmpty, setFirstLoadEmpty] = useState(false);
  // The form starts over from the server after a refill or overwrite.
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  // An empty record asks the server to prefill it from the federal return (once per visit).
  useEffect(() => {
    if (q.isSuccess && q.data === null && !prefilled.current) {
      prefilled.current = true;
      setFirstLoadEmpty(true);
      caApi
        .post(ca540Path(id, '/prefill'))
        .then(async () => {
          await qc.invalidateQueries({ queryKey: ['form1040', id] });
          setGeneration((g) => g + 1);
        })
        .catch(() => undefined);
    }
  }, [q.isSuccess, q.data, id, qc]);

  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message="Failed to load CA Form 540." onRetry={() => q.refetch()} />;
  return (
    <Ca540Form
      key={generation}
      id={id}
      record={q.data}
      noRecord={firstLoadEmpty}
      notice={notice}
      onReload={(text) => {
        setNotice(text);
        setGeneration((g) => g + 1);
      }}
    />
  );
}

interface FormProps {
  id: string;
  record: Record<string, unknown> | null;
  noRecord: boolean;
  /** The refill's success text, kept across the remount it causes. */
  notice: string | null;
  onReload: (notice: string) => void;
}

function Ca540Form({ id, record, noRecord, notice, onReload }: FormProps) {
  const qc = useQueryClient();
  const year = useReturnYear();
  const summary = useCa540Summary(id);
  const [values, setValues] = useState<Ca540Values>(() => toValues(record));
  const [dirty, setDirty] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<ActionMessage | { kind: 'warning'; text: string }>(
    notice ? { kind: 'success', text: notice } : null,
  );
  const [autoSaveFailed, setAutoSaveFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmOverwrite, setConfirmOverwrite] = useState(false);
  const [submission, setSubmission] = useState<StateSubmission | null>(null);
  const [open, setOpen] = useState<string[]>(OPEN);
  const latest = useLatestSubmission(id, Boolean(summary.data?.efileStatus));
  const shown = submission ?? latest.data ?? null;
  const accepted = (shown?.status ?? summary.data?.efileStatus) === 'Accepted';
  const pendingAuto = useRef<Set<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const valuesRef = useRef(values);

  const status = String(values.filing_status) as CaFilingStatus;
  const refresh = () => qc.invalidateQueries({ queryKey: ['form1040', id] });

  const autoSave = async () => {
    const keys = [...pendingAuto.current];
    pendingAuto.current.clear();
    if (keys.length === 0) return;
    const v = valuesRef.current;
    try {
      await caApi.post(ca540Path(id), {
        tax_year: year,
        filing_status: v.filing_status,
        ...toBody(v, keys),
      });
      setAutoSaveFailed(false);
      // A key typed again since the save stays dirty.
      setDirty((d) => new Set([...d].filter((k) => !keys.includes(k) || valuesRef.current[k] !== v[k])));
      await refresh();
    } catch {
      setAutoSaveFailed(true);
    }
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const change = (k: string, v: string | boolean) => {
    const next: Ca540Values = { ...valuesRef.current, [k]: v };
    const changed = [k];
    if (k === 'physical_addr_same_as_mailing' && v === true)
      for (const [from, to] of COPY_TO_PHYSICAL) {
        next[to] = next[from] ?? '';
        changed.push(to);
      }
    // Unticking "same as mailing" opens the physical address for typing.
    if (k === 'physical_addr_same_as_mailing' && v === false)
      setOpen((o) => (o.includes('physical') ? o : [...o, 'physical']));
    valuesRef.current = next;
    setValues(next);
    setDirty((d) => new Set([...d, ...changed]));
    if (AUTOSAVE.has(k)) {
      pendingAuto.current.add(k);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void autoSave(), CA540_AUTOSAVE_MS);
    }
  };

  const save = async () => {
    setSaving(true);
    if (timer.current) clearTimeout(timer.current);
    pendingAuto.current.clear();
    try {
      await caApi.post(ca540Path(id), {
        tax_year: year,
        filing_status: values.filing_status,
        ...toBody(values, dirty),
      });
      setDirty(new Set());
      setMessage({ kind: 'success', text: CA_MSG.ca540Saved });
      await refresh();
    } catch (e) {
      setMessage({ kind: 'error', text: errorText(e, CA_MSG.ca540Save) });
    } finally {
      setSaving(false);
    }
  };

  const resync = async (overwrite: boolean) => {
    setConfirmOverwrite(false);
    try {
      const res = await caApi.post<{ message?: string }>(
        ca540Path(id, `/resync${overwrite ? '?overwrite=1' : ''}`),
      );
      await refresh();
      onReload(res.message ?? (overwrite ? CA_MSG.overwrote : CA_MSG.refilled));
    } catch (e) {
      setMessage({
        kind: 'error',
        text: errorText(e, overwrite ? CA_MSG.overwriteFailed : CA_MSG.refillFailed),
      });
    }
  };
  const pdf = async () => {
    try {
      await downloadPdf(ca540Path(id, '/pdf'), 'CA540.pdf');
    } catch (e) {
      setMessage({ kind: 'error', text: errorText(e, CA_MSG.pdf) });
    }
  };

  const sameAsMailing = values.physical_addr_same_as_mailing === true;
  const gridProps = { values, record, onChange: change, disabled: accepted };

  return (
    <WizardCard
      title="California Form 540"
      description={`California Resident Income Tax Return ${String(year)}`}
      wide
    >
      <UnsavedChangesGuard when={dirty.size > 0} />
      <Stack gap="md">
        <Ca540StatusBanner status={summary.data?.efileStatus ?? null} submission={shown} />
        {noRecord && <Alert color="blue">{CA_MSG.noRecord}</Alert>}
        <Ca540Figures record={record} />
        <Group gap="xs">
          <Button variant="default" onClick={() => resync(false)} disabled={accepted}>
            Refill from 1040
          </Button>
          <Button variant="default" onClick={() => setConfirmOverwrite(true)} disabled={accepted}>
            Overwrite from 1040
          </Button>
          <Button variant="default" onClick={pdf}>
            State PDF
          </Button>
          <Ca540SubmitButton
            id={id}
            accepted={accepted}
            onMessage={(kind, text) => setMessage({ kind, text })}
            onReopened={() => setSubmission(null)}
          />
          <Button onClick={save} loading={saving} disabled={accepted}>
            Save
          </Button>
        </Group>
        {message?.kind === 'warning' ? (
          <Alert color="yellow" role="alert">
            {message.text}
          </Alert>
        ) : (
          <FormAlert message={message?.text} kind={message?.kind} />
        )}
        <FormAlert message={autoSaveFailed ? CA_MSG.autoSave : null} />
        <Accordion multiple value={open} onChange={setOpen} variant="separated">
          {SECTIONS.filter((s) => s.id !== 'physical' || !sameAsMailing).map((s) => (
            <Accordion.Item key={s.id} value={s.id}>
              <Accordion.Control>{s.title}</Accordion.Control>
              <Accordion.Panel>
                {open.includes(s.id) && <FieldGrid fields={s.fields} {...gridProps} />}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
          <Accordion.Item value="exemptions">
            <Accordion.Control>Exemptions (lines 7-11)</Accordion.Control>
            <Accordion.Panel>
              <Ca540Exemptions id={id} status={status} locked={accepted} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="dependents">
            <Accordion.Control>Dependents</Accordion.Control>
            <Accordion.Panel>
              <Ca540Dependents id={id} locked={accepted} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="contributions">
            <Accordion.Control>Voluntary Contributions</Accordion.Control>
            <Accordion.Panel>
              <Ca540Contributions id={id} locked={accepted} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
      <ConfirmDialog
        opened={confirmOverwrite}
        title="Overwrite from 1040"
        message={CA_MSG.confirmOverwrite}
        confirmLabel="Overwrite"
        danger
        onConfirm={() => resync(true)}
        onCancel={() => setConfirmOverwrite(false)}
      />
    </WizardCard>
  );
}
