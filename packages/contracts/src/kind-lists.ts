/**
 * The lists of kinds the web app shows, derived from the registry and the kinds stored by their
 * own plugins: a new kind appears in the sidebar, on the details page and in the chooser by being
 * defined, with its `listing` and `chooser`.
 */
import { REGISTRY, type ChooserEntry, type Column } from './documents';
import { OTHER_KINDS } from './form-types';

/** A group of the sidebar and of the details page: the schedules answer's key and how it shows. */
export interface ListedKind {
  /** The key of GET /api/form1040/{id}/schedules. */
  key: string;
  label: string;
  /** Under /form1040/{id}/, or absolute when `absolute`. */
  path: string;
  absolute: boolean;
  single: boolean;
  details: readonly Column[];
  order: number;
  /** Listed only for a tax year whose figures include this part of the law. */
  onlyWith?: 'schedule1A';
}

export const LISTED_KINDS: readonly ListedKind[] = [
  ...REGISTRY.flatMap((d) => {
    const l = d.listing;
    if (!l) return [];
    const path = l.path ?? d.route;
    return [
      {
        key: d.schedulesKey ?? d.kind,
        label: l.label ?? d.short,
        path,
        absolute: path.startsWith('/'),
        single: l.single ?? false,
        details: l.details ?? d.columns,
        order: l.order,
        onlyWith: d.onlyWith,
      },
    ];
  }),
  ...Object.entries(OTHER_KINDS).flatMap(([key, k]) =>
    k.listing
      ? [
          {
            key,
            label: k.listing.label,
            path: k.listing.path ?? k.screen,
            absolute: false,
            single: k.listing.single ?? false,
            details: k.listing.details ?? [],
            order: k.listing.order,
          },
        ]
      : [],
  ),
].sort((a, b) => a.order - b.order);

/** The document chooser's federal buttons, in order. */
export const CHOOSER_ENTRIES: readonly ChooserEntry[] = [
  ...REGISTRY.flatMap((d) => (d.chooser ?? []).map((c) => ({ ...c, onlyWith: c.onlyWith ?? d.onlyWith }))),
  ...Object.values(OTHER_KINDS).flatMap((k) => k.chooser ?? []),
].sort((a, b) => a.order - b.order);
