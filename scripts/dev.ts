/**
 * `npm run dev`: Vite with hot reload on http://localhost:5173, /api proxied to the same Lambda
 * handlers (an API-only local server), with DynamoDB Local and the SES and S3 emulators as in
 * `npm start`.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { createLocalServer } from './local/server.ts';
import { envPort, startServices } from './local/services.ts';
import { StartError, portInUse, stopChildren } from './local/processes.ts';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const vitePort = envPort('VITE_PORT', 5173);
  const apiPort = envPort('API_PORT', 3001);
  for (const port of [vitePort, apiPort]) {
    if (await portInUse(port)) {
      throw new StartError(`Port ${port} is already in use — is \`npm run dev\` already running?`);
    }
  }
  const siteUrl = `http://localhost:${vitePort}`;
  const services = await startServices({
    dynamoPort: envPort('DYNAMODB_PORT', 8000),
    sesPort: envPort('SES_PORT', 8005),
    s3Port: envPort('S3_PORT', 8010),
    siteUrl,
    dataDir: path.join(root, '.data/dynamodb'),
    s3DataDir: path.join(root, '.data/s3'),
  });
  await import('../functions/commons/config.ts');

  const api = createLocalServer();
  await new Promise<void>((resolve) => api.listen(apiPort, resolve));
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: {
      port: vitePort,
      strictPort: true,
      // Keep the browser's Origin: the API checks it against SITE_URL (the Vite origin here).
      proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
    },
  });
  await vite.listen();
  console.log(`
Inversor Listo (dev, hot reload):
  App        ${siteUrl}
  API        ${siteUrl}/api  → handlers on http://localhost:${apiPort}
  Emails     ${services.ses}
  DynamoDB   ${services.dynamo}
  S3         ${services.s3}
Press Ctrl-C to stop everything.`);

  const shutdown = async () => {
    await vite.close();
    api.closeAllConnections();
    api.close();
    await stopChildren();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch(async (error: unknown) => {
  await stopChildren();
  console.error(error instanceof StartError ? `\n${error.message}\n` : error);
  process.exit(1);
});
