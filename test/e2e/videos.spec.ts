import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import type { Video } from '../../shared/api/videos.ts';
import tours from '../../functions/videos/tours.json' with { type: 'json' };
import { noAxeViolations } from '../support/e2e-axe.ts';
import { noHorizontalOverflow } from '../support/e2e-layout.ts';
import { signInAs } from '../support/e2e-users.ts';

/**
 * The video library as a visitor sees it: the product tours recorded from the app
 * (scripts/record-tours.ts) as the intro videos, then what ops load with scripts/videos.ts against
 * the e2e runtime's DynamoDB Local; /recursos-educativos and the plan lists.
 */
const TOURS = tours.videos as Video[];
const run = promisify(execFile);
const ops = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/videos.ts', '--local', ...args], {
    env: {
      ...process.env,
      DYNAMODB_PORT: process.env.E2E_DYNAMODB_PORT ?? '8100',
      LOG_LEVEL: 'SILENT',
    },
  });

const INTRO: Video = {
  id: 'e2e-que-es-dscr',
  title: 'Qué es un préstamo DSCR',
  description: 'Cómo mira el prestamista la renta de la propiedad frente a su pago mensual.',
  durationSeconds: 270,
  intro: true,
  captions:
    'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHola, bienvenido a <b>Inversor Listo</b>.\n\n' +
    '00:00:04.000 --> 00:00:09.500\nEl préstamo DSCR mira la renta &amp; no tu salario.\n',
  // Served by the runtime (the SPA fallback): the player needs no file for what is checked here.
  fileUrl: `${E2E_BASE_URL}/e2e-videos/que-es-dscr.mp4`,
};

const EMBED: Video = {
  id: 'e2e-expediente',
  title: 'Cómo preparar tu expediente',
  description: 'Los documentos que piden los prestamistas, en orden.',
  durationSeconds: 125,
  intro: false,
  captions: 'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nEmpieza por tus estados de cuenta.\n',
  embedUrl: 'https://www.youtube-nocookie.com/embed/e2eExpediente',
};

async function load(...videos: Video[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'videos-e2e-'));
  const file = path.join(dir, 'videos.json');
  await writeFile(file, JSON.stringify({ videos }));
  await ops('load', file);
}

/** /recursos-educativos once GET /api/videos has answered (the section depends on it). */
async function openResources(page: Page) {
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/videos'));
  await page.goto('/recursos-educativos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recursos Educativos' })).toBeVisible();
  expect((await answered).status()).toBe(200);
}

/** The free plan's list on /plan-gratuito once GET /api/videos has answered. */
async function freePlanList(page: Page) {
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/videos'));
  await page.goto('/plan-gratuito');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Gratuito' })).toBeVisible();
  await answered;
  return page.locator('ul.check-list');
}

