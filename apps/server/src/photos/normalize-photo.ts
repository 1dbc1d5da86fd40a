import sharp from 'sharp';
import { BadRequestError } from '../errors/http-errors';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Decompression-bomb guard: about 40 megapixels (e.g. 8000 x 5000). */
const MAX_INPUT_PIXELS = 40_000_000;
const OUTPUT_SIZE = 512;

/**
 * Proves a file is an image by decoding it (not by its name or declared type), then re-encodes
 * it as a square WebP of at most 512 px. Re-encoding drops every metadata block (EXIF with GPS,
 * ICC comments) and anything hidden after the image data.
 */
export async function normalizePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.width || !metadata.height) throw new Error('no dimensions');
    return await image.rotate().resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: 'cover', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new BadRequestError('The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.');
  }
}
