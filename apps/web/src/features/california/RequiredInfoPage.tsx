import { useState } from 'react';
import { Alert, Button, Fieldset, Group, Radio, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  CA_MSG,
  formatUsd,
  HOUSING,
  missingRequiredAnswers,
  RENTER_QUESTIONS,
  REQUIRED_ANSWERS,
  REQUIRED_INFO_QUESTIONS,
  renterCreditLikely,
  requiredInfoLabels,
  requiredInfoMessage,
  type RequiredInfo,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { PageLoader } from '../../ui/PageLoader';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { LoadFailed } from '../../ui/LoadFailed';
import { WithFormId } from '../../shared/useFormId';
import { useReturnYear, useYearText } from '../../shared/useReturnYear';
import { WizardCard } from '../../ui/WizardCard';
import { caApi, requiredInfoPath, useRequiredInfo, type RequiredInfoAnswer } from './caApi';

type Answers = Partial<RequiredInfo>;
const HOUSING_LABELS: Record<(typeof HOUSING)[number], string> = {
  rent: 'I rented',
  own: 'I owned my home',
  neither: 'Neither',
};
const REQUIRED = new Set<string>(REQUIRED_ANSWERS);

export function RequiredInfoPage() {
  return <WithFormId>{(id) => <RequiredInfoScreen id={id} />}</WithFormId>;
}

function RequiredInfoScreen({ id }: { id: string }) {
  const q = useRequiredInfo(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError)
    return <LoadFailed error={q.error} message={CA_MSG.requiredInfoLoad} onRetry={() => q.refetch()} />;
  return <RequiredInfoForm id={id} answer={q.data} />;
}

/** Yes, No, or not answered yet (null): the radios start empty until the filer picks one. */
function TriState({
  name,
  label,
  value,
  required,
  onChange,
}: {
  name: string;
  label: string;
  value: boolean | null | undefined;
  required: boolean;
  onChange: (v: boolean | null) => void;
}) {
  return (
    <Radio.Group
      name={name}
      label={label}
      withAsterisk={required}
      value={value === true ? 'yes' : value === false ? 'no' : ''}
      onChange={(v) => onChange(v === 'yes' ? true : v === 'no' ? false : null)}
    >
      <Group mt={4}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onChange(null)}
          disabled={value == null}
          aria-label={`Clear answer: ${label}`}
        >
          Clear
        </Button>
      </Group>
    </Radio.Group>
  );
}

function RequiredInfoForm({ id, answer }: { id: string; answer: RequiredInfoAnswer | null }) {
  const yt = useYearText();
  const year = useReturnYear();
  const qc = useQueryClient();
  const [values, setValues] = useState<Answers>(() => (answer?.data ?? {}) as Answers);
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: keyof RequiredInfo, v: unknown) => {
    setValues((old) => ({ ...old, [k]: v }));
    setDirty(true);
  };
  const missing = missingRequiredAnswers(values);
  const ready = answer?.ready === true && !dirty;
  const agiLimit = Number(answer?.renter_credit.agi_limit ?? 0);
  const caAgi = Number(answer?.renter_credit.ca_agi ?? 0);
  const likely = renterCreditLikely(values, caAgi, agiLimit);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    // The server refuses the same way; saying so here spares a round trip.
    if (missing.length > 0) {
      setMessage({ kind: 'error', text: requiredInfoMessage(missing, year) });
      return;
    }
    setSaving(true);
    try {
      const body = { ...values };
      if (body.housing !== 'rent') for (const q of RENTER_QUESTIONS) body[q.key] = null;
      await caApi.put(requiredInfoPath(id), body);
      setDirty(false);
      await qc.invalidateQueries({ queryKey: ['form1040', id] });
      setMessage({ kind: 'success', text: CA_MSG.requiredInfoSaved });
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err, CA_MSG.requiredInfoSave) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <WizardCard
      title="California Required Information"
      description="Answers the Franchise Tax Board needs before your California return can be filed."
    >
      <form onSubmit={save} noValidate aria-label="California required information">
        <UnsavedChangesGuard when={dirty} />
        <Stack gap="md">
          <Alert color={ready ? 'green' : 'yellow'} data-testid="required-info-readiness">
            {ready
              ? 'Ready: the required information is complete.'
              : `Needs answers: ${requiredInfoLabels(dirty ? missing : (answer?.missing ?? missing), year) || 'save your answers'}`}
          </Alert>
          <Fieldset legend="Questions">
            <Stack gap="sm">
              {REQUIRED_INFO_QUESTIONS.map((q) => (
                <TriState
                  key={q.key}
                  name={q.key}
                  label={yt(q.label)}
                  required={REQUIRED.has(q.key)}
                  value={values[q.key]}
                  onChange={(v) => set(q.key, v)}
                />
              ))}
            </Stack>
          </Fieldset>
          <Fieldset legend={yt('Housing in {year}')}>
            <Radio.Group
              name="housing"
              label="Did you rent or own your California home?"
              withAsterisk
              value={values.housing ?? ''}
              onChange={(v) => set('housing', v)}
            >
              <Group mt={4}>
                {HOUSING.map((h) => (
                  <Radio key={h} value={h} label={HOUSING_LABELS[h]} />
                ))}
              </Group>
            </Radio.Group>
            {values.housing === 'rent' && (
              <Stack gap="sm" mt="sm">
                {RENTER_QUESTIONS.map((q) => (
                  <TriState
                    key={q.key}
                    name={q.key}
                    label={yt(q.label)}
                    required
                    value={values[q.key]}
                    onChange={(v) => set(q.key, v)}
                  />
                ))}
                <Alert color={likely ? 'green' : 'gray'} data-testid="renter-credit-hint">
                  {likely
                    ? `You are likely eligible for the nonrefundable renter's credit (CA AGI ${formatUsd(
                        caAgi,
                      )} is at or below ${formatUsd(agiLimit)}).`
                    : `Renter's credit: you may qualify if you rented at least half of ${String(year)}, your CA AGI is at or below ${formatUsd(
                        agiLimit,
                      )}, no homeowner's exemption was claimed and the property was not tax-exempt.`}
                </Alert>
              </Stack>
            )}
          </Fieldset>
          <FormAlert message={message?.text} kind={message?.kind} />
          <Group justify="space-between">
            <Button component={Link} to={`/form1040/${id}/ca/540`} variant="default">
              Back to CA Form 540
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
