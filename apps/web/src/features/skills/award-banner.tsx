import { AwardBadge } from '../../ui/award-badge';
import type { AwardBanner as Banner } from './award-moments';
import './award-banner.css';

/**
 * A group's or the whole class's award in the middle of the board ("Owls · Teamwork +2"), for a
 * few seconds: over the cards (which all take the points), never over the header's controls,
 * and taps go through it.
 */
export function AwardBanner({
  banner,
  showPoints = true,
}: {
  banner: Banner | null;
  /** False where the board shows no points (decision 0152): the skill is named without them. */
  showPoints?: boolean;
}) {
  return (
    <div className="award-banner-slot" role="status">
      {banner && (
        <p key={banner.seq} className="award-banner" data-testid="award-banner">
          <span className="award-banner-who">{banner.who}</span>
          <span className="award-banner-dot" aria-hidden="true">
            ·
          </span>
          <AwardBadge badge={showPoints ? banner.badge : { ...banner.badge, points: '' }} />
        </p>
      )}
    </div>
  );
}
