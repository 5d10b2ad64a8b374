import type { BoardPrivacy, PublicGroupDto, PublicStudentDto } from '@classbeam/contracts';
import { averagePoints, boardView, classTotal } from '@classbeam/domain';
import { plural, select, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { AwardFor } from '../../lib/award-picker';
import { formatNumber } from '../../lib/i18n/format';
import { nameLengths } from '../../lib/name-lengths';
import { teamsByStudent } from '../../lib/teams';
import { ClassmateInitials } from '../../ui/avatar';
import type { AwardBadgeData } from '../../ui/award-badge';
import { StarIcon } from '../../ui/classroom-icons';
import { PlusIcon, TrophyIcon } from '../../ui/icons';
import { MinusIcon } from '../../ui/lesson-icons';
import { ScoreCard } from './score-card';
import { TeamStrip } from './team-strip';
import { useBoardFit } from './use-board-fit';
import { useReorder } from './use-reorder';
import '../../ui/board-button.css';
import './scoreboard.css';

/** A card Random Student lights: while it cycles, or the pick for its 5 s. */
export interface LitCard {
  studentId: number;
  chosen: boolean;
}

interface ScoreboardProps {
  title: string;
  students: readonly PublicStudentDto[];
  /**
   * Random Student's button (the teacher's board; a display link has none: the pick is the
   * teacher's, and the display shows it).
   */
  pickButton?: ReactNode;
  /** The card the pick lights now, on this board as on every other device of the class. */
  lit?: LitCard | null;
  /** A moment across the whole board (the picked student, Time's up). */
  overlay?: ReactNode;
  /** All +1 / All -1: the teacher's board has them, a display link's board does not. */
  onAllPoints?: (delta: 1 | -1) => void;
  /**
   * The skill picker (the teacher's board): a tap on a card opens it for that student, and a
   * Skill button beside All +1 / All -1 for the whole class.
   */
  onPickSkill?: (target: AwardFor) => void;
  /** Awards of the moment, per student: the card names the skill for a few seconds. */
  awards?: ReadonlyMap<number, AwardBadgeData>;
  /** Extra controls at the end of the header (full screen on the display). */
  actions?: ReactNode;
  /** A line under the header (the display's connection state). */
  notice?: ReactNode;
  /** The classroom's own header already names the class. */
  hideTitle?: boolean;
  /**
   * The class name's heading level: 1 where the board is the page (the display link), 2 under
   * the teacher's classroom header, whose h1 already names the class.
   */
  titleLevel?: 1 | 2;
  /** The countdown, at the end of the header. */
  timer?: ReactNode;
  /** The volume indicator and 'Too Loud' count, when the teacher shows them to students. */
  volume?: ReactNode;
  /** Above the cards (the free-time banner). */
  banner?: ReactNode;
  /** Under the cards, kept in view at the bottom (the class schedule bar). */
  footer?: ReactNode;
  /** The class's teams: a strip with their scores, and each card in its team's colour. */
  groups?: readonly PublicGroupDto[];
  /** Group Controls (the teacher's board, when groups exist), after All +1 / All -1. */
  groupControls?: ReactNode;
  /** A panel beside the cards (the self-assessment QR code at the end of class). */
  aside?: ReactNode;
  /**
   * What the board shows of the points, the class's choice (decision 0152): ranks and the
   * order by points, points without ranks, the class total, or none.
   */
  privacy?: BoardPrivacy;
}

const NO_GROUPS: readonly PublicGroupDto[] = [];

/** Sizes stay readable from the back row: fewer students, bigger cards. */
function density(count: number): { tier: 'roomy' | 'medium' | 'compact'; avatar: number } {
  if (count <= 8) return { tier: 'roomy', avatar: 132 };
  if (count <= 15) return { tier: 'medium', avatar: 104 };
  return { tier: 'compact', avatar: 72 };
}

/** The empty board's line: it promises only what this board will show. */
/** A card's award moment names the skill; its points only where the cards show points (0152). */
const withoutPoints = (award: AwardBadgeData | undefined, points: boolean) =>
  award && !points ? { ...award, points: '' } : award;

function emptyText(privacy: BoardPrivacy, title: string): string {
  const shows = privacy === 'leaderboard' ? 'ranks' : privacy === 'no-ranks' ? 'points' : 'other';
  return select(shows, {
    ranks: `Points and ranks appear here as soon as students join ${title}.`,
    points: `Points appear here as soon as students join ${title}.`,
    other: `Students appear here as soon as they join ${title}.`,
  });
}

/**
 * The header's figure, in the active language ("Ave: 5.2 pts" / "Promedio: 5,2 pts"): the
 * class total under that choice, else the average of the students here (domain's boardView
 * says whether there is a figure at all).
 */
function figureText(privacy: BoardPrivacy, students: readonly PublicStudentDto[]): string {
  if (privacy === 'class-total') {
    const total = classTotal(students);
    const size = Math.abs(total);
    const amount = formatNumber(total);
    return plural(size, {
      one: `Class total: ${amount} pt`,
      other: `Class total: ${amount} pts`,
    });
  }
  const average = formatNumber(averagePoints(students) ?? 0, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return translate`Ave: ${average} pts`;
}

export function Scoreboard({
  title,
  students,
  pickButton,
  lit = null,
  overlay,
  onAllPoints,
  onPickSkill,
  awards,
  actions,
  notice,
  hideTitle,
  titleLevel = 2,
  timer,
  volume,
  banner,
  footer,
  groups = NO_GROUPS,
  groupControls,
  aside,
  privacy = 'leaderboard',
}: ScoreboardProps) {
  const { t } = useLingui();
  const view = useMemo(() => boardView(students, privacy), [students, privacy]);
  const { cards: ranked, ranks, byPoints, cardPoints } = view;
  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const teams = useMemo(() => teamsByStudent(groups), [groups]);
  const targetKey = ranked.map((s) => s.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the order; a new array with the same order must not restart the reorder timer
  const target = useMemo(() => ranked.map((s) => s.id), [targetKey]);
  const [hovered, setHovered] = useState<number | null>(null);
  const grid = useRef<HTMLOListElement>(null);
  const area = useRef<HTMLDivElement>(null);
  // Cards change places only when points order them: in name order a point moves nobody.
  const order = useReorder(target, hovered !== null, grid, byPoints);
  const namesKey = ranked.map((s) => s.name).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names, not the array, decide the fit
  const lengths = useMemo(() => nameLengths(ranked.map((s) => s.name)), [namesKey]);
  const fit = useBoardFit(area, ranked.length, lengths);
  const onHover = useCallback((id: number | null) => setHovered(id), []);
  const { tier, avatar } = density(ranked.length);
  const Title = titleLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="scoreboard" aria-labelledby="scoreboard-title">
      <header className="board-head">
        <Title id="scoreboard-title" className={hideTitle ? 'visually-hidden' : 'board-title'}>
          {title}
        </Title>
        <div className="board-actions">
          {pickButton}
          {onAllPoints && (
            <>
              <button type="button" className="board-btn" onClick={() => onAllPoints(1)}>
                <PlusIcon size={20} />
                <Trans>All +1</Trans>
              </button>
              <button type="button" className="board-btn" onClick={() => onAllPoints(-1)}>
                <MinusIcon size={20} />
                <Trans>All -1</Trans>
              </button>
            </>
          )}
          {onPickSkill && (
            <button
              type="button"
              className="board-btn"
              aria-label={t`Give the whole class a skill`}
              onClick={() => onPickSkill({ kind: 'class' })}
            >
              <StarIcon size={20} />
              <Trans>Skill</Trans>
            </button>
          )}
          {groupControls}
          {actions}
        </div>
        <div className="board-status">
          {volume}
          {timer}
          {view.figure !== null && (
            <p
              className={`board-average${privacy === 'class-total' ? ' board-total' : ''}`}
              data-testid="board-figure"
            >
              {figureText(privacy, students)}
            </p>
          )}
        </div>
      </header>
      {notice}
      {banner}
      {view.teamScores && <TeamStrip groups={groups} students={students} />}

      {/*
        The cards get the space the rest of the board leaves them, beside the QR panel when it
        shows: nothing floats over a card (decision 0150).
      */}
      <div className="board-stage">
        {ranked.length === 0 ? (
          <div className="board-empty">
            <span className="board-empty-icon">
              <TrophyIcon size={56} />
            </span>
            <p className="board-empty-title">
              {students.length === 0 ? t`No Students Yet` : t`Everyone is away`}
            </p>
            <p className="board-empty-text">
              {students.length === 0
                ? emptyText(privacy, title)
                : t`Students marked present or late appear here.`}
            </p>
          </div>
        ) : (
          <div ref={area} className="board-area">
            {/* The whole class, absent ones too: a child's initials stay put as others come and go. */}
            <ClassmateInitials students={students}>
              <ol
                ref={grid}
                className={`board-grid board-${tier}${fit ? ' board-fitted' : ''}${lit ? ' board-picking' : ''}`}
                style={fit}
              >
                {order.map((id) => {
                  const student = byId.get(id);
                  if (!student) return null;
                  return (
                    <ScoreCard
                      key={id}
                      student={student}
                      team={teams.get(id)}
                      rank={ranks.get(id)}
                      points={cardPoints}
                      lit={lit?.studentId === id ? (lit.chosen ? 'chosen' : 'cycling') : null}
                      avatarSize={avatar}
                      onHover={onHover}
                      award={withoutPoints(awards?.get(id), cardPoints)}
                      onSkill={onPickSkill}
                    />
                  );
                })}
              </ol>
            </ClassmateInitials>
          </div>
        )}
        {aside && <div className="board-side">{aside}</div>}
      </div>
      {footer}
      {overlay}
    </section>
  );
}
