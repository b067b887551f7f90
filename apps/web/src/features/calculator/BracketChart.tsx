import { Box, Text } from '@mantine/core';
import { formatUsd, type TaxBracket } from '@taxprep/contracts';
import { percent } from './api';

const W = 640;
const H = 220;
const PAD = { left: 48, right: 16, top: 16, bottom: 36 };

/** Compact dollars for axis labels: 609350 → "$609k". */
function short(v: number): string {
  if (v >= 1_000_000) return `$${Number((v / 1_000_000).toFixed(2))}M`;
  if (v >= 1_000) return `$${Math.round(v / 1_000)}k`;
  return `$${v}`;
}

interface Props {
  brackets: TaxBracket[];
  income: string;
  current: TaxBracket;
}

/**
 * The schedule as steps (height = marginal rate) with the user's income marked. Plain SVG: no chart
 * library for seven bars. The picture is described in words too, for screen readers.
 */
export function BracketChart({ brackets, income, current }: Props) {
  const value = Number(income);
  const bounds = brackets.map((b) => Number(b.income_max ?? b.income_min));
  // The top bracket is open: draw it a little past the last edge, or past the income when it is higher.
  const xMax = Math.max(Math.max(...bounds, 1) * 1.12, value * 1.1);
  const rMax = Math.max(...brackets.map((b) => Number(b.rate)), 0.01);
  const x = (v: number) => PAD.left + (Math.min(v, xMax) / xMax) * (W - PAD.left - PAD.right);
  const y = (r: number) => H - PAD.bottom - (r / rMax) * (H - PAD.top - PAD.bottom);
  const markX = x(value);
  const description = `Marginal rate by taxable income for ${brackets.length} brackets. Your income, ${formatUsd(
    income,
  )}, is in the ${percent(current.rate)} bracket.`;
  return (
    <Box>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby="bracket-chart-title bracket-chart-desc"
        style={{ maxWidth: W }}
      >
        <title id="bracket-chart-title">Tax brackets</title>
        <desc id="bracket-chart-desc">{description}</desc>
        <line
          x1={PAD.left}
          y1={H - PAD.bottom}
          x2={W - PAD.right}
          y2={H - PAD.bottom}
          stroke="currentColor"
        />
        {brackets.map((b) => {
          const x0 = x(Number(b.income_min));
          const x1 = b.income_max === null ? x(xMax) : x(Number(b.income_max));
          const top = y(Number(b.rate));
          const mine = b.id === current.id;
          return (
            <g key={b.id}>
              <rect
                x={x0}
                y={top}
                width={Math.max(x1 - x0, 1)}
                height={H - PAD.bottom - top}
                fill={mine ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}
                stroke="var(--mantine-color-body)"
              />
              {x1 - x0 > 28 && (
                <text x={(x0 + x1) / 2} y={top - 4} textAnchor="middle" fontSize="11" fill="currentColor">
                  {percent(b.rate)}
                </text>
              )}
            </g>
          );
        })}
        {[0, ...bounds.filter((v, i) => brackets[i]!.income_max !== null)]
          .filter((v, i, all) => i === 0 || x(v) - x(all[i - 1]!) > 34)
          .map((v) => (
            <text
              key={v}
              x={x(v)}
              y={H - PAD.bottom + 14}
              textAnchor="middle"
              fontSize="10"
              fill="currentColor"
            >
              {short(v)}
            </text>
          ))}
        <line
          x1={markX}
          x2={markX}
          y1={PAD.top}
          y2={H - PAD.bottom}
          stroke="var(--mantine-color-red-8)"
          strokeWidth={2}
          strokeDasharray="4 3"
        />
        <text
          x={Math.min(Math.max(markX, PAD.left + 40), W - PAD.right - 40)}
          y={H - 4}
          textAnchor="middle"
          fontSize="11"
          fontWeight="bold"
          fill="currentColor"
        >
          You: {short(value)}
        </text>
      </svg>
      <Text size="xs" c="dimmed">
        Bars: marginal rate of each bracket (yours highlighted); dashed line: your taxable income.
      </Text>
    </Box>
  );
}
