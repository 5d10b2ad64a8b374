import { cssToken } from '../../lib/css-token';
import { fitWithin, JPEG_QUALITY } from './image-scale';

type Drawable = HTMLVideoElement | ImageBitmap | HTMLImageElement;

function sizeOf(source: Drawable): { width: number; height: number } {
  if (source instanceof HTMLVideoElement)
    return { width: source.videoWidth, height: source.videoHeight };
  if (source instanceof HTMLImageElement)
    return { width: source.naturalWidth, height: source.naturalHeight };
  return { width: source.width, height: source.height };
}

/**
 * Draws a camera frame or a decoded upload into a canvas that fits 256x256 and encodes it
 * as JPEG 0.8: the photo is made small on the device, never sent at full size.
 */
export function encodeAvatar(source: Drawable): string {
  const natural = sizeOf(source);
  const { width, height } = fitWithin(natural.width, natural.height);
  if (width === 0) throw new Error('The image has no size');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a transparent PNG gets white behind it, not black.
  context.fillStyle = cssToken('--color-photo-matte');
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

/** Decodes an uploaded file (turned the right way up where the browser can) and encodes it. */
export async function encodeUpload(file: File): Promise<string> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      try {
        return encodeAvatar(bitmap);
      } finally {
        bitmap.close();
      }
    } catch {
      // Some browsers cannot make a bitmap of every format; an <img> still may.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return encodeAvatar(image);
  } finally {
    URL.revokeObjectURL(url);
  }
}
