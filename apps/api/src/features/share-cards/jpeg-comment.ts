/**
 * A JPEG comment (COM segment) right after the start-of-image marker: how a stored share card says
 * which version of the profile it shows, so one file per professional suffices. Decoders skip it.
 */
const SOI = [0xff, 0xd8];
const COM = [0xff, 0xfe];

export function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'utf8');
  if (text.length > 0xffff - 2) throw new Error('JPEG comment too long');
  const header = Buffer.from([...COM, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** The comment written by withJpegComment, or null when the file starts otherwise. */
export function jpegComment(jpeg: Buffer): string | null {
  if (jpeg.length < 6 || jpeg[0] !== SOI[0] || jpeg[1] !== SOI[1]) return null;
  if (jpeg[2] !== COM[0] || jpeg[3] !== COM[1]) return null;
  const length = jpeg.readUInt16BE(4);
  if (length < 2 || 4 + length > jpeg.length) return null;
  return jpeg.subarray(6, 4 + length).toString('utf8');
}
