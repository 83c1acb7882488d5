import { z } from 'zod';
import * as msg from './messages.ts';

const q = msg.api.invalidQuery;

/**
 * `page` (from 1) and `pageSize` (200 at most unless said) of an admin list paged by the server
 * (issue 29: lists that grow to thousands), with the answer's `total` over all pages.
 */
/** The optional free-text `search` of an admin list, up to `max` characters. */
export const listSearch = (max: number) => z.string(q).trim().max(max, q).optional();

export function pageQueryFields(defaultSize: number, maxSize = 200) {
  return {
    page: z.coerce.number(q).int(q).min(1, q).max(100_000, q).default(1),
    pageSize: z.coerce.number(q).int(q).min(1, q).max(maxSize, q).default(defaultSize),
  };
}

const pageAnswerFields = {
  /** Rows matching the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** The answer of a paged list: one page of `row`s under `key`, with the page fields. */
export function pageAnswerSchema<K extends string, T extends z.ZodType>(key: K, row: T) {
  return z.object({ [key]: z.array(row), ...pageAnswerFields } as Record<K, z.ZodArray<T>> &
    typeof pageAnswerFields);
}

/** What a client sends to a paged list: the query's fields, with the pages as numbers. */
export type PageQueryInput<S extends z.ZodType> = Omit<z.input<S>, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};
