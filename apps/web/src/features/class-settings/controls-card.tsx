import type { ClassPrefs } from '@classbeam/contracts';
import { TOO_LOUD_LINE_DEFAULT } from '@classbeam/domain';
import { useId, useState } from 'react';
import { api } from '../../lib/api-client';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/toast-store';
import { BoardPrivacyField } from './board-privacy-field';
import { ClassLanguageField } from './class-language-field';
import { updatePrefs } from './prefs';
import '../../ui/panel.css';
import './class-settings.css';

interface ControlsProps {
  classId: number;
  prefs: ClassPrefs;
  tally: number;
}

/**
 * The classroom controls card (spec section 2): the 'Too Loud' tally with its reset, its one
 * line (the Too Loud line every meter draws and the tally counts at, docs/decisions/0148) and
 * its switch, and the assessment switches. Every switch shows at once and goes back if the
 * save fails; the line is saved when the teacher lets go of it.
 */
export function ClassroomControls({ classId, prefs, tally }: ControlsProps) {
  const titleId = useId();
  const lineId = useId();
  const lineHintId = useId();
  const [resetting, setResetting] = useState(false);
  // The line while the teacher drags it: the words follow at once, the save on letting go.
  const [dragged, setDragged] = useState<number | null>(null);
  const line = dragged ?? prefs.volumeThreshold;
  const set = (patch: Partial<ClassPrefs>) => void updatePrefs(classId, patch);
  const saveLine = () => {
    if (dragged === null) return;
    // Kept on screen when the save fails, so the teacher can try again without redoing it.
    void updatePrefs(classId, { volumeThreshold: dragged }).then((saved) => {
      if (saved) setDragged(null);
    });
  };

  async function reset() {
    setResetting(true);
    try {
      await api.post(`/api/classes/${classId}/volume-tally/reset`);
    } catch (error) {
      console.warn('Tally reset failed', error);
      toast({
        title: 'Tally not reset',
        description: 'Check the connection and try again.',
        variant: 'warning',
      });
    } finally {
      setResetting(false);
    }
  }

  return (
    <section className="panel controls-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          Classroom controls
        </h2>
      </header>
      <div className="controls-body">
        <div className="tally">
          <div>
            <p className="tally-label">Too Loud</p>
            <p className="tally-count" data-testid="teacher-too-loud">
              {tally}
            </p>
            <p className="tally-hint">
              {prefs.volumeTallyEnabled
                ? `Counts when the 5-second average stays over ${line}%, at most once every 5 seconds.`
                : 'Not counting.'}
            </p>
          </div>
          <button
            type="button"
            className="btn"
            onClick={() => void reset()}
            disabled={resetting || tally === 0}
          >
            Reset tally
          </button>
        </div>
        <div className="setting-field too-loud-line">
          <label htmlFor={lineId} className="switch-label">
            Too Loud line: <output htmlFor={lineId}>{line}</output>
          </label>
          <input
            id={lineId}
            type="range"
            min={0}
            max={100}
            step={5}
            value={line}
            aria-describedby={lineHintId}
            onChange={(event) => setDragged(Number(event.target.value))}
            onPointerUp={saveLine}
            onKeyUp={saveLine}
            onBlur={saveLine}
          />
          <p id={lineHintId} className="switch-hint">
            The dashed line on every meter, yours and the board&rsquo;s.
            {line === TOO_LOUD_LINE_DEFAULT
              ? ' New classes start here.'
              : ` New classes start at ${TOO_LOUD_LINE_DEFAULT}.`}
          </p>
        </div>
        <Switch
          label="Volume tally"
          hint="Count the times the class is too loud."
          checked={prefs.volumeTallyEnabled}
          onChange={(on) => set({ volumeTallyEnabled: on })}
        />
        <Switch
          label="Student self-assessment"
          hint="Students rate themselves on the shared iPad after class."
          checked={prefs.studentAssessmentEnabled}
          onChange={(on) => set({ studentAssessmentEnabled: on })}
        />
        <Switch
          label="Teacher assessment"
          hint="You rate each student at the end of class."
          checked={prefs.teacherAssessmentEnabled}
          onChange={(on) => set({ teacherAssessmentEnabled: on })}
        />
      </div>
    </section>
  );
}

interface SettingsProps {
  classId: number;
  prefs: ClassPrefs;
  onEditClass: () => void;
}

/** The settings panel: what the students' screen shows (the board's privacy too), the class notes. */
export function ClassSettingsPanel({ classId, prefs, onEditClass }: SettingsProps) {
  const titleId = useId();
  const notesId = useId();
  const [notes, setNotes] = useState<string | null>(null);
  const shownNotes = notes ?? prefs.classNotes;
  const saveNotes = () => {
    if (notes === null) return;
    // A failed save keeps the typed text in the field (the spec's restore is for the setting,
    // not for what the teacher wrote); leaving the field again retries.
    void updatePrefs(classId, { classNotes: notes }).then((saved) => {
      if (saved) setNotes(null);
    });
  };

  return (
    <section className="panel settings-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          Class settings
        </h2>
        <button type="button" className="btn" onClick={onEditClass}>
          Edit class
        </button>
      </header>
      <div className="controls-body">
        <Switch
          label="Show volume to students"
          hint="The scoreboard shows the meter and the 'Too Loud' count."
          checked={prefs.showVolumeToStudents}
          onChange={(on) => void updatePrefs(classId, { showVolumeToStudents: on })}
        />
        <Switch
          label="Big meter on the board"
          hint="The volume as a wide bar under the board's header, to read from the back of the room."
          checked={prefs.bigVolumeMeter}
          onChange={(on) => void updatePrefs(classId, { bigVolumeMeter: on })}
        />
        <BoardPrivacyField
          value={prefs.boardPrivacy}
          onChange={(boardPrivacy) => void updatePrefs(classId, { boardPrivacy })}
        />
        <ClassLanguageField
          value={prefs.language}
          onChange={(language) => void updatePrefs(classId, { language })}
        />
        <div className="setting-field">
          <label htmlFor={notesId} className="switch-label">
            Class notes
          </label>
          <textarea
            id={notesId}
            className="input"
            rows={3}
            maxLength={5000}
            placeholder="Reminders for this class: materials, seating, who needs what…"
            value={shownNotes}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={saveNotes}
          />
          <p className="switch-hint">Saved when you leave the field; only your devices see it.</p>
        </div>
      </div>
    </section>
  );
}
