import type { ClassPrefs, DisplayLinkDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { api } from '../../lib/api-client';
import { thisSoundDevice } from '../../lib/device-id';
import { dateFormat } from '../../lib/i18n/format';
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
  dateFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * The award sound (decision 0160): a master switch (off until the teacher turns it on), one
 * switch per kind of point, and the one device in the room that plays it: a display link of
 * the class, or a teacher device's Student Scoreboard view. Every other device stays silent.
 */
export function AwardSoundCard({ classId, prefs, deviceLabel }: AwardSoundCardProps) {
  const { t } = useLingui();
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
  const otherLabel = prefs.awardSoundDeviceLabel;

  return (
    <section className="panel award-sound-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          <Trans>Award sound</Trans>
        </h2>
      </header>
      <div className="controls-body">
        <Switch
          label={t`Award sounds`}
          hint={t`A short sound in the room when a point is given or taken. Off mutes them all.`}
          checked={prefs.awardSound}
          onChange={(on) => void updatePrefs(classId, { awardSound: on })}
        />
        <Switch
          label={t`Positive points`}
          hint={t`A bright, rising sound.`}
          checked={prefs.awardSoundPositive}
          onChange={(on) => void updatePrefs(classId, { awardSoundPositive: on })}
        />
        <Switch
          label={t`Needs-work points`}
          hint={t`A soft, falling sound.`}
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
            <Trans>Plays on</Trans>
          </p>
          <p id={hintId} className="switch-hint">
            <Trans>One device plays it, so the room hears it once. The others stay silent.</Trans>
          </p>
          {listed.map((link) => {
            const made = madeOn(link.createdAt);
            return (
              <label key={link.id} className="sound-device-choice">
                <input
                  type="radio"
                  name={`sound-device-${classId}`}
                  checked={chosen === `link:${link.id}`}
                  onChange={() => choose(`link:${link.id}`, '')}
                />
                <span>
                  <Trans>The classroom display (link made {made})</Trans>
                </span>
              </label>
            );
          })}
          {chosenGone && (
            <label className="sound-device-choice">
              <input type="radio" name={`sound-device-${classId}`} checked readOnly />
              <span>
                <Trans>A display link that was revoked: pick another device</Trans>
              </span>
            </label>
          )}
          <label className="sound-device-choice">
            <input
              type="radio"
              name={`sound-device-${classId}`}
              checked={chosen === here}
              onChange={() => choose(here, deviceLabel)}
            />
            <span>
              <Trans>This device ({deviceLabel}), in its Student Scoreboard view</Trans>
            </span>
          </label>
          {otherDevice && (
            <label className="sound-device-choice">
              <input type="radio" name={`sound-device-${classId}`} checked readOnly />
              <span>
                {prefs.awardSoundDeviceLabel ? (
                  <Trans>
                    Another of your devices ({otherLabel}), in its Student Scoreboard view
                  </Trans>
                ) : (
                  <Trans>
                    Another of your devices (a teacher device), in its Student Scoreboard view
                  </Trans>
                )}
              </span>
            </label>
          )}
          {chosen?.startsWith('link:') && !chosenGone && (
            <p className="switch-hint">
              <Trans>
                On the display, tap Sound on once when it opens: a browser plays sound only after a
                tap on that screen.
              </Trans>
            </p>
          )}
          {links.data && listed.length === 0 && (
            <p className="switch-hint">
              <Trans>
                To play it on the classroom display, make a display link first (Display link).
              </Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
