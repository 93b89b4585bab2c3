/** STOMP 1.2 frames as text (https://stomp.github.io/stomp-specification-1.2.html). */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A frame the server cannot accept: answered with an ERROR frame, then the connection closes. */
export class StompError extends Error {}

const CLIENT_COMMANDS = new Set([
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
]);

/** CONNECT and CONNECTED headers are never escaped (spec 1.2, "Value Encoding"). */
const UNESCAPED = new Set(['CONNECT', 'STOMP', 'CONNECTED']);

const DECODE: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };
const ENCODE: Record<string, string> = { '\r': '\\r', '\n': '\\n', ':': '\\c', '\\': '\\\\' };

function decode(value: string): string {
  return value.replace(/\\(.?)/g, (_, code: string) => {
    const decoded = DECODE[code];
    if (decoded === undefined) throw new StompError('Undefined escape sequence in a header');
    return decoded;
  });
}

const encode = (value: string) => value.replace(/[\r\n:\\]/g, (char) => ENCODE[char]!);

function parseFrame(text: string): StompFrame {
  const end = text.search(/\r?\n\r?\n/);
  if (end < 0) throw new StompError('Frame without the blank line that ends its headers');
  const lines = text.slice(0, end).split(/\r?\n/);
  const command = lines.shift()!;
  if (!CLIENT_COMMANDS.has(command)) throw new StompError(`Unknown command ${command || '(none)'}`);
  const raw = UNESCAPED.has(command);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompError('Header line without a name and a colon');
    const name = raw ? line.slice(0, colon) : decode(line.slice(0, colon));
    // A repeated header keeps its first value.
    headers[name] ??= raw ? line.slice(colon + 1) : decode(line.slice(colon + 1));
  }
  return { command, headers, body: text.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/**
 * Reads client frames from a stream of text chunks: a frame may span chunks, a chunk may hold
 * several frames, and end-of-lines between frames are heart-beats. Bytes waiting for their NUL
 * are limited, so a client cannot make the server hold an endless frame.
 */
export class FrameReader {
  private pending = '';

  constructor(private readonly maxFrameBytes: number) {}

  push(chunk: string): StompFrame[] {
    this.pending += chunk;
    const frames: StompFrame[] = [];
    for (;;) {
      this.pending = this.pending.replace(/^(\r?\n)+/, '');
      const nul = this.pending.indexOf('\0');
      if (nul < 0) break;
      this.checkSize(nul);
      frames.push(parseFrame(this.pending.slice(0, nul)));
      this.pending = this.pending.slice(nul + 1);
    }
    this.checkSize(this.pending.length);
    return frames;
  }

  private checkSize(chars: number): void {
    if (Buffer.byteLength(this.pending.slice(0, chars)) > this.maxFrameBytes) {
      throw new StompError(`Frame larger than ${this.maxFrameBytes} bytes`);
    }
  }
}

/** A server frame as text, NUL-terminated, with content-length when it has a body. */
export function serializeFrame(
  command: string,
  headers: Record<string, string>,
  body = '',
): string {
  const all = body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers;
  const escape = UNESCAPED.has(command) ? (value: string) => value : encode;
  const lines = Object.entries(all).map(([name, value]) => `${escape(name)}:${escape(value)}`);
  return `${[command, ...lines].join('\n')}\n\n${body}\0`;
}
