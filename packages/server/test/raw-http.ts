// Plain HTTP requests as a script would make them, from a chosen loopback address (127.0.0.2,
// 127.0.0.3... all reach a server on Linux), one connection each: the answer's status, headers and
// body (gunzipped when sent gzipped, with its bytes on the wire counted), and the /metrics figures.
import * as http from 'http';
import * as zlib from 'zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as text (gunzipped if it came gzipped). */
  text: string;
  /** Bytes of body on the wire. */
  wire: number;
  json(): any;
}

export function request(port: number, path: string, options: { method?: string; body?: unknown; localAddress?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request({
      host: '127.0.0.1', port, path, method: options.method ?? 'GET', localAddress: options.localAddress, agent: false,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }), ...options.headers },
    }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, text, wire: raw.length, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One figure of /metrics (a counter or gauge without labels). */
export async function metric(port: number, name: string): Promise<number> {
  const text = (await request(port, '/metrics')).text;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no metric ${name}`);
  return Number(line.slice(name.length + 1));
}
