import type { Migration } from 'kysely/migration';
import * as initialSchema from './2026-11-21T1000-initial-schema';
import * as photosAndDisplayLinks from './2026-11-21T1100-photos-and-display-links';
import * as classRun from './2026-11-21T1200-class-run';
import * as durableAcks from './2026-11-21T1300-durable-acks';
import * as classScopedOpIds from './2026-11-24T1000-class-scoped-op-ids';
import * as groups from './2026-11-24T1100-groups';
import * as groupPointsAndKeepApart from './2026-11-25T1000-group-points-and-keep-apart';
import * as volumeListener from './2026-11-25T1100-volume-listener';
import * as selfAssessment from './2026-11-25T1200-self-assessment';
import * as opFingerprints from './2026-11-27T1000-op-fingerprints';
import * as moments from './2026-11-28T1000-moments';
import * as undo from './2026-11-28T1000-undo';
import * as studentDeleteWindow from './2026-11-28T1100-student-delete-window';
import * as oneTooLoudLine from './2026-11-28T1200-one-too-loud-line';
import * as skillsAndHistory from './2026-11-29T1000-skills-and-history';
import * as boardPrivacy from './2026-11-29T1100-board-privacy';
import * as reports from './2026-11-29T1200-reports';
import * as awardSound from './2026-11-29T1300-award-sound';
import * as skillLogsWithoutKeyLocks from './2026-11-29T1400-skill-logs-without-key-locks';
import * as languages from './2026-11-30T1000-languages';
import * as schoolSignIn from './2026-12-01T1000-school-sign-in';

/**
 * Migrations are listed here rather than read from the folder, so they work the same from
 * TypeScript source, a bundle and tests. Names are timestamps; a landed migration is frozen.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1000-initial-schema': initialSchema,
  '2026-11-21T1100-photos-and-display-links': photosAndDisplayLinks,
  '2026-11-21T1200-class-run': classRun,
  '2026-11-21T1300-durable-acks': durableAcks,
  '2026-11-24T1000-class-scoped-op-ids': classScopedOpIds,
  '2026-11-24T1100-groups': groups,
  '2026-11-25T1000-group-points-and-keep-apart': groupPointsAndKeepApart,
  '2026-11-25T1100-volume-listener': volumeListener,
  '2026-11-25T1200-self-assessment': selfAssessment,
  '2026-11-27T1000-op-fingerprints': opFingerprints,
  '2026-11-28T1000-moments': moments,
  '2026-11-28T1000-undo': undo,
  '2026-11-28T1100-student-delete-window': studentDeleteWindow,
  '2026-11-28T1200-one-too-loud-line': oneTooLoudLine,
  '2026-11-29T1000-skills-and-history': skillsAndHistory,
  '2026-11-29T1100-board-privacy': boardPrivacy,
  '2026-11-29T1200-reports': reports,
  '2026-11-29T1300-award-sound': awardSound,
  '2026-11-29T1400-skill-logs-without-key-locks': skillLogsWithoutKeyLocks,
  '2026-11-30T1000-languages': languages,
  '2026-12-01T1000-school-sign-in': schoolSignIn,
};
