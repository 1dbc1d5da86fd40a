/**
 * A PCM WAV file of silence for upload tests: the header fields can be given, so a test can
 * also build one whose header lies (an absurd sample rate, a byte rate that contradicts it).
 */
export function silentWav({
  seconds = 1,
  sampleRate = 8000,
  bitsPerSample = 8,
  byteRate = (sampleRate * bitsPerSample) / 8,
}: { seconds?: number; sampleRate?: number; bitsPerSample?: number; byteRate?: number } = {}): Buffer {
  // Sized by the byte rate the header declares, so a lying sample rate does not allocate gigabytes.
  const data = Buffer.alloc(Math.round(seconds * byteRate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(bitsPerSample / 8, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
