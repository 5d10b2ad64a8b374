import { LogOutIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

interface PickerHeaderProps {
  firstName: string;
  onAccount: () => void;
  onSignOut: () => void;
}

export function PickerHeader({ firstName, onAccount, onSignOut }: PickerHeaderProps) {
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
            title="Your account"
          >
            <span className="app-bar-greeting-text">Hi, {firstName}</span>
          </button>
          <button type="button" className="btn btn-ghost" onClick={onSignOut}>
            <LogOutIcon size={18} />
            Sign Out
          </button>
        </div>
      </div>
    </header>
  );
}
