import type { RemovalResult } from '@classbeam/contracts';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';
import { serverText } from '../../lib/server-texts/server-text';
import { toast } from '../../ui/toast-store';
import { boardText } from './history-format';

/** How long the second tap is waited for before the button goes back to Remove. */
export const CONFIRM_MS = 4000;

interface RemoveButtonProps {
  /** What goes, for the screen reader and the confirmation ("Ada's +2 for Teamwork"). */
  what: string;
  label?: string;
  /** What the toast says went, once removed ("+1 Helping others for Leo Brown"). */
  done: string;
  onRemove: () => Promise<RemovalResult>;
}

/**
 * Removal from the history in two taps on the same spot: the first arms it ("Tap again to
 * remove"), the second removes. A teacher holding a phone in one hand cannot take a point
 * away by brushing the list, and needs no dialog to confirm. A toast then says what went and
 * whether today's board moved (decision 0161); failures say why in a toast.
 */
export function RemoveButton({ what, label: given, done, onRemove }: RemoveButtonProps) {
  const { t } = useLingui();
  const label = given ?? t`Remove`;
  const [state, setState] = useState<'idle' | 'armed' | 'busy'>('idle');
  useEffect(() => {
    if (state !== 'armed') return;
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const tap = async () => {
    if (state === 'idle') return setState('armed');
    if (state !== 'armed') return;
    setState('busy');
    try {
      const result = await onRemove();
      const board = boardText(result.board);
      toast({
        variant: 'success',
        // Nothing went: another device (or a retry) had removed it already.
        title: result.removed === 0 ? t`Already removed: ${done}` : t`Removed: ${done}`,
        ...(board ? { description: board } : {}),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t`Not removed`,
        description:
          error instanceof ApiRequestError && error.apiError
            ? serverText(error)
            : t`Check the connection and try again.`,
      });
      setState('idle');
    }
  };

  return (
    <button
      type="button"
      className={`btn history-remove${state === 'armed' ? ' history-remove-armed' : ''}`}
      aria-label={state === 'armed' ? t`Tap again to remove ${what}` : t`${label}: ${what}`}
      disabled={state === 'busy'}
      onClick={() => void tap()}
    >
      {state === 'armed' ? t`Tap again to remove` : state === 'busy' ? t`Removing…` : label}
    </button>
  );
}
