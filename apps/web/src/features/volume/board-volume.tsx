import type { VolumeListener } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { sameListener } from '../../lib/live/class-extras';
import { BigMeter } from './big-meter';
import type { ListenerSource } from './listener-source';
import { resumeListening, startListening, stopListening, useListening } from './listening';
import { useMeter } from './use-meter';
import { MicIcon, MicOffIcon } from './volume-icons';
import { StudentMeter } from './volume-meter';
import '../../ui/board-button.css';
import './volume.css';

/**
 * The board's volume indicator and 'Too Loud' count (showVolumeToStudents): a pill in the
 * header, or with `big` (the class's bigVolumeMeter) a band across the board.
 */
export function BoardVolume({
  listener,
  tally,
  line,
  big = false,
}: {
  listener: VolumeListener | null;
  tally: number;
  /** The class's Too Loud line (volumeThreshold). */
  line: number;
  big?: boolean;
}) {
  const reading = useMeter(listener);
  return (
    <>
      {big ? (
        <BigMeter reading={reading} tally={tally} line={line} />
      ) : (
        <StudentMeter reading={reading} tally={tally} line={line} />
      )}
      {reading?.source === 'simulated' && (
        <p className="board-listen-note">
          <Trans>Using simulated volume for demo</Trans>
        </p>
      )}
    </>
  );
}

/**
 * "Listen here" on the classroom display: the computer in the room is the natural listener,
 * and it needs a tap on it anyway for the browser to allow the microphone. The display
 * remembers that it listens (`remember`, its class): after a reload it goes on by itself, or
 * offers "Resume listening" where the browser wants a tap first (docs/decisions/0149).
 */
export function ListenHereButton({
  source,
  label,
  remember,
}: {
  source: ListenerSource;
  label: string;
  remember: string | null;
}) {
  const { t } = useLingui();
  const mode = useListening((s) => s.mode);
  const claim = useListening((s) => s.claim);
  const note = useListening((s) => s.note);
  const resumable = useListening((s) => s.resumable);
  const whyId = useId();
  const on = mode !== 'off';
  const here = mode === 'live' && sameListener(source.listener, claim);
  const { read, subscribe } = source;
  useEffect(() => {
    if (remember === null) return;
    return resumeListening({
      deviceId: useListening.getState().deviceId,
      label,
      listener: read,
      subscribe,
      remember,
    });
  }, [remember, label, read, subscribe]);
  return (
    <>
      <button
        type="button"
        className={`board-btn${resumable ? ' board-btn-accent' : ''}`}
        aria-pressed={on}
        aria-describedby={resumable ? whyId : undefined}
        onClick={() =>
          on
            ? stopListening(null, remember ?? undefined)
            : void startListening({
                deviceId: useListening.getState().deviceId,
                label,
                listener: read,
                subscribe,
                ...(remember === null ? {} : { remember }),
              })
        }
      >
        {on ? <MicOffIcon size={20} /> : <MicIcon size={20} />}
        {on ? t`Stop listening` : resumable ? t`Resume listening` : t`Listen here`}
      </button>
      {/* The gold button says it all on the board; its reason is there for screen readers,
          without a line of its own that would push the cards down. */}
      {resumable && (
        <span id={whyId} className="visually-hidden">
          {note && t(note)}
        </span>
      )}
      {(mode === 'simulated' || (mode === 'live' && !here) || (!on && note && !resumable)) && (
        <p className="board-listen-note" role="status">
          {/* Simulated: why (no https, no microphone), which the meter's own line does not say. */}
          {mode === 'simulated' && !note
            ? t`Using simulated volume for demo`
            : note
              ? t(note)
              : t`Connecting…`}
        </p>
      )}
    </>
  );
}
