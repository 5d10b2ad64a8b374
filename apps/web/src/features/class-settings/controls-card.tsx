import type { ClassPrefs } from '@classbeam/contracts';
import { TOO_LOUD_LINE_DEFAULT } from '@classbeam/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { api } from '../../lib/api-client';
import { formatNumber } from '../../lib/i18n/format';
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
  const { t } = useLingui();
  const titleId = useId();
  const lineId = useId();
  const lineHintId = useId();
  const [resetting, setResetting] = useState(false);
  // The line while the teacher drags it: the words follow at once, the save on letting go.
  const [dragged, setDragged] = useState<number | null>(null);
  const line = dragged ?? prefs.volumeThreshold;
  // "80%" / "80 %": the percent sign's place is the language's.
  const percent = formatNumber(line / 100, { style: 'percent' });
  const lineDefault = TOO_LOUD_LINE_DEFAULT;
  const set = (patch: Partial<ClassPrefs>) => void updatePrefs(classId, patch);
  const saveLine = () => {
    if (dragged === null) return;
    const value = dragged;
    // Kept on screen when the save fails, so the teacher can try again without redoing it. A
    // save answered while the slider has moved on leaves the newer value alone: cleared, the
    // slider would jump back and the next key press's save would be lost.
    void updatePrefs(classId, { volumeThreshold: value }).then((saved) => {
      if (saved) setDragged((now) => (now === value ? null : now));
    });
  };

  async function reset() {
    setResetting(true);
    try {
      await api.post(`/api/classes/${classId}/volume-tally/reset`);
    } catch (error) {
      console.warn('Tally reset failed', error);
      toast({
        title: t`Tally not reset`,
        description: t`Check the connection and try again.`,
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
          <Trans>Classroom controls</Trans>
        </h2>
      </header>
      <div className="controls-body">
        <div className="tally">
          <div>
            <p className="tally-label">
              <Trans>Too Loud</Trans>
            </p>
            <p className="tally-count" data-testid="teacher-too-loud">
              {tally}
            </p>
            <p className="tally-hint">
              {prefs.volumeTallyEnabled
                ? t`Counts when the 5-second average stays over ${percent}, at most once every 5 seconds.`
                : t`Not counting.`}
            </p>
          </div>
          <button
            type="button"
            className="btn"
            onClick={() => void reset()}
            disabled={resetting || tally === 0}
          >
            <Trans>Reset tally</Trans>
          </button>
        </div>
        <div className="setting-field too-loud-line">
          <label htmlFor={lineId} className="switch-label">
            <Trans>
              Too Loud line: <output htmlFor={lineId}>{line}</output>
            </Trans>
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
            {line === TOO_LOUD_LINE_DEFAULT ? (
              <Trans>
                The dashed line on every meter, yours and the board’s. New classes start here.
              </Trans>
            ) : (
              <Trans>
                The dashed line on every meter, yours and the board’s. New classes start at{' '}
                {lineDefault}.
              </Trans>
            )}
          </p>
        </div>
        <Switch
          label={t`Volume tally`}
          hint={t`Count the times the class is too loud.`}
          checked={prefs.volumeTallyEnabled}
          onChange={(on) => set({ volumeTallyEnabled: on })}
        />
        <Switch
          label={t`Student self-assessment`}
          hint={t`Students rate themselves on the shared iPad after class.`}
          checked={prefs.studentAssessmentEnabled}
          onChange={(on) => set({ studentAssessmentEnabled: on })}
        />
        <Switch
          label={t`Teacher assessment`}
          hint={t`You rate each student at the end of class.`}
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
  const { t } = useLingui();
  const titleId = useId();
  const notesId = useId();
  const [notes, setNotes] = useState<string | null>(null);
  const shownNotes = notes ?? prefs.classNotes;
  const saveNotes = () => {
    if (notes === null) return;
    // A failed save keeps the typed text in the field (the spec's restore is for the setting,
    // not for what the teacher wrote); leaving the field again retries.
    // Text typed while the save was on its way stays: only the saved text hands over to prefs.
    const text = notes;
    void updatePrefs(classId, { classNotes: text }).then((saved) => {
      if (saved) setNotes((now) => (now === text ? null : now));
    });
  };

  return (
    <section className="panel settings-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          <Trans>Class settings</Trans>
        </h2>
        <button type="button" className="btn" onClick={onEditClass}>
          <Trans>Edit class</Trans>
        </button>
      </header>
      <div className="controls-body">
        <Switch
          label={t`Show volume to students`}
          hint={t`The scoreboard shows the meter and the 'Too Loud' count.`}
          checked={prefs.showVolumeToStudents}
          onChange={(on) => void updatePrefs(classId, { showVolumeToStudents: on })}
        />
        <Switch
          label={t`Big meter on the board`}
          hint={t`The volume as a wide bar under the board's header, to read from the back of the room.`}
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
            <Trans>Class notes</Trans>
          </label>
          <textarea
            id={notesId}
            className="input"
            rows={3}
            maxLength={5000}
            placeholder={t`Reminders for this class: materials, seating, who needs what…`}
            value={shownNotes}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={saveNotes}
          />
          <p className="switch-hint">
            <Trans>Saved when you leave the field; only your devices see it.</Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
