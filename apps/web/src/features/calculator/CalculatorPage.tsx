import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  BRACKET_MSG,
  BRACKET_STATUS_LABELS,
  BRACKET_STATUSES,
  calculatorQuerySchema,
  formatUsd,
  MSG,
  TAX_YEAR,
  type Calculation,
} from '@taxprep/contracts';
import type { z } from 'zod';
import { TAX_YEARS } from '@taxprep/tax-engine';
import { errorText } from '../../api/client';
import { FormAlert } from '../../ui/FormAlert';
import { applyIssues } from '../../ui/applyIssues';
import { formatMoney, sanitizeMoney } from '../../ui/money';
import { usePageTitle } from '../../ui/usePageTitle';
import { BracketChart } from './BracketChart';
import { percent, useCalculation } from './api';

type CalculatorInput = z.input<typeof calculatorQuerySchema>;
type CalculatorQuery = z.output<typeof calculatorQuerySchema>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const FIELDS = ['year', 'status', 'income'] as const;
/** The years the engine computes, latest first. */
const YEARS = TAX_YEARS.map((y) => ({ value: String(y), label: String(y) }));
const STATUSES = BRACKET_STATUSES.map((s) => ({ value: s, label: BRACKET_STATUS_LABELS[s] }));

/** Taxable income text: digits and one dot with at most two decimals (no sign: income is 0 or more). */
const incomeText = (raw: string) => sanitizeMoney(raw).replace('-', '');

/** /calculate-tax: an estimate from the bracket table, beside what the return itself would compute. */
export function CalculatorPage() {
  usePageTitle('Tax Bracket Calculator');
  const calculation = useCalculation();
  const [banner, setBanner] = useState<string | null>(null);
  const [result, setResult] = useState<Calculation | null>(null);
  const form = useForm<CalculatorInput, unknown, CalculatorQuery>({
    resolver: zodResolver(calculatorQuerySchema),
    defaultValues: { year: String(TAX_YEAR), status: '', income: '' },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        const r = await calculation.mutateAsync(values);
        setResult(r);
        notifications.show({ color: 'green', message: BRACKET_MSG.calcDone });
      } catch (err) {
        setResult(null);
        applyIssues(err, form.setError, FIELDS);
        setBanner(errorText(err, BRACKET_MSG.calcFailed));
      }
    },
    () => setBanner(MSG.fixHighlighted),
  );

  return (
    <Stack gap="md" maw={860}>
      <div>
        <Title order={1} size="h2">
          Tax Bracket Calculator
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Estimate federal income tax on a taxable income from the tax bracket table. Your return itself is
          always computed from the official IRS figures of its tax year.
        </Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={form.control}
                name="year"
                render={({ field, fieldState }) => (
                  <Select
                    label="Tax year"
                    placeholder="Select a year"
                    data={YEARS}
                    value={text(field.value) || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    clearable
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="status"
                render={({ field, fieldState }) => (
                  <Select
                    label="Filing status"
                    placeholder="Select a filing status"
                    data={STATUSES}
                    value={text(field.value) || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="income"
                render={({ field, fieldState }) => (
                  <TextInput
                    label="Taxable income"
                    inputMode="decimal"
                    autoComplete="off"
                    leftSection="$"
                    leftSectionPointerEvents="none"
                    name={field.name}
                    ref={field.ref}
                    value={text(field.value)}
                    onChange={(e) => field.onChange(incomeText(e.currentTarget.value))}
                    onBlur={() => {
                      if (field.value) field.onChange(formatMoney(text(field.value)));
                      field.onBlur();
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <FormAlert message={banner} />
            <Group>
              <Button type="submit" loading={calculation.isPending}>
                Calculate
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {result && <CalculationResult result={result} />}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

function bracketText(b: Calculation['bracket']): string {
  const range =
    b.income_max === null
      ? `over ${formatUsd(b.income_min)}`
      : `${formatUsd(b.income_min)} – ${formatUsd(b.income_max)}`;
  return `${percent(b.rate)} (${range})`;
}

function CalculationResult({ result }: { result: Calculation }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="calc-result">
      <Stack gap="md">
        <Title order={2} size="h3" id="calc-result">
          Result
        </Title>
        <Text role="status" size="sm">
          {BRACKET_MSG.calcDone} {BRACKET_STATUS_LABELS[result.status]}, {result.year}, taxable income{' '}
          {formatUsd(result.income)}.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Figure label="Estimated tax" value={formatUsd(result.estimated_tax)} />
          <Figure label="Effective rate" value={percent(result.rate)} />
          <Figure label="Base tax" value={formatUsd(result.base_tax)} />
          <Figure label="Marginal rate" value={percent(result.marginal_rate)} />
          <Figure label="Bracket" value={bracketText(result.bracket)} />
        </SimpleGrid>
        <Alert
          color={result.matches_official_schedule ? 'blue' : 'yellow'}
          title={
            result.return_method === 'tax_table'
              ? `Your return would use the IRS Tax Table: ${formatUsd(result.return_tax)}`
              : `Your return would use the Tax Computation Worksheet: ${formatUsd(result.return_tax)}`
          }
        >
          {result.note}
        </Alert>
        <Box>
          <BracketChart brackets={result.brackets} income={result.income} current={result.bracket} />
        </Box>
      </Stack>
    </Paper>
  );
}
