import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReturnReview } from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState';
import { usePageTitle } from '../../ui/usePageTitle';
import { WithFormId } from '../../shared/useFormId';
import {
  useAmendmentId,
  useMarkReviewed,
  useReview,
  useSubmit,
  useSubmitAnswer,
  type ReviewTarget,
} from './api';
import { SignForm } from './SignForm';
import { TodoList } from '../../shared/TodoList';

/** The spec's confirm of a submission (spec 000), kept for the Submit of the Review step. */
const SUBMIT_CONFIRM = 'Submit this Form 1040 to IRS (simulated)?';
const SUBMIT_X_CONFIRM = 'Submit this Form 1040-X to IRS (simulated)?';

const usd = (v: string) =>
  Number(v).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

type Finding = { message: string; step: string | null };

/** Findings in the body text colour: coloured text fails AA contrast (the section's title says what they are). */
function FindingList({ id, items }: { id: string; items: Finding[] }) {
  return (
    <List size="sm" spacing={4}>
      {items.map((f, i) => (
        <List.Item key={`${i}-${f.message}`}>
          <Text span size="sm">
            {f.message}
          </Text>
          {f.step !== null && (
            <>
              {' '}
              <Anchor
                component={Link}
                to={f.step === 'index' ? `/form1040/${id}` : `/form1040/${id}/${f.step}`}
                size="sm"
              >
                Fix it
              </Anchor>
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** "I've reviewed these figures", and when the filer last did: the changes below count from then. */
function MarkReviewed({ target, lastReviewedAt }: { target: ReviewTarget; lastReviewedAt: string | null }) {
  const mark = useMarkReviewed(target);
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="light" loading={mark.isPending} onClick={() => mark.mutate()}>
        I’ve reviewed these figures
      </Button>
      <Text size="sm" c="dimmed" role="status">
        {mark.isError
          ? errorText(mark.error, 'Failed to save.')
          : lastReviewedAt
            ? `Last reviewed ${new Date(lastReviewedAt).toLocaleString('en-US')}; changes since then are listed.`
            : 'Changes to the figures after you mark them reviewed (or sign) will be listed here.'}
      </Text>
    </Group>
  );
}

/** What the page says of each review: its title, the agency and the confirmation. */
function wordsOf(t: ReviewTarget) {
  if (t.california)
    return {
      title: 'Review and sign the California return',
      agency: 'California',
      response: 'FTB Response',
      confirm: 'Submit this CA Form 540 to California (simulated)?',
    };
  return t.amendmentId === null
    ? { title: 'Review and sign', agency: 'IRS', response: 'IRS Response', confirm: SUBMIT_CONFIRM }
    : {
        title: 'Review and sign the Form 1040-X',
        agency: 'IRS',
        response: 'IRS Response',
        confirm: SUBMIT_X_CONFIRM,
      };
}

/** /form1040/{id}/review (also /1040x/review and /ca/review): look over, sign, submit. */
export function ReviewPage({
  amendment = false,
  california = false,
}: {
  amendment?: boolean;
  california?: boolean;
}) {
  usePageTitle(
    california
      ? 'Review and sign the California return'
      : amendment
        ? 'Review and sign the Form 1040-X'
        : 'Review and sign',
  );
  return (
    <WithFormId>
      {(id) => <ReviewFor returnId={id} amendment={amendment} california={california} />}
    </WithFormId>
  );
}

function ReviewFor({
  returnId,
  amendment,
  california,
}: {
  returnId: string;
  amendment: boolean;
  california: boolean;
}) {
  const list = useAmendmentId(returnId, amendment);
  if (california) return <Review target={{ returnId, amendmentId: null, california: true }} />;
  if (!amendment) return <Review target={{ returnId, amendmentId: null }} />;
  if (list.isPending) return <LoadingBlock label="Loading the Form 1040-X…" />;
  const first = list.data?.[0];
  if (!first)
    return (
      <Alert color="yellow" title="No Form 1040-X">
        This return has no amended return yet.{' '}
        <Anchor component={Link} to={`/form1040/${returnId}/1040x`}>
          Start the Form 1040-X
        </Anchor>
      </Alert>
    );
  return <Review target={{ returnId, amendmentId: first.id }} />;
}

function Review({ target }: { target: ReviewTarget }) {
  const q = useReview(target);
  const submit = useSubmit(target);
  const answer = useSubmitAnswer(target);
  const [confirming, setConfirming] = useState(false);
  const words = wordsOf(target);
  const title = words.title;
  const own = target.amendmentId === null && !target.california;
  if (q.isPending) return <LoadingBlock label="Loading the review…" />;
  if (q.isError)
    return (
      <LoadFailedBlock
        message={errorText(q.error, 'Failed to load the review.')}
        onRetry={() => void q.refetch()}
      />
    );
  const r: ReturnReview = q.data;
  const owed = Number(r.amount_owed) > 0;
  const id = target.returnId;
  const accepted = r.status === 'Accepted';
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-label={owed ? 'Amount you owe' : 'Your refund'}
      >
        <Text size="sm" c="dimmed">
          {owed ? 'Amount you owe' : 'Your refund'}
        </Text>
        <Text fz={40} fw={700} c={owed ? 'red' : 'green'} data-testid="review-amount">
          {usd(owed ? r.amount_owed : r.refund)}
        </Text>
        <Group gap="xs">
          <Text size="sm">Status:</Text>
          <Badge variant="light">{r.status}</Badge>
          <Badge variant="light" color={r.signature.current ? 'green' : 'gray'}>
            {r.signature.current ? 'Signed' : r.signature.signed ? 'Signature out of date' : 'Not signed'}
          </Badge>
        </Group>
      </Paper>

      {own && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="todo-title">
          <Title order={2} size="h4" id="todo-title" mb="xs">
            Still to do
          </Title>
          <TodoList id={id} openOnly />
        </Paper>
      )}

      {own && <MarkReviewed target={target} lastReviewedAt={r.last_reviewed_at} />}

      {r.changes.length > 0 && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="changes-title">
          <Title order={2} size="h4" id="changes-title">
            Changes since you last reviewed
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th ta="right">Before</Table.Th>
                  <Table.Th ta="right">Now</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.changes.map((c) => (
                  <Table.Tr key={c.key}>
                    <Table.Td>{c.label}</Table.Td>
                    <Table.Td ta="right">{usd(c.before)}</Table.Td>
                    <Table.Td ta="right">{usd(c.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

      {(r.errors.length > 0 || r.warnings.length > 0 || r.plausibility.length > 0) && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checks-title">
          <Title order={2} size="h4" id="checks-title" mb="xs">
            Open checks
          </Title>
          {r.errors.length > 0 && (
            <>
              <Text fw={600} size="sm">
                The e-file would reject this return:
              </Text>
              <FindingList id={id} items={r.errors} />
            </>
          )}
          {[...r.plausibility, ...r.warnings].length > 0 && (
            <>
              <Text fw={600} size="sm" mt="xs">
                Worth a second look:
              </Text>
              <FindingList id={id} items={[...r.plausibility, ...r.warnings]} />
            </>
          )}
        </Paper>
      )}

      {r.groups.map((g) => (
        <Paper key={g.title} withBorder p="md" radius="md" component="section" aria-label={g.title}>
          <Title order={2} size="h4">
            {g.title}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Tbody>
                {g.lines.map((l) => (
                  <Table.Tr key={l.key}>
                    <Table.Td>{l.label}</Table.Td>
                    <Table.Td ta="right">{usd(l.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}

      {!accepted && <SignForm target={target} review={r} />}

      <FormAlert
        message={
          submit.isError
            ? errorText(submit.error, `${words.agency} submission failed. Please try again.`)
            : null
        }
      />
      {answer && (
        <Alert
          color={answer.status === 'Accepted' ? 'green' : 'red'}
          role={answer.status === 'Accepted' ? 'status' : 'alert'}
          title={`${words.response}: ${answer.status} - ${answer.message}`}
        >
          {answer.errors.length > 0 && (
            <List size="sm">
              {answer.errors.map((e) => (
                <List.Item key={`${e.code}-${e.field}`}>{e.message}</List.Item>
              ))}
            </List>
          )}
          {answer.status === 'Accepted' && (
            <Anchor component={Link} to={`/form1040/${id}/download`} size="sm">
              Download your return
            </Anchor>
          )}
        </Alert>
      )}
      {!accepted && (
        <Group>
          <Button
            size="md"
            disabled={!r.signature.current}
            onClick={() => setConfirming(true)}
            loading={submit.isPending}
          >
            Submit to {words.agency}
          </Button>
          {!r.signature.current && (
            <Text size="sm" c="dimmed">
              Sign the return above to submit it.
            </Text>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={`Submit to ${words.agency}`}
        message={words.confirm}
        confirmLabel="Submit"
        loading={submit.isPending}
        onConfirm={() => {
          setConfirming(false);
          submit.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
