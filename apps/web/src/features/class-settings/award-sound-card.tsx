import type { ClassPrefs, DisplayLinkDto } from '@classbeam/contracts';
import { useId } from 'react';
import { api } from '../../lib/api-client';
import { thisSoundDevice } from '../../lib/device-id';
import { useLiveResource } from '../../lib/live/live-resource';
import { Switch } from '../../ui/switch';
import { updatePrefs } from './prefs';
import '../../ui/panel.css';
import './class-settings.css';

interface AwardSoundCardProps {
  classId: number;
  prefs: ClassPrefs;
  /** How this device names itself to the teacher's other devices ("Teacher’s computer"). */
  deviceLabel: string;
}

const madeOn = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The award sound (decision 0160): a master switch (off until the teacher turns it on), one
 * switch per kind of point, and the one device in the room that plays it: a display link of
 * the class, or a teacher device's Student Scoreboard view. Every other device stays silent.
 */
export function AwardSoundCard({ classId, prefs, deviceLabel }: AwardSoundCardProps) {
  const titleId = useId();
  const pickId = useId();
  const hintId = useId();
  const links = useLiveResource(
    classId,
    ['display-links'],
    () => api.get<DisplayLinkDto[]>(`/api/classes/${classId}/display-links`),
    { what: 'Display links' },
  );
  const here = thisSoundDevice();
  const chosen = prefs.awardSoundDevice;
  const choose = (device: string, label: string) =>
    void updatePrefs(classId, { awardSoundDevice: device, awardSoundDeviceLabel: label });
  const listed = links.data ?? [];
  const chosenGone =
    chosen?.startsWith('link:') && links.data && !listed.some((l) => `link:${l.id}` === chosen);
  const otherDevice = chosen?.startsWith('device:') && chosen !== here;

  return (
    <section className="panel award-sound-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          Award sound
        </h2>
      </header>
      <div className="controls-body">
        <Switch
          label="Award sounds"
          hint="A short sound in the room when a point is given or taken. Off mutes them all."
          checked={prefs.awardSound}
          onChange={(on) => void updatePrefs(classId, { awardSound: on })}
        />
        <Switch
          label="Positive points"
          hint="A bright, rising sound."
          checked={prefs.awardSoundPositive}
          onChange={(on) => void updatePrefs(classId, { awardSoundPositive: on })}
        />
        <Switch
          label="Needs-work points"
          hint="A soft, falling sound."
          checked={prefs.awardSoundNeedsWork}
          onChange={(on) => void updatePrefs(classId, { awardSoundNeedsWork: on })}
        />
        <div
          className="sound-device"
          role="radiogroup"
          aria-labelledby={pickId}
          aria-describedby={hintId}
        >
          <p id={pickId} className="switch-label">
            Plays on
          </p>
          <p id={hintId} className="switch-hint">
            One device plays it, so the room hears it once. The others stay silent.
          </p>
          {listed.map((link) => (
            <label key={link.id} className="sound-device-choice">
              <input
                type="radio"
                name={`sound-device-${classId}`}
                checked={chosen === `link:${link.id}`}
                onChange={() => choose(`link:${link.id}`, '')}
              />
              <span>The classroom display (link made {madeOn(link.createdAt)})</span>
            </label>
          ))}
          {chosenGone && (
            <label className="sound-device-choice">
              <input type="radio" name={`sound-device-${classId}`} checked readOnly />
              <span>A display link that was revoked: pick another device</span>
            </label>
          )}
          <label className="sound-device-choice">
            <input
              type="radio"
              name={`sound-device-${classId}`}
              checked={chosen === here}
              onChange={() => choose(here, deviceLabel)}
            />
            <span>This device ({deviceLabel}), in its Student Scoreboard view</span>
          </label>
          {otherDevice && (
            <label className="sound-device-choice">
              <input type="radio" name={`sound-device-${classId}`} checked readOnly />
              <span>
                Another of your devices ({prefs.awardSoundDeviceLabel || 'a teacher device'}), in
                its Student Scoreboard view
              </span>
            </label>
          )}
          {chosen?.startsWith('link:') && !chosenGone && (
            <p className="switch-hint">
              On the display, tap Sound on once when it opens: a browser plays sound only after a
              tap on that screen.
            </p>
          )}
          {links.data && listed.length === 0 && (
            <p className="switch-hint">
              To play it on the classroom display, make a display link first (Display link).
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
