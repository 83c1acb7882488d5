import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solidImage } from '../../../test/images.ts';
import { jpegComment, withJpegComment } from './jpeg-comment.ts';

describe('the version comment of a stored share card', () => {
  it('round-trips and leaves a JPEG that still decodes', async () => {
    const jpeg = await solidImage('jpeg', 40, 20);
    const tagged = withJpegComment(jpeg, '0123456789abcdef');
    expect(jpegComment(tagged)).toBe('0123456789abcdef');
    const { width, height, format } = await sharp(tagged).metadata();
    expect({ width, height, format }).toEqual({ width: 40, height: 20, format: 'jpeg' });
  });

  it('reads no comment from an untagged JPEG, another format or a cut file', async () => {
    expect(jpegComment(await solidImage('jpeg'))).toBeNull();
    expect(jpegComment(await solidImage('png'))).toBeNull();
    const tagged = withJpegComment(await solidImage('jpeg'), 'abc');
    expect(jpegComment(tagged.subarray(0, 7))).toBeNull();
    expect(jpegComment(Buffer.alloc(0))).toBeNull();
  });
});
