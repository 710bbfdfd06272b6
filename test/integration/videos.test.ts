import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { handler as list } from '../../functions/videos/handlers/list.ts';
import { tourVideos } from '../../functions/videos/store.ts';
import type { LibraryVideo, Video, VideoListResponse } from '../../shared/api/videos.ts';
import { TEST_DYNAMODB_PORT } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';

const run = promisify(execFile);
const script = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/videos.ts', '--local', ...args], {
    env: {
      ...process.env,
      DYNAMODB_PORT: String(TEST_DYNAMODB_PORT),
      LOG_LEVEL: 'SILENT',
    },
  });

async function fileWith(content: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'videos-'));
  const file = path.join(dir, 'videos.json');
  await writeFile(file, JSON.stringify(content));
  return file;
}

async function library(): Promise<LibraryVideo[]> {
  const result = await list(apiEvent({ path: '/api/videos' }));
  expect(result.statusCode).toBe(200);
  return jsonBody<VideoListResponse>(result).videos;
}

const video: Video = {
  id: 'prueba-integracion-dscr',
  title: 'Qué mira un prestamista DSCR',
  description: 'La renta de la propiedad frente a su pago mensual.',
  durationSeconds: 95,
  intro: true,
  captions: 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nEl prestamista mira la renta.\n',
  fileUrl: 'https://cdn.example.com/videos/dscr.mp4',
};

describe('scripts/videos.ts and GET /api/videos', () => {
  it('loads, lists, updates and removes a video; the route shows what is loaded', async () => {
    const loaded = await script('load', await fileWith({ videos: [video] }));
    expect(loaded.stdout).toContain(`${video.id}: added`);
    // The transcript is read from the captions, for the page's "Transcripción".
    const transcript = [{ start: 0, text: 'El prestamista mira la renta.' }];
    expect(await library()).toContainEqual({ ...video, transcript });
    expect((await script('list')).stdout).toContain(`${video.id}\t${video.title}\t95s\tintro`);

    const embed = { ...video, fileUrl: undefined, embedUrl: 'https://player.vimeo.com/video/1' };
    const again = await script('load', await fileWith({ videos: [embed] }));
    expect(again.stdout).toContain(`${video.id}: updated`);
    const shown = (await library()).find((v) => v.id === video.id);
    expect(shown).toEqual({ ...video, fileUrl: undefined, embedUrl: embed.embedUrl, transcript });

    expect((await script('remove', video.id)).stdout).toContain(`${video.id}: removed`);
    expect((await library()).map((v) => v.id)).not.toContain(video.id);
    await expect(script('remove', video.id)).rejects.toMatchObject({
      stderr: expect.stringContaining('no such video'),
    });
  });

  it('lists the recorded tours first, then the intro videos ops loaded, then the others by id', async () => {
    const others = ['prueba-orden-a', 'prueba-orden-c'].map((id) => ({
      ...video,
      id,
      intro: false,
    }));
    const intro = { ...video, id: 'prueba-orden-b' };
    await script('load', await fileWith({ videos: [...others, intro] }));
    try {
      const all = (await library()).map((v) => v.id);
      const tours = tourVideos().map((v) => v.id);
      expect(tours.length).toBeGreaterThan(0);
      expect(all.slice(0, tours.length)).toEqual(tours);
      const ids = all.filter((id) => id.startsWith('prueba-orden-'));
      expect(ids).toEqual(['prueba-orden-b', 'prueba-orden-a', 'prueba-orden-c']);
    } finally {
      for (const id of [...others, intro].map((v) => v.id)) await script('remove', id);
    }
  });

  it('refuses a file with any bad video, loading none of it, and says why', async () => {
    const good = { ...video, id: 'prueba-integracion-buena' };
    const bad = { ...video, id: 'prueba-integracion-mala', captions: 'Hola' };
    const srt = { ...video, id: 'prueba-integracion-srt', captions: 'WEBVTT\n\n1\n00:00,000 x\n' };
    await expect(script('load', await fileWith({ videos: [good, bad] }))).rejects.toMatchObject({
      stderr: expect.stringContaining('videos.1.captions: Los subtítulos deben ser WebVTT'),
    });
    const wrongHost = { ...video, fileUrl: undefined, embedUrl: 'https://evil.example/embed/1' };
    await expect(script('load', await fileWith({ videos: [wrongHost] }))).rejects.toMatchObject({
      stderr: expect.stringContaining('El video incrustado debe venir de'),
    });
    await expect(script('load', await fileWith({ videos: [srt] }))).rejects.toMatchObject({
      stderr: expect.stringContaining('no se pudieron leer'),
    });
    const ids = (await library()).map((v) => v.id);
    expect(ids).not.toContain(good.id);
    expect(ids).not.toContain(srt.id);
  });
});
