import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiResponse } from '../../test/api-client.ts';
import type { TestUser } from '../../test/app.ts';

export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * A multipart/form-data body with the file in `file` and, optionally, the mapping field
 * and other text fields (accountId).
 */
export function multipartBody(
  fileName: string,
  bytes: Buffer,
  mapping?: unknown,
  fields: Record<string, string> = {},
) {
  const boundary = `----elevate${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  if (mapping !== undefined) parts.push(field('mapping', JSON.stringify(mapping)));
  for (const [name, value] of Object.entries(fields)) parts.push(field(name, value));
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
  fields: Record<string, string> = {},
): Promise<ApiResponse> {
  const { payload, contentType } = multipartBody(fileName, bytes, mapping, fields);
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

/** POST /api/imports of a fixture into the account named (the upload's accountId field). */
export const uploadInto = (
  app: FastifyInstance,
  user: TestUser,
  name: string,
  accountId: string,
  bytes: Buffer = fixture(name),
) => upload(app, user, name, bytes, undefined, user.headers, { accountId });
