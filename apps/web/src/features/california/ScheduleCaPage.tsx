import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconRefresh, IconWand } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  CA_FILING_STATUSES,
  CA_FILING_STATUS_LABELS,
  CA_LINE_GROUPS,
  CA_MSG,
  normalizeAmount,
  type CaFilingStatus,
  type CaLineGroup,
  type ScheduleCaRecord,
} from '@taxprep/contracts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ApiError } from '../../api/client';
import { PageLoader } from '../../ui/PageLoader';
import { SaveStatusAlerts } from '../../ui/SaveStatusAlerts';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { useSaveStatus, type SaveStatus } from '../../ui/useSaveStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { WithFormId } from '../../shared/useFormId';
import { useReturnYearOf } from '../../shared/useReturnYear';
import { WizardCard } from '../../ui/WizardCard';
import { caMoneyText, caMoneyValue } from './caSharedMoneyInput';
import {
  autofillScheduleCa,
  loadOrCreateScheduleCa,
  saveScheduleCa,
  ScheduleCaCreateError,
  scheduleCaKey,
  scheduleCaPdfUrl,
} from './ScheduleCaApi';
import { ScheduleCaLines, type CaCol, type DraftLine } from './ScheduleCaLines';
import { TotalsHeader } from './ScheduleCaTotals';

const TITLE = 'Schedule CA (540)';
const FIX = 'Please fix the highlighted amounts.';
const ALL_OPEN: Record<CaLineGroup, boolean> = {
  PART_I_SEC_A: true,
  PART_I_SEC_B: true,
  SECTION_C: true,
  PART_II: true,
};

export function ScheduleCaPage() {
  return <WithFormId>{(id) => <ScheduleCaScreen id={id} />}</WithFormId>;
}

function ScheduleCaScreen({ id }: { id: string }) {
  // Kept above the editor: a save or an auto-fill remounts the editor, the message stays.
  const status = useSaveStatus();
  // The schedule is of the return's year: nothing is loaded or created before it is known.
  const year = useReturnYearOf(id);
  const q = useQuery({
    queryKey: scheduleCaKey(id),
    queryFn: () => loadOrCreateScheduleCa(id, year!),
    enabled: year !== undefined,
    // A refused creation is said at once; only a server error on the load is tried again.
    retry: (n, err) =>
      !(err instanceof ScheduleCaCreateError) && !(err instanceof ApiError && err.status < 500) && n < 1,
  });
  // Which tables are open outlives the editor too.
  const [open, setOpen] = useState<Record<CaLineGroup, boolean>>({
    ...ALL_OPEN,
    PART_I_SEC_B: false,
    SECTION_C: false,
    PART_II: false,
  });
  // The sidebar's #subtractions and #additions: open the tables and bring the column into view
  // once the record is shown (not again after each save).
  const anchor = useLocation().hash.slice(1);
  const isAnchor = anchor === 'subtractions' || anchor === 'additions';
  const [seenAnchor, setSeenAnchor] = useState('');
  if (anchor !== seenAnchor) {
    setSeenAnchor(anchor);
    if (isAnchor) setOpen(ALL_OPEN);
  }
  const shown = q.isSuccess;
  useEffect(() => {
    if (!isAnchor || !shown) return;
    const t = setTimeout(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }), 0);
    return () => clearTimeout(t);
  }, [anchor, isAnchor, shown]);
  if (q.isPending) return <PageLoader label="Loading Schedule CA (540)…" />;
  if (q.isError)
    return q.error instanceof ScheduleCaCreateError ? (
      <LoadFailed
        error={q.error.reason}
        message={CA_MSG.scheduleCaUnavailable}
        onRetry={() => void q.refetch()}
      />
    ) : (
      <LoadFailed error={q.error} message={CA_MSG.scheduleCaLoad} onRetry={() => void q.refetch()} />
    );
  // Each answer of the server (load, save, auto-fill) starts the editor again from the record.
  return (
    <ScheduleCaEditor
      key={q.dataUpdatedAt}
      id={id}
      record={q.data}
      status={status}
      open={open}
      setOpen={setOpen}
    />
  );
}

interface Draft {
  filing_status: CaFilingStatus;
  will_itemize_for_ca: boolean;
  lines: DraftLine[];
}

function toDraft(r: ScheduleCaRecord): Draft {
  return {
    filing_status: r.filing_status,
    will_itemize_for_ca: r.will_itemize_for_ca,
    lines: r.lines.map((l) => ({
      group_code: l.group_code,
      line_key: l.line_key,
      label: l.label,
      col_a: caMoneyText(l.col_a),
      col_b: caMoneyText(l.col_b),
      col_c: caMoneyText(l.col_c),
      notes: l.notes,
    })),
  };
}

/** A draft is unchanged when every amount means the same as saved ("12" is "12.00"). */
function sameDraft(a: Draft, b: Draft): boolean {
  if (a.filing_status !== b.filing_status || a.will_itemize_for_ca !== b.will_itemize_for_ca) return false;
  return a.lines.every((l, i) =>
    (['col_a', 'col_b', 'col_c'] as const).every((c) => caMoneyValue(l[c]) === caMoneyValue(b.lines[i]![c])),
  );
}

