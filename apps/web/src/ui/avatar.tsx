import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ClassInitials, classInitials, USUAL_INITIALS } from '../lib/class-initials';
import { avatarTone, initialsFontSize } from '../lib/initials';
import './avatar.css';

const Classmates = createContext<ClassInitials>(USUAL_INITIALS);

/**
 * The avatars under it wear initials that set these students apart ('S1', 'S10', 'S11'
 * rather than three 'S1'). Worked out when a name changes, not on every tap: a tap makes a
 * new list with the same names, and each avatar then only looks its name up.
 */
export function ClassmateInitials({
  students,
  children,
}: {
  students: readonly { name: string }[];
  children: ReactNode;
}) {
  const names = useMemo(() => JSON.stringify(students.map((s) => s.name)), [students]);
  const initials = useMemo(() => classInitials(JSON.parse(names) as string[]), [names]);
  return <Classmates value={initials}>{children}</Classmates>;
}

interface AvatarProps {
  name: string;
  /** Our own photo URL or a data URL; without one the initials are drawn here. */
  src: string | null | undefined;
  size: number;
  className?: string;
}

/**
 * A student's face or initials. Decorative: the name is always written next to it, so a
 * screen reader would only hear it twice.
 */
export function Avatar({ name, src, size, className }: AvatarProps) {
  const classmates = useContext(Classmates);
  const classes = `avatar${className ? ` ${className}` : ''}`;
  if (src) {
    return (
      <img
        className={classes}
        src={src}
        alt=""
        width={size}
        height={size}
        decoding="async"
        draggable={false}
      />
    );
  }
  const initials = classmates.of(name);
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" style={{ fill: `var(--color-avatar-${avatarTone(name)})` }} />
      <text
        className="avatar-initials"
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={initialsFontSize(initials)}
        fontWeight="700"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        letterSpacing="0.5"
      >
        {initials}
      </text>
    </svg>
  );
}
