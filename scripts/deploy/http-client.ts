import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface HttpOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  /** The client's own address on loopback (127.0.0.2, …): how several clients are told apart behind nginx. */
  from?: string;
}

/** One HTTP request with node:http, which (unlike fetch) can choose the address it connects from. */
export function http(url: string, { method = 'GET', body, headers = {}, token, from }: HttpOptions = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.end(payload);
  });
}

/** POSTs a call and reads its envelope. */
export async function post<T extends object>(url: string, body: unknown, options: Omit<HttpOptions, 'method' | 'body'> = {}) {
  const answer = await http(url, { ...options, method: 'POST', body });
  let envelope: (T & { code?: string }) | undefined;
  try {
    envelope = JSON.parse(answer.text) as T & { code?: string };
  } catch {
    envelope = undefined;
  }
  return { ...answer, envelope };
}
