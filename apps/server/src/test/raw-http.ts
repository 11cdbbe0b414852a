// Requests over a real socket with the path exactly as written: an injected request's URL is normalized before
// routing, a socket's raw path (backslashes, dot segments, encoded slashes) is not.
import http from 'node:http';
import { TEST_ORIGIN } from './auth.js';

export type RawResponse = { statusCode: number; body: string };

/** Sends one request to 127.0.0.1:port with the path untouched; a JSON payload gets its content type. */
export function sendRaw(
  port: number,
  request: { method: string; path: string; headers?: Record<string, string>; payload?: object },
): Promise<RawResponse> {
  const body = request.payload ? JSON.stringify(request.payload) : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: {
          origin: TEST_ORIGIN,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
