import { useSyncExternalStore } from 'react';
import type { VideoListResponse } from '@shared/api/videos';
import type { ContentAvailability } from '@shared/plans';
import { apiJson } from '@/lib/api-client';

/**
 * GET /api/videos — the video library ops loaded, intro videos first, with transcripts.
 *
 * Asked once per page load and shared by every caller, as the app's queries are (lib/query-client.ts: never
 * stale, no retries). Not through TanStack Query: the landing's pricing lists the plans too, and
 * the landing ships in the first chunk without the query client (web/src/app/routes/landing.tsx).
 */
type VideosState =
  { status: 'loading' } | { status: 'ready'; data: VideoListResponse } | { status: 'failed' };

let state: VideosState = { status: 'loading' };
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    apiJson<VideoListResponse>('GET', '/api/videos').then(
      (data) => settle({ status: 'ready', data }),
      () => settle({ status: 'failed' }),
    );
  }
  return () => listeners.delete(listener);
}

function settle(next: VideosState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The library: loading, ready with its videos, or failed (a reload asks again). */
export function useVideos(): VideosState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/**
 * The ops-loaded content the plan lists depend on (shared/plans.ts planFeatures): "Videos
 * introductorios" is listed only once GET /api/videos has an intro video. Until the answer arrives,
 * or if it fails, nothing that depends on it is listed. Every planFeatures call in the app passes
 * this.
 */
export function usePlanContent(): ContentAvailability {
  const videos = useVideos();
  return videos.status === 'ready' && videos.data.videos.some((video) => video.intro)
    ? INTRO_VIDEOS
    : NO_CONTENT;
}

const INTRO_VIDEOS: ContentAvailability = { 'intro-videos': true };
const NO_CONTENT: ContentAvailability = {};
