import { Trans, useLingui } from '@lingui/react/macro';
import { LogOutIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

interface PickerHeaderProps {
  firstName: string;
  onAccount: () => void;
  onSignOut: () => void;
}

export function PickerHeader({ firstName, onAccount, onSignOut }: PickerHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="app-bar">
      <div className="app-bar-inner">
        <Logo />
        <div className="app-bar-end">
          <button
            type="button"
            className="btn btn-ghost app-bar-greeting"
            onClick={onAccount}
            aria-haspopup="dialog"
            aria-label={t`Hi, ${firstName}: your account`}
            title={t`Your account`}
          >
            <span className="app-bar-greeting-text">
              <Trans>Hi, {firstName}</Trans>
            </span>
            {/* On a phone, the initial alone: the name would crowd out Sign Out. */}
            <span className="app-bar-initial" aria-hidden="true">
              {firstName.trim().charAt(0).toUpperCase() || '?'}
            </span>
          </button>
          <button type="button" className="btn btn-ghost" onClick={onSignOut}>
            <LogOutIcon size={18} />
            <Trans>Sign Out</Trans>
          </button>
        </div>
      </div>
    </header>
  );
}
