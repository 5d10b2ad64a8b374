import type { ReactNode } from 'react';

interface SegmentedProps {
  /** Names the group for assistive technology ("View", "Account"); not shown. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A row of mutually exclusive buttons (each with aria-pressed). A fieldset rather than a
 * div with role="group": same semantics, and the legend names it without extra ARIA.
 */
export function Segmented({ label, className, children }: SegmentedProps) {
  return (
    <fieldset className={`segmented${className ? ` ${className}` : ''}`}>
      <legend className="visually-hidden">{label}</legend>
      {children}
    </fieldset>
  );
}
