import { type ButtonHTMLAttributes, type Ref, useEffect, useId, useState } from 'react';
import './explained-button.css';

/** How long the reason stays under the button after a tap. */
const SHOWN_MS = 5000;

interface ExplainedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Why the button cannot be used now ('Add students to assess them'). While set, the button
   * looks unavailable, and a tap or a click says why under it instead of doing nothing: a
   * phone has no hover, so a tooltip would never be seen.
   */
  reason?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that, when it cannot act, says why on tap rather than in a tooltip. */
export function ExplainedButton({ reason, onClick, children, ref, ...rest }: ExplainedButtonProps) {
  const id = useId();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  // Usable again: the old reason no longer applies.
  useEffect(() => {
    if (!reason) setShown(null);
  }, [reason]);

  return (
    <span className="explained">
      <button
        ref={ref}
        type="button"
        {...rest}
        // Not aria-disabled: the button still does something (it says why), and says so.
        data-blocked={reason ? '' : undefined}
        aria-describedby={reason ? `${id}-why` : undefined}
        onClick={(event) => {
          if (reason) setShown(reason);
          else onClick?.(event);
        }}
      >
        {children}
      </button>
      {reason && (
        <span id={`${id}-why`} className="visually-hidden">
          {reason}
        </span>
      )}
      {/* Always in the page (a live region), so a screen reader hears the reason when shown. */}
      <span className="explained-why" role="status" data-shown={shown ? '' : undefined}>
        {shown}
      </span>
    </span>
  );
}
