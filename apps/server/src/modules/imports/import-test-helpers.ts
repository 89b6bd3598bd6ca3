import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiResponse } from '../../test/api-client.ts';
import type { TestUser } from '../../test/app.ts';

export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A multipart/form-data body with the file in `file` and, optionally, the mapping field. */
export function multipartBody(fileName: string, bytes: Buffer, mapping?: unknown) {
  const boundary = `----elevate${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (mapping !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/imports as the user; returns the status and the parsed body. */
export async function upload(
  app: FastifyInstance,
  user: TestUser,
  fileName: string,
  bytes: Buffer,
  mapping?: unknown,
  headers: Record<string, string> = user.headers,
): Promise<ApiResponse> {
  const { payload, contentType } = multipartBody(fileName, bytes, mapping);
  const res = await app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  // Tests assert on whatever shape came back (as apiClient does).
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  return { status: res.statusCode, body: res.json() };
}
