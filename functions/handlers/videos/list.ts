import { route } from '../../commons/http.ts';
import { listVideos } from '../../videos/store.ts';
import type { VideoListResponse } from '../../../shared/api/videos.ts';

/** GET /api/videos — the intro videos ops have loaded (anyone may see them). */
export const handler = route('GET /api/videos', async () => {
  const body: VideoListResponse = { videos: await listVideos() };
  return { body };
});
