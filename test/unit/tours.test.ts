import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tourVideos } from '../../functions/videos/store.ts';
import { TOURS } from '../../scripts/tours.ts';
import { transcriptFromVtt } from '../../shared/api/videos.ts';

/**
 * The recorded product tours (scripts/record-tours.ts) are the intro videos: the catalogue the API
 * lists matches the tours the script records, each file is there and small, and each caption is
 * read within the video's length, in order.
 */
const PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
/** What a visitor on a phone downloads for one tour, and for all of them. */
const MAX_TOUR_BYTES = 400 * 1024;
const MAX_TOTAL_BYTES = 1.5 * 1024 * 1024;

describe('the recorded tours', () => {
  const videos = tourVideos();

  it('are the tours the script records, in its order, as intro videos served by the site', () => {
    expect(videos.map((v) => [v.id, v.title, v.description])).toEqual(
      TOURS.map((t) => [t.id, t.title, t.description]),
    );
    for (const video of videos) {
      expect(video.intro).toBe(true);
      expect(video.fileUrl).toBe(`/videos/tours/${video.id}.webm`);
    }
  });

  it('are small WebM files: 1 to 2 minutes in all', () => {
    let total = 0;
    for (const video of videos) {
      const bytes = statSync(path.join(PUBLIC, video.fileUrl!)).size;
      expect(bytes, video.id).toBeLessThanOrEqual(MAX_TOUR_BYTES);
      total += bytes;
    }
    expect(total).toBeLessThanOrEqual(MAX_TOTAL_BYTES);
    const seconds = videos.reduce((sum, v) => sum + v.durationSeconds, 0);
    expect(seconds).toBeGreaterThanOrEqual(60);
    expect(seconds).toBeLessThanOrEqual(120);
  });

  it('carry one Spanish caption per step, in order, within the video', async () => {
    for (const video of videos) {
      const tour = TOURS.find((t) => t.id === video.id)!;
      const lines = await transcriptFromVtt(video.captions);
      expect(lines.map((l) => l.text)).toEqual(tour.steps.map((s) => s.caption));
      expect(lines[0]!.start).toBe(0);
      const starts = lines.map((l) => l.start);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts.at(-1)!).toBeLessThan(video.durationSeconds);
    }
  });
});
