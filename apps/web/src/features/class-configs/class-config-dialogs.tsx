import type { ClassConfigDto } from '@classbeam/contracts';
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { hasStatus } from '../../lib/api-client';
import { selectPendingCount, useClassLive } from '../../lib/live/class-store';
import { useLiveRevision } from '../../lib/live/live-resource';
import { serverText, storedText } from '../../lib/server-texts/server-text';
import { FolderIcon } from '../../ui/classroom-icons';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogBody } from '../../ui/dialog-parts';
import { ConfigFormDialog } from '../../ui/saved-configs/config-form-dialog';
import { LoadConfigDialog } from '../../ui/saved-configs/load-config-dialog';
import { toast } from '../../ui/toast-store';
import {
  deleteClassConfig,
  listClassConfigs,
  loadClassConfig,
  saveClassConfig,
  savedClasses,
  updateClassConfig,
} from './class-configs-api';
import { HiddenStudents } from './hidden-students';
import { leavingLines, loadPlan, planLines, stranded, strandedLine } from './load-plan';
import './class-configs.css';

/**
 * Waits until this device's taps are stored (they leave within the outbox's short window), at
 * most `ms`; false if some are still waiting (a slow or lost connection). The server saves and
 * loads the roster as it has it, so a +1 tapped just before Save must be in the saved class,
 * and one tapped just before Load must not land on top of the restored points.
 */
async function tapsStoredOrSay(action: 'saved' | 'loaded'): Promise<boolean> {
  if (await tapsStored()) return true;
  toast({
    title: i18n._(action === 'saved' ? msg`Not saved yet` : msg`Not loaded yet`),
    description: i18n._(
      msg`Some points tapped on this device are not saved yet. Check the connection and try again in a moment.`,
    ),
    variant: 'warning',
  });
  return false;
}

function tapsStored(ms = 4000): Promise<boolean> {
  if (selectPendingCount(useClassLive.getState()) === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve(selectPendingCount(useClassLive.getState()) === 0);
    };
    const timer = setTimeout(done, ms);
    const stop = useClassLive.subscribe((s) => {
      if (selectPendingCount(s) === 0) done();
    });
  });
}

/**
 * Save Class Configuration: a name, and a note saying what is saved and what is not. Once this
 * device saved or loaded one, the same dialog can Update it instead (spec section 4), with the
 * overwrite warning.
 */
