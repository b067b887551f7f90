import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

// Brotli first, as the static files (app.ts): smaller than gzip, and both are compressed once per body.
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** The encoding to send for a request's Accept-Encoding header (none: the bytes as they are). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiator.negotiate(acceptEncoding)) || 'identity';
}

interface Entry {
  key: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
}

const encoders: Record<'br' | 'gzip', (b: Buffer) => Buffer> = {
  // Quality 5: a third of the time of the default 11 for a few per cent more bytes, on JSON of 30 KB.
  br: (b) =>
    brotliCompressSync(b, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }),
  gzip: (b) => gzipSync(b, { level: 6 }),
};

/**
 * Response bodies kept as bytes, and compressed, per record and per version (`key`): a body read many
 * times between changes is encoded to UTF-8 and compressed once, not on every request. Least
 * recently used entries go first past `maxBytes`.
 */
export class EncodedBodies {
  private readonly map = new Map<number, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The body of record `id` at version `key` in `encoding`; `text` gives it when not kept. */
  get(id: number, key: string, text: () => string, encoding: Encoding): Buffer {
    let e = this.map.get(id);
    if (e) this.map.delete(id);
    if (e && e.key !== key) {
      this.bytes -= e.bytes;
      e = undefined;
    }
    if (!e) {
      const identity = Buffer.from(text());
      e = { key, identity, bytes: identity.length };
      this.bytes += e.bytes;
    }
    let body = encoding === 'identity' ? e.identity : e[encoding];
    if (!body) {
      body = e[encoding as 'br' | 'gzip'] = encoders[encoding as 'br' | 'gzip'](e.identity);
      e.bytes += body.length;
      this.bytes += body.length;
    }
    this.map.set(id, e);
    for (const [k, v] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.bytes;
    }
    return body;
  }
}
