import type { ClassDto } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { AwardSoundCard } from '../features/class-settings/award-sound-card';
import { ClassroomControls, ClassSettingsPanel } from '../features/class-settings/controls-card';
import { SkillsCard } from '../features/skills/skills-card';
import { followListener, type ListenerSource } from '../features/volume/listener-source';
import { VolumeCard } from '../features/volume/volume-card';
import { selectPrefs, useClassLive } from '../lib/live/class-store';
import './classroom-panels.css';
import { withMessages } from '../lib/i18n/with-messages';

const EditClassDialog = lazy(() =>
  withMessages(import('../features/classes/edit-class-dialog'), [
    'classes',
    'classes.later',
    'server-texts',
    'ui',
  ]).then((m) => ({
    default: m.EditClassDialog,
  })),
);

/** The teacher's live state as the noise meter reads who listens. */
const teacherListener = followListener(useClassLive);

/**
 * How other devices name this one when it listens: a touch screen is a phone or a tablet. In
 * this device's language (it travels as text to the others).
 */
export const teacherDeviceLabel = () => {
  if (typeof matchMedia !== 'function' || !matchMedia('(pointer: coarse)').matches)
    return t`Teacher’s computer`;
  return Math.min(screen.width, screen.height) >= 600 ? t`Teacher’s tablet` : t`Teacher’s phone`;
};

interface ClassroomPanelsProps {
  cls: ClassDto;
  onClassSaved: (cls: ClassDto) => void;
}

/** The dashboard's classroom cards: volume, controls, settings (and Edit Class), skills, award sound. */
export function ClassroomPanels({ cls, onClassSaved }: ClassroomPanelsProps) {
  const prefs = useClassLive(selectPrefs);
  const listener = useClassLive((s) => s.volume.listener);
  const tally = useClassLive((s) => s.volume.tally?.value ?? 0);
  const [editing, setEditing] = useState(false);
  if (!prefs) return null;
  const source: ListenerSource = { listener, ...teacherListener };

  return (
    <div className="classroom-panels">
      <VolumeCard source={source} deviceLabel={teacherDeviceLabel()} line={prefs.volumeThreshold} />
      <ClassroomControls classId={cls.id} prefs={prefs} tally={tally} />
      <ClassSettingsPanel classId={cls.id} prefs={prefs} onEditClass={() => setEditing(true)} />
      <SkillsCard classId={cls.id} />
      <AwardSoundCard classId={cls.id} prefs={prefs} deviceLabel={teacherDeviceLabel()} />
      {editing && (
        <Suspense fallback={null}>
          <EditClassDialog
            cls={cls}
            onClose={() => setEditing(false)}
            onSaved={(saved) => {
              onClassSaved(saved);
              setEditing(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
