import { PASSWORD_MIN_LENGTH } from '@classbeam/contracts/constants';
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
import './sign-in.css';
import { Segmented } from '../../ui/segmented';

const COPY: Record<AuthMode, { title: string; lead: string; submit: string; pending: string }> = {
  'sign-in': {
    title: 'Welcome back',
    lead: 'Sign in to pick up where your class left off.',
    submit: 'Sign in',
    pending: 'Signing in…',
  },
  'sign-up': {
    title: 'Create your teacher account',
    lead: 'Set up your classes in a minute. Your data stays on this server.',
    submit: 'Create account',
    pending: 'Creating account…',
  },
};

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useAuthStore((s) => s.status);
  const setUser = useAuthStore((s) => s.setUser);
  const next = safeNextPath(params.get('next'));

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

  const copy = COPY[mode];
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
        <Link to="/" className="logo-link" aria-label="Classbeam home">
          <Logo />
        </Link>
      </header>

      <main className="auth-main">
        <div className="auth-card">
          <div className="auth-intro">
            <h1 className="auth-title">{copy.title}</h1>
            <p className="auth-lead">{copy.lead}</p>
          </div>

          <Segmented label="Choose how to continue" className="auth-modes">
            <button
              type="button"
              aria-pressed={mode === 'sign-in'}
              onClick={() => switchMode('sign-in')}
            >
              Sign in
            </button>
            <button
              type="button"
              aria-pressed={mode === 'sign-up'}
              onClick={() => switchMode('sign-up')}
            >
              Create account
            </button>
          </Segmented>

          {errors.form && (
            <div className="form-alert" role="alert" tabIndex={-1} ref={alertRef}>
              <AlertIcon size={18} />
              <span>{errors.form}</span>
            </div>
          )}

          <form className="auth-form" noValidate onSubmit={onSubmit}>
            {mode === 'sign-up' && (
              <div className="auth-names">
                <Field label="First name" error={errors.firstName}>
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
                <Field label="Last name" optional>
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
              label="Email"
              error={errors.email}
              hint={
                errors.offerSignIn
                  ? undefined
                  : mode === 'sign-up'
                    ? 'Your school or personal email.'
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
                Is it yours?{' '}
                <button type="button" className="link-button" onClick={() => switchMode('sign-in')}>
                  Sign in instead
                </button>
              </p>
            )}

            <Field
              label="Password"
              error={errors.password}
              hint={mode === 'sign-up' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
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

            <button type="submit" className="btn btn-primary btn-lg auth-submit" disabled={pending}>
              {pending ? copy.pending : copy.submit}
            </button>
          </form>

          <p className="auth-switch">
            {mode === 'sign-in' ? 'New to Classbeam?' : 'Already have an account?'}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
            >
              {mode === 'sign-in' ? 'Create an account' : 'Sign in'}
            </button>
          </p>
        </div>

        <p className="auth-privacy">
          <ShieldIcon size={18} />
          Your account and your students' data stay on this school's server. No trackers.
        </p>
      </main>
    </div>
  );
}