test.describe.serial('videos', () => {
  test.beforeEach(async ({ page }) => {
    // The embed host is on the internet: answer for it with a small page (the edge, not our code).
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="es"><title>Reproductor</title><p>Reproductor de video</p></html>',
      }),
    );
  });

  test.afterAll(async () => {
    for (const id of [INTRO.id, EMBED.id]) await ops('remove', id).catch(() => undefined);
  });

  for (const width of [1280, 390]) {
    test(`los recorridos grabados de la app son los videos introductorios (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await openResources(page);
      const section = page.getByRole('region', { name: 'Videos', exact: true });
      const articles = section.getByRole('article');
      // The tours come first, in the catalogue's order.
      await expect(articles.nth(0)).toHaveAccessibleName(TOURS[0]!.title);
      await expect(articles.nth(1)).toHaveAccessibleName(TOURS[1]!.title);
      for (const tour of TOURS) {
        const card = section.getByRole('article', { name: tour.title });
        await expect(card).toContainText('Introductorio · gratis');
        const player = card.locator('video');
        await expect(player).toHaveAttribute('src', tour.fileUrl!);
        // The file is the site's own, served as WebM, and the browser reads its length.
        const file = await page.request.get(tour.fileUrl!);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('video/webm');
        await player.evaluate((video: HTMLVideoElement) => video.load());
        await expect
          .poll(() => player.evaluate((video: HTMLVideoElement) => Math.floor(video.duration)))
          .toBe(tour.durationSeconds);
        // Spanish captions, shown by default, and the transcript read from them.
        await expect
          .poll(() =>
            card
              .locator('track')
              .evaluate((track: HTMLTrackElement) => [track.readyState, track.track.mode]),
          )
          .toEqual([2, 'showing']);
        await card.getByText('Transcripción', { exact: true }).click();
        await expect(card.getByRole('listitem').first()).toContainText('0:00');
      }
      await noAxeViolations(page);
      await noHorizontalOverflow(page);
      // The free plan promises them, on its list and in its steps.
      const list = await freePlanList(page);
      await expect(list).toContainText('Videos introductorios');
      await expect(page.getByText(/avanza con los videos introductorios/)).toBeVisible();
    });
  }

  test('un visitante ve el video cargado por ops, con subtítulos y transcripción', async ({
    page,
    context,
  }) => {
    await load(INTRO, EMBED);
    await openResources(page);
    const section = page.getByRole('region', { name: 'Videos', exact: true });
    await expect(section).toBeVisible();

    const intro = section.getByRole('article', { name: INTRO.title });
    await expect(intro).toContainText(INTRO.description);
    await expect(intro).toContainText('Duración: 4 min 30 s');
    await expect(intro).toContainText('Introductorio · gratis');
    const player = intro.locator('video');
    await expect(player).toHaveAttribute('src', INTRO.fileUrl!);
    await expect(player).toHaveAttribute('aria-label', INTRO.title);
    const track = player.locator('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'es');
    await expect(track).toHaveAttribute('default', '');
    // The player loaded the track as WebVTT captions, shown by default (TextTrack mode).
    const loaded = () =>
      track.evaluate((element: HTMLTrackElement) => ({
        readyState: element.readyState,
        mode: element.track.mode,
        cues: Array.from(element.track.cues ?? [], (cue) => (cue as VTTCue).text),
      }));
    await expect.poll(loaded).toEqual({
      readyState: 2, // HTMLTrackElement.LOADED
      mode: 'showing',
      cues: [
        'Hola, bienvenido a <b>Inversor Listo</b>.',
        'El préstamo DSCR mira la renta &amp; no tu salario.',
      ],
    });

    // The transcript: the captions' text without markup, one line per cue with its time.
    await expect(intro.getByText('El préstamo DSCR mira la renta & no tu salario.')).toBeHidden();
    await intro.getByText('Transcripción', { exact: true }).click();
    await expect(intro.getByRole('listitem')).toHaveText([
      '0:00 Hola, bienvenido a Inversor Listo.',
      '0:04 El préstamo DSCR mira la renta & no tu salario.',
    ]);

    // An embed from an allowed host: titled, lazy, with a minimal permission list.
    const embed = section.getByRole('article', { name: EMBED.title });
    await expect(embed).toContainText('Duración: 2 min 5 s');
    await expect(embed).not.toContainText('Introductorio');
    const frame = embed.locator('iframe');
    await expect(frame).toHaveAttribute('src', EMBED.embedUrl!);
    await expect(frame).toHaveAttribute('title', EMBED.title);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('allow', 'fullscreen; picture-in-picture');
    await embed.getByText('Transcripción', { exact: true }).click();
    await expect(embed).toContainText('0:00 Empieza por tus estados de cuenta.');

    await noAxeViolations(page, null);

    // The free plan promises intro videos now, on its page and in the landing's pricing.
    await expect(await freePlanList(page)).toContainText('Videos introductorios');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/videos'));
    await page.goto('/#precios');
    await answered;
    await expect(
      page
        .locator('#precios')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: 'Plan Gratuito' }) }),
    ).toContainText('Videos introductorios');

    // A signed-in free member sees the same library.
    await signInAs(context);
    await openResources(page);
    await expect(
      page
        .getByRole('region', { name: 'Videos', exact: true })
        .getByRole('article', { name: INTRO.title }),
    ).toBeVisible();
  });

  test('al quitar los videos de ops quedan los recorridos de la app', async ({ page }) => {
    await ops('remove', INTRO.id);
    await ops('remove', EMBED.id);
    await openResources(page);
    const section = page.getByRole('region', { name: 'Videos', exact: true });
    await expect(section.getByRole('article')).toHaveCount(TOURS.length);
    await expect(await freePlanList(page)).toContainText('Videos introductorios');
  });
});
