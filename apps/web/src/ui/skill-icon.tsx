import type { SkillIcon as SkillIconKey } from '@classbeam/contracts';
import type { ReactNode } from 'react';
import { type IconProps, Svg } from './icons';

/*
 * The skills' icons (contracts SKILL_ICONS), drawn here on the 24 px grid of icons.tsx: no
 * icon font, no image service. One small drawing per key, recognisable at 20 px on a phone
 * and at 80 px on a board. Shown by the skill picker, the skills editor and the boards'
 * award moments.
 */
const DRAWINGS: Record<SkillIconKey, ReactNode> = {
  heart: (
    <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="0.8" />
    </>
  ),
  hand: (
    <path d="M8 12.5V6a1.5 1.5 0 0 1 3 0v5m0-6.5a1.5 1.5 0 0 1 3 0V11m0-5a1.5 1.5 0 0 1 3 0v6.5m0-4a1.5 1.5 0 0 1 3 0V15a6.5 6.5 0 0 1-6.5 6.5h-.8a6 6 0 0 1-4.6-2.2L4.4 15.7a1.6 1.6 0 0 1 2.4-2.1L8 14.8" />
  ),
  mountain: (
    <>
      <path d="m2.5 19.5 7-12 4.2 7.2 2.3-3.2 5.5 8Z" />
      <path d="m7.4 11.1 2.1 1.6 2-1.2" />
    </>
  ),
  team: (
    <>
      <circle cx="12" cy="7.5" r="3" />
      <circle cx="5.5" cy="10" r="2.3" />
      <circle cx="18.5" cy="10" r="2.3" />
      <path d="M7 20c.4-3.4 2.3-5.3 5-5.3s4.6 1.9 5 5.3M2 19c.2-2.3 1.3-3.8 3.3-4.1M22 19c-.2-2.3-1.3-3.8-3.3-4.1" />
    </>
  ),
  bolt: <path d="M13.5 2.5 5 13.5h6l-1 8 8.5-11h-6Z" />,
  star: <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8Z" />,
  book: (
    <>
      <path d="M12 6.5C10.3 5 7.8 4.5 3.5 4.5v14c4.3 0 6.8.5 8.5 2 1.7-1.5 4.2-2 8.5-2v-14c-4.3 0-6.8.5-8.5 2Z" />
      <path d="M12 6.5v14" />
    </>
  ),
  lightbulb: (
    <>
      <path d="M9 17.5h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.4.3.6.8.6 1.3v.4h6v-.4c0-.5.2-1 .6-1.3A6 6 0 0 0 12 3Z" />
    </>
  ),
  speech: (
    <>
      <path d="M4 5.5h16a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-9L6 21v-3.5H4A1.5 1.5 0 0 1 2.5 16V7A1.5 1.5 0 0 1 4 5.5Z" />
      <path d="M7 10h10M7 13.5h6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  backpack: (
    <>
      <path d="M7 7.5h10a3 3 0 0 1 3 3V19a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19v-8.5a3 3 0 0 1 3-3Z" />
      <path d="M9 7.5V5.5a3 3 0 0 1 6 0v2M8 20.5V15h8v5.5M8 12h8" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4.5M12 17h.01" />
    </>
  ),
  frown: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 16.5c1.9-2 5.1-2 7 0M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  pencil: (
    <>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
      <path d="m13.5 6.5 4 4" />
    </>
  ),
  trophy: (
    <>
      <path d="M7.5 4h9v5.5a4.5 4.5 0 0 1-9 0Z" />
      <path d="M7.5 6H4.5v1.5A3.5 3.5 0 0 0 8 11M16.5 6h3v1.5A3.5 3.5 0 0 1 16 11M12 14v3.5M8.5 20.5h7M9.5 20.5c0-1.7 1.1-3 2.5-3s2.5 1.3 2.5 3" />
    </>
  ),
};

/** A skill's icon, decorative: the skill's name beside it says what it is. */
export function SkillIcon({ icon, ...props }: IconProps & { icon: SkillIconKey }) {
  return <Svg {...props}>{DRAWINGS[icon]}</Svg>;
}
