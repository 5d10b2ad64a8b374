import { type IconProps, Svg } from '../../ui/icons';

/* Icons only the reports use. */
export const PrinterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 9V4h10v5" />
    <rect x="3.5" y="9" width="17" height="8" rx="2" />
    <path d="M7 14h10v6H7z" />
  </Svg>
);

export const DownloadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
    <path d="M4 17.5V19a1.5 1.5 0 0 0 1.5 1.5h13A1.5 1.5 0 0 0 20 19v-1.5" />
  </Svg>
);

export const PaletteIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="8.5" cy="10" r="1" />
    <circle cx="12" cy="7.5" r="1" />
    <circle cx="15.5" cy="10" r="1" />
    <path d="M12 20.5a2.5 2.5 0 0 1 0-5h2" />
  </Svg>
);
