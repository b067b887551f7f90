import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CA_MSG,
  F568_DD_LABELS as DD_LABELS,
  F568_DD_OPTIONS,
  F568_FOLLOW_UPS,
  F568_QUESTION_SIDES as SIDES,
  F568_YES_NO,
  f568QuestionLabel as questionLabel,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { useSaveStatus } from '../../ui/useSaveStatus';
import { SaveStatusAlerts } from '../../ui/SaveStatusAlerts';
import { caMoneyValue, CaMoneyInput } from './caSharedMoneyInput';
import { loadQuestions, questionsKey, saveQuestions } from './Form568Api';
import { Form568Card } from './Form568Card';

const YES_NO = new Set<string>(F568_YES_NO);

type Answers = Record<string, string | string[]>;

function toAnswers(raw: Record<string, unknown>): Answers {
  const out: Answers = {};
  for (const [, codes] of SIDES)
    for (const c of codes) {
      const v = raw[c];
      if (c === 'DD')
        out[c] = typeof v === 'string' && v ? v.split(',') : Array.isArray(v) ? v.map(String) : [];
      else if (YES_NO.has(c))
        out[c] = v === true || v === 'yes' ? 'yes' : v === false || v === 'no' ? 'no' : '';
      else out[c] = v === null || v === undefined ? '' : String(v);
    }
  return out;
}

/** The answers as sent: a follow-up whose parent is not yes goes as blank. */
export function questionsPayload(a: Answers): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [, codes] of SIDES)
    for (const c of codes) {
      const parent = F568_FOLLOW_UPS[c];
      const shown = !parent || a[parent] === 'yes';
      const v = a[c];
      if (c === 'DD') out[c] = Array.isArray(v) && v.length ? v.join(',') : null;
      else if (!shown || v === '' || v === undefined) out[c] = null;
      else if (c === 'CC2') out[c] = Number(v);
      else if (c === 'KK3') out[c] = caMoneyValue(String(v));
      else out[c] = v;
    }
  return out;
}

export function Form568Questions({
  recordId,
  onDirty,
}: {
  recordId: number | null;
  onDirty: (d: boolean) => void;
}) {
  const q = useQuery({
    queryKey: questionsKey(recordId ?? 0),
    queryFn: () => loadQuestions(recordId!),
    enabled: recordId !== null,
  });
  return (
    <Form568Card title="Yes/No Questions" defaultOpen={false}>
      {q.isError ? (
        <FormAlert message={errorText(q.error, CA_MSG.f568QuestionsLoad)} />
      ) : q.isPending && recordId !== null ? (
        <Text size="sm">Loading questions…</Text>
      ) : (
        <QuestionsForm
          key={q.dataUpdatedAt}
          recordId={recordId}
          initial={toAnswers(q.data ?? {})}
          onDirty={onDirty}
        />
      )}
    </Form568Card>
  );
}

function QuestionsForm({
  recordId,
  initial,
  onDirty,
}: {
  recordId: number | null;
  initial: Answers;
  onDirty: (d: boolean) => void;
}) {
  const [saved, setSaved] = useState(initial);
  const [a, setA] = useState(initial);
  const [busy, setBusy] = useState(false);
  const status = useSaveStatus();
  const dirty = JSON.stringify(questionsPayload(a)) !== JSON.stringify(questionsPayload(saved));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const set = (c: string, v: string | string[]) => {
    status.clearWarning();
    setA((x) => ({ ...x, [c]: v }));
  };
  const cc2 = String(a.CC2 ?? '');
  const cc2Error =
    a.CC1 === 'yes' && cc2 !== '' && !(/^\d{4}$/.test(cc2) && +cc2 >= 1900 && +cc2 <= 2100)
      ? 'Enter a year (YYYY)'
      : undefined;

  const save = async () => {
    if (recordId === null) return;
    if (cc2Error) return status.warn('Please fix the highlighted fields.');
    setBusy(true);
    status.clear();
    try {
      await saveQuestions(recordId, questionsPayload(a));
      setSaved(a);
      status.succeed(CA_MSG.f568QuestionsSaved);
    } catch (err) {
      status.fail(err, CA_MSG.f568QuestionsSave);
    } finally {
      setBusy(false);
    }
  };

  const field = (c: string) => {
    const parent = F568_FOLLOW_UPS[c];
    if (parent && a[parent] !== 'yes') return null;
    const label = questionLabel(c);
    const v = a[c];
    if (YES_NO.has(c))
      return (
        <Radio.Group key={c} label={label} value={String(v || '') || null} onChange={(x) => set(c, x)}>
          <Group mt={4} gap="md">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      );
    if (c === 'DD')
      return (
        <Checkbox.Group key={c} label={label} value={Array.isArray(v) ? v : []} onChange={(x) => set(c, x)}>
          <Group mt={4} gap="md">
            {F568_DD_OPTIONS.map((o) => (
              <Checkbox key={o} value={o} label={DD_LABELS[o]} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    if (c === 'KK3')
      return (
        <CaMoneyInput key={c} label={label} value={String(v ?? '')} onChange={(x) => set(c, x)} maw={260} />
      );
    if (c === 'FF2')
      return (
        <Textarea
          key={c}
          label={label}
          value={String(v ?? '')}
          maxLength={4000}
          autosize
          minRows={2}
          onChange={(e) => set(c, e.currentTarget.value)}
        />
      );
    return (
      <TextInput
        key={c}
        label={label}
        type={c === 'KK2' ? 'date' : 'text'}
        inputMode={c === 'CC2' ? 'numeric' : undefined}
        maxLength={c === 'CC2' ? 4 : 500}
        error={c === 'CC2' ? cc2Error : undefined}
        value={String(v ?? '')}
        onChange={(e) =>
          set(c, c === 'CC2' ? e.currentTarget.value.replace(/\D/g, '') : e.currentTarget.value)
        }
        maw={c === 'EE' ? undefined : 260}
      />
    );
  };

  return (
    <Stack gap="md">
      {SIDES.map(([side, codes]) => (
        <Stack key={side} gap="xs">
          <Title order={3} size="h6">
            {side}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {codes.map(field)}
          </SimpleGrid>
        </Stack>
      ))}
      <SaveStatusAlerts status={status} />
      <Group>
        <Button onClick={() => void save()} loading={busy} disabled={recordId === null}>
          Save questions
        </Button>
      </Group>
    </Stack>
  );
}
