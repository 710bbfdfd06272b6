/**
 * `npm start`: build the web app, then run the whole product on one origin with no AWS account —
 * DynamoDB Local (data in .data/), the SES emulator (inbox UI), the S3 emulator (the document
 * vault, objects in .data/s3), and the Lambda handlers behind
 * http://localhost:3000/api. Flags: --skip-build (use web/dist as is), --in-memory (no data kept),
 * --examples-only (only the example lender programs, not the published guides: the e2e run).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { createLocalServer, preloadHandlers } from './local/server.ts';
import { assertJava } from './local/dynamo.ts';
import { envPort, startServices } from './local/services.ts';
import { startLocalJobs } from './local/jobs.ts';
import { StartError, portInUse, stopChildren } from './local/processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));

async function main() {
  const port = envPort('PORT', 3000);
  const dynamoPort = envPort('DYNAMODB_PORT', 8000);
  const sesPort = envPort('SES_PORT', 8005);
  const s3Port = envPort('S3_PORT', 8010);
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
  assertJava(); // before anything slow: DynamoDB Local cannot run without it

  if (await portInUse(port)) {
    throw new StartError(
      `Inversor Listo is already running at http://localhost:${port} (port ${port} is in use).\n` +
        `Stop it with Ctrl-C in its terminal, or start another copy with PORT, DYNAMODB_PORT, SES_PORT and S3_PORT set to free ports.`,
    );
  }

  const distDir = path.join(root, 'web/dist');
  if (!args.has('--skip-build')) {
    console.log('Building the web app…');
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  } else if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new StartError(
      'web/dist is missing: run without --skip-build (or `npm run build`) first.',
    );
  }

  console.log('Starting DynamoDB Local, the SES emulator and the S3 emulator…');
  const services = await startServices({
    dynamoPort,
    sesPort,
    s3Port,
    siteUrl,
    inMemory: args.has('--in-memory'),
    publishedGuides: !args.has('--examples-only'),
    dataDir: path.resolve(root, process.env.DATA_DIR ?? '.data', 'dynamodb'),
    s3DataDir: path.resolve(root, process.env.DATA_DIR ?? '.data', 's3'),
  });
  // Validate the functions' configuration now, not at the first request.
  await import('../functions/commons/config.ts');
  // Long work (packages, data exports, retried emails) runs on the local jobs queue.
  startLocalJobs();

  const loading = performance.now();
  const modules = await preloadHandlers();
  console.log(
    `API handlers loaded: ${modules} modules in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
  );

  const server = createLocalServer({ distDir });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });

  console.log(`
Inversor Listo is running:
  App        http://localhost:${port}
  API        http://localhost:${port}/api  (health: http://localhost:${port}/api/health)
  Emails     ${services.ses}  (SES emulator inbox)
  DynamoDB   ${services.dynamo}  (${args.has('--in-memory') ? 'in memory' : `data in ${process.env.DATA_DIR ?? '.data'}/dynamodb`})
  S3         ${services.s3}  (document vault${args.has('--in-memory') ? ', kept nowhere' : `, objects in ${process.env.DATA_DIR ?? '.data'}/s3`})
  Jobs       in this process (the local queue for packages, exports and retried emails)
Press Ctrl-C to stop everything.`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: stopping…`);
    server.closeAllConnections();
    server.close();
    await stopChildren();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch(async (error: unknown) => {
  await stopChildren();
  if (error instanceof StartError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
