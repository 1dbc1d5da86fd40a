import { MAX_RECORDING_SECONDS } from '@cephalo/shared/voice';
import { BadRequestError } from '../errors/http-errors';

/** The highest sample rate of real recorders (studio audio goes to 192 kHz). */
const MAX_SAMPLE_RATE = 192_000;

export interface WavInfo {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  durationSeconds: number;
}

/**
 * Reads a RIFF/WAVE header (by its bytes, not the file name or declared type) and refuses
 * anything that is not uncompressed PCM of at most 60 seconds.
 */
export function readWavHeader(bytes: Buffer): WavInfo {
  if (bytes.length < 44 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new BadRequestError('The recording must be a WAV file.');
  }
  let offset = 12;
  let format: { audioFormat: number; channels: number; sampleRate: number; byteRate: number; bitsPerSample: number } | null = null;
  let dataBytes: number | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= bytes.length) {
      format = {
        audioFormat: bytes.readUInt16LE(offset + 8),
        channels: bytes.readUInt16LE(offset + 10),
        sampleRate: bytes.readUInt32LE(offset + 12),
        byteRate: bytes.readUInt32LE(offset + 16),
        bitsPerSample: bytes.readUInt16LE(offset + 22),
      };
    } else if (id === 'data') {
      // Streamed recordings may leave the size at its maximum: count what is really there.
      dataBytes = Math.min(size, bytes.length - offset - 8);
      break;
    }
    offset += 8 + size + (size % 2);
  }
  // 1 = PCM, 0xFFFE = extensible (PCM inside, as some browsers write).
  if (!format || (format.audioFormat !== 1 && format.audioFormat !== 0xfffe) || dataBytes === null) {
    throw new BadRequestError('The recording must be an uncompressed PCM WAV file.');
  }
  // A header that contradicts itself (or names 4 billion samples a second) is refused here, before any decoder sees it.
  const isConsistent =
    format.channels >= 1 &&
    format.channels <= 8 &&
    format.sampleRate >= 8000 &&
    format.sampleRate <= MAX_SAMPLE_RATE &&
    [8, 16, 24, 32].includes(format.bitsPerSample) &&
    format.byteRate === (format.sampleRate * format.channels * format.bitsPerSample) / 8;
  if (!isConsistent) throw new BadRequestError('The WAV file has an invalid format.');
  const durationSeconds = dataBytes / format.byteRate;
  if (durationSeconds > MAX_RECORDING_SECONDS) throw new BadRequestError(`The recording is longer than ${MAX_RECORDING_SECONDS} seconds.`);
  if (durationSeconds < 0.2) throw new BadRequestError('The recording is too short.');
  return { channels: format.channels, sampleRate: format.sampleRate, bitsPerSample: format.bitsPerSample, durationSeconds };
}
