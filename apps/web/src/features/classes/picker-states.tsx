import { Trans } from '@lingui/react/macro';
import { AlertIcon, CalendarIcon, PlusIcon } from '../../ui/icons';

export function PickerEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <section className="picker-empty" aria-labelledby="picker-empty-title">
      <span className="message-icon">
        <CalendarIcon size={32} />
      </span>
      <h2 id="picker-empty-title" className="picker-empty-title">
        <Trans>Your week starts here</Trans>
      </h2>
      <p className="picker-empty-text">
        <Trans>
          Create your first class. Give it a weekday and it shows up in your calendar every week.
        </Trans>
      </p>
      <button type="button" className="btn btn-primary btn-lg" onClick={onCreate}>
        <PlusIcon size={18} />
        <Trans>Create New Class</Trans>
      </button>
    </section>
  );
}

export function PickerError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="picker-empty" role="alert">
      <span className="message-icon message-icon-danger">
        <AlertIcon size={32} />
      </span>
      <h2 className="picker-empty-title">
        <Trans>We could not load your classes</Trans>
      </h2>
      <p className="picker-empty-text">
        <Trans>Check your connection, then try again.</Trans>
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
