import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon, CompassIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="not-found">
      <header className="not-found-header">
        <Link to="/" className="logo-home" aria-label={t`Classbeam home`}>
          <Logo />
        </Link>
      </header>
      <main className="page-state" id="main">
        <div className="page-state-inner">
          <span className="message-icon">
            <CompassIcon size={32} />
          </span>
          <h1 className="message-title">
            <Trans>404 Page Not Found</Trans>
          </h1>
          <p className="message-text">
            <Trans>This page does not exist. It may have moved, or the address has a typo.</Trans>
          </p>
          <Link to="/" className="btn btn-primary">
            <ArrowLeftIcon size={18} />
            <Trans>Back to home</Trans>
          </Link>
        </div>
      </main>
    </div>
  );
}
