import { avatarColor, initialsOf } from '../lib/initials';
import './avatar.css';

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
  const initials = initialsOf(name);
  const long = [...initials].length > 1;
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" fill={avatarColor(name)} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontSize={long ? 24 : 28}
        fontWeight="700"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        letterSpacing="0.5"
      >
        {initials}
      </text>
    </svg>
  );
}
