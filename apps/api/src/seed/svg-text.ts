/** Escapes text for an SVG text node (names contain no markup, but ads may contain '&'). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** FNV-1a: a stable hash so the same name always gets the same colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Greedy word wrap by an estimated average glyph width (librsvg has no text layout). */
export function wrapText(text: string, maxWidthPx: number, fontSizePx: number): string[] {
  const maxChars = Math.max(1, Math.floor(maxWidthPx / (fontSizePx * 0.56)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const SVG_FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
