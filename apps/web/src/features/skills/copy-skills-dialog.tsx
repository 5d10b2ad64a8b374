import type { ClassDto } from '@classbeam/contracts';
import { useEffect, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { CopyIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody, FormAlert } from '../../ui/dialog-parts';
import { toast } from '../../ui/toast-store';
import { refusal } from './skill-errors';
import { copySkills, listClasses } from './skills-api';

interface CopySkillsDialogProps {
  classId: number;
  onClose: () => void;
}

/**
 * "Copy skills from another class": the teacher's other classes; a tap adds that class's
 * skills this one lacks (by name), leaving the ones it has as they are (decision 0153).
 */
export function CopySkillsDialog({ classId, onClose }: CopySkillsDialogProps) {
  const [classes, setClasses] = useState<ClassDto[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = () => {
    setLoadFailed(false);
    listClasses().then(
      (list) => setClasses(list.filter((c) => c.id !== classId)),
      (error: unknown) => {
        console.warn('Classes not read', error);
        setLoadFailed(true);
      },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the dialog opens
  useEffect(load, []);

  async function copyFrom(from: ClassDto) {
    setBusy(from.id);
    setFailed(null);
    const before = useClassLive.getState().skills.length;
    try {
      const skills = await copySkills(classId, from.id);
      useClassLive.setState({ skills });
      const added = skills.length - before;
      toast({
        title:
          added > 0
            ? `${added} ${added === 1 ? 'skill' : 'skills'} copied from ${from.name}`
            : `This class has every skill ${from.name} has`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      console.warn('Skills not copied', error);
      setFailed(refusal(error, 'The skills were not copied. Check the connection and try again.'));
      setBusy(null);
    }
  }

  return (
    <Dialog
      open
      title="Copy skills from another class"
      description="Adds the skills this class does not have yet. Skills with the same name stay as you set them here."
      icon={<CopyIcon size={22} />}
      onClose={onClose}
    >
      <DialogBody>
        {loadFailed && <FormAlert onRetry={load}>Your classes could not be read.</FormAlert>}
        {!classes && !loadFailed && <p className="skills-note">Loading your classes...</p>}
        {classes?.length === 0 && (
          <p className="skills-note">You have no other class to copy from yet.</p>
        )}
        {classes && classes.length > 0 && (
          <ul className="copy-class-list">
            {classes.map((c) => (
              <li key={c.id} className="copy-class">
                <span className="copy-class-name">{c.name}</span>
                <button
                  type="button"
                  className="btn"
                  disabled={busy !== null}
                  aria-label={`Copy skills from ${c.name}`}
                  onClick={() => void copyFrom(c)}
                >
                  {busy === c.id ? 'Copying…' : 'Copy'}
                </button>
              </li>
            ))}
          </ul>
        )}
        {failed && <FormAlert>{failed}</FormAlert>}
      </DialogBody>
      <DialogActions>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}
