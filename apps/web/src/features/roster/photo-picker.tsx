import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useReducer, useRef, useState } from 'react';
import { Avatar } from '../../ui/avatar';
import { CameraIcon, UploadIcon } from '../../ui/classroom-icons';
import { FormAlert } from '../../ui/dialog-parts';
import { NO_PHOTO_ALERT, nextPhotoAlert, shownPhotoAlerts } from './photo-alert';
import { encodeUpload } from './photo-encode';
import { useCamera } from './use-camera';
import './photo-picker.css';

/** Files past this are not photos a teacher meant to upload; decoding them would stall a phone. */
const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

interface PhotoPickerProps {
  /** Whose photo: the initials shown when there is none. */
  name: string;
  /** The new photo (a data URL made on this device), or null when none was taken yet. */
  value: string | null;
  onChange: (photo: string | null) => void;
  /** The photo the student has now, shown until a new one is taken. */
  current?: string | null;
}

/** Take Photo with the camera, or Upload Photo; then Retake or Upload New. */
export function PhotoPicker({ name, value, onChange, current = null }: PhotoPickerProps) {
  const { t } = useLingui();
  const camera = useCamera();
  const fileRef = useRef<HTMLInputElement>(null);
  const [photoAlert, step] = useReducer(nextPhotoAlert, NO_PHOTO_ALERT);
  const [busy, setBusy] = useState(false);
  const live = camera.state === 'on' || camera.state === 'starting';
  const shown = value ?? current;

  async function takePhoto() {
    step('camera-asked');
    if (!(await camera.start())) step('camera-refused');
  }

  function capture() {
    const photo = camera.capture();
    if (photo) onChange(photo);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    camera.stop();
    step('file-chosen');
    if (!file.type.startsWith('image/') || file.size > UPLOAD_MAX_BYTES) {
      step('file-unreadable');
      return;
    }
    setBusy(true);
    try {
      onChange(await encodeUpload(file));
    } catch (error) {
      console.warn('Could not read the image', error);
      step('file-unreadable');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="photo-picker">
      <div className={`photo-stage${live ? ' photo-stage-live' : ''}`}>
        {live ? (
          <video ref={camera.videoRef} className="photo-video" autoPlay playsInline muted />
        ) : (
          <Avatar name={name || '?'} src={shown} size={168} className="photo-preview" />
        )}
        {live && !camera.ready && (
          <span className="photo-stage-note">
            <Trans>Starting camera…</Trans>
          </span>
        )}
      </div>

      <div className="photo-actions">
        {live ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={capture}
              disabled={!camera.ready}
            >
              <CameraIcon size={18} />
              <Trans>Capture</Trans>
            </button>
            <button type="button" className="btn" onClick={camera.stop}>
              <Trans>Cancel</Trans>
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn" onClick={() => void takePhoto()}>
              <CameraIcon size={18} />
              {value ? t`Retake` : t`Take Photo`}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => fileRef.current?.click()}
              disabled={busy}
            >
              <UploadIcon size={18} />
              {busy ? t`Reading…` : value ? t`Upload New` : t`Upload Photo`}
            </button>
          </>
        )}
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t`Photo file`}
          onChange={onFile}
        />
      </div>

      {shownPhotoAlerts(photoAlert, t).map((text) => (
        <FormAlert key={text} className="photo-alert">
          {text}
        </FormAlert>
      ))}
    </div>
  );
}
