import './logo.css';

/** The Classbeam mark: a source point beaming to every screen in the room. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className="logo-tile" width="32" height="32" rx="9" />
      <circle className="logo-dot" cx="10" cy="22" r="3" />
      <path
        className="logo-arc"
        d="M10 14.5a7.5 7.5 0 0 1 7.5 7.5"
        strokeWidth="2.8"
        fill="none"
        strokeLinecap="round"
      />
      <path
        className="logo-beam"
        d="M10 8a14 14 0 0 1 14 14"
        strokeWidth="2.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      {/* i18n-ignore: the product's name, the same in every language */}
      <span className="logo-word">Classbeam</span>
    </span>
  );
}
