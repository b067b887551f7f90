import type { HTMLAttributes } from 'react';
import classes from './pill.module.css';

export type PillTone = 'red' | 'violet' | 'blue' | 'green' | 'yellow' | 'gray';

interface Props extends HTMLAttributes<HTMLSpanElement> {
  tone: PillTone;
  size?: 'sm' | 'xs';
}

/** A rounded label whose colours keep AA contrast in light and dark themes. */
export function Pill({ tone, size = 'sm', className, ...rest }: Props) {
  const cls = [classes.pill, classes[tone], size === 'xs' ? classes.small : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <span className={cls} {...rest} />;
}
