import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

// Reads the QR printed on a PDF the way a phone would: the page's RGB image (pdfkit keeps it as a
// FlateDecode XObject without predictor) inflated to pixels and decoded by jsQR.

export function qrTextOfPdf(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const objects = text.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g);
  for (const object of objects) {
    const dict = object[1]!;
    if (!dict.includes('/Subtype /Image') || !dict.includes('/DeviceRGB')) continue;
    const width = Number(/\/Width (\d+)/.exec(dict)![1]);
    const height = Number(/\/Height (\d+)/.exec(dict)![1]);
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const start = object.index! + object[0].length;
    const rgb = inflateSync(pdf.subarray(start, start + length));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p += 1) {
      rgba.set([rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!, 255], p * 4);
    }
    const found = jsQR(rgba, width, height);
    if (found) return found.data;
  }
  return null;
}
