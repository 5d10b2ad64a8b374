import { cardPointsShown, TOO_LOUD_LINE_DEFAULT } from '@classbeam/domain';
import { useLingui } from '@lingui/react/macro';
import { CompactTimer, FreeTimeBanner, RunBar } from '../features/class-run/run-board';
import { dismissTimesUp, sendRunCommand as send } from '../features/class-run/send-run-command';
import { TimesUpBoard } from '../features/class-run/times-up';
import { useRunKeys } from '../features/class-run/use-run-keys';
import { GroupControls } from '../features/groups/group-controls';
import { PickOverlay } from '../features/random-pick/pick-overlay';
import { RandomPickButton } from '../features/random-pick/random-pick-button';
import { usePickMoment } from '../features/random-pick/use-pick-moment';
import { Scoreboard } from '../features/scoreboard/scoreboard';
import { AwardBanner } from '../features/skills/award-banner';
import { useAwardSound } from '../features/skills/award-sound';
import { useAwardMoments } from '../features/skills/use-award-moments';
import { BoardVolume } from '../features/volume/board-volume';
import { openAwardPicker } from '../lib/award-picker';
import { thisSoundDevice } from '../lib/device-id';
import { selectRun, useClassLive } from '../lib/live/class-store';
import { tapUndoable } from '../lib/live/undo';
import { LoadingScreen } from '../ui/loading-screen';
import { BoardQrSlot } from './board-qr-slot';

const onAllPoints = (delta: 1 | -1) =>
  tapUndoable(
    { kind: 'class-points', delta },
    `All ${delta > 0 ? '+1' : '-1'} (students who are here)`,
  );

/**
 * The scoreboard fed by the teacher's live class: Random Student, All +1 / All -1, the run's
 * bar and its keys, and the class's moments across it (the pick, Time's up).
 */
export function TeacherScoreboard({ title }: { title: string }) {
  const { t } = useLingui();
  const students = useClassLive((s) => s.students);
  const loaded = useClassLive((s) => s.loaded);
  const run = useClassLive(selectRun);
  const groups = useClassLive((s) => s.mirror.groups);
  const showVolume = useClassLive((s) => s.prefs?.value.showVolumeToStudents ?? false);
  const line = useClassLive((s) => s.prefs?.value.volumeThreshold ?? TOO_LOUD_LINE_DEFAULT);
  const bigMeter = useClassLive((s) => s.prefs?.value.bigVolumeMeter ?? false);
  const privacy = useClassLive((s) => s.prefs?.value.boardPrivacy ?? 'leaderboard');
  const listener = useClassLive((s) => s.volume.listener);
  const tally = useClassLive((s) => s.volume.tally?.value ?? 0);
  const classId = useClassLive((s) => s.classId);
  const openUntil = useClassLive((s) => s.selfAssessment?.openUntil);
  const classKey = useClassLive((s) =>
    s.prefs?.value.studentAssessmentEnabled ? s.selfAssessment?.key : undefined,
  );
  const pick = useClassLive((s) => s.pick);
  const moment = usePickMoment(pick);
  const boardSound = useClassLive((s) => s.prefs?.value.timesUpSound ?? true);
  const prefs = useClassLive((s) => s.prefs?.value);
  const skills = useClassLive((s) => s.skills);
  const awards = useClassLive((s) => s.awards);
  const moments = useAwardMoments(awards, skills, groups, students, cardPointsShown(privacy));
  useAwardSound(awards, prefs, thisSoundDevice());
  useRunKeys(run, send);
  if (!loaded) return <LoadingScreen text={t`Loading student scoreboard...`} board />;
  const meter = showVolume && (
    <BoardVolume listener={listener} tally={tally} line={line} big={bigMeter} />
  );
  return (
    <Scoreboard
      title={title}
      students={students}
      pickButton={<RandomPickButton variant="board" />}
      lit={moment}
      overlay={
        <>
          <PickOverlay pick={pick} moment={moment} students={students} />
          <TimesUpBoard run={run} sound={boardSound} onDismiss={dismissTimesUp} />
          <AwardBanner banners={moments.banners} showPoints={cardPointsShown(privacy)} />
        </>
      }
      onAllPoints={onAllPoints}
      onPickSkill={openAwardPicker}
      awards={moments.cards}
      hideTitle
      timer={<CompactTimer run={run} />}
      volume={!bigMeter && meter}
      banner={
        <>
          {bigMeter && meter}
          <FreeTimeBanner run={run} onCommand={send} />
        </>
      }
      footer={<RunBar run={run} onCommand={send} />}
      groups={groups}
      privacy={privacy}
      groupControls={groups.length > 0 && <GroupControls groups={groups} />}
      aside={<BoardQrSlot classId={classId} classKey={classKey} run={run} openUntil={openUntil} />}
    />
  );
}
