import { expect, test, type Page } from '@playwright/test';
import type { ArticleListResponse } from '../../shared/api/education.ts';
import { ARTICLES } from '../../functions/education/library.ts';
import { noAxeViolations } from '../support/e2e-axe.ts';
import { expectWithinWidth, noHorizontalOverflow } from '../support/e2e-layout.ts';
import { proUser } from '../support/e2e-pro.ts';
import { signInAs } from '../support/e2e-users.ts';

/**
 * The Pro portal on /recursos-educativos at 1280 and 390 px: a Pro member reads an article with its
 * sources and dates; a free member and a visitor see its title, preview and the way to Pro, and the
 * API refuses them the text.
 */
const ARTICLE = ARTICLES.find((a) => a.id === 'reservas-seasoning-fondos')!;
/** A sentence from the body, past the preview. */
const BODY_SENTENCE =
  'el efectivo para cerrar se resta de tus activos antes de contar las reservas';

const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
] as const;

async function openPortal(page: Page) {
  const listed = page.waitForResponse((res) => res.url().endsWith('/api/education/articles'));
  await page.goto('/recursos-educativos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recursos Educativos' })).toBeVisible();
  expect((await listed).status()).toBe(200);
  return page.getByRole('region', { name: 'Portal Pro: prepara tu préstamo' });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`Portal Pro a ${name}`, () => {
    test.use({ viewport });

    test('un miembro Pro lee el artículo completo con sus fuentes y fechas', async ({
      page,
      context,
    }) => {
      await proUser(context);
      const portal = await openPortal(page);
      const cards = portal.getByRole('article');
      await expect(cards).toHaveCount(ARTICLES.length);
      await expect(portal.getByText('Solo Pro')).toHaveCount(0);
      const card = cards.filter({ hasText: ARTICLE.title });
      await expect(card).toContainText(`${ARTICLE.readingMinutes} min de lectura`);
      await expect(card).toContainText(`${ARTICLE.sources.length} fuentes`);
      await expect(card).toContainText('Publicado el 26 de noviembre de 2026');

      const full = page.waitForResponse((res) =>
        res.url().endsWith(`/api/education/articles/${ARTICLE.id}`),
      );
      await card.getByRole('button', { name: ARTICLE.title }).click();
      expect((await full).status()).toBe(200);
      const dialog = page.getByRole('dialog', { name: ARTICLE.title });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(`/recursos-educativos?articulo=${ARTICLE.id}`);
      await expect(dialog).toContainText(BODY_SENTENCE);
      await expect(
        dialog.getByRole('heading', { name: 'Cuántas reservas te pedirán' }),
      ).toBeVisible();
      await expect(dialog).toContainText('Publicado el 26 de noviembre de 2026');
      await expect(dialog).toContainText('No es asesoría legal, fiscal ni una oferta de préstamo');

      const sources = dialog.getByRole('region', { name: 'Fuentes' }).getByRole('listitem');
      await expect(sources).toHaveCount(ARTICLE.sources.length);
      const first = ARTICLE.sources[0]!;
      await expect(sources.first()).toContainText(first.publisher);
      await expect(sources.first()).toContainText('consultada el 26 de noviembre de 2026');
      await expect(sources.first().getByRole('link', { name: first.title })).toHaveAttribute(
        'href',
        first.url,
      );
      await expect(dialog.getByText('Sigue leyendo con el plan Pro')).toHaveCount(0);
      await expectWithinWidth(dialog, page);
      await noHorizontalOverflow(page);
      await noAxeViolations(page);

      await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/recursos-educativos');
    });

    test('un miembro gratuito ve el título y el inicio, la invitación a Pro, y la API le niega el texto', async ({
      page,
      context,
    }) => {
      await signInAs(context);
      const portal = await openPortal(page);
      await expect(portal.getByRole('article')).toHaveCount(ARTICLES.length);
      await expect(portal.getByText('Solo Pro')).toHaveCount(ARTICLES.length);

      await page.goto(`/recursos-educativos?articulo=${ARTICLE.id}`);
      const dialog = page.getByRole('dialog', { name: ARTICLE.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(ARTICLE.preview);
      await expect(dialog).not.toContainText(BODY_SENTENCE);
      await expect(dialog.getByText('Sigue leyendo con el plan Pro')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Prueba Pro 7 días' })).toHaveAttribute(
        'href',
        '/checkout?plan=pro',
      );
      // The sources are public: they show what the article rests on.
      await expect(
        dialog.getByRole('region', { name: 'Fuentes' }).getByRole('listitem'),
      ).toHaveCount(ARTICLE.sources.length);
      await expectWithinWidth(dialog, page);
      await noHorizontalOverflow(page);
      await noAxeViolations(page);

      // The page never asked for the text, and the API refuses it when asked.
      const refused = await page.request.get(`/api/education/articles/${ARTICLE.id}`);
      expect(refused.status()).toBe(403);
      expect(await refused.text()).not.toContain(BODY_SENTENCE);
      const listed = await page.request.get('/api/education/articles');
      const body = await listed.text();
      expect(body).not.toContain(BODY_SENTENCE);
      expect((JSON.parse(body) as ArticleListResponse).articles).toHaveLength(ARTICLES.length);

      await dialog.getByRole('link', { name: 'Prueba Pro 7 días' }).click();
      await expect(page).toHaveURL('/checkout?plan=pro');
    });

    test('un visitante ve el inicio y el camino al plan Pro o a iniciar sesión', async ({
      page,
    }) => {
      await openPortal(page);
      await page.goto(`/recursos-educativos?articulo=${ARTICLE.id}`);
      const dialog = page.getByRole('dialog', { name: ARTICLE.title });
      await expect(dialog).toContainText(ARTICLE.preview);
      await expect(dialog).not.toContainText(BODY_SENTENCE);
      await expect(dialog.getByRole('link', { name: 'Ver el plan Pro' })).toHaveAttribute(
        'href',
        '/plan-pro',
      );
      await expect(
        dialog.getByRole('link', { name: 'Ya soy Pro: iniciar sesión' }),
      ).toHaveAttribute(
        'href',
        `/login?returnTo=${encodeURIComponent(`/recursos-educativos?articulo=${ARTICLE.id}`)}`,
      );
      expect((await page.request.get(`/api/education/articles/${ARTICLE.id}`)).status()).toBe(401);
      await noHorizontalOverflow(page);
    });
  });
}
