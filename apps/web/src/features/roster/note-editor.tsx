import type { StudentDto } from '@classbeam/contracts';
import { STUDENT_NOTES_MAX } from '@classbeam/contracts/constants';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { studentSaved } from '../../lib/live/class-sync';
import { CheckIcon, PencilIcon } from '../../ui/classroom-icons';
import { CloseIcon } from '../../ui/icons';
import { toast } from '../../ui/toast-store';
import { updateStudent } from './students-api';

/** Saves a note; a failure is said in a toast (the row or sheet shows the saved note again). */
export async function saveNote(studentId: number, notes: string): Promise<boolean> {
  try {
    studentSaved(await updateStudent(studentId, { notes }));
    return true;
  } catch (error) {
    console.error('Note save failed', error);
    toast({
      title: translate`Note not saved`,
      description: translate`Check your connection and try again.`,
      variant: 'destructive',
    });
    return false;
  }
}

/**
 * The note on a student row: click to edit, Enter saves, Escape cancels. Leaving the field
 * also saves: a phone keyboard has no Escape, and a teacher who taps elsewhere expects the
 * note kept, not silently dropped.
 */
export function NoteEditor({ student }: { student: StudentDto }) {
  const { t } = useLingui();
  const name = student.name;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // The note as saved a moment ago, shown until the server's answer replaces it.
  const [saving, setSaving] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // Set before the field unmounts, so a blur fired by the unmount cannot save a cancelled edit.
  const open = useRef(false);
  const note = saving ?? student.notes;

  function begin() {
    setDraft(note);
    open.current = true;
    setEditing(true);
  }

  function close() {
    open.current = false;
    setEditing(false);
  }

  async function save() {
    if (!open.current) return;
    close();
    const next = draft.trim();
    if (next === note) return;
    setSaving(next);
    await saveNote(student.id, next);
    setSaving(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  function onBlur(event: FocusEvent) {
    // Moving to our own Save or Cancel button is not leaving.
    if (wrapper.current?.contains(event.relatedTarget as Node | null)) return;
    void save();
  }

  if (!editing) {
    return (
      <button type="button" className={`note-view${note ? '' : ' note-empty'}`} onClick={begin}>
        <PencilIcon size={16} />
        <span className="visually-hidden">
          <Trans>Notes for {name}:</Trans>{' '}
        </span>
        <span className="note-text">{note || t`Click to add notes...`}</span>
      </button>
    );
  }

  return (
    <div className="note-edit" ref={wrapper}>
      <input
        className="input note-input"
        // biome-ignore lint/a11y/noAutofocus: the teacher just asked to edit this note
        autoFocus
        aria-label={t`Notes for ${name}`}
        placeholder={t`Click to add notes...`}
        maxLength={STUDENT_NOTES_MAX}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        enterKeyHint="done"
      />
      {/* Pressing these must not blur the field first (a blur saves; Cancel must not). */}
      <button
        type="button"
        className="btn btn-icon btn-primary"
        aria-label={t`Save note`}
        onPointerDown={(e) => e.preventDefault()}
        onClick={() => void save()}
      >
        <CheckIcon size={18} />
      </button>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t`Cancel`}
        onPointerDown={(e) => e.preventDefault()}
        onClick={close}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
