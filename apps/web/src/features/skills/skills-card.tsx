import type { SkillDto, SkillKind } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { useClassLive } from '../../lib/live/class-store';
import { ChevronDownIcon, ChevronUpIcon, CopyIcon, PencilIcon } from '../../ui/classroom-icons';
import { PlusIcon } from '../../ui/icons';
import { SkillIcon } from '../../ui/skill-icon';
import { toast } from '../../ui/toast-store';
import { pointsText } from './award-words';
import { refusal } from './skill-errors';
import { KIND_SECTIONS, kindOf, ofKind } from './skill-kinds';
import { moved, withOrder } from './skill-order';
import { editSkill, orderSkills } from './skills-api';
import '../../ui/panel.css';
import './skill-kinds.css';
import './skills-card.css';
import { withMessages } from '../../lib/i18n/with-messages';

const SkillFormDialog = lazy(() =>
  withMessages(import('./skill-form-dialog'), [
    'server-texts',
    'skills',
    'skills.later',
    'ui',
  ]).then((m) => ({
    default: m.SkillFormDialog,
  })),
);
const CopySkillsDialog = lazy(() =>
  withMessages(import('./copy-skills-dialog'), ['server-texts', 'skills.later', 'ui']).then(
    (m) => ({
      default: m.CopySkillsDialog,
    }),
  ),
);

type Open =
  | { kind: 'add'; weight: number }
  | { kind: 'edit'; id: number }
  | { kind: 'copy' }
  | null;

const START_WEIGHT: Record<SkillKind, number> = { positive: 1, 'needs-work': -1, reminder: 0 };

/**
 * The class's skills in its settings (decision 0153): positive, needs work and reminders in
 * the teacher's order, each with its icon and points; add, edit and archive (the name opens
 * them), move up or down (buttons, for touch), bring back, copy from another class. Every change
 * is the server's answer at once here, and `skills:changed` on the teacher's other devices.
 */
