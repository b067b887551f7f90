/**
 * The XML check of the document tests, as a small tree: the same well-formedness rules as
 * xml.test.ts (the XML declaration first, one root, balanced tags, attributes quoted, only the
 * five predefined entity references), then the elements for the tests to read.
 */
import { expect } from 'vitest';

export interface XmlEl {
  name: string;
  attrs: Record<string, string>;
  children: XmlEl[];
  text: string;
}

export function parseXml(xml: string): XmlEl {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: XmlEl[] = [];
  const roots: XmlEl[] = [];
  const re = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(body))) {
    if (m.index !== consumed) throw new Error(`unparsed text at ${consumed}`);
    consumed = re.lastIndex;
    const top = stack[stack.length - 1];
    if (m[5] !== undefined) {
      const t = m[5];
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(t)) throw new Error(`bad entity in ${t}`);
      if (!top && t.trim()) throw new Error('text outside root');
      if (top && t.trim()) top.text += t;
      continue;
    }
    const [, close, name, rawAttrs, selfClose] = m;
    if (close) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`mismatched </${name}>`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (rawAttrs ?? '').matchAll(/([\w:.-]+)="([^"<]*)"/g)) {
      if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]}`);
      attrs[a[1]!] = a[2]!;
    }
    const node: XmlEl = { name: name!, attrs, children: [], text: '' };
    if (top) top.children.push(node);
    else roots.push(node);
    if (!selfClose) stack.push(node);
  }
  if (consumed !== body.length) throw new Error('trailing garbage');
  if (stack.length) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  expect(roots).toHaveLength(1);
  return roots[0]!;
}

/** The documents of ReturnData with this element name. */
export function documents(root: XmlEl, name: string): XmlEl[] {
  const data = root.children.find((c) => c.name === 'ReturnData');
  if (!data) throw new Error('no ReturnData');
  return data.children.filter((c) => c.name === name);
}

/** The one document with this name. */
export function document(root: XmlEl, name: string): XmlEl {
  const found = documents(root, name);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Text of the first child element with this name, or undefined. */
export function child(el: XmlEl, name: string): string | undefined {
  return el.children.find((c) => c.name === name)?.text;
}

export const childNames = (el: XmlEl): string[] => el.children.map((c) => c.name);
