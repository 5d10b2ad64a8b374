import { newer } from '../../lib/live/class-extras';
import { checkClock } from '../../lib/live/clock';
import type { LiveHandlers } from '../../lib/live/live-area';
import { receiveVersion } from '../../lib/live/mirror';
import { runFromEvent } from '../../lib/live/run-mirror';

/** The class run and the hand-set settings, on every board. */
export const runLive: LiveHandlers = {
  'run:changed': (event, live) => {
    checkClock(event.serverNow);
    const { mirror, runMirror } = live.get();
    live.keep(receiveVersion(mirror, event.version), { runMirror: runFromEvent(runMirror, event) });
  },
  'settings:changed': (event, live) => {
    const { prefs } = event;
    // A teacher's device gets every setting; a display only the public ones.
    if (live.role === 'teacher' && !('classNotes' in prefs)) return;
    const shown =
      live.role === 'teacher'
        ? prefs
        : {
            showVolumeToStudents: prefs.showVolumeToStudents,
            studentAssessmentEnabled: prefs.studentAssessmentEnabled,
          };
    const held = live.get();
    live.keep(receiveVersion(held.mirror, event.version), {
      prefs: newer(held.prefs, shown, event.version),
    });
  },
};
