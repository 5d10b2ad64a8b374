import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AlertIcon } from '../../ui/icons';

export function ClassroomError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page-state" role="alert">
      <div className="page-state-inner">
        <span className="message-icon message-icon-danger">
          <AlertIcon size={32} />
        </span>
        <h1 className="message-title">
          <Trans>We could not open this class</Trans>
        </h1>
        <p className="message-text">
          <Trans>Check your connection, then try again.</Trans>
        </p>
        <div className="message-actions">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
          <Link to="/" className="btn">
            <Trans>Change Class</Trans>
          </Link>
        </div>
      </div>
    </div>
  );
}
