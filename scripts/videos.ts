/**
 * Ops for the intro videos shown in /recursos-educativos. Runs against the
 * configured table (TABLE_NAME, AWS_REGION and AWS credentials in AWS). With --local it targets
 * the local runtime of `npm start` instead (DynamoDB Local on DYNAMODB_PORT or 8000).
 *
 *   npx tsx scripts/videos.ts [--local] <command> [arguments]
 *
 *   load <file.json>   Add or replace videos from { "videos": [...] } (fields: shared/api/videos.ts
 *                      videoSchema: id, title, description, durationSeconds, intro, captions as
 *                      Spanish WebVTT text, and embedUrl on www.youtube-nocookie.com or
 *                      player.vimeo.com, or fileUrl). The whole file is checked first, captions
 *                      included: one bad video loads nothing, each problem printed with its path.
 *   list               Every video: id, title, duration, intro or not, where it plays from.
 *   remove <id>        Take a video off the library.
 */
import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { opsArgs } from './local/ops-args.ts';

const args = opsArgs();

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    'Usage: npx tsx scripts/videos.ts [--local] <command> (see the header of this file)',
  );
  process.exit(2);
}

async function main(): Promise<void> {
  const [command, first] = args;
  const { videoSchema, transcriptFromVtt } = await import('../shared/api/videos.ts');
  // The functions read their configuration when first imported: after the lines above.
  const store = await import('../functions/videos/store.ts');
  switch (command) {
    case 'load': {
      if (!first) usage('A JSON file is required.');
      const file = z
        .object({ videos: z.array(videoSchema).min(1) })
        .strict()
        .safeParse(JSON.parse(await readFile(first, 'utf8')));
      if (!file.success) {
        for (const issue of file.error.issues) {
          console.error(`${issue.path.join('.') || '(archivo)'}: ${issue.message}`);
        }
        process.exit(1);
      }
      const unreadable: string[] = [];
      for (const video of file.data.videos) {
        await transcriptFromVtt(video.captions).catch((error: Error) =>
          unreadable.push(`${video.id}.captions: ${error.message}`),
        );
      }
      if (unreadable.length > 0) {
        unreadable.forEach((line) => console.error(line));
        process.exit(1);
      }
      for (const video of file.data.videos) {
        const { created } = await store.putVideo(video);
        console.log(`${video.id}: ${created ? 'added' : 'updated'}`);
      }
      return;
    }
    case 'list': {
      for (const v of await store.listVideos()) {
        const source = v.embedUrl ?? v.fileUrl;
        console.log(
          `${v.id}\t${v.title}\t${v.durationSeconds}s\t${v.intro ? 'intro' : '-'}\t${source}`,
        );
      }
      return;
    }
    case 'remove': {
      if (!first) usage('A video id is required.');
      if (!(await store.removeVideo(first))) {
        console.error(`${first}: no such video`);
        process.exit(1);
      }
      console.log(`${first}: removed`);
      return;
    }
    default:
      usage(command ? `Unknown command: ${command}` : undefined);
  }
}

await main();