export function SaveClassDialog({
  classId,
  onSaved,
  onClose,
}: {
  classId: number;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const count = useClassLive((s) => s.students.length);
  const current = savedClasses.useCurrent(classId);
  const [update, setUpdate] = useState(false);
  const target = update ? current : null;
  const currentName = current?.name ?? '';
  return (
    <ConfigFormDialog<ClassConfigDto>
      key={target ? `update-${target.id}` : 'new'}
      title={target ? t`Update Class Configuration` : t`Save Class Configuration`}
      description={t`${plural(count, {
        one: 'Saves the # student as they are now: names, pictures, points, attendance, rows and notes. Assessments and points history are not part of it; they stay with each student.',
        other:
          'Saves the # students as they are now: names, pictures, points, attendance, rows and notes. Assessments and points history are not part of it; they stay with each student.',
      })}`}
      target={target}
      aside={
        current && (
          <p className="config-switch">
            <button type="button" className="btn btn-ghost" onClick={() => setUpdate(!target)}>
              {target
                ? t`Save as a new configuration instead`
                : t`Update ''${currentName}'' instead`}
            </button>
          </p>
        )
      }
      placeholder={t`e.g. Period 3 (Monday)`}
      disabled={count === 0}
      withDescription={false}
      save={async (input) => {
        if (!(await tapsStoredOrSay('saved'))) throw new Error('Taps not stored yet');
        // A refusal the teacher can act on (the limit of saved classes, an empty roster) is
        // said in the dialog itself (ConfigFormDialog); other failures are logged.
        const saved = target
          ? await updateClassConfig(target.id, input.name)
          : await saveClassConfig(classId, input.name);
        const configName = saved.name;
        // The description is the server's ('Saved class with 3 students'), in the active language.
        const configDescription = storedText(saved.description);
        toast({
          title: target ? t`Class configuration updated` : t`Class configuration saved`,
          // ICU reads a lone ' before a placeholder as an escape: '' is one apostrophe.
          description: t`''${configName}'': ${configDescription}.`,
          variant: 'success',
        });
        onSaved();
        return saved;
      }}
      remember={savedClasses.remember}
      forget={savedClasses.forget}
      onClose={onClose}
    />
  );
}

interface Pending {
  config: ClassConfigDto;
  answer: (load: boolean) => void;
}

/**
 * Load Class Configuration: the saved classes with Load and delete. Load first says exactly
 * what will happen (who comes back, who is hidden, whose fields change) and waits for OK.
 * Under them, the class's hidden students with Show again and Delete.
 */
export function LoadClassDialog({
  classId,
  onChanged,
  onClose,
}: {
  classId: number;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState<Pending | null>(null);
  const configEdits = useLiveRevision(classId, ['class-configs']);
  const current = useRef(pending);
  current.current = pending;

  const ask = (config: ClassConfigDto) =>
    new Promise<boolean>((resolve) => setPending({ config, answer: resolve }));
  const answer = (load: boolean) => {
    current.current?.answer(load);
    setPending(null);
  };

  const apply = async (config: ClassConfigDto): Promise<boolean> => {
    if (!(await ask(config))) return false;
    try {
      if (!(await tapsStoredOrSay('loaded'))) return false;
      const result = await loadClassConfig(config.id);
      const back = result.unhidden + result.recreated;
      const total = result.restored + back;
      const hidden = result.hidden;
      const configName = config.name;
      toast({
        title: t`Loaded ''${configName}''`,
        // Separate facts, each whole, joined by a middle dot.
        description: [
          t`${plural(total, { one: '# student in the class', other: '# students in the class' })}`,
          back > 0 ? t`${plural(back, { one: '# came back', other: '# came back' })}` : '',
          hidden > 0
            ? t`${plural(hidden, {
                one: '# hidden (history kept; Load Class lists them)',
                other: '# hidden (history kept; Load Class lists them)',
              })}`
            : '',
        ]
          .filter(Boolean)
          .join(' · '),
        variant: 'success',
      });
      onChanged();
      return true;
    } catch (error) {
      // Configuration failures are only logged (spec section 8); the roster stays as it was.
      // A saved class whose students were all deleted is the teacher's to act on.
      console.error('Class configuration not loaded', error);
      if (hasStatus(error, 404))
        toast({
          title: t`Not loaded`,
          description: t`This saved class was deleted on another device.`,
          variant: 'warning',
        });
      else if (hasStatus(error, 409))
        toast({
          title: t`Not loaded`,
          // The server's own words, in the active language.
          description: serverText(error),
          variant: 'warning',
        });
      return false;
    }
  };

  return (
    <>
      <LoadConfigDialog<ClassConfigDto>
        title={t`Load Class Configuration`}
        description={t`Bring back a saved class: its students with their points, attendance, rows and notes. No student is deleted and no history is lost.`}
        noun="saved class"
        list={() => listClassConfigs(classId)}
        remove={(config) => deleteClassConfig(config.id).then(onChanged)}
        apply={apply}
        // No summary: the description is the spec's 'Saved class with N students', and the
        // list adds it and when it was saved.
        // Emptied by deletions ('Saved class with 0 students'): loading it would hide the
        // whole class, and the server refuses it.
        canLoad={(config) => config.studentData.length > 0}
        hint={(configs) =>
          configs.some((config) => config.studentData.length === 0) && (
            <p className="config-hint">
              <Trans>A saved class whose students have all been deleted has nothing to load.</Trans>
            </p>
          )
        }
        edits={configEdits}
        remember={savedClasses.remember}
        forget={savedClasses.forget}
        onClose={onClose}
      >
        <HiddenStudents classId={classId} />
      </LoadConfigDialog>
      {pending && <ConfirmLoad classId={classId} config={pending.config} onAnswer={answer} />}
    </>
  );
}

function ConfirmLoad({
  classId,
  config,
  onAnswer,
}: {
  classId: number;
  config: ClassConfigDto;
  onAnswer: (load: boolean) => void;
}) {
  const { t } = useLingui();
  const students = useClassLive((s) => s.students);
  const groups = useClassLive((s) => s.mirror.groups);
  const assessingId = useClassLive((s) => s.selfAssessment?.active?.studentId ?? null);
  const plan = loadPlan(config.studentData, students);
  const lines = planLines(plan, leavingLines(plan.hidden, groups, assessingId));
  // Every saved class, fresh: who of the hidden would be held by none of them.
  const [saved, setSaved] = useState<ClassConfigDto[] | null>(null);
  useEffect(() => {
    let live = true;
    listClassConfigs(classId).then(
      (list) => live && setSaved(list),
      (error) => console.warn('Saved classes not read', error),
    );
    return () => {
      live = false;
    };
  }, [classId]);
  const warning = saved ? strandedLine(stranded(plan.hidden, saved)) : null;
  const configName = config.name;
  const studentCount = plan.total;
  return (
    <Dialog
      open
      title={t`Load ''${configName}''?`}
      icon={<FolderIcon size={22} />}
      description={t`${plural(studentCount, {
        one: 'The class list becomes the # student of this saved class.',
        other: 'The class list becomes the # students of this saved class.',
      })}`}
      onClose={() => onAnswer(false)}
    >
      <DialogBody>
        <ul className="load-plan">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {warning && (
          <p className="load-plan-warning" role="alert">
            {warning}
          </p>
        )}
        <p className="load-plan-note">
          <Trans>No student is deleted and no history is lost.</Trans>
        </p>
      </DialogBody>
      <DialogActions>
        <button type="button" className="btn" data-autofocus onClick={() => onAnswer(false)}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onAnswer(true)}>
          <Trans>Load Class</Trans>
        </button>
      </DialogActions>
    </Dialog>
  );
}
