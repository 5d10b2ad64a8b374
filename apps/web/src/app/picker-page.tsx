import type { User } from '@classbeam/contracts';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccountDialog } from '../features/auth/account-dialog';
import { signOut } from '../features/auth/auth-api';
import { useAuthStore } from '../features/auth/auth-store';
import { ClassPicker } from '../features/classes/class-picker';
import { forgetAllConfigs } from '../ui/saved-configs/config-memory';
import { toast } from '../ui/toast-store';

/** The signed-in teacher's home: the class picker, with their account a tap away. */
export function PickerPage({ user }: { user: User }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [accountOpen, setAccountOpen] = useState(false);

  // Nothing of the teacher's classes stays in this browser once they leave it.
  function onSignOut() {
    forgetAllConfigs();
    signOut();
  }

  function onDeleted() {
    forgetAllConfigs();
    setAccountOpen(false);
    useAuthStore.getState().setUser(null);
    navigate('/', { replace: true });
    toast({
      title: t`Account deleted`,
      description: t`Your account and everything in it have been deleted.`,
      variant: 'success',
    });
  }

  return (
    <>
      <ClassPicker user={user} onAccount={() => setAccountOpen(true)} onSignOut={onSignOut} />
      <AccountDialog
        open={accountOpen}
        user={user}
        onClose={() => setAccountOpen(false)}
        onDeleted={onDeleted}
      />
    </>
  );
}
