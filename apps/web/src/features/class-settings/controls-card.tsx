import type { ClassPrefs } from '@classbeam/contracts';
import { useId, useState } from 'react';
import { api } from '../../lib/api-client';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/toast-store';
import { updatePrefs } from './prefs';
import '../../ui/panel.css';
import './class-settings.css';

interface ControlsProps {
  classId: number;
  prefs: ClassPrefs;
  tally: number;
}

/**
 * The classroom controls card (spec section 2): the 'Too Loud' tally with its switch and reset,
 * and the assessment switches. Every switch shows at once and goes back if the save fails.
 */
export function ClassroomControls({ classId, prefs, tally }: ControlsProps) {
  const titleId = useId();
  const [resetting, setResetting] = useState(false);
  const set = (patch: Partial<ClassPrefs>) => void updatePrefs(classId, patch);

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
                ? 'Counts when the 5-second average stays over 80%, at most once every 5 seconds.'
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

/** The settings panel: what the students' screen shows, the alert line, the class notes. */
export function ClassSettingsPanel({ classId, prefs, onEditClass }: SettingsProps) {
  const titleId = useId();
  const thresholdId = useId();
  const notesId = useId();
  const [threshold, setThreshold] = useState<number | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const shownThreshold = threshold ?? prefs.volumeThreshold;
  const shownNotes = notes ?? prefs.classNotes;

  const saveThreshold = () => {
    if (threshold === null) return;
    // Kept on screen when the save fails, so the teacher can try again without redoing it.
    void updatePrefs(classId, { volumeThreshold: threshold }).then((saved) => {
      if (saved) setThreshold(null);
    });
  };
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
        <div className="setting-field">
          <label htmlFor={thresholdId} className="switch-label">
            Alert line on your meter: <output>{shownThreshold}</output>
          </label>
          <input
            id={thresholdId}
            type="range"
            min={0}
            max={100}
            step={5}
            value={shownThreshold}
            onChange={(event) => setThreshold(Number(event.target.value))}
            onPointerUp={saveThreshold}
            onKeyUp={saveThreshold}
            onBlur={saveThreshold}
          />
        </div>
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
