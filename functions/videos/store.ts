import { db, queryAll, tableName } from '../commons/db.ts';
import {
  transcriptFromVtt,
  videoSchema,
  type LibraryVideo,
  type Video,
} from '../../shared/api/videos.ts';
import { keys, PARTITION } from '../commons/keys.ts';
import tours from './tours.json' with { type: 'json' };

/**
 * Intro videos in the single table, loaded by ops (scripts/videos.ts), never seeded:
 *   library   pk VIDEO#, sk <id>   Query (all of them, by id), PutItem, DeleteItem
 */

/** Add or replace a video; `created` says which. The input is validated again here. */
export async function putVideo(input: Video): Promise<{ created: boolean }> {
  const video = videoSchema.parse(input);
  const { Attributes } = await db.put({
    TableName: tableName,
    Item: { ...keys.video(video.id), ...video },
    ReturnValues: 'ALL_OLD',
  });
  return { created: Attributes === undefined };
}

/** Every loaded video, by id. Items that no longer match the schema are left out, not shown. */
export async function listVideos(): Promise<Video[]> {
  const videos: Video[] = [];
  for (const item of await queryAll({ pk: PARTITION.videos })) {
    // The keys are the table's, not the video's (the schema is strict).
    const fields = Object.fromEntries(
      Object.entries(item).filter(([name]) => name !== 'pk' && name !== 'sk'),
    );
    const parsed = videoSchema.safeParse(fields);
    if (parsed.success) videos.push(parsed.data);
  }
  return videos;
}

/** Take a video off the library; false when there was none with that id. */
export async function removeVideo(id: string): Promise<boolean> {
  const { Attributes } = await db.delete({
    TableName: tableName,
    Key: keys.video(id),
    ReturnValues: 'ALL_OLD',
  });
  return Attributes !== undefined;
}

/**
 * The recorded product tours (scripts/record-tours.ts writes functions/videos/tours.json and the
 * files under web/public/videos/tours/): the intro videos every visitor starts with, shipped with
 * the code whose screens they show.
 */
export function tourVideos(): Video[] {
  return tours.videos.map((video) => videoSchema.parse(video));
}

/**
 * The library as the page shows it: the tours, then the intro videos ops loaded, then the others
 * by id, each with the transcript read from its captions. The ops script refuses unreadable
 * captions; a stored video whose captions no longer read is left out rather than shown without one.
 */
export async function libraryVideos(): Promise<LibraryVideo[]> {
  const library: LibraryVideo[] = [];
  const tourIds = new Set(tourVideos().map((v) => v.id));
  const stored = (await listVideos())
    .filter((video) => !tourIds.has(video.id))
    .sort((a, b) => Number(b.intro) - Number(a.intro));
  for (const video of [...tourVideos(), ...stored]) {
    const transcript = await transcriptFromVtt(video.captions).catch(() => undefined);
    if (transcript) library.push({ ...video, transcript });
  }
  return library;
}
