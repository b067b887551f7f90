/**
 * Labels, hints and explanations that name the tax year carry `{year}`, `{prev_year}` or
 * `{next_year}` (and, where a year's figure is named, a key of `values`): the screens and the server
 * fill them in with the year of the return they are shown for, so no text is tied to one year.
 */
export function yearText(text: string, year: number, values: Readonly<Record<string, string>> = {}): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, key: string) => {
    if (key === 'year') return String(year);
    if (key === 'prev_year') return String(year - 1);
    if (key === 'next_year') return String(year + 1);
    return values[key] ?? whole;
  });
}
