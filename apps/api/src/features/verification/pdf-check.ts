import { constants, inflateSync } from 'node:zlib';

/**
 * Names that make a PDF do something besides showing pages (scripts, launching programs, attached
 * files, forms that post, media, actions on events) or that hide objects from this check (filters
 * other than Flate and the image codecs). A verification document needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
  'AA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'Movie',
  'Sound',
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
]);
/** Markup a browser could run if the file were ever sniffed as HTML (in the raw bytes only: compressed text cannot be sniffed). */
const MARKUP = /<\s*(?:script|html|iframe|svg)\b/i;
const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)\s/;
/** The end of a PDF: startxref, its offset, %%EOF, then at most line ends or padding. */
const END = /startxref\s+(\d+)\s+%%EOF[\r\n\0 ]*$/;
const NAME = /\/((?:[^\s/[\]<>(){}%#]|#[0-9A-Fa-f]{2})+)/g;
/** Inflated bytes examined per file, at most (a small scan inflating to gigabytes is refused). */
const INFLATE_BUDGET = 32 * 1024 * 1024;

const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function hasActiveName(text: string): boolean {
  for (const [, name] of text.matchAll(NAME)) if (ACTIVE_NAMES.has(decodeName(name!))) return true;
  return false;
}

/** Whether the cross-reference that startxref points at is there: an `xref` table with its trailer, or an XRef stream. */
function crossReferenceFound(text: string): boolean {
  const match = END.exec(text.slice(-2048));
  if (!match) return false;
  const offset = Number(match[1]);
  if (offset <= 0 || offset >= text.length) return false;
  const at = text.slice(offset, offset + 512);
  if (/^xref\s/.test(at)) return text.indexOf('trailer', offset) > offset;
  return /^\d+\s+\d+\s+obj\b/.test(at) && /\/Type\s*\/XRef\b/.test(at);
}

/** The inflated contents of the Flate streams (object streams hide dictionaries there); null if one is broken or too big. */
function inflatedStreams(text: string, bytes: Buffer): string[] | null {
  const found: string[] = [];
  let budget = INFLATE_BUDGET;
  for (const match of text.matchAll(/(?<!end)stream(\r\n|\n|\r)/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return null;
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    if (!/\/FlateDecode\b|\/Fl\b/.test(dictionary)) continue;
    try {
      const data = inflateSync(bytes.subarray(start, end), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: Math.max(1, budget),
      });
      budget -= data.length;
      found.push(data.toString('latin1'));
    } catch {
      return null;
    }
  }
  return found;
}

/**
 * Whether these bytes are a PDF we keep (decision 0030): the header at byte 0, the cross-reference
 * startxref names and %%EOF at the very end (nothing appended), no HTML markup, and no active content —
 * names compared after `#xx` escapes are decoded, in the file and inside its compressed streams.
 */
export function isPassivePdf(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (!HEADER.test(text) || !crossReferenceFound(text) || MARKUP.test(text)) return false;
  if (hasActiveName(text)) return false;
  const streams = inflatedStreams(text, bytes);
  return streams !== null && !streams.some(hasActiveName);
}
