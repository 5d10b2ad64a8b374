import type { SchoolSignInOutcome, SignInOptions } from '@classbeam/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertIcon } from '../../ui/icons';
import { schoolSignInHref, schoolSignOutHref } from './school-api';

/** Why a sign-in with the school's provider came back here, in words (decision 0179). */
const OUTCOMES: Record<Exclude<SchoolSignInOutcome, 'link'>, MessageDescriptor> = {
  expired: msg`That sign-in took too long, or it started in another browser. Try again.`,
  failed: msg`Your school's sign-in could not be checked, so you are not signed in. Try again; if it happens again, tell whoever runs Classbeam at your school.`,
  unavailable: msg`Your school's sign-in did not answer, or it was cancelled. Try again.`,
  not_allowed: msg`That account is not from a school this server accepts. Sign in with your school account.`,
  no_email: msg`Your school account has no email address, which Classbeam needs. Ask whoever runs your school's accounts.`,
  too_many: msg`Too many sign-ins were started from this network. Try again in 15 minutes.`,
  email_in_use: msg`An account here already uses that email address, and your school's sign-in has not verified it, so the two cannot be linked. Sign in with the password instead.`,
};

/** With passwords off (SSO only) there is no password to sign in with instead. */
const EMAIL_IN_USE_SSO_ONLY = msg`An account here already uses that email address, and your school's sign-in has not verified it, so the two cannot be linked. Tell whoever runs Classbeam at your school.`;

export function schoolOutcomeText(
  outcome: string | null,
  passwordSignIn = true,
): MessageDescriptor | null {
  if (outcome === 'email_in_use' && !passwordSignIn) return EMAIL_IN_USE_SSO_ONLY;
  return outcome && outcome in OUTCOMES ? OUTCOMES[outcome as keyof typeof OUTCOMES] : null;
}

/** A "Sign in with <provider>" button per school provider (each a page navigation). */
export function SchoolButtons({
  providers,
  next,
}: {
  providers: SignInOptions['providers'];
  next: string;
}) {
  return (
    <div className="school-buttons">
      {providers.map((provider) => (
        <a
          key={provider.id}
          className="btn btn-lg school-button"
          href={schoolSignInHref(provider.id, next)}
        >
          <span className="school-button-mark" aria-hidden="true">
            {provider.name.slice(0, 1).toUpperCase()}
          </span>
          <Trans>Sign in with {provider.name}</Trans>
        </a>
      ))}
    </div>
  );
}

/** After signing out of a session that used a provider with its own sign-out: offer it. */
export function SignedOutNotice({ provider }: { provider: { id: string; name: string } }) {
  return (
    <div className="form-note" role="status">
      <p>
        <Trans>You are signed out of Classbeam.</Trans>
      </p>
      <a className="btn" href={schoolSignOutHref(provider.id)}>
        <Trans>Also sign out of {provider.name}</Trans>
      </a>
    </div>
  );
}

/** A school account waiting for its link: what the password sign-in below will do. */
export function LinkingNotice({
  linking,
  onLeave,
}: {
  linking: NonNullable<SignInOptions['linking']>;
  /** "Use another account": the link is dropped, and the page is as before. */
  onLeave: () => void;
}) {
  const { name, email } = linking;
  return (
    <div className="form-note" role="status">
      <p>
        <Trans>
          An account with <strong>{email}</strong> already exists here. Sign in with its password
          once to link your {name} account; after that, {name} is enough.
        </Trans>
      </p>
      <button type="button" className="btn" onClick={onLeave}>
        <Trans>Use another account</Trans>
      </button>
    </div>
  );
}

/** A sign-in with the school's provider that came back refused, said in words. */
export function SchoolOutcomeAlert({ text }: { text: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <div className="form-alert" role="alert">
      <AlertIcon size={18} />
      <span>{i18n._(text)}</span>
    </div>
  );
}
