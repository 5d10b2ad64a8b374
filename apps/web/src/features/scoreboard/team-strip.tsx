import type { PublicGroupDto, PublicStudentDto } from '@classbeam/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useRef } from 'react';
import { formatNumber } from '../../lib/i18n/format';
import { teamAverage } from '../../lib/teams';
import { TeamScore } from '../../ui/team-score';
import { useTightStrip } from './use-tight-strip';
import './team-strip.css';

/** '6.4 avg', its word dropped from sight (not from a screen reader) where the strip is tight. */
function TeamTotal({ average }: { average: number | null }) {
  if (average === null) return <TeamScore average={null} />;
  const score = formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Trans>
      {score}
      <span className="team-unit"> avg</span>
    </Trans>
  );
}

/** The teams and their scores (their present members' average points), on every board. */
export function TeamStrip({
  groups,
  students,
}: {
  groups: readonly PublicGroupDto[];
  students: readonly PublicStudentDto[];
}) {
  const { t, i18n } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  const texts = `${i18n.locale}|${groups.map((g) => `${g.name}:${teamAverage(g, students)}`).join('|')}`;
  useTightStrip(strip, texts);
  if (groups.length === 0) return null;
  return (
    <ul
      ref={strip}
      className={`team-strip${groups.length > 8 ? ' team-strip-many' : ''}`}
      aria-label={t`Teams`}
    >
      {groups.map((g) => {
        return (
          <li key={g.id} className="team-chip" style={{ '--team': g.color } as CSSProperties}>
            <span className="team-swatch" aria-hidden="true" />
            <span className="team-name" title={g.name}>
              {g.name}
            </span>
            <span className="team-total">
              <TeamTotal average={teamAverage(g, students)} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
