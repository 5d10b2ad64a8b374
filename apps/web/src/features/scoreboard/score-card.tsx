import type { PublicStudentDto } from '@classbeam/contracts';
import type { Rank } from '@classbeam/domain';
import { plural, selectOrdinal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, memo, type PointerEvent } from 'react';
import type { AwardFor } from '../../lib/award-picker';
import { formatNumber } from '../../lib/i18n/format';
import { inkOn, type Team } from '../../lib/teams';
import { Avatar } from '../../ui/avatar';
import { AwardBadge, type AwardBadgeData } from '../../ui/award-badge';
import { useFitName } from './use-fit-name';
import './score-card.css';

/** '1st', '2nd', '3rd' / '1.º', '2.º', '3.º': an ordinal in the active language. */
export const rankLabel = (rank: Rank): string =>
  selectOrdinal(rank, { one: '#st', two: '#nd', few: '#rd', other: '#th' });

interface ScoreCardProps {
  student: PublicStudentDto;
  /** The student's team: the card wears its colour and name. */
  team?: Team | undefined;
  rank: Rank | undefined;
  /** The card shows the student's points (not under the class total or no points). */
  points: boolean;
  lit: 'cycling' | 'chosen' | null;
  avatarSize: number;
  onHover: (id: number | null) => void;
  /** The skill of an award just given to this student, shown on the card for a moment. */
  award?: AwardBadgeData | undefined;
  /** The teacher's board: a tap on the card opens the skill picker for this student. */
  onSkill?: ((target: AwardFor) => void) | undefined;
}

/**
 * One student on the board. The outer element carries the reorder's fade (use-reorder.ts);
 * the inner card carries the pick highlight, so the two never fight.
 */
export const ScoreCard = memo(function ScoreCard({
  student,
  team,
  rank,
  points,
  lit,
  avatarSize,
  onHover,
  award,
  onSkill,
}: ScoreCardProps) {
  const { t } = useLingui();
  const nameRef = useFitName<HTMLParagraphElement>(student.name);
  const slot = {
    className: 'score-slot',
    'data-student-id': student.id,
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && onHover(student.id),
    onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && onHover(null),
  };
  const studentName = student.name;
  const studentPoints = student.points;
  const rankText = rank ? rankLabel(rank) : null;
  const teamName = team?.name;
  // The card's facts for a screen reader, one after another: a list, not a sentence.
  const spoken = [
    studentName,
    points && plural(studentPoints, { one: '# point', other: '# points' }),
    rankText,
    team && t`team ${teamName}`,
  ]
    .filter(Boolean)
    .join(', ');
  const card = (
    <article
      className={`score-card${points ? '' : ' score-unscored'}${rank ? ` score-rank-${rank}` : ''}${lit ? ` score-${lit}` : ''}${team ? ' score-team' : ''}`}
      style={
        team
          ? ({
              '--team': team.color,
              '--team-ink': `var(--color-team-ink-${inkOn(team.color)})`,
            } as CSSProperties)
          : undefined
      }
      aria-label={spoken}
    >
      {rank && <span className={`rank-badge rank-${rank}`}>{rankText}</span>}
      {student.attendanceStatus === 'late' && (
        <span className="late-tag">
          <Trans>Late</Trans>
        </span>
      )}
      <Avatar
        name={student.name}
        src={student.avatarUrl}
        size={avatarSize}
        className="score-avatar"
      />
      <p ref={nameRef} className="score-name">
        {student.name}
      </p>
      {points && (
        <p className="score-points">
          <span className={`score-value${student.points < 0 ? ' score-negative' : ''}`}>
            {formatNumber(student.points)}
          </span>
          <span className="score-unit">{plural(studentPoints, { one: 'pts', other: 'pts' })}</span>
        </p>
      )}
      {team && (
        <span className="score-team-name" aria-hidden="true">
          {team.name}
        </span>
      )}
      {/* Over the photo, never the name; keyed so a new award starts its moment again. */}
      {award && (
        <span key={award.seq} className="score-award" data-testid="card-award">
          <AwardBadge badge={award} />
        </span>
      )}
      {onSkill && (
        <button
          type="button"
          className="score-hit"
          aria-label={t`Give ${studentName} a skill`}
          onClick={() => onSkill({ kind: 'student', studentId: student.id, name: student.name })}
        />
      )}
    </article>
  );
  return <li {...slot}>{card}</li>;
});
