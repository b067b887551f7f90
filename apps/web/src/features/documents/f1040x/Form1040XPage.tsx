import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TAX_YEAR, type Form1040XData, type Form1040XView } from '@taxprep/contracts';
import { api, ApiError } from '../../../api/client';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { returnKey, useSaveReturn } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { Form1040XForm } from './Form1040XForm';
import { failText } from './values';

type Saved = Form1040XView & { message: string };

/*
 * The spec starts a new 1040-X on the previous calendar year: the year one usually amends. This
 * product prepares 2024 returns only, so the year amended is the return's own, whatever today's date.
 */
const DEFAULT_YEAR = TAX_YEAR;

export function Form1040XPage() {
  return <WithFormId>{(id) => <Form1040XScreen id={id} />}</WithFormId>;
}

function Form1040XScreen({ id }: { id: string }) {
  const status = useSaveStatus();
  const list = useQuery({
    queryKey: returnKey(id, 'form1040x'),
    queryFn: () => api.get<Form1040XView[]>(`/api/form1040/${id}/form1040x`),
  });
  const create = useSaveReturn<{ form1040_id: number; tax_year: number }, Saved>(
    id,
    'post',
    '/api/form1040x',
  );
  const update = useSaveReturn<Form1040XData & { xId: number }, Saved>(
    id,
    'put',
    (b) => `/api/form1040x/${b.xId}`,
  );
  const x = list.data?.[0] ?? null;

  // Created automatically the first time the screen finds none (once, even if effects run twice).
  const started = useRef(false);
  const empty = list.isSuccess && list.data.length === 0;
  const { mutate } = create;
  useEffect(() => {
    if (!empty || started.current) return;
    started.current = true;
    mutate({ form1040_id: Number(id), tax_year: DEFAULT_YEAR });
  }, [empty, id, mutate]);

  if (list.isError)
    return <LoadFailed error={null} message={failText('load', list.error)} onRetry={() => list.refetch()} />;
  if (!x && create.isError)
    return (
      <WizardCard title="Form 1040-X (Amended Return)">
        <Stack>
          <Alert color="red" role="alert">
            {failText('load', create.error)}
          </Alert>
          <Group justify="space-between">
            <Button component={Link} to={`/form1040/${id}/add-documents`} variant="default">
              Back
            </Button>
            <Button onClick={() => create.mutate({ form1040_id: Number(id), tax_year: DEFAULT_YEAR })}>
              Create
            </Button>
          </Group>
        </Stack>
      </WizardCard>
    );
  if (!x) return <PageLoader label="Loading Form 1040-X…" />;

  const save = async (v: Form1040XData) => {
    status.clear();
    try {
      const res = await update.mutateAsync({ ...v, xId: x.id, version: x.version });
      status.succeed(res.message);
    } catch (e) {
      const text = failText('save', e);
      // The stale-write Reload button still needs the status; the words are the spec's.
      status.fail(e instanceof ApiError ? new ApiError(e.status, text, e.issues) : e, text);
      throw e;
    }
  };

  return (
    <WizardCard
      title="Form 1040-X (Amended Return)"
      description="Correct a return you already filed: column A is the return as filed, column C your current return, column B the difference."
      wide
    >
      <Stack gap="md">
        {x.column_a_source === 'accepted' && (
          <Text size="sm">
            Column A holds the figures of your return as the IRS accepted it
            {x.accepted_at ? ` on ${new Date(x.accepted_at).toLocaleDateString('en-US')}` : ''}. Change your
            return (for example add a forgotten form) and column C follows.
          </Text>
        )}
        <SaveStatusAlerts status={status} onReload={() => void list.refetch()} />
        <Form1040XForm
          key={`${x.id}-${x.version}`}
          x={x}
          formId={id}
          saving={update.isPending}
          status={status}
          onSave={save}
        />
      </Stack>
    </WizardCard>
  );
}
