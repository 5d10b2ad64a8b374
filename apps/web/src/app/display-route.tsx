import { cardPointsShown, TOO_LOUD_LINE_DEFAULT } from '@classbeam/domain';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { CompactTimer, FreeTimeBanner, RunBar } from '../features/class-run/run-board';
import { SoundOnButton, TimesUpBoard } from '../features/class-run/times-up';
import {
  DisplayLoading,
  DisplayOffline,
  DisplayRevoked,
  DisplayUnreachable,
} from '../features/display/display-screens';
import { useDisplayStore } from '../features/display/display-store';
import { openDisplay } from '../features/display/display-sync';
import { FullscreenButton } from '../features/display/fullscreen-button';
import { ReloadOnCrash } from '../features/display/reload-on-crash';
import { useScreenAwake } from '../features/display/use-screen-awake';
import { PickOverlay } from '../features/random-pick/pick-overlay';
import { usePickMoment } from '../features/random-pick/use-pick-moment';
import { Scoreboard } from '../features/scoreboard/scoreboard';
import { AwardBanner } from '../features/skills/award-banner';
import { soundsHere, useAwardSound } from '../features/skills/award-sound';
import { useAwardMoments } from '../features/skills/use-award-moments';
import { BoardVolume, ListenHereButton } from '../features/volume/board-volume';
import { followListener } from '../features/volume/listener-source';
import { claimPageLanguage } from '../lib/i18n/choice';
import { BoardQrSlot } from './board-qr-slot';
import { DISPLAY_LIVE_AREAS } from './display-live-areas';
import './display-route.css';

const displayListener = followListener(useDisplayStore);

/**
 * `/display/:token`: the read-only scoreboard for the classroom display. No sign-in. It is
 * its own entry (display.html, src/display-main.tsx) in the production build, so a display
 * loads no router and no teacher code; the app's router also shows it (the dev server).
 */
export function DisplayPage({ token }: { token: string }) {
  // The board is the page: one main landmark, whatever the board shows (loading, the board,
  // a link no longer active).
  return (
    <main className="display-main">
      <ReloadOnCrash>
        <DisplayBoard token={token} />
      </ReloadOnCrash>
    </main>
  );
}

function DisplayBoard({ token }: { token: string }) {
  const { t } = useLingui();
  const status = useDisplayStore((s) => s.status);
  const online = useDisplayStore((s) => s.online);
  const className = useDisplayStore((s) => s.className);
  const students = useDisplayStore((s) => s.mirror.confirmed);
  const groups = useDisplayStore((s) => s.mirror.groups);
  const run = useDisplayStore((s) => s.runMirror.run);
  const showVolume = useDisplayStore((s) => s.prefs?.value.showVolumeToStudents ?? false);
  const line = useDisplayStore((s) => s.prefs?.value.volumeThreshold ?? TOO_LOUD_LINE_DEFAULT);
  const bigMeter = useDisplayStore((s) => s.prefs?.value.bigVolumeMeter ?? false);
  const privacy = useDisplayStore((s) => s.prefs?.value.boardPrivacy ?? 'leaderboard');
  const listener = useDisplayStore((s) => s.volume.listener);
  const tally = useDisplayStore((s) => s.volume.tally?.value ?? 0);
  const classId = useDisplayStore((s) => s.classId);
  // A display shows the class's language (null: its browser's), not the teacher's (0166).
  const language = useDisplayStore((s) => (s.prefs ? s.prefs.value.language : undefined));
  useEffect(() => (language === undefined ? undefined : claimPageLanguage(language)), [language]);
  const openUntil = useDisplayStore((s) => s.selfAssessmentOpenUntil);
  const classKey = useDisplayStore((s) =>
    s.prefs?.value.studentAssessmentEnabled ? s.selfAssessmentKey : null,
  );
  const pick = useDisplayStore((s) => s.pick);
  const moment = usePickMoment(pick);
  const boardSound = useDisplayStore((s) => s.prefs?.value.timesUpSound ?? true);
  const prefs = useDisplayStore((s) => s.prefs?.value);
  const skills = useDisplayStore((s) => s.skills);
  const awards = useDisplayStore((s) => s.awards);
  const linkId = useDisplayStore((s) => s.linkId);
  const soundDevice = linkId === null ? null : `link:${linkId}`;
  const moments = useAwardMoments(awards, skills, groups, students, cardPointsShown(privacy));
  useAwardSound(awards, prefs, soundDevice);
  const wantsSound = boardSound || soundsHere(prefs, soundDevice);
  useScreenAwake();
  useEffect(() => openDisplay(token, DISPLAY_LIVE_AREAS), [token]);
  const actions = useMemo(
    () => (
      <>
        <SoundOnButton wanted={wantsSound} />
        <ListenHereButton
          source={{ listener, ...displayListener }}
          label={t`Classroom display`}
          remember={classId === null ? null : String(classId)}
        />
        <FullscreenButton />
      </>
    ),
    [listener, wantsSound, classId, t],
  );

  useEffect(() => {
    document.title = className ? t`${className} · Scoreboard` : t`Scoreboard`;
  }, [className, t]);

  if (status === 'revoked') return <DisplayRevoked />;
  if (status === 'unreachable') return <DisplayUnreachable />;
  if (status === 'loading') return <DisplayLoading />;
  const meter = showVolume && (
    <BoardVolume listener={listener} tally={tally} line={line} big={bigMeter} />
  );
  return (
    <div className="display-page">
      <Scoreboard
        title={className}
        titleLevel={1}
        students={students}
        lit={moment}
        overlay={
          <>
            <PickOverlay pick={pick} moment={moment} students={students} />
            <TimesUpBoard run={run} sound={boardSound} />
            <AwardBanner banners={moments.banners} showPoints={cardPointsShown(privacy)} />
          </>
        }
        actions={actions}
        notice={online ? null : <DisplayOffline />}
        timer={<CompactTimer run={run} />}
        volume={!bigMeter && meter}
        banner={
          <>
            {bigMeter && meter}
            <FreeTimeBanner run={run} />
          </>
        }
        footer={<RunBar run={run} />}
        groups={groups}
        privacy={privacy}
        awards={moments.cards}
        aside={
          <BoardQrSlot classId={classId} classKey={classKey} run={run} openUntil={openUntil} />
        }
      />
    </div>
  );
}
