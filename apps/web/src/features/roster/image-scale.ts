/** Stored photos fit in this square (spec section 9: avatar maximum 256 px). */
export const AVATAR_MAX_PX = 256;
/** JPEG quality for every stored photo, camera or upload (spec section 5). */
export const JPEG_QUALITY = 0.8;
/** What we ask the camera for (spec section 9). */
export const CAMERA_WIDTH = 640;
export const CAMERA_HEIGHT = 480;

/**
 * The size an image is drawn at so that it fits inside max x max, keeping its aspect ratio.
 * Never enlarges (a small picture stays sharp and small); never rounds a side to zero.
 */
export function fitWithin(
  width: number,
  height: number,
  max = AVATAR_MAX_PX,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
