import type { SignInOptions } from '@classbeam/contracts';
import { PASSWORD_MIN_LENGTH } from '@classbeam/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../lib/safe-next';
import { Field } from '../../ui/field';
import { AlertIcon, ShieldIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { signIn, signUp } from './auth-api';
import {
  type AuthErrors,
  type AuthMode,
  type AuthValues,
  authErrorFor,
  hasErrors,
  validateAuthForm,
} from './auth-form';
import { useAuthStore } from './auth-store';
import { PasswordInput } from './password-input';
import { fetchSignInOptions, leaveSchoolLink } from './school-api';
import {
  LinkingNotice,
  SchoolButtons,
  SchoolOutcomeAlert,
  SignedOutNotice,
  schoolOutcomeText,
} from './school-sign-in';
import './sign-in.css';
import { Segmented } from '../../ui/segmented';

type Copy = Record<'title' | 'lead' | 'submit' | 'pending', MessageDescriptor>;
const COPY: Record<AuthMode, Copy> = {
  'sign-in': {
    title: msg`Welcome back`,
    lead: msg`Sign in to pick up where your class left off.`,
    submit: msg`Sign in`,
    pending: msg`Signing in…`,
  },
  'sign-up': {
    title: msg`Create your teacher account`,
    lead: msg`Set up your classes in a minute. Your data stays on this server.`,
    submit: msg`Create account`,
    pending: msg`Creating account…`,
  },
};

/** What a server without the school's sign-in offers: the password form only. */
const PASSWORDS_ONLY: SignInOptions = { providers: [], passwordSignIn: true, linking: null };

/**
 * The sign-in page's options, asked once per visit (an account waiting to be linked is this
 * browser's). Null until they arrive, so nothing is drawn that would move under a finger; a
 * server that does not answer gets the password form, as before.
 */
function useSignInOptions(): SignInOptions | null {
  const [options, setOptions] = useState<SignInOptions | null>(null);
  useEffect(() => {
    let live = true;
    fetchSignInOptions().then(
      (found) => live && setOptions(found),
      () => live && setOptions(PASSWORDS_ONLY),
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}

export function SignInPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useAuthStore((s) => s.status);
  const setUser = useAuthStore((s) => s.setUser);
  const next = safeNextPath(params.get('next'));
  const options = useSignInOptions();
  const outcome = schoolOutcomeText(params.get('school'), options?.passwordSignIn);
  const signedOutOf = options?.providers.find((p) => p.id === params.get('signed-out'));
  const linking = params.get('school') === 'link' ? (options?.linking ?? null) : null;

  const [mode, setMode] = useState<AuthMode>(
    params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in',
  );
  const [values, setValues] = useState<AuthValues>({
    email: '',
    password: '',
    firstName: '',
    lastName: '',
  });
  const [errors, setErrors] = useState<AuthErrors>({});
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // Already signed in (or just signed in): this page has nothing to offer, continue.
  useEffect(() => {
    if (status === 'signed-in') navigate(next, { replace: true });
  }, [status, next, navigate]);

  useEffect(() => {
    if (errors.form) alertRef.current?.focus();
  }, [errors.form]);

  // An account waiting for its link: its e-mail in the form, on Sign in.
  const linkingEmail = linking?.email;
  useEffect(() => {
    if (!linkingEmail) return;
    setMode('sign-in');
    setValues((v) => (v.email ? v : { ...v, email: linkingEmail }));
  }, [linkingEmail]);

  const copy = COPY[mode];
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const update = (key: keyof AuthValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  function switchMode(to: AuthMode) {
    setMode(to);
    setErrors({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateAuthForm(mode, values);
    setErrors(found);
    if (hasErrors(found)) {
      const firstInvalid = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      firstInvalid?.focus();
      return;
    }
    setPending(true);
    try {
      const email = values.email.trim();
      const user =
        mode === 'sign-in'
          ? await signIn({ email, password: values.password })
          : await signUp({
              email,
              password: values.password,
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
            });
      setUser(user); // the effect above then navigates to `next`
    } catch (error) {
      setErrors(authErrorFor(error));
      setPending(false);
    }
  }

  return (
    <div className="auth-page">
      <header className="auth-top">
        <Link to="/" className="logo-link" aria-label={t`Classbeam home`}>
          <Logo />
        </Link>
      </header>

      <main className="auth-main">
        <div className="auth-card">
          <div className="auth-intro">
            <h1 className="auth-title">{say(copy.title)}</h1>
            <p className="auth-lead">{say(copy.lead)}</p>
          </div>

          {options === null ? null : (
            <>
              {signedOutOf && <SignedOutNotice provider={signedOutOf} />}
              {outcome && <SchoolOutcomeAlert text={outcome} />}
              {linking && (
                <LinkingNotice
                  linking={linking}
                  onLeave={() => {
                    // Dropped on the server, then the page as it is without a link waiting.
                    // A server that did not answer keeps it, and so does the page: the next
                    // password sign-in would still link, so the notice must stay true.
                    void leaveSchoolLink().then(
                      () => {
                        setValues((v) => (v.email === linking.email ? { ...v, email: '' } : v));
                        const back = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
                        navigate(`/sign-in${back}`, { replace: true });
                      },
                      () => {},
                    );
                  }}
                />
              )}
              {options.providers.length > 0 && !linking && (
                <SchoolButtons providers={options.providers} next={next} />
              )}
              {options.passwordSignIn || linking ? (
                <>
                  {options.providers.length > 0 && !linking && (
                    <p className="auth-divider">
                      <span>
                        <Trans>or with your email</Trans>
                      </span>
                    </p>
                  )}
                  {!linking && (
                    <Segmented label={t`Choose how to continue`} className="auth-modes">
                      <button
                        type="button"
                        aria-pressed={mode === 'sign-in'}
                        onClick={() => switchMode('sign-in')}
                      >
                        <Trans>Sign in</Trans>
                      </button>
                      <button
                        type="button"
                        aria-pressed={mode === 'sign-up'}
                        onClick={() => switchMode('sign-up')}
                      >
                        <Trans>Create account</Trans>
                      </button>
                    </Segmented>
                  )}

                  {errors.form && (
                    <div className="form-alert" role="alert" tabIndex={-1} ref={alertRef}>
                      <AlertIcon size={18} />
                      <span>{errors.form}</span>
                    </div>
                  )}

                  <form className="auth-form" noValidate onSubmit={onSubmit}>
                    {mode === 'sign-up' && (
                      <div className="auth-names">
                        <Field label={t`First name`} error={errors.firstName}>
                          {(control) => (
                            <input
                              {...control}
                              className="input"
                              name="firstName"
                              autoComplete="given-name"
                              value={values.firstName}
                              onChange={update('firstName')}
                              required
                            />
                          )}
                        </Field>
                        <Field label={t`Last name`} optional>
                          {(control) => (
                            <input
                              {...control}
                              className="input"
                              name="lastName"
                              autoComplete="family-name"
                              value={values.lastName}
                              onChange={update('lastName')}
                            />
                          )}
                        </Field>
                      </div>
                    )}

                    <Field
                      label={t`Email`}
                      error={errors.email}
                      hint={
                        errors.offerSignIn
                          ? undefined
                          : mode === 'sign-up'
                            ? t`Your school or personal email.`
                            : undefined
                      }
                    >
                      {(control) => (
                        <input
                          {...control}
                          className="input"
                          type="email"
                          name="email"
                          inputMode="email"
                          autoComplete="email"
                          autoCapitalize="none"
                          spellCheck={false}
                          value={values.email}
                          onChange={update('email')}
                          required
                        />
                      )}
                    </Field>
                    {errors.offerSignIn && (
                      <p className="auth-offer">
                        <Trans>Is it yours?</Trans>{' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => switchMode('sign-in')}
                        >
                          <Trans>Sign in instead</Trans>
                        </button>
                      </p>
                    )}

                    <Field
                      label={t`Password`}
                      error={errors.password}
                      hint={
                        mode === 'sign-up'
                          ? t`At least ${PASSWORD_MIN_LENGTH} characters.`
                          : undefined
                      }
                    >
                      {(control) => (
                        <PasswordInput
                          control={control}
                          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                          value={values.password}
                          onChange={update('password')}
                        />
                      )}
                    </Field>

                    <button
                      type="submit"
                      className="btn btn-primary btn-lg auth-submit"
                      disabled={pending}
                    >
                      {say(pending ? copy.pending : copy.submit)}
                    </button>
                  </form>

                  {!linking && (
                    <p className="auth-switch">
                      {mode === 'sign-in' ? t`New to Classbeam?` : t`Already have an account?`}{' '}
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
                      >
                        {mode === 'sign-in' ? t`Create an account` : t`Sign in`}
                      </button>
                    </p>
                  )}
                </>
              ) : (
                <p className="auth-school-only">
                  <Trans>
                    This server uses your school's accounts. Your Classbeam account is made the
                    first time you sign in.
                  </Trans>
                </p>
              )}
            </>
          )}
        </div>

        <p className="auth-privacy">
          <ShieldIcon size={18} />
          <Trans>
            Your account and your students' data stay on this school's server. No trackers.
          </Trans>
        </p>
      </main>
    </div>
  );
}
