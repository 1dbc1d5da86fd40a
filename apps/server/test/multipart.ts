import crypto from 'node:crypto';

/** A multipart/form-data body with one file part, for app.inject(). */
export function multipartFile(bytes: Buffer, { field = 'file', filename = 'photo.png', contentType = 'image/png' } = {}) {
  const boundary = `----cephalo${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
