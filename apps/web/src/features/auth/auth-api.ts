import type { Language, SignInInput, SignUpInput, User } from '@classbeam/contracts';
import { api } from '../../lib/api-client';

/**
 * The signed-in teacher, or null when signed out (the server answers 200 null; a 401, as from
 * an older server, means the same and is no failure either).
 */
export const fetchCurrentUser = () => api.get<User>('/api/auth/user', { on401: 'null' });

export const signIn = (input: SignInInput) => api.post<User>('/api/auth/signin', input);

export const signUp = (input: SignUpInput) => api.post<User>('/api/auth/signup', input);

/** The teacher's language (null: the browser's); answers the updated user. */
export const setAccountLanguage = (language: Language | null) =>
  api.patch<User>('/api/auth/user', { language });

/**
 * Deletes the teacher's account and everything in it; the password confirms it is them. An
 * account made by the school's sign-in has none: a recent sign-in there confirms it.
 */
export const deleteAccount = (password: string | undefined) =>
  api.delete('/api/auth/user', password === undefined ? {} : { password });

/*
 * Both are page navigations: the server answers with a redirect and sets or clears the cookie.
 * Get Started opens the sign-in page on Create account.
 */
export const startSignUp = () => window.location.assign('/api/login?mode=sign-up');
export const signOut = () => window.location.assign('/api/logout');
