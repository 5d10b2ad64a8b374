import type { StudentDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { studentSaved } from '../../lib/live/class-sync';
import { CameraIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody, FormAlert } from '../../ui/dialog-parts';
import { PhotoPicker } from './photo-picker';
import { updateStudent } from './students-api';
import './photo-picker.css';

interface PhotoDialogProps {
  student: StudentDto;
  onClose: () => void;
}

/** 'Take Photo for <name>': a new photo, or back to the drawn initials. */
export function PhotoDialog({ student, onClose }: PhotoDialogProps) {
  const { t } = useLingui();
  const name = student.name;
  const [photo, setPhoto] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function save(avatar: string | null) {
    setPending(true);
    setFailed(false);
    try {
      studentSaved(await updateStudent(student.id, { avatar }));
      onClose();
    } catch (error) {
      console.error('Photo save failed', error);
      setFailed(true);
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      title={t`Take Photo for ${name}`}
      icon={<CameraIcon size={22} />}
      onClose={onClose}
    >
      <DialogBody>
        <PhotoPicker
          name={student.name}
          value={photo}
          current={student.avatarUrl}
          onChange={setPhoto}
        />
        {failed && (
          <FormAlert>
            <Trans>The photo was not saved. Check your connection and try again.</Trans>
          </FormAlert>
        )}
      </DialogBody>
      <DialogActions className="photo-dialog-actions">
        {student.avatarUrl && !photo && (
          <button
            type="button"
            className="btn btn-ghost photo-remove"
            onClick={() => void save(null)}
            disabled={pending}
          >
            <Trans>Remove photo</Trans>
          </button>
        )}
        <button type="button" className="btn" onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => photo && void save(photo)}
          disabled={!photo || pending}
        >
          {pending ? t`Saving…` : t`Save Photo`}
        </button>
      </DialogActions>
    </Dialog>
  );
}
