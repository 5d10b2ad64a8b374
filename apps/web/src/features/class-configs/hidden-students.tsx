import type { HiddenStudentDto } from '@classbeam/contracts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { useClassLive } from '../../lib/live/class-store';
import { studentSaved } from '../../lib/live/class-sync';
import { useLiveResource } from '../../lib/live/live-resource';
import { Avatar, ClassmateInitials } from '../../ui/avatar';
import { ConfirmStudentDelete } from '../../ui/confirm-student-delete';
import { buttonInPlace } from '../../ui/dialog-focus';
import { FormAlert } from '../../ui/dialog-parts';
import { EyeOffTrackerIcon, TrashIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import {
  deleteHiddenStudent,
  listHiddenStudents,
  restoreHiddenStudent,
  unhideStudent,
} from './class-configs-api';

/**
 * The class's hidden students, in the Load Class dialog: each with Show again (back in the
 * class with everything they kept) and Delete (the spec's student delete, with its
 * confirmation). Read again whenever the roster or the saved classes change on any device.
 */
export function HiddenStudents({ classId }: { classId: number }) {
  const { t } = useLingui();
  const active = useClassLive((s) => s.students);
  // Read again whenever the roster or the saved classes change, on any device.
  const {
    data: list,
    failed,
    reload,
    update,
  } = useLiveResource(classId, ['roster', 'class-configs'], () => listHiddenStudents(classId), {
    what: 'Hidden students',
  });
  const [busy, setBusy] = useState<number | null>(null);
  // The student whose delete is being confirmed, with their row's place and the dialog the
  // list is in (the list may be gone by the time the keyboard needs somewhere to go).
  const [deleting, setDeleting] = useState<{
    student: HiddenStudentDto;
    index: number;
    dialog: HTMLDialogElement | null;
  } | null>(null);
  const headingId = useId();

  const section = useRef<HTMLElement>(null);
  const drop = (id: number) => update((all) => all?.filter((s) => s.id !== id));

  /**
   * Show again takes its row and its focused button with it: the keyboard lands on the Show
   * again of the student now in its place, or on the dialog when the list is done, not on the
   * page behind.
   */
  const showNext = (index: number) => {
    const dialog = section.current?.closest('dialog');
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      // Without scrolling: the teacher's eye stays where it was.
      buttonInPlace(dialog, '.hidden-item', index)?.focus({ preventScroll: true });
    });
  };

  async function showAgain(student: HiddenStudentDto, index: number) {
    setBusy(student.id);
    const studentName = student.name;
    try {
      // On this device at once; `roster:changed` brings it to the others (and here too).
      studentSaved(await unhideStudent(student.id));
      drop(student.id);
      showNext(index);
      toast({
        title: t`${studentName} is back in the class`,
        description: t`With their points, attendance, notes and history.`,
        variant: 'success',
      });
    } catch (error) {
      // Deleted on another device meanwhile: nothing left to show.
      if (hasStatus(error, 404)) {
        drop(student.id);
        showNext(index);
      } else {
        console.error('Student not shown again', error);
        toast({
          title: t`Error`,
          description: t`Could not show ${studentName} again. Please try again.`,
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  }

  if (failed && !list) {
    return (
      <FormAlert onRetry={reload}>
        <Trans>Could not load the hidden students.</Trans>
      </FormAlert>
    );
  }
  if (!list || list.length === 0) return null;
  const classmates = [...active, ...list];

  return (
    <section ref={section} className="hidden-students" aria-labelledby={headingId}>
      <h3 className="hidden-students-title">
        <EyeOffTrackerIcon size={18} />
        <span id={headingId}>
          <Trans>Hidden students</Trans>
        </span>
        <span className="hidden-students-count">{list.length}</span>
      </h3>
      <p className="hidden-students-note">
        <Trans>
          Hidden by loading a saved class. Their points history and assessments are kept.
        </Trans>
      </p>
      {/* Their initials are told apart among themselves and from the class they left. */}
      <ClassmateInitials students={classmates}>
        <ul className="hidden-list">
          {list.map((student, index) => {
            const studentName = student.name;
            const points = student.points;
            return (
              <li key={student.id} className="hidden-item">
                <Avatar name={student.name} src={student.avatarUrl} size={40} />
                <div className="hidden-text">
                  <p className="hidden-name">{student.name}</p>
                  <p className="hidden-meta">
                    <Plural value={points} one="# point" other="# points" />
                    {!student.inSavedClass && (
                      <span className="hidden-only">
                        <Trans>In no saved class</Trans>
                      </span>
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn"
                  disabled={busy !== null}
                  onClick={() => void showAgain(student, index)}
                >
                  {busy === student.id ? (
                    <Trans>
                      Showing…<span className="visually-hidden"> {studentName}</span>
                    </Trans>
                  ) : (
                    <Trans>
                      Show again<span className="visually-hidden"> {studentName}</span>
                    </Trans>
                  )}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon config-delete"
                  aria-label={t`Delete ${studentName}`}
                  disabled={busy !== null}
                  onClick={(event) =>
                    setDeleting({ student, index, dialog: event.currentTarget.closest('dialog') })
                  }
                >
                  <TrashIcon size={18} />
                </button>
              </li>
            );
          })}
        </ul>
      </ClassmateInitials>
      {deleting && (
        <ConfirmStudentDelete
          name={deleting.student.name}
          remove={() => deleteHiddenStudent(deleting.student.id)}
          restore={() => restoreHiddenStudent(deleting.student.id)}
          // An Undo brings them back here: the list reads itself again on the roster change.
          onDeleted={() => drop(deleting.student.id)}
          onClose={() => setDeleting(null)}
          returnFocus={(trash) =>
            trash?.isConnected
              ? trash
              : buttonInPlace(deleting.dialog, '.hidden-item', deleting.index)
          }
        />
      )}
    </section>
  );
}
