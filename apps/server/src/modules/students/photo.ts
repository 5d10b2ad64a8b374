import { AVATAR_MAX_BYTES, REQUEST_MESSAGES } from '@classbeam/contracts';
import { AppError } from '../../http/errors';

export type PhotoMime = 'image/jpeg' | 'image/png' | 'image/webp';

export interface Photo {
  mime: PhotoMime;
  data: Buffer;
}

/** The type is read from the bytes (S11): a label saying image/png proves nothing. */
export function sniffImage(data: Buffer): PhotoMime | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, i) => data[i] === byte)) return 'image/png';
  const riff = data.subarray(0, 4).toString('latin1') === 'RIFF';
  if (data.length >= 12 && riff && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

const invalid = (message: string) => new AppError(400, 'invalid_payload', message);

/** A data URL from the client as bytes we are willing to store and serve back. */
export function parsePhoto(dataUrl: string): Photo {
  const comma = dataUrl.indexOf(',');
  const data = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (data.length === 0) throw invalid(REQUEST_MESSAGES.photoEmpty);
  if (data.length > AVATAR_MAX_BYTES) throw invalid(REQUEST_MESSAGES.photoTooLarge);
  const mime = sniffImage(data);
  if (!mime) throw invalid(REQUEST_MESSAGES.photoType);
  return { mime, data };
}
