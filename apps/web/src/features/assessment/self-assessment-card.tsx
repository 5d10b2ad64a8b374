import type { SelfAssessmentView } from '@classbeam/contracts';
import { windowOpen } from '@classbeam/domain';
import { t as tGlobal } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { formatTime } from '../../lib/i18n/format';
import { useClassLive } from '../../lib/live/class-store';
import { serverNow } from '../../lib/live/clock';
import { CopyIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody } from '../../ui/dialog-parts';
import { LinkField } from '../../ui/link-field';
import { toast } from '../../ui/toast-store';
import {
  endActiveTurn,
  rotateClassKey,
  selfAssessmentUrl,
  setSelfAssessmentOpen,
  unlockAll,
  unlockStudent,
} from './assessment-api';
import { copyAndOpen, useCopied } from './copy-link-button';
import { QrCode } from './qr-code';
import '../../ui/panel.css';
import './self-assessment-card.css';

/** Re-renders when the window's end passes, so the card says 'Closed' without a reload. */
function useOpen(view: SelfAssessmentView): boolean {
  const until = view.openUntil ? Date.parse(view.openUntil) : null;
  const [, redraw] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const left = until - serverNow();
    if (left <= 0) return;
    const timer = setTimeout(() => redraw((n) => n + 1), left + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return windowOpen(until, serverNow());
}

const failed = (what: string) => (error: unknown) => {
  console.warn(what, error);
  toast({ title: what, description: tGlobal`Please try again.`, variant: 'destructive' });
};

interface SelfAssessmentCardProps {
  classId: number;
  view: SelfAssessmentView;
  /** 'Class Complete!' at the end of the lesson; 'Self-Assessment' otherwise. */
  complete?: boolean;
}

/**
 * The students' page as the teacher runs it: open or closed (30 minutes at a time), the link
 * and its QR code drawn here, a new key when a link went too far, who is assessing now and
 * who is locked out after 3 wrong dates of birth.
 */
export function SelfAssessmentCard({ classId, view, complete = false }: SelfAssessmentCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const students = useClassLive((s) => s.students);
  const [busy, setBusy] = useState(false);
  const [rotating, setRotating] = useState(false);
  const open = useOpen(view);
  const url = selfAssessmentUrl(classId, view.key);
  const nameOf = (id: number) => students.find((s) => s.id === id)?.name ?? t`A student`;
  const apply = (next: SelfAssessmentView) => useClassLive.setState({ selfAssessment: next });

  const setOpen = (next: boolean) => {
    setBusy(true);
    setSelfAssessmentOpen(classId, next)
      .then(
        apply,
        failed(next ? t`Could not open self-assessment` : t`Could not close self-assessment`),
      )
      .finally(() => setBusy(false));
  };

  const [copied, markCopied] = useCopied();
  const until = open && view.openUntil ? formatTime(new Date(view.openUntil)) : null;
  const activeName = view.active ? nameOf(view.active.studentId) : null;
  const lockedCount = view.lockedStudentIds.length;
  const copy = () =>
    void copyAndOpen(classId, view.key, input.current).then((ok) => ok && markCopied());

  const endTurn = () => {
    setBusy(true);
    endActiveTurn(classId)
      .then(() => apply({ ...view, active: null }), failed(t`Could not end the turn`))
      .finally(() => setBusy(false));
  };

  const rotate = () => {
    setBusy(true);
    rotateClassKey(classId)
      .then((next) => {
        apply(next);
        setRotating(false);
        toast({
          title: t`New link made`,
          description: t`The old link and QR code no longer work.`,
          variant: 'success',
        });
      }, failed(t`Could not make a new link`))
      .finally(() => setBusy(false));
  };

  const unlockEveryone = () => {
    unlockAll(classId).then(
      () => apply({ ...view, lockedStudentIds: [] }),
      failed(t`Could not unlock`),
    );
  };

  const unlock = (studentId: number) => {
    unlockStudent(classId, studentId).then(
      () =>
        apply({
          ...view,
          lockedStudentIds: view.lockedStudentIds.filter((id) => id !== studentId),
        }),
      failed(t`Could not unlock`),
    );
  };

  return (
    <section
      className={`panel sa-panel${complete ? ' sa-panel-complete' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          {complete ? t`Class Complete!` : t`Self-Assessment`}
        </h2>
        <p className={`sa-state${open ? ' sa-state-open' : ''}`} role="status">
          {until ? t`Open until ${until}` : t`Closed`}
        </p>
      </header>
      <div className="sa-body">
        <QrCode text={url} label={t`QR code of the self-assessment link`} />
        <div className="sa-side">
          <p className="sa-lead">
            {open
              ? t`Students scan the code or open the link on the shared iPad, pick their picture and rate themselves.`
              : t`Students see a message until you open the page. It opens by itself at the last activity and closes 30 minutes later.`}
          </p>
          <LinkField ref={input} url={url} label={t`Self-assessment link`}>
            <button type="button" className="btn" onClick={copy}>
              <CopyIcon size={17} />
              {copied ? t`Copied!` : t`Copy`}
            </button>
          </LinkField>
          <div className="sa-actions">
            {open ? (
              <>
                <button type="button" className="btn" disabled={busy} onClick={() => setOpen(true)}>
                  <Trans>Keep open 30 more minutes</Trans>
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => setOpen(false)}
                >
                  <Trans>Close self-assessment</Trans>
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => setOpen(true)}
              >
                <Trans>Open for 30 minutes</Trans>
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => setRotating(true)}
            >
              <Trans>New link</Trans>
            </button>
          </div>
          {activeName !== null && (
            <p className="sa-active">
              <span>
                <Trans>{activeName} is assessing now.</Trans>
              </span>
              <button type="button" className="btn" disabled={busy} onClick={endTurn}>
                <Trans>End turn</Trans>
              </button>
            </p>
          )}
          {view.lockedStudentIds.length > 1 && (
            <button type="button" className="btn sa-unlock-all" onClick={unlockEveryone}>
              <Plural value={lockedCount} one="Unlock all #" other="Unlock all #" />
            </button>
          )}
          {view.lockedStudentIds.length > 0 && (
            <ul className="sa-locked" aria-label={t`Locked out`}>
              {view.lockedStudentIds.map((id) => {
                const name = nameOf(id);
                return (
                  <li key={id}>
                    <span>
                      <Trans>
                        <strong>{name}</strong> is locked out after 3 wrong dates of birth.
                      </Trans>
                    </span>
                    <button type="button" className="btn" onClick={() => unlock(id)}>
                      <Trans>Unlock</Trans>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <Dialog
        open={rotating}
        title={t`Make a new link?`}
        description={t`The current link and QR code stop working at once, on every iPad and in every copy. Students then need the new one.`}
        onClose={() => setRotating(false)}
      >
        <DialogBody>
          <p className="sa-rotate-note">
            <Trans>
              Display links show the new code while the page is open. If a display link may have
              been shared too widely, revoke it under <strong>Display link</strong> first, or close
              self-assessment before making the new link.
            </Trans>
          </p>
        </DialogBody>
        <DialogActions>
          <button type="button" className="btn" onClick={() => setRotating(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={rotate}>
            <Trans>Make new link</Trans>
          </button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
