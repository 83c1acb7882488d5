import * as msg from '@servihogar/shared/messages';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@servihogar/shared/share';
import { escapeMarkup } from '../lib/markup.ts';

/** What link previews (WhatsApp, Facebook, X…) show of a page: Open Graph and Twitter tags. */
export type PageMeta = {
  title: string;
  description: string;
  /** Path of the page (its URL is PUBLIC_URL + path). */
  path: string;
  /** Path of the 1200×630 JPEG. */
  imagePath: string;
  imageAlt: string;
  type: 'website' | 'profile';
  /**
   * A profile's person (Open Graph `profile:first_name`/`last_name`): the web app names the
   * professional of a shared link from the served page, before any request (issue 44 item 4).
   */
  person?: { firstName: string; lastName: string };
};

export const PAGE_META_PLACEHOLDER = '<!--page-meta-->';
export const SHARE_CARDS_ROUTE = '/share-cards';
export const SITE_CARD_PATH = `${SHARE_CARDS_ROUTE}/servihogar.jpg`;

/** The site's own card: every page that is not a listed professional's profile. */
export const siteMeta = (path: string): PageMeta => ({
  title: msg.share.siteTitle,
  description: msg.share.siteDescription,
  path,
  imagePath: SITE_CARD_PATH,
  imageAlt: msg.share.genericImageAlt,
  type: 'website',
});

/** The tags, every value escaped: a professional's name is data, never markup. */
export function renderMetaTags(meta: PageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.path}`;
  const image = `${publicUrl}${meta.imagePath}`;
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:site_name', 'ServiHogar'],
    ['property', 'og:locale', 'es_AR'],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', String(SHARE_IMAGE_WIDTH)],
    ['property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)],
    ['property', 'og:image:alt', meta.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', meta.imageAlt],
  ];
  if (meta.person)
    tags.push(
      ['property', 'profile:first_name', meta.person.firstName],
      ['property', 'profile:last_name', meta.person.lastName],
    );
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeMarkup(value)}" />`)
    .join('\n    ');
}

/** Puts the tags at the placeholder, or before </head> when the template has none. */
export function withMetaTags(index: string, tags: string): string {
  if (index.includes(PAGE_META_PLACEHOLDER)) return index.replace(PAGE_META_PLACEHOLDER, () => tags);
  return index.replace('</head>', () => `${tags}</head>`);
}
