import { axesFor } from '@classbeam/domain';
import { RadarChart } from '../features/assessment/radar';
import type { RadarSlot } from '../features/reports/ratings';

/** The reports draw the latest ratings on the assessment feature's radar. */
export const reportRadar: RadarSlot = ({ teacher, self, withGoal, label }) => (
  <RadarChart axes={axesFor(withGoal)} teacher={teacher} self={self} label={label} />
);
