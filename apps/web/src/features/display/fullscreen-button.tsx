import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ExpandIcon } from '../../ui/lesson-icons';
import '../../ui/board-button.css';

/** One click to fill the classroom display; hidden where the browser cannot do it. */
export function FullscreenButton() {
  const { t } = useLingui();
  const [full, setFull] = useState(
    () => typeof document !== 'undefined' && document.fullscreenElement !== null,
  );
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className="board-btn"
      onClick={() => {
        if (full) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen().catch(() => {});
      }}
    >
      <ExpandIcon size={20} />
      {full ? t`Exit full screen` : t`Full screen`}
    </button>
  );
}
