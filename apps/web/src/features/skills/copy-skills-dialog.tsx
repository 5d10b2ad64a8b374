import type { ClassDto } from '@classbeam/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
      const fromName = from.name;
      toast({
        title:
          added > 0
            ? plural(added, {
                one: `# skill copied from ${fromName}`,
                other: `# skills copied from ${fromName}`,
              })
            : t`This class has every skill ${fromName} has`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      console.warn('Skills not copied', error);
      setFailed(refusal(error, t`The skills were not copied. Check the connection and try again.`));
      setBusy(null);
    }
  }

  return (
    <Dialog
      open
      title={t`Copy skills from another class`}
      description={t`Adds the skills this class does not have yet. Skills with the same name stay as you set them here.`}
      icon={<CopyIcon size={22} />}
      onClose={onClose}
    >
      <DialogBody>
        {loadFailed && (
          <FormAlert onRetry={load}>
            <Trans>Your classes could not be read.</Trans>
          </FormAlert>
        )}
        {!classes && !loadFailed && (
          <p className="skills-note">
            <Trans>Loading your classes...</Trans>
          </p>
        )}
        {classes?.length === 0 && (
          <p className="skills-note">
            <Trans>You have no other class to copy from yet.</Trans>
          </p>
        )}
        {classes && classes.length > 0 && (
          <ul className="copy-class-list">
            {classes.map((c) => {
              const otherClass = c.name;
              return (
                <li key={c.id} className="copy-class">
                  <span className="copy-class-name">{c.name}</span>
                  <button
                    type="button"
                    className="btn"
                    disabled={busy !== null}
                    aria-label={t`Copy skills from ${otherClass}`}
                    onClick={() => void copyFrom(c)}
                  >
                    {busy === c.id ? t`Copying…` : t`Copy`}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {failed && <FormAlert>{failed}</FormAlert>}
      </DialogBody>
      <DialogActions>
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}
