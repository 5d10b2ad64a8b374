import { AwardBadge } from '../../ui/award-badge';
import type { AwardBanner as Banner } from './award-moments';
import './award-banner.css';

/**
 * The awards of the moment in the middle of the board ("Leo Brown · Helping others +1",
 * "Owls · Teamwork +2"), newest on top, each for a few seconds: over the cards, never over the
 * header's controls, and taps go through it. A crowded board's card has no room for the
 * skill's name; here the whole room reads who got what.
 */
export function AwardBanner({
  banners,
  showPoints = true,
}: {
  banners: readonly Banner[];
  /** False where the board shows no points (decision 0152): the skill is named without them. */
  showPoints?: boolean;
}) {
  return (
    <div className="award-banner-slot" role="status">
      {banners.map((banner) => (
        <p key={banner.seq} className="award-banner" data-testid="award-banner">
          <span className="award-banner-who">{banner.who}</span>
          <span className="award-banner-dot" aria-hidden="true">
            ·
          </span>
          <AwardBadge badge={showPoints ? banner.badge : { ...banner.badge, points: '' }} />
        </p>
      ))}
    </div>
  );
}
