/**
 * A minimal HTTP/1.1 keep-alive client for the load generator: one request at a time per connection,
 * responses framed by content-length or chunked encoding. It shares the machine's cores with the server
 * it measures, so it does as little as it can: node:http costs about twice the CPU per request.
 */
import { connect, type Socket } from 'node:net';

export type HttpReply = {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
};

const HEADER_END = Buffer.from('\r\n\r\n');
/** How a chunked body ends (no trailers): only then is it worth joining the reads and reading the chunks. */
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

class Connection {
  private socket: Socket;
  /**
   * What has arrived of the current reply, kept as the chunks the socket gave: joined once, when the reply
   * is complete. (Joining at every read copied the reply so far each time, 2.3 MB of copies for 512 KB in
   * 64 KB reads, and the garbage had the load generator's collector threads take both cores for 40–85 ms
   * every few seconds: docs/performance.md, "The load generator's own garbage".)
   */
  private parts: Buffer[] = [];
  private received = 0;
  /** The last bytes received (as many as the last chunk of a chunked body has). */
  private tail: Buffer = Buffer.alloc(0);
  private pending:
    | { resolve: (reply: HttpReply) => void; reject: (error: Error) => void; head?: ParsedHead }
    | undefined;
  closed = false;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.parts.push(chunk);
      this.received += chunk.length;
      this.tail =
        chunk.length >= LAST_CHUNK.length
          ? chunk.subarray(chunk.length - LAST_CHUNK.length)
          : Buffer.concat([this.tail, chunk]).subarray(-LAST_CHUNK.length);
      this.parse();
    });
    const fail = (error: Error) => {
      this.closed = true;
      this.pending?.reject(error);
      this.pending = undefined;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  request(text: string): Promise<HttpReply> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(text);
    });
  }

  close() {
    this.closed = true;
    this.socket.destroy();
  }

  /** The bytes received so far, as one buffer (and kept as the only part). */
  private joined(): Buffer {
    if (this.parts.length !== 1) this.parts = [Buffer.concat(this.parts, this.received)];
    return this.parts[0] ?? Buffer.alloc(0);
  }

  private keep(rest: Buffer) {
    this.parts = rest.length > 0 ? [rest] : [];
    this.received = rest.length;
  }

  private parse() {
    const pending = this.pending;
    if (!pending) return;
    if (!pending.head) {
      const buffer = this.joined();
      const end = buffer.indexOf(HEADER_END);
      if (end < 0) return;
      pending.head = parseHead(buffer.toString('latin1', 0, end));
      this.keep(buffer.subarray(end + HEADER_END.length));
    } else if (pending.head.chunked ? !this.tail.equals(LAST_CHUNK) : this.received < pending.head.length) {
      return;
    }
    const buffer = this.joined();
    const body = pending.head.chunked ? takeChunked(buffer) : takeLength(buffer, pending.head);
    if (!body) return;
    this.keep(buffer.subarray(body.consumed));
    this.pending = undefined;
    pending.resolve({ status: pending.head.status, headers: pending.head.headers, body: body.text });
  }
}

type ParsedHead = { status: number; headers: Record<string, string>; length: number; chunked: boolean };

function parseHead(text: string): ParsedHead {
  const lines = text.split('\r\n');
  const status = Number(lines[0]?.split(' ')[1] ?? 0);
  const headers: Record<string, string> = {};
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status,
    headers,
    length: Number(headers['content-length'] ?? 0),
    chunked: /chunked/i.test(headers['transfer-encoding'] ?? ''),
  };
}

function takeLength(buffer: Buffer, head: ParsedHead) {
  if (buffer.length < head.length) return undefined;
  return { text: buffer.toString('utf8', 0, head.length), consumed: head.length };
}

function takeChunked(buffer: Buffer) {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', offset);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(buffer.toString('latin1', offset, lineEnd), 16);
    const start = lineEnd + 2;
    if (size === 0) {
      // No trailers expected: the last chunk is followed by an empty line.
      if (buffer.length < start + 2) return undefined;
      return { text: Buffer.concat(parts).toString('utf8'), consumed: start + 2 };
    }
    if (buffer.length < start + size + 2) return undefined;
    parts.push(buffer.subarray(start, start + size));
    offset = start + size + 2;
  }
}

/** Keep-alive connections to one origin, reused by whoever asks next (like an http.Agent). */
export function createHttpClient(base: string) {
  const url = new URL(base);
  const host = url.hostname;
  const port = Number(url.port || 80);
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  return {
    get(path: string, headers: Record<string, string>): Promise<HttpReply> {
      return this.send('GET', path, headers);
    },
    /** One request; a body is sent as JSON:API. */
    async send(
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: string,
    ): Promise<HttpReply> {
      let connection = idle.pop();
      while (connection?.closed) connection = idle.pop();
      if (!connection) {
        connection = new Connection(host, port);
        all.add(connection);
      }
      let text = `${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\n`;
      for (const name in headers) text += `${name}: ${headers[name]}\r\n`;
      if (body !== undefined) {
        text += `content-type: application/vnd.api+json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
      }
      const reply = await connection.request(`${text}\r\n${body ?? ''}`);
      if (reply.headers.connection?.toLowerCase() === 'close') connection.close();
      else idle.push(connection);
      return reply;
    },
    close() {
      for (const connection of all) connection.close();
    },
  };
}
