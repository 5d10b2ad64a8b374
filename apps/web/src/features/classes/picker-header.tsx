import { LogOutIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

interface PickerHeaderProps {
  firstName: string;
  onSignOut: () => void;
}

export function PickerHeader({ firstName, onSignOut }: PickerHeaderProps) {
  return (
    <header className="app-bar">
      <div className="app-bar-inner">
        <Logo />
        <div className="app-bar-end">
          <span className="app-bar-greeting">Hi, {firstName}</span>
          <button type="button" className="btn btn-ghost" onClick={onSignOut}>
            <LogOutIcon size={18} />
            Sign Out
          </button>
        </div>
      </div>
    </header>
  );
}
