/**
 * The name of the professional whose profile the server served this page for: its Open Graph
 * `profile:first_name`/`last_name` tags, when the page's `og:url` is `path` (issue 44 item 4). The
 * shared link's notice names them from here at once, before and without the profile read, which a
 * busy server may shed and a slow network may hold.
 */
export function servedProfileName(path: string): string | undefined {
  const content = (property: string) =>
    document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;
  const url = content('og:url');
  const first = content('profile:first_name');
  if (!url || !first) return undefined;
  if (new URL(url, window.location.origin).pathname !== path.split('?')[0]) return undefined;
  return `${first} ${content('profile:last_name') ?? ''}`.trim();
}
