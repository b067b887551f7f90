/**
 * The element tree the MeF-shaped XML is built from, and the small value formats every part module
 * (xml.ts and the xml-* modules) shares: kept apart so the parts do not import the module that
 * assembles them.
 */
import type { ReturnMeta } from './meta';

export type Attrs = Record<string, string>;
export interface El {
  name: string;
  attrs?: Attrs;
  text?: string;
  children?: El[];
}

export function escapeXml(s: string): string {
  return (
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 does not allow.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}

export function serialize(el: El, depth: number): string {
  const pad = '    '.repeat(depth);
  const attrs = Object.entries(el.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (el.children && el.children.length) {
    return `${pad}<${el.name}${attrs}>\n${el.children.map((c) => serialize(c, depth + 1)).join('')}${pad}</${el.name}>\n`;
  }
  if (el.text === undefined || el.text === '') return `${pad}<${el.name}${attrs}/>\n`;
  return `${pad}<${el.name}${attrs}>${escapeXml(el.text)}</${el.name}>\n`;
}

export const el = (name: string, text?: string | null, attrs?: Attrs): El | null =>
  text === null || text === undefined || text === '' ? null : { name, text, ...(attrs ? { attrs } : {}) };
export const group = (name: string, children: (El | null)[], attrs?: Attrs): El | null => {
  const c = children.filter((x): x is El => !!x);
  return c.length ? { name, children: c, ...(attrs ? { attrs } : {}) } : null;
};

export const digits = (s: string | null | undefined): string | null =>
  s ? s.replace(/\D/g, '') || null : null;
/** MeF name control: first four letters/hyphens of the last name, upper case. */
export function nameControl(last: string | undefined): string | null {
  const s = (last ?? '').toUpperCase().replace(/[^A-Z-]/g, '');
  return s ? s.slice(0, 4) : null;
}
export function usAddress(name: string, a: ReturnMeta['address']): El | null {
  if (!a) return null;
  return group(name, [
    el('AddressLine1Txt', a.street),
    el('AddressLine2Txt', a.apt ? `APT ${a.apt}` : null),
    el('CityNm', a.city),
    el('StateAbbreviationCd', a.state.toUpperCase()),
    el('ZIPCd', digits(a.zip)),
  ]);
}
