import { lazy, Suspense, useEffect } from 'react';
import { closeAwardPicker, useAwardPicker } from '../../lib/award-picker';
import { withMessages } from '../../lib/i18n/with-messages';
import { useClassLive } from '../../lib/live/class-store';

const SkillPicker = lazy(() =>
  withMessages(import('./skill-picker'), ['lib', 'skills', 'skills.later', 'ui']).then((m) => ({
    default: m.SkillPicker,
  })),
);

/**
 * Where the skill picker opens, once per classroom (app/live-classroom.tsx): whichever row,
 * card, group or header asked for it (lib/award-picker.ts). Its code loads on the first ask.
 */
export function SkillPickerHost() {
  const target = useAwardPicker((s) => s.target);
  const skills = useClassLive((s) => s.skills);
  // Leaving the classroom closes it: another class's picker must not open on the way back.
  useEffect(() => closeAwardPicker, []);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <SkillPicker target={target} skills={skills} />
    </Suspense>
  );
}
