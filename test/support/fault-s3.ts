import net from 'node:net';
import { TEST_FAULT_S3_PORT, TEST_S3_PORT } from '../setup/ports.ts';

/**
 * A TCP proxy in front of the shared S3 emulator: `forward` (the bucket works), `down` (nothing
 * listens: connection refused) or `throttle` (every request answered as S3 answers when it
 * throttles: 503 SlowDown).
 */
export class FaultS3 {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  mode: 'forward' | 'throttle' = 'forward';

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      if (this.mode === 'throttle') {
        client.once('data', () => {
          const body =
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>';
          client.end(
            `HTTP/1.1 503 Slow Down\r\nContent-Type: application/xml\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          );
        });
        return;
      }
      const upstream = net.connect(TEST_S3_PORT, '127.0.0.1');
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) =>
      this.server!.listen(TEST_FAULT_S3_PORT, '127.0.0.1', resolve),
    );
  }

  /** From now on S3 throttles: kept-alive connections are cut so every request meets it. */
  throttle(): void {
    this.mode = 'throttle';
    for (const socket of this.sockets) socket.destroy();
  }

  /** The emulator is down: connections refused. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }
}
