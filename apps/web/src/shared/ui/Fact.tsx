import type { HTMLAttributes, ReactNode } from 'react';

/**
 * One term and its value inside a `<dl>`: the order facts, totals and price figures are all lists of these.
 * The wrapping `<div>` is what lets a page lay a term and its value out on one row (HTML allows a div to group
 * a dt with its dd); `valueProps` carries what the value alone needs (aria-busy while a figure is worked out).
 */
export function Fact({
  term,
  className,
  valueProps,
  children,
}: {
  term: ReactNode;
  className?: string;
  valueProps?: HTMLAttributes<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
