type Calls = { mock: { calls: unknown[][] } };

/** One page of a server-paged admin list's answer: its `rows` under `key`, 50 a page. */
export function pageAnswer<K extends string, T>(key: K, rows: T[], total = rows.length, page = 1) {
  return { [key]: rows, total, page, pageSize: 50 } as Record<K, T[]> & {
    total: number;
    page: number;
    pageSize: number;
  };
}

/** The queries the page asked `path` with, in order. */
export function queriesTo(fetchMock: Calls, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}
