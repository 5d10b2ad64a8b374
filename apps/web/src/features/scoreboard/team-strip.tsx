import type { PublicGroupDto, PublicStudentDto } from '@classbeam/contracts';
import type { CSSProperties } from 'react';
import { teamTotal } from '../groups/teams';

/** The teams and their scores (sums of their members' points), on every board. */
export function TeamStrip({
  groups,
  students,
}: {
  groups: readonly PublicGroupDto[];
  students: readonly PublicStudentDto[];
}) {
  if (groups.length === 0) return null;
  return (
    <ul className="team-strip" aria-label="Teams">
      {groups.map((g) => {
        const total = teamTotal(g, students);
        return (
          <li key={g.id} className="team-chip" style={{ '--team': g.color } as CSSProperties}>
            <span className="team-swatch" aria-hidden="true" />
            <span className="team-name">{g.name}</span>
            <span className="team-total">
              {total}
              <span className="team-unit"> pts</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
