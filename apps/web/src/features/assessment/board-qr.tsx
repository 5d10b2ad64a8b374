import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { copyText } from '../../lib/copy-text';
import { CopyIcon } from '../../ui/classroom-icons';
import { RUN_BUTTONS_ATTR } from '../../ui/run-buttons';
import { toast } from '../../ui/toast-store';
import { selfAssessmentUrl } from './assessment-api';
import { QrCode } from './qr-code';
import '../../ui/board-button.css';
import './board-qr.css';

/**
 * The scoreboard's self-assessment panel (spec section 2): the QR code students scan with the
 * shared iPad and the link with a copy button. It can be folded away to a small button, so it
 * never hides a student's card for long.
 */
export function BoardSelfAssessment({ classId, classKey }: { classId: number; classKey: string }) {
  const { t } = useLingui();
  // A phone's scoreboard is small: there the panel starts folded, one tap away (the phone
  // breakpoint, styles/tokens.css).
  const [folded, setFolded] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(max-width: 640px)').matches,
  );
  // Its buttons take Enter and Space themselves (the board's run keys leave them alone).
  const keys = { [RUN_BUTTONS_ATTR]: '' };
  const url = selfAssessmentUrl(classId, classKey);

  if (folded)
    return (
      <div {...keys}>
        <button
          type="button"
          className="board-btn board-qr-unfold"
          onClick={() => setFolded(false)}
        >
          <Trans>Show self-assessment QR</Trans>
        </button>
      </div>
    );

  const copy = async () => {
    const ok = await copyText(url);
    toast(
      ok
        ? {
            title: t`URL Copied!`,
            description: t`Students can now access their self-assessment.`,
            variant: 'success',
          }
        : {
            title: t`Copy Failed`,
            description: t`Please copy the URL manually.`,
            variant: 'destructive',
          },
    );
  };

  return (
    <aside className="board-qr" aria-label={t`Self-assessment`} {...keys}>
      <QrCode text={url} label={t`QR code: scan to assess yourself`} />
      <div className="board-qr-side">
        <p className="board-qr-title">
          <Trans>Rate yourself!</Trans>
        </p>
        <p className="board-qr-text">
          <Trans>Scan the code with the shared iPad, tap your picture and rate today.</Trans>
        </p>
        <div className="board-qr-actions">
          <button type="button" className="board-btn" onClick={() => void copy()}>
            <CopyIcon size={18} />
            <Trans>Copy link</Trans>
          </button>
          <button type="button" className="board-btn board-qr-hide" onClick={() => setFolded(true)}>
            <Trans>Hide</Trans>
          </button>
        </div>
      </div>
    </aside>
  );
}
