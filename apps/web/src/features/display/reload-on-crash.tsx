import { Component, type ReactNode } from 'react';
import { DisplayUnreachable } from './display-screens';
import { reloadSoon } from './reload-soon';

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
