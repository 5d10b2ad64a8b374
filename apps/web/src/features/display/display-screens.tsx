import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOffIcon } from '../../ui/classroom-icons';
import { LinkBrokenIcon } from '../../ui/icons';
import { LoadingScreen } from '../../ui/loading-screen';
import './display.css';

/** A revoked or unknown link: calm, no error red, nothing to click that would not work. */
export function DisplayRevoked() {
  return (
    <div className="display-page display-message" role="status">
      <span className="display-message-icon">
        <LinkBrokenIcon size={48} />
      </span>
      <h1 className="display-message-title">
        <Trans>This display link is no longer active</Trans>
      </h1>
      <p className="display-message-text">
        <Trans>Ask your teacher for a new link to see the scoreboard here.</Trans>
      </p>
    </div>
  );
}

export function DisplayUnreachable() {
  return (
    <div className="display-page display-message" role="status">
      <span className="display-message-icon">
        <CloudOffIcon size={48} />
      </span>
      <h1 className="display-message-title">
        <Trans>Waiting for the classroom server</Trans>
      </h1>
      <p className="display-message-text">
        <Trans>The scoreboard appears by itself as soon as it can be reached.</Trans>
      </p>
    </div>
  );
}

export function DisplayLoading() {
  const { t } = useLingui();
  return <LoadingScreen text={t`Loading student scoreboard...`} board />;
}

/** Shown over the board while the socket is down: the numbers may be behind. */
export function DisplayOffline() {
  return (
    <p className="display-offline" role="status">
      <CloudOffIcon size={20} />
      <Trans>Reconnecting… the scores shown may be out of date.</Trans>
    </p>
  );
}
