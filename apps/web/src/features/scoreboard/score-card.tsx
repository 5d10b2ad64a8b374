import type { PublicStudentDto } from '@classbeam/contracts';
import type { Rank } from '@classbeam/domain';
import type { m } from 'framer-motion';
import { type CSSProperties, memo, type PointerEvent } from 'react';
import { inkOn, type Team } from '../../lib/teams';
import { Avatar } from '../../ui/avatar';
import { useFitName } from './use-fit-name';
import './score-card.css';

const RANK_LABEL = { 1: '1st', 2: '2nd', 3: '3rd' } as const;

interface ScoreCardProps {
  student: PublicStudentDto;
  /** The student's team: the card wears its colour and name. */
  team?: Team | undefined;
  rank: Rank | undefined;
  /** Start delay of this card's move in the current reorder, in ms. */
  delay: number;
  lit: 'cycling' | 'chosen' | null;
  avatarSize: number;
  onHover: (id: number | null) => void;
  /** framer-motion's list item once it has loaded; a plain one until then. */
  motionSlot?: typeof m.li;
}

/**
 * One student on the board. The outer element carries the layout animation (framer-motion
 * owns its transform); the inner card carries the pick highlight, so the two never fight.
 */
export const ScoreCard = memo(function ScoreCard({
  student,
  team,
  rank,
  delay,
  lit,
  avatarSize,
  onHover,
  motionSlot: MotionSlot,
}: ScoreCardProps) {
  const nameRef = useFitName<HTMLParagraphElement>(student.name);
  const slot = {
    className: 'score-slot',
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && onHover(student.id),
    onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && onHover(null),
  };
  const card = (
    <article
      className={`score-card${rank ? ` score-rank-${rank}` : ''}${lit ? ` score-${lit}` : ''}${team ? ' score-team' : ''}`}
      style={
        team
          ? ({
              '--team': team.color,
              '--team-ink': `var(--color-team-ink-${inkOn(team.color)})`,
            } as CSSProperties)
          : undefined
      }
      aria-label={`${student.name}, ${student.points} points${rank ? `, ${RANK_LABEL[rank]}` : ''}${team ? `, team ${team.name}` : ''}`}
    >
      {rank && <span className={`rank-badge rank-${rank}`}>{RANK_LABEL[rank]}</span>}
      {student.attendanceStatus === 'late' && <span className="late-tag">Late</span>}
      <Avatar
        name={student.name}
        src={student.avatarUrl}
        size={avatarSize}
        className="score-avatar"
      />
      <p ref={nameRef} className="score-name">
        {student.name}
      </p>
      <p className="score-points">
        <span className={`score-value${student.points < 0 ? ' score-negative' : ''}`}>
          {student.points}
        </span>
        <span className="score-unit">pts</span>
      </p>
      {team && (
        <span className="score-team-name" aria-hidden="true">
          {team.name}
        </span>
      )}
    </article>
  );
  if (!MotionSlot) return <li {...slot}>{card}</li>;
  return (
    <MotionSlot
      layout="position"
      transition={{ layout: { delay: delay / 1000, duration: 0.5, ease: [0.2, 0.7, 0.2, 1] } }}
      {...slot}
    >
      {card}
    </MotionSlot>
  );
});
