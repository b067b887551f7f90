import { useState } from 'react';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { DIGITAL_ASSETS_MSG } from '@taxprep/contracts';
import { PageLoader } from '../../../ui/PageLoader';
import { SaveStatusAlerts } from '../../../ui/SaveStatusAlerts';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useDelayedNavigate } from '../../../ui/useDelayedNavigate';
import { useSaveStatus } from '../../../ui/useSaveStatus';
import { useSaveReturn, type Saved } from '../../../api/returns';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useReturnInfo, type ReturnInfo } from '../../../api/returnInfo';
import { WithFormId } from '../../../shared/useFormId';
import { WizardCard } from '../../../ui/WizardCard';
import { useReturnYear } from '../../../shared/useReturnYear';

const NEXT_DELAY_MS = 700;

export function DigitalAssetsPage() {
  return <WithFormId>{(id) => <DigitalAssets id={id} />}</WithFormId>;
}

function DigitalAssets({ id }: { id: string }) {
  const info = useReturnInfo(id);
  if (info.isPending) return <PageLoader />;
  if (info.isError)
    return (
      <LoadFailed error={info.error} message="Failed to load saved answer." onRetry={() => info.refetch()} />
    );
  return <DigitalAssetsForm id={id} info={info.data} refetch={info.refetch} />;
}

const answerOf = (d: ReturnInfo) => (d.digital_assets === null ? '' : d.digital_assets ? 'yes' : 'no');

function DigitalAssetsForm({
  id,
  info,
  refetch,
}: {
  id: string;
  info: ReturnInfo;
  refetch: () => Promise<{ data?: ReturnInfo }>;
}) {
  const year = useReturnYear();
  const [answer, setAnswer] = useState(answerOf(info));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const status = useSaveStatus();
  const go = useDelayedNavigate();
  const save = useSaveReturn<{ digital_assets: boolean; version: number }, Saved>(
    id,
    'put',
    `/api/form1040/${id}/digital-assets`,
  );
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!answer) {
      // Said once, under the question.
      setFieldError(DIGITAL_ASSETS_MSG);
      status.clearWarning();
      return;
    }
    setFieldError(null);
    status.clear();
    try {
      const res = await save.mutateAsync({ digital_assets: answer === 'yes', version: info.version });
      status.succeed(res.message);
      go(`/form1040/${id}/third-party-designee`, NEXT_DELAY_MS);
    } catch (err) {
      status.fail(err, 'Failed to save digital assets info.');
    }
  };
  const reload = async () => {
    const r = await refetch();
    if (r.data) setAnswer(answerOf(r.data));
    status.clear();
  };
  return (
    <WizardCard title="Digital Assets">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            At any time during {year}, did you (a) receive (as a reward, award, or payment for property or
            services); or (b) sell, exchange, or otherwise dispose of a digital asset (or a financial interest
            in a digital asset)?
          </Text>
          <Radio.Group
            label="Digital assets"
            withAsterisk
            value={answer}
            onChange={(v) => {
              setAnswer(v);
              setFieldError(null);
            }}
            error={fieldError}
          >
            <Group mt="xs">
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
          <SaveStatusAlerts status={status} onReload={reload} />
          <Group justify="flex-end">
            <SubmitButton saving={save.isPending} label="Save & Next" />
          </Group>
        </Stack>
      </form>
    </WizardCard>
  );
}
