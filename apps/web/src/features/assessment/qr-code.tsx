import { useEffect, useState } from 'react';
import './qr-code.css';

/** The spec's QR code: 200 px wide, margin 2 (section 9). */
const QR_OPTIONS = { width: 200, margin: 2, errorCorrectionLevel: 'M' } as const;

/**
 * A QR code drawn here, from the `qrcode` package (loaded when first shown): the link it holds
 * carries the class key, so it is never sent to a QR service.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, QR_OPTIONS))
      .then((src) => live && setDrawn({ text, src }))
      .catch((error: unknown) => console.warn('Could not draw the QR code', error));
    return () => {
      live = false;
    };
  }, [text]);

  // An old code must never show for a new link (a rotated key voids the old one).
  if (drawn?.text !== text) return <span className="qr-code qr-code-pending" aria-hidden="true" />;
  return <img className="qr-code" src={drawn.src} width={200} height={200} alt={label} />;
}
