import { Link } from 'react-router-dom';
import { ArrowLeftIcon, CompassIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <header className="not-found-header">
        <Link to="/" className="logo-home" aria-label="Classbeam home">
          <Logo />
        </Link>
      </header>
      <main className="page-state" id="main">
        <div className="page-state-inner">
          <span className="message-icon">
            <CompassIcon size={32} />
          </span>
          <h1 className="message-title">404 Page Not Found</h1>
          <p className="message-text">
            This page does not exist. It may have moved, or the address has a typo.
          </p>
          <Link to="/" className="btn btn-primary">
            <ArrowLeftIcon size={18} />
            Back to home
          </Link>
        </div>
      </main>
    </div>
  );
}
