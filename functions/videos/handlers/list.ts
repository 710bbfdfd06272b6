import { route } from '../../commons/http.ts';
import { libraryVideos } from '../store.ts';
import type { VideoListResponse } from '../../../shared/api/videos.ts';

/** GET /api/videos — the videos ops have loaded, with transcripts (anyone may see them). */
export const handler = route('GET /api/videos', async () => {
  const body: VideoListResponse = { videos: await libraryVideos() };
  return { body };
});
