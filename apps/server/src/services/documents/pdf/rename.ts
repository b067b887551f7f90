/**
 * A form whose new year's PDF kept the lines but moved a few fields: the earlier map, with its
 * fields renamed (line table and the fields its `extra` fills) and some line keys re-pointed.
 */
import type { FillContext, FormMap } from './types';

export function renamedMap(
  base: FormMap,
  renames: Readonly<Record<string, string>>,
  lines: Readonly<Record<string, string>> = {},
): FormMap {
  const to = (f: string): string => renames[f] ?? f;
  const extra = base.extra;
  return {
    ...base,
    name: base.name && to(base.name),
    ssn: base.ssn && to(base.ssn),
    lines: { ...Object.fromEntries(Object.entries(base.lines).map(([l, f]) => [l, to(f)])), ...lines },
    extra:
      extra &&
      ((c: FillContext) =>
        extra({
          ...c,
          text: (f, v) => c.text(to(f), v),
          check: (f, on) => c.check(to(f), on),
          amount: (f, v) => c.amount(to(f), v),
        })),
  };
}
