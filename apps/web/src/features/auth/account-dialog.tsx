import type { User } from '@classbeam/contracts';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiRequestError, hasCode } from '../../lib/api-client';
import { Dialog } from '../../ui/dialog';
import { DialogActions, DialogWarning } from '../../ui/dialog-parts';
import { Field } from '../../ui/field';
import { TrashIcon } from '../../ui/icons';
import { AccountLanguage } from './account-language';
import { deleteAccount } from './auth-api';
import { serverText } from './auth-form';
import { PasswordInput } from './password-input';
import { schoolSignInHref } from './school-api';
import './account.css';

interface AccountDialogProps {
  open: boolean;
  user: User;
  onClose: () => void;
  /** The account is gone: the app signs the teacher out here and goes home. */
  onDeleted: () => void;
}

/** What the password field says when the deletion is refused. */
function deleteErrorFor(error: unknown): string {
  if (hasCode(error, 'invalid_credentials'))
    return serverText(error, t`That password is not right.`);
  if (hasCode(error, 'sign_in_again'))
    return serverText(error, t`Sign in again with your school account, then delete the account.`);
  if (hasCode(error, 'too_many_attempts'))
    return serverText(error, t`Too many failed sign-in attempts. Try again in 15 minutes.`);
  if (error instanceof ApiRequestError)
    return t`Your account could not be deleted. Please try again.`;
  return t`Could not reach the server. Check your connection and try again.`;
}

/**
 * The teacher's account: who is signed in, and deleting the account with everything in it.
 * Deleting asks for the password again, so a phone left unlocked on a desk cannot do it.
 */
export function AccountDialog({ open, user, onClose, onDeleted }: AccountDialogProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The dialog focuses its first control when it opens; the second step needs the same.
  useEffect(() => {
    if (confirming) formRef.current?.querySelector('input')?.focus();
  }, [confirming]);

  function close() {
    if (pending) return;
    setConfirming(false);
    setPassword('');
    setError(undefined);
    onClose();
  }

  // An account made by the school's sign-in has no password: a recent sign-in there confirms.
  const school = user.hasPassword ? undefined : user.schoolAccounts[0];
  const ready = school !== undefined || password !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    setError(undefined);
    try {
      await deleteAccount(school ? undefined : password);
      onDeleted();
    } catch (failure) {
      setError(deleteErrorFor(failure));
      setPending(false);
    }
  }

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const email = user.email;
  return (
    <Dialog
      open={open}
      title={confirming ? t`Delete your account` : t`Your account`}
      tone={confirming ? 'danger' : 'default'}
      icon={confirming ? <TrashIcon size={22} /> : undefined}
      description={
        <Trans>
          Signed in as <strong className="account-name">{name}</strong>{' '}
          <span className="account-email">({email})</span>
        </Trans>
      }
      onClose={close}
    >
      {!confirming ? (
        <div className="account-body">
          {user.schoolAccounts.length > 0 && (
            <p className="account-school">
              <Trans>
                Signs in with {user.schoolAccounts.map((account) => account.name).join(', ')}
              </Trans>
            </p>
          )}
          <AccountLanguage language={user.language} />
          <section className="account-danger" aria-labelledby="account-danger-title">
            <h3 id="account-danger-title" className="account-danger-title">
              <Trans>Delete account</Trans>
            </h3>
            <p>
              <Trans>
                Deletes your account and everything in it: every class, student, photo, behavior log
                and assessment.
              </Trans>
            </p>
            <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
              <TrashIcon size={18} />
              <Trans>Delete account…</Trans>
            </button>
          </section>
          <DialogActions>
            <button type="button" className="btn" data-autofocus onClick={close}>
              <Trans>Close</Trans>
            </button>
          </DialogActions>
        </div>
      ) : (
        <form ref={formRef} className="account-body" onSubmit={submit} noValidate>
          <DialogWarning title={t`This action cannot be undone!`} role="note">
            <p>
              <Trans>
                This will permanently delete every class, student, photo, behavior log and
                assessment in your account, and sign you out on every device, including classroom
                displays.
              </Trans>
            </p>
          </DialogWarning>
          {school ? (
            <div className="account-school-confirm">
              <p>
                <Trans>
                  You sign in with {school.name}, so there is no password to type: you confirm it is
                  you by signing in there again from here, then deleting within 10 minutes.
                </Trans>
              </p>
              {error && (
                <p className="field-error" role="alert">
                  {error}{' '}
                  <a
                    href={schoolSignInHref(school.provider, window.location.pathname, {
                      confirm: true,
                    })}
                  >
                    <Trans>Sign in again with {school.name}</Trans>
                  </a>
                </p>
              )}
            </div>
          ) : (
            <Field label={t`Type your password to confirm`} error={error}>
              {(control) => (
                <PasswordInput
                  control={control}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
          )}
          <DialogActions>
            <button type="button" className="btn" onClick={close} disabled={pending}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="btn btn-danger" disabled={!ready || pending}>
              {pending ? t`Deleting…` : t`Delete my account`}
            </button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
