import type { VolumeListener } from '@classbeam/contracts';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { sameListener } from '../../lib/live/class-extras';
import { storedText } from '../../lib/server-texts/server-text';
import type { ListenerSource } from './listener-source';
import { startListening, stopListening, useListening } from './listening';
import { listMicrophones, type MicrophoneChoice } from './microphone';
import { useMeter } from './use-meter';
import { MicIcon, MicOffIcon } from './volume-icons';
import { TeacherMeter } from './volume-meter';
import '../../ui/panel.css';
import './volume.css';

interface VolumeCardProps {
  source: ListenerSource;
  /** How other devices name this one when it listens. */
  deviceLabel: string;
  /** The class's Too Loud line (volumeThreshold). */
  line: number;
}

/**
 * The Classroom Volume card (spec section 2): choose a microphone, "Listen here", and the
 * meter, whichever device of the class listens. Audio never leaves the device.
 */
export function VolumeCard({ source, deviceLabel, line }: VolumeCardProps) {
  const { t } = useLingui();
  const mode = useListening((s) => s.mode);
  const claim = useListening((s) => s.claim);
  const note = useListening((s) => s.note);
  const keptOn = useListening((s) => s.keptOn);
  const chosen = useListening((s) => s.deviceId);
  const reading = useMeter(source.listener);
  const [microphones, setMicrophones] = useState<MicrophoneChoice[]>([]);
  const titleId = useId();
  const micId = useId();
  const listening = mode !== 'off';
  const here = mode === 'live' && sameListener(source.listener, claim);

  // The list is read again once the microphone is allowed: only then do the names show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mode is the moment to read again
  useEffect(() => {
    let current = true;
    listMicrophones()
      .then((list) => current && setMicrophones(list))
      .catch((error: unknown) => console.warn('Could not list microphones', error));
    const onChange = () => void listMicrophones().then((list) => current && setMicrophones(list));
    navigator.mediaDevices?.addEventListener?.('devicechange', onChange);
    return () => {
      current = false;
      navigator.mediaDevices?.removeEventListener?.('devicechange', onChange);
    };
  }, [mode]);

  const start = (deviceId: string | null) =>
    void startListening({
      deviceId,
      label: deviceLabel,
      listener: source.read,
      subscribe: source.subscribe,
    });

  return (
    <section className="panel volume-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          <Trans>Classroom Volume</Trans>
        </h2>
        {listening ? (
          <button type="button" className="btn" onClick={() => stopListening()}>
            <MicOffIcon size={18} />
            <Trans>Stop listening</Trans>
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => start(chosen)}>
            <MicIcon size={18} />
            <Trans>Listen here</Trans>
          </button>
        )}
      </header>
      <div className="volume-body">
        <div className="volume-mic">
          <label htmlFor={micId} className="field-label">
            <Trans>Microphone</Trans>
          </label>
          <select
            id={micId}
            className="input"
            value={chosen ?? ''}
            onChange={(event) => {
              const deviceId = event.target.value || null;
              if (listening) start(deviceId);
              else useListening.setState({ deviceId });
            }}
          >
            <option value="">{t`Default microphone`}</option>
            {microphones.map((m) => (
              <option key={m.deviceId} value={m.deviceId}>
                {m.label}
              </option>
            ))}
          </select>
        </div>

        <p className="volume-who" role="status">
          {whoListens(mode, here, source.listener)}
        </p>

        {mode === 'simulated' && (
          <p className="volume-simulated">
            <strong>
              <Trans>Using simulated volume for demo</Trans>
            </strong>
            {note && <span> · {t(note)}</span>}
          </p>
        )}
        {mode !== 'simulated' && note && <p className="volume-note">{t(note)}</p>}
        {mode === 'live' && keptOn.length > 0 && (
          <p className="volume-note">{keptOnText(keptOn.map((name) => t(name)))}</p>
        )}

        {reading ? (
          <TeacherMeter reading={reading} line={line} />
        ) : (
          <p className="volume-idle">
            {source.listener
              ? t`Waiting for the first levels…`
              : t`Tap Listen here on the device in the room: the classroom display or this device. Only loudness is shared, never sound.`}
          </p>
        )}
      </div>
    </section>
  );
}

/** The processing the browser kept on, named in a sentence (the names joined as before). */
function keptOnText(names: string[]): string {
  const processing = names.join(', ');
  return translate`This browser kept ${processing} on, so the meter may read quieter than the room is.`;
}

/** Who listens for the class, in the active language (called while drawing). */
function whoListens(
  mode: ReturnType<typeof useListening.getState>['mode'],
  here: boolean,
  listener: VolumeListener | null,
): string {
  if (mode === 'starting') return translate`Asking for the microphone…`;
  if (mode === 'simulated') {
    if (!listener)
      return translate`This device shows a demo level; nothing is shared. No device listens for the class.`;
    // A display's name is the server's English (DOMAIN_TEXTS); a teacher's device's, its own.
    const device = storedText(listener.label);
    return translate`This device shows a demo level; nothing is shared. Listening for the class: ${device}.`;
  }
  if (here) return translate`Listening on this device`;
  if (mode === 'live') return translate`Listening here; connecting to the class…`;
  if (listener) {
    const device = storedText(listener.label);
    return translate`Listening: ${device}`;
  }
  return translate`No device is listening`;
}
