import type { ClassLiveState } from '../../lib/live/class-store';
import type { LiveHandlers } from '../../lib/live/live-area';

/** The self-assessment page and saved assessments: teachers' devices only. */
export const assessmentLive: LiveHandlers<ClassLiveState> = {
  'self-assessment:changed': (event, live) => live.set({ selfAssessment: event.view }),
  'assessment:session': (event, live) => {
    const view = live.get().selfAssessment;
    if (view) live.set({ selfAssessment: { ...view, active: event.active } });
  },
  // Assessment Results reads them again.
  'assessments:changed': (_event, live) => live.invalidate('assessments'),
};
