import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';

/** A server that answers each request with `reply(n)`'s bytes, written `piece` bytes at a time. */
async function rawServer(reply: (n: number) => Buffer, piece: number): Promise<Server> {
  let requests = 0;
  const server = createServer((socket: Socket) => {
    socket.on('data', async () => {
      const bytes = reply(requests++);
      for (let at = 0; at < bytes.length; at += piece) {
        socket.write(bytes.subarray(at, at + piece));
        // Let each piece arrive as a read of its own.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

const body = (n: number) => `{"n":${n},"rows":"${'é0\r\n\r\n'.repeat(20_000)}"}`;
const withLength = (n: number) => {
  const text = body(n);
  return Buffer.from(`HTTP/1.1 200 OK\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
};
const chunked = (n: number) => {
  const bytes = Buffer.from(body(n));
  const chunks: string[] = [];
  for (let at = 0; at < bytes.length; at += 16_384) {
    const chunk = bytes.subarray(at, at + 16_384);
    chunks.push(`${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n`);
  }
  return Buffer.from(
    `HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n${chunks.join('')}0\r\n\r\n`,
    'latin1',
  );
};

let server: Server | undefined;
afterEach(() => server?.close());

describe('the load generator’s HTTP client', () => {
  for (const [framing, reply] of [
    ['content-length', withLength],
    ['chunked', chunked],
  ] as const) {
    for (const piece of [1_000_003, 65_536, 4_099, 3]) {
      it(`reads ${framing} answers that arrive ${piece} bytes at a time, one after another on one connection`, async () => {
        server = await rawServer(reply, piece);
        const { port } = server.address() as { port: number };
        const client = createHttpClient(`http://127.0.0.1:${port}`);
        for (const n of [0, 1, 2]) {
          const answer = await client.get('/x', {});
          expect(answer.status).toBe(200);
          expect(answer.body).toBe(body(n));
        }
        client.close();
      });
    }
  }
});
