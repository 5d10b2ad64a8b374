import { useAuthStore } from '../features/auth/auth-store';
import { followAccount } from '../lib/i18n/choice';

/**
 * The teacher's devices speak the teacher's language (docs/decisions/0166): once the session
 * check has answered, and whenever the signed-in user changes (sign-in, sign-out, a choice in
 * the account settings), the page follows their language, or the browser's when they chose
 * none or nobody is signed in. Loaded beside the entry, so the landing page carries none of it.
 */
export function followAccountLanguage(): void {
  let followed: string | null | undefined;
  const follow = (state: ReturnType<typeof useAuthStore.getState>) => {
    // Offline, nobody said who is signed in: the language this device last saw stays.
    if (state.status === 'loading' || state.status === 'offline') return;
    const language = state.user?.language ?? null;
    if (language === followed) return;
    followed = language;
    void followAccount(language);
  };
  follow(useAuthStore.getState());
  useAuthStore.subscribe(follow);
}