function ScheduleCaEditor({
  id,
  record,
  status,
  open,
  setOpen,
}: {
  id: string;
  record: ScheduleCaRecord;
  status: SaveStatus;
  open: Record<CaLineGroup, boolean>;
  setOpen: Dispatch<SetStateAction<Record<CaLineGroup, boolean>>>;
}) {
  const queryClient = useQueryClient();
  const saved = useMemo(() => toDraft(record), [record]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [busy, setBusy] = useState<'save' | 'autofill' | null>(null);
  const [asking, setAsking] = useState(false);
  const dirty = !sameDraft(draft, saved);

  const onChange = useCallback((index: number, col: CaCol, value: string) => {
    status.clearWarning();
    setDraft((d) => ({ ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, [col]: value } : l)) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clearWarning only sets state
  }, []);
  const onToggle = useCallback((g: CaLineGroup) => setOpen((o) => ({ ...o, [g]: !o[g] })), [setOpen]);
  const allOpen = CA_LINE_GROUPS.every((g) => open[g]);

  // The server's answer becomes the record; the return's other views (sidebar, totals) refresh.
  const accept = (rec: ScheduleCaRecord) => {
    queryClient.setQueryData(scheduleCaKey(id), rec);
    void queryClient.invalidateQueries({
      queryKey: ['form1040', id],
      predicate: (q) => q.queryKey[2] !== scheduleCaKey(id)[2],
    });
  };

  const save = async () => {
    const bad = draft.lines.some((l) =>
      (['col_a', 'col_b', 'col_c'] as const).some((c) => l[c] !== '' && normalizeAmount(l[c]) === undefined),
    );
    if (bad) return status.warn(FIX);
    status.clear();
    setBusy('save');
    try {
      const rec = await saveScheduleCa(record.id, {
        filing_status: draft.filing_status,
        will_itemize_for_ca: draft.will_itemize_for_ca,
        lines: draft.lines.map((l) => ({
          group_code: l.group_code,
          line_key: l.line_key,
          label: l.label,
          col_a: caMoneyValue(l.col_a),
          col_b: caMoneyValue(l.col_b),
          col_c: caMoneyValue(l.col_c),
          notes: l.notes,
        })),
      });
      status.succeed(CA_MSG.scheduleCaSaved);
      accept(rec);
    } catch (err) {
      status.fail(err, CA_MSG.scheduleCaSave);
      setBusy(null);
    }
  };

  const autofill = async () => {
    status.clear();
    setBusy('autofill');
    try {
      const res = await autofillScheduleCa(record.id);
      // The spec reloads the record after an auto-fill; its answer only names the year used.
      const fresh = await loadOrCreateScheduleCa(id, record.tax_year);
      status.succeed(
        `${CA_MSG.scheduleCaAutofilled(res.__fed_year_used ?? record.tax_year)}. Review columns B and C, then save.`,
      );
      accept(fresh);
    } catch (err) {
      status.fail(err, CA_MSG.scheduleCaAutofill);
      setBusy(null);
    }
  };

  return (
    <WizardCard
      title={TITLE}
      description={`California Adjustments — Residents, tax year ${record.tax_year}`}
      wide
    >
      <UnsavedChangesGuard when={dirty && busy === null} />
      <ConfirmDialog
        opened={asking}
        title="Auto-fill from Federal"
        message="Auto-fill reloads the schedule from the federal return; your unsaved changes will be lost."
        confirmLabel="Auto-fill"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void autofill();
        }}
      />
      <Stack gap="md">
        <TotalsHeader record={record} />
        <Group gap="sm">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void save()}
            loading={busy === 'save'}
            disabled={busy === 'autofill'}
          >
            Save &amp; Recalculate
          </Button>
          <Button
            variant="light"
            leftSection={<IconWand size={16} aria-hidden />}
            // Auto-fill reloads the record: unsaved edits would go, so ask first.
            onClick={() => (dirty ? setAsking(true) : void autofill())}
            loading={busy === 'autofill'}
            disabled={busy === 'save'}
          >
            Auto-fill from Federal
          </Button>
          <Button
            component="a"
            href={scheduleCaPdfUrl(record.id)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
          >
            PDF
          </Button>
          <Button
            variant="subtle"
            onClick={() =>
              setOpen({
                PART_I_SEC_A: !allOpen,
                PART_I_SEC_B: !allOpen,
                SECTION_C: !allOpen,
                PART_II: !allOpen,
              })
            }
          >
            {allOpen ? 'Collapse all' : 'Expand all'}
          </Button>
        </Group>
        <SaveStatusAlerts status={status} />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ca-options">
          <Title order={2} size="h5" id="ca-options" mb="sm">
            Filing &amp; Options
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label="Filing status"
              data={CA_FILING_STATUSES.map((s) => ({ value: s, label: CA_FILING_STATUS_LABELS[s] }))}
              value={draft.filing_status}
              readOnly
              description="From your return: the Form 540's filing status, else the federal one."
            />
            <Checkbox
              mt={{ sm: 28 }}
              label="Itemize for California"
              checked={draft.will_itemize_for_ca}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setDraft((d) => ({ ...d, will_itemize_for_ca: checked }));
              }}
            />
          </SimpleGrid>
        </Paper>
        {CA_LINE_GROUPS.map((g, i) => (
          <ScheduleCaLines
            key={g}
            group={g}
            lines={draft.lines}
            open={open[g]}
            onToggle={onToggle}
            onChange={onChange}
            withAnchors={i === 0}
          />
        ))}
        {dirty && (
          <Text size="sm" c="dimmed">
            Totals change when you save.
          </Text>
        )}
      </Stack>
    </WizardCard>
  );
}
