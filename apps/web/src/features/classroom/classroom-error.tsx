import { Link } from 'react-router-dom';
import { AlertIcon } from '../../ui/icons';

export function ClassroomError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page-state" role="alert">
      <div className="page-state-inner">
        <span className="message-icon message-icon-danger">
          <AlertIcon size={32} />
        </span>
        <h1 className="message-title">We could not open this class</h1>
        <p className="message-text">Check your connection, then try again.</p>
        <div className="message-actions">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
          <Link to="/" className="btn">
            Change Class
          </Link>
        </div>
      </div>
    </div>
  );
}
