import type { ParentNote } from '@classbeam/contracts';
import { PARENT_NOTE_MAX } from '@classbeam/contracts/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { saveParentNote } from './reports-api';

/** The last save under way: the parent page waits for it before reading the note back. */
let saving: Promise<unknown> = Promise.resolve();
export const notesSaved = (): Promise<unknown> => saving.catch(() => undefined);

/**
 * The note for the parents on a student's report (not the private classroom notes): saved when
 * the teacher leaves the field, and when they leave the page with it changed.
 */
export function ParentNoteEditor({
  studentId,
  note,
  onSaved,
}: {
  studentId: number;
  note: ParentNote;
  onSaved: (note: ParentNote) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(note.text);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const saved = useRef(note.text);
  const latest = useRef(draft);
  latest.current = draft;

  const save = async () => {
    const next = latest.current.trim();
    if (next === saved.current) return;
    setState('saving');
    try {
      const save = saveParentNote(studentId, next);
      saving = save;
      const stored = await save;
      saved.current = stored.text;
      onSaved(stored);
      setState('saved');
    } catch (error) {
      console.error('Parent note save failed', error);
      setState('failed');
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => () => void saveRef.current(), []);

  return (
    <div className="parent-note-editor">
      <div className="parent-note-head">
        <label className="field-label" htmlFor={id}>
          <Trans>Note for the parents</Trans>
        </label>
        <span className="parent-note-state" role="status">
          {state === 'saving'
            ? t`Saving…`
            : state === 'saved'
              ? t`Saved`
              : state === 'failed'
                ? t`Not saved. Check your connection, then leave the field again.`
                : ''}
        </span>
      </div>
      <textarea
        id={id}
        className="input"
        rows={4}
        maxLength={PARENT_NOTE_MAX}
        placeholder={t`What you would like the parents to read on the printed report.`}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (state !== 'saving') setState('idle');
        }}
        onBlur={() => void save()}
      />
      <p className="field-hint">
        <Trans>
          Printed on the parent page. Your classroom notes stay private unless you include them when
          printing.
        </Trans>
      </p>
    </div>
  );
}
