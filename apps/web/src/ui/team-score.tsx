import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../lib/i18n/format';

/** A team's score as shown: '6.4 avg', or a dash that says why when nobody in it is here. */
export function TeamScore({ average }: { average: number | null }) {
  const { t } = useLingui();
  if (average !== null) {
    const score = formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return <>{t`${score} avg`}</>;
  }
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">
        <Trans>nobody here</Trans>
      </span>
    </>
  );
}
