import type { VolumeListener } from '@classbeam/contracts';
import { sameListener } from '../../lib/live/class-extras';
import type { ListenerSource } from './listener-source';
import { startListening, stopListening, useListening } from './listening';
import { useMeter } from './use-meter';
import { MicIcon, MicOffIcon } from './volume-icons';
import { StudentMeter } from './volume-meter';
import '../../ui/board-button.css';
import './volume.css';

/** The scoreboard header's volume indicator and 'Too Loud' count (showVolumeToStudents). */
export function BoardVolume({
  listener,
  tally,
}: {
  listener: VolumeListener | null;
  tally: number;
}) {
  const reading = useMeter(listener);
  return (
    <>
      <StudentMeter reading={reading} tally={tally} />
      {reading?.source === 'simulated' && (
        <p className="board-listen-note">Using simulated volume for demo</p>
      )}
    </>
  );
}

/**
 * "Listen here" on the classroom display: the computer in the room is the natural listener,
 * and it needs a tap on it anyway for the browser to allow the microphone.
 */
export function ListenHereButton({ source, label }: { source: ListenerSource; label: string }) {
  const mode = useListening((s) => s.mode);
  const claim = useListening((s) => s.claim);
  const note = useListening((s) => s.note);
  const on = mode !== 'off';
  const here = mode === 'live' && sameListener(source.listener, claim);
  return (
    <>
      <button
        type="button"
        className="board-btn"
        aria-pressed={on}
        onClick={() =>
          on
            ? stopListening()
            : void startListening({
                deviceId: useListening.getState().deviceId,
                label,
                listener: source.read,
                subscribe: source.subscribe,
              })
        }
      >
        {on ? <MicOffIcon size={20} /> : <MicIcon size={20} />}
        {on ? 'Stop listening' : 'Listen here'}
      </button>
      {(mode === 'simulated' || (mode === 'live' && !here) || (!on && note)) && (
        <p className="board-listen-note" role="status">
          {mode === 'simulated' ? 'Using simulated volume for demo' : (note ?? 'Connecting…')}
        </p>
      )}
    </>
  );
}
