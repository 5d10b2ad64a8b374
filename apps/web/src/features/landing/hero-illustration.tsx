import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { entryMessages } from '../../lib/i18n/entry-texts';

/*
 * The hero picture, drawn in HTML so it stays sharp at any size and costs no image request:
 * the teacher's phone awards a point and the board shows it. Decorative, hidden from
 * assistive technology (the headline already says it).
 */
// The pictured board's made-up class, its lesson step and its ranks.
const TEXTS = entryMessages({
  className: msg`Math 5B`,
  mainTask: msg`Main Task`,
  inSync: msg`In sync`,
  first: msg`1st`,
  second: msg`2nd`,
  third: msg`3rd`,
});

const BOARD = [
  { name: 'Maya', initials: 'MR', points: 12, rank: TEXTS.first, hue: 'a' },
  { name: 'Leo', initials: 'LK', points: 10, rank: TEXTS.second, hue: 'b' },
  { name: 'Aisha', initials: 'AB', points: 9, rank: TEXTS.third, hue: 'c' },
  { name: 'Tom', initials: 'TW', points: 8, rank: null, hue: 'd' },
  { name: 'Sofia', initials: 'SM', points: 7, rank: null, hue: 'e' },
  { name: 'Noah', initials: 'NJ', points: 7, rank: null, hue: 'f' },
] as const;

const PHONE = BOARD.slice(0, 4);

/** `text`: the landing page's reader of the entry's texts (lib/i18n/entry-texts.ts). */
export function HeroIllustration({ text }: { text: (message: MessageDescriptor) => string }) {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="art-board">
        <div className="art-board-top">
          <span className="art-board-title">{text(TEXTS.className)}</span>
          <div className="art-progress">
            <span className="art-progress-label">{text(TEXTS.mainTask)}</span>
            <span className="art-progress-track">
              <span className="art-progress-fill" />
            </span>
          </div>
          <span className="art-board-timer">12:40</span>
        </div>
        <div className="art-board-grid">
          {BOARD.map((s, i) => (
            <div key={s.name} className={`art-card${i === 0 ? ' art-card-hot' : ''}`}>
              {s.rank && <span className="art-rank">{text(s.rank)}</span>}
              <span className={`art-avatar art-hue-${s.hue}`}>{s.initials}</span>
              <span className="art-name">{s.name}</span>
              <span className="art-points">{s.points}</span>
            </div>
          ))}
        </div>
      </div>

      <span className="art-sync">
        <span className="live-dot" />
        {text(TEXTS.inSync)}
      </span>

      <div className="art-phone">
        <div className="art-phone-screen">
          <span className="art-notch" />
          <span className="art-phone-title">{text(TEXTS.className)}</span>
          {PHONE.map((s, i) => (
            <div key={s.name} className={`art-row${i === 0 ? ' art-row-hot' : ''}`}>
              <span className={`art-avatar art-hue-${s.hue}`}>{s.initials}</span>
              <span className="art-row-name">{s.name}</span>
              <span className="art-row-points">{s.points}</span>
              <span className="art-plus">+1</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