export function SkillsCard({ classId }: { classId: number }) {
  const { t } = useLingui();
  const skills = useClassLive((s) => s.skills);
  const [open, setOpen] = useState<Open>(null);
  const [showArchived, setShowArchived] = useState(false);
  const titleId = useId();
  const close = () => setOpen(null);
  const active = skills.filter((s) => !s.archived);
  const archived = skills.filter((s) => s.archived);
  const archivedCount = archived.length;
  const editing = open?.kind === 'edit' ? skills.find((s) => s.id === open.id) : undefined;

  async function save(change: () => Promise<SkillDto[]>, shown: SkillDto[] | null, what: string) {
    const before = useClassLive.getState().skills;
    if (shown) useClassLive.setState({ skills: shown });
    try {
      useClassLive.setState({ skills: await change() });
    } catch (error) {
      console.warn(what, error);
      if (shown) useClassLive.setState({ skills: before });
      toast({
        title: what,
        description: refusal(error, t`Check the connection and try again.`),
        variant: 'warning',
      });
    }
  }

  const move = (skill: SkillDto, step: -1 | 1) => {
    const ids = moved(skills, skill.id, step);
    if (ids) void save(() => orderSkills(classId, ids), withOrder(skills, ids), t`Order not saved`);
  };
  const bringBack = (skill: SkillDto) =>
    void save(
      () => editSkill(classId, skill.id, { archived: false }),
      skills.map((s) => (s.id === skill.id ? { ...s, archived: false } : s)),
      t`Skill not brought back`,
    );

  const row = (skill: SkillDto, list: readonly SkillDto[]) => {
    const at = list.indexOf(skill);
    const skillName = skill.name;
    return (
      <li key={skill.id} className={`skill-row skill-${kindOf(skill.weight)}`}>
        <span className="skill-row-icon">
          <SkillIcon icon={skill.icon} size={20} />
        </span>
        <button
          type="button"
          className="skill-row-name"
          aria-label={t`Edit ${skillName}`}
          onClick={() => setOpen({ kind: 'edit', id: skill.id })}
        >
          <span className="skill-row-title">{skill.name}</span>
          <span className="skill-row-points">
            {skill.weight === 0 ? t`Reminder` : pointsText(skill.weight)}
          </span>
          <span className="skill-row-edit" aria-hidden="true">
            <PencilIcon size={16} />
          </span>
        </button>
        {!skill.archived && (
          <>
            <button
              type="button"
              className="btn btn-icon btn-ghost"
              aria-label={t`Move ${skillName} up`}
              disabled={at === 0}
              onClick={() => move(skill, -1)}
            >
              <ChevronUpIcon size={18} />
            </button>
            <button
              type="button"
              className="btn btn-icon btn-ghost"
              aria-label={t`Move ${skillName} down`}
              disabled={at === list.length - 1}
              onClick={() => move(skill, 1)}
            >
              <ChevronDownIcon size={18} />
            </button>
          </>
        )}
        {skill.archived && (
          <button
            type="button"
            className="btn btn-ghost skill-row-archive"
            aria-label={t`Bring back ${skillName}`}
            onClick={() => bringBack(skill)}
          >
            <Trans>Bring back</Trans>
          </button>
        )}
      </li>
    );
  };

  return (
    <section className="panel skills-card" aria-labelledby={titleId}>
      <header className="panel-head">
        <h2 id={titleId} className="panel-title">
          <Trans>Skills</Trans>
        </h2>
        <div className="panel-actions">
          <button type="button" className="btn" onClick={() => setOpen({ kind: 'copy' })}>
            <CopyIcon size={18} />
            <Trans>Copy from a class</Trans>
          </button>
        </div>
      </header>
      <div className="skills-body">
        <p className="skills-note">
          <Trans>
            What points are given for. Tap a student’s points (or their card on the board) to give
            one; the quick +1 and -1 give a plain point. Tap a skill to edit or archive it.
          </Trans>
        </p>
        {KIND_SECTIONS.map((section) => {
          const { kind } = section;
          const title = t(section.title);
          const list = ofKind(active, kind);
          return (
            <section key={kind} className="skills-section" aria-label={title}>
              <div className="skills-section-head">
                <h3 className="skills-section-title">{title}</h3>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t(section.add)}
                  onClick={() => setOpen({ kind: 'add', weight: START_WEIGHT[kind] })}
                >
                  <PlusIcon size={18} />
                  <Trans>Add</Trans>
                </button>
              </div>
              {list.length === 0 ? (
                <p className="skills-note">{t(section.empty)}</p>
              ) : (
                <ul className="skill-list">{list.map((s) => row(s, list))}</ul>
              )}
            </section>
          );
        })}
        {archived.length > 0 && (
          <section className="skills-section" aria-label={t`Archived`}>
            <button
              type="button"
              className="btn btn-ghost skills-archived-toggle"
              aria-expanded={showArchived}
              onClick={() => setShowArchived((s) => !s)}
            >
              {showArchived ? <ChevronUpIcon size={18} /> : <ChevronDownIcon size={18} />}
              <Trans>Archived ({archivedCount})</Trans>
            </button>
            {showArchived && (
              <>
                <p className="skills-note">
                  <Trans>Not in the picker; the history still names them.</Trans>
                </p>
                <ul className="skill-list">{archived.map((s) => row(s, archived))}</ul>
              </>
            )}
          </section>
        )}
      </div>
      <Suspense fallback={null}>
        {open?.kind === 'add' && (
          <SkillFormDialog classId={classId} startWeight={open.weight} onClose={close} />
        )}
        {open?.kind === 'edit' && editing && (
          <SkillFormDialog classId={classId} skill={editing} onClose={close} />
        )}
        {open?.kind === 'copy' && <CopySkillsDialog classId={classId} onClose={close} />}
      </Suspense>
    </section>
  );
}
