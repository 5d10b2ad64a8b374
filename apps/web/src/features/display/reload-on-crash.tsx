import { Component, type ReactNode } from 'react';
import { DisplayUnreachable } from './display-screens';

const RELOADED_AT = 'classbeam:display-crash-reload';
const AT_MOST_EVERY_MS = 60_000;

/** Reloads the page, at once or as soon as a minute has passed since the last such reload. */
function reloadSoon(): void {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {}
  const wait = Math.max(0, last + AT_MOST_EVERY_MS - Date.now());
  setTimeout(() => {
    try {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {}
    window.location.reload();
  }, wait);
}

/**
 * Nobody stands at a classroom display to press reload. If the board fails to draw (a server
 * upgrade removed a chunk it loads late, like the end-of-class QR code), it says it is
 * waiting and reloads itself, at most once a minute, instead of staying blank.
 */
export class ReloadOnCrash extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The scoreboard failed to draw; reloading', error);
    reloadSoon();
  }

  override render() {
    return this.state.crashed ? <DisplayUnreachable /> : this.props.children;
  }
}
