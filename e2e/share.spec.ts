import { expect, type Page, test } from '@playwright/test';
import { categorySlug } from '@servihogar/shared/constants';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import { createClient, freshEmail, signIn } from './support/accounts.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

// Issue 16, part 5: a profile link sent over WhatsApp shows a card (written by the server, before
// anyone signs in), and the profile's 'Compartir' shares it.

/** What WhatsApp's link preview reads: the page as HTML, no cookies, no JavaScript. */
const WHATSAPP = { accept: 'text/html', 'user-agent': 'WhatsApp/2.24.1 A' };

function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[key!] = value!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  }
  return tags;
}

/** A listed demo professional with a photo (demo data). */
async function demoProfessional(page: Page): Promise<PublicProfessional> {
  const response = await page.request.get('/professionals?sort=mejorCalificacion');
  expect(response.ok()).toBe(true);
  const { professionals } = (await response.json()) as { professionals: PublicProfessional[] };
  const withPhoto = professionals.find((p) => p.foto && p.servicio.length > 0 && p.calificacion > 0);
  expect(withPhoto).toBeDefined();
  return withPhoto!;
}

test('a shared profile link shows the professional card to a link preview, with no sign-in', async ({
  page,
  baseURL,
}) => {
  const pro = await demoProfessional(page);
  const alt = categorySlug(pro.servicio[0]!.tipo);
  const response = await page.request.get(`/dash/professionals/details/${pro._id}`, { headers: WHATSAPP });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = metaOf(html);
  expect(meta['og:title']).toBe(
    `${pro.nombre} ${pro.apellido} — ${pro.servicio.map((s) => s.tipo).join(' · ')}`,
  );
  expect(meta['og:description']).toContain(pro.ciudad);
  expect(meta['og:url']).toBe(`${baseURL}/dash/professionals/details/${pro._id}`);
  expect(meta['twitter:card']).toBe('summary_large_image');
  const image = await page.request.get(meta['og:image']!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(meta['og:image:width']).toBe('1200');
  expect(meta['og:image:height']).toBe('630');
  // Same card on the category form of the address; other pages get the site's card.
  const byCategory = metaOf(
    await (await page.request.get(`/dash/professionals/${alt}/${pro._id}`, { headers: WHATSAPP })).text(),
  );
  expect(byCategory['og:image']).toBe(meta['og:image']);
  const home = metaOf(await (await page.request.get('/', { headers: WHATSAPP })).text());
  expect(home['og:title']).toBe('ServiHogar');
  expect(home['og:image']).toBe(`${baseURL}/share-cards/servihogar.jpg`);

  // The card image itself, as the preview shows it.
  await page.goto(meta['og:image']!);
  const size = await page.evaluate(() => {
    const img = document.querySelector('img')!;
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([1200, 630]);
});

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`'Compartir' on a profile shares the link over WhatsApp or the share sheet (${name})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = freshEmail(`comparte-${name}`);
    await createClient(page.request, email, 'Secreta1');
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/login', email, 'Secreta1');
    const pro = await demoProfessional(page);
    const name_ = `${pro.nombre} ${pro.apellido}`;
    await page.goto(`/dash/professionals/details/${pro._id}`);
    await expect(page.getByRole('heading', { level: 1, name: name_ })).toBeVisible();

    // Chromium on Linux has no Web Share: the button is the WhatsApp link.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const share = page.getByRole('link', { name: `Compartir el perfil de ${name_}` });
    await expect(share).toBeVisible();
    const href = (await share.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain(name_);
    expect(text.endsWith(`${baseURL}/dash/professionals/details/${pro._id}`)).toBe(true);
    await expect(share).toHaveAttribute('target', '_blank');
    await keepScreenshot(page, testInfo, `share-profile-${width}`);
  });
}

test("with the Web Share API, 'Compartir' opens the share sheet with the profile's address", async ({
  page,
  baseURL,
}) => {
  // A phone's browser: navigator.share records what it was asked to share.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  const email = freshEmail('comparte-sheet');
  await createClient(page.request, email, 'Secreta1');
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await signIn(page, '/login', email, 'Secreta1');
  const pro = await demoProfessional(page);
  await page.goto(`/dash/professionals/details/${pro._id}`);
  await page.getByRole('button', { name: `Compartir el perfil de ${pro.nombre} ${pro.apellido}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      {
        title: `${pro.nombre} ${pro.apellido}`,
        text: expect.stringContaining('en ServiHogar'),
        url: `${baseURL}/dash/professionals/details/${pro._id}`,
      },
    ]);
});
