/**
 * Reads an IRS Direct File scenario (the `facts` of a SubmitRequestBody: each fact path with its
 * persister wrapper, e.g. `{"$type": "…DollarWrapper", "item": "2000.00"}`) into plain values.
 */
export type RawFacts = Record<string, { $type: string; item: unknown }>;

export class Facts {
  constructor(private readonly raw: RawFacts) {}

  /** The plain value of a fact, or undefined when the scenario does not hold it. */
  get(path: string): unknown {
    const f = this.raw[path];
    if (!f) return undefined;
    const type = f.$type.split('.').pop();
    const item = f.item as Record<string, unknown>;
    switch (type) {
      case 'EnumWrapper':
      case 'MultEnumWrapper':
        return Array.isArray(item.value) ? (type === 'EnumWrapper' ? item.value[0] : item.value) : item.value;
      case 'DayWrapper':
        return item.date;
      case 'TinWrapper':
        return `${String(item.area)}${String(item.group)}${String(item.serial)}`;
      case 'EinWrapper':
        return `${String(item.prefix)}${String(item.serial)}`;
      case 'CollectionWrapper':
        return item.items;
      case 'CollectionItemWrapper':
        return item.id ?? item;
      case 'PinWrapper':
        return item.pin;
      default:
        return f.item;
    }
  }

  str(path: string): string | undefined {
    const v = this.get(path);
    return typeof v === 'string' ? v : undefined;
  }

  bool(path: string): boolean | undefined {
    const v = this.get(path);
    return typeof v === 'boolean' ? v : undefined;
  }

  /** A dollar fact as a number (undefined when absent). */
  money(path: string): number | undefined {
    const v = this.get(path);
    if (v === undefined || v === null || v === '') return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }

  /** The ids of a collection (`/formW2s` → its items). */
  ids(path: string): string[] {
    const v = this.get(path);
    return Array.isArray(v) ? (v as string[]) : [];
  }

  /** A fact of one item of a collection: `item('/formW2s', id, 'writableWages')`. */
  itemPath(collection: string, id: string, fact: string): string {
    return `${collection}/#${id}/${fact}`;
  }

  address(path: string): { street: string; city: string; state: string; zip: string } | undefined {
    const f = this.raw[path];
    if (!f) return undefined;
    const a = f.item as Record<string, string>;
    return {
      street: a.streetAddress ?? '',
      city: a.city ?? '',
      state: a.stateOrProvence ?? '',
      zip: a.postalCode ?? '',
    };
  }

  /** Every fact path the scenario holds (ids replaced by `*`). */
  paths(): string[] {
    return Object.keys(this.raw).map((k) => k.replace(/#[0-9a-f-]{36}/g, '*'));
  }
}
