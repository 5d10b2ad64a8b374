import { teamScoreLabel } from '../lib/teams';

/** A team's score as shown: '6.4 avg', or a dash that says why when nobody in it is here. */
export function TeamScore({ average }: { average: number | null }) {
  if (average !== null) return <>{teamScoreLabel(average)}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">nobody here</span>
    </>
  );
}
