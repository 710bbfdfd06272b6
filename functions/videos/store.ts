import { db, queryAll, tableName } from '../commons/db.ts';
import {
  transcriptFromVtt,
  videoSchema,
  type LibraryVideo,
  type Video,
} from '../../shared/api/videos.ts';
import { keys, PARTITION } from '../commons/keys.ts';

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
 * The library as the page shows it: intro videos first (the free ones a visitor starts with), then
 * by id, each with the transcript read from its captions. The ops script refuses unreadable
 * captions; a stored video whose captions no longer read is left out rather than shown without one.
 */
export async function libraryVideos(): Promise<LibraryVideo[]> {
  const library: LibraryVideo[] = [];
  for (const video of await listVideos()) {
    const transcript = await transcriptFromVtt(video.captions).catch(() => undefined);
    if (transcript) library.push({ ...video, transcript });
  }
  return library.sort((a, b) => Number(b.intro) - Number(a.intro));
}
