import { parseText } from 'media-captions';
import * as z from 'zod';

/**
 * Videos: the product tours recorded from the app itself (scripts/record-tours.ts, committed with
 * the site) and the videos ops load with scripts/videos.ts:
 *   GET /api/videos   the tours, then the loaded videos, with their transcripts (public)
 * Each carries Spanish WebVTT captions; it plays either from an embed URL on an allowed host or
 * from a video file URL (a tour: a path of the site).
 */

/** Embeds only from players that honour privacy and captions; anything else is a file URL. */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

export const VIDEO_MESSAGES = {
  captionsHeader: 'Los subtítulos deben ser WebVTT: el texto empieza con WEBVTT',
  captionsInvalid: 'Los subtítulos WebVTT no se pudieron leer',
  embedHost: `El video incrustado debe venir de ${VIDEO_EMBED_HOSTS.join(' o ')}`,
  oneSource: 'Indica un embedUrl o un fileUrl, no ambos',
  id: 'El id usa minúsculas, números y guiones (máximo 64)',
} as const;

const httpsUrl = z.url({ protocol: /^https?$/, error: 'Debe ser una URL http(s) válida' });

/** A video the site serves itself (the recorded product tours, web/public/videos/). */
const SITE_VIDEO_PATH = /^\/videos\/[a-z0-9][a-z0-9/-]*\.webm$/;

/** A WebVTT file starts with "WEBVTT" (optionally after a BOM), then a space, tab or line end. */
const WEBVTT_HEADER = /^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/;

export const videoSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, VIDEO_MESSAGES.id),
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(1000),
    durationSeconds: z
      .number()
      .int()
      .positive()
      .max(4 * 60 * 60),
    intro: z.boolean(),
    captions: z
      .string()
      .max(200_000)
      .refine((text) => WEBVTT_HEADER.test(text), VIDEO_MESSAGES.captionsHeader),
    embedUrl: httpsUrl
      .refine(
        (url) => (VIDEO_EMBED_HOSTS as readonly string[]).includes(new URL(url).hostname),
        VIDEO_MESSAGES.embedHost,
      )
      .optional(),
    fileUrl: z
      .union([httpsUrl, z.string().regex(SITE_VIDEO_PATH)], {
        error: 'Debe ser una URL http(s) válida o un video del sitio (/videos/….webm)',
      })
      .optional(),
  })
  .strict()
  .refine((v) => (v.embedUrl === undefined) !== (v.fileUrl === undefined), {
    message: VIDEO_MESSAGES.oneSource,
    path: ['embedUrl'],
  });

export type Video = z.infer<typeof videoSchema>;

/** A video as GET /api/videos gives it: what ops loaded, plus the transcript read from its captions. */
export type LibraryVideo = Video & { transcript: TranscriptLine[] };

export interface VideoListResponse {
  videos: LibraryVideo[];
}

export interface TranscriptLine {
  /** Seconds from the start of the video. */
  start: number;
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

/** A cue's text without WebVTT markup (<v Ana>, <b>, timestamps) and with entities decoded. */
function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The transcript read from the captions: one line per cue, in time order, markup removed.
 * Strict parsing: a malformed file, or one without cues, is refused rather than shown half-read.
 */
export async function transcriptFromVtt(vtt: string): Promise<TranscriptLine[]> {
  let parsed;
  try {
    parsed = await parseText(vtt, { type: 'vtt', strict: true });
  } catch {
    throw new Error(VIDEO_MESSAGES.captionsInvalid);
  }
  // No cue at all is no captions either (a malformed cue is skipped, not always an error).
  if (parsed.errors.length > 0 || parsed.cues.length === 0) {
    throw new Error(VIDEO_MESSAGES.captionsInvalid);
  }
  return parsed.cues
    .map((cue) => ({ start: cue.startTime, text: plainCueText(cue.text) }))
    .filter((line) => line.text.length > 0)
    .sort((a, b) => a.start - b.start);
}
