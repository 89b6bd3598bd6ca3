import { readdir } from 'node:fs/promises';
import type { Endpoint } from '@elevate/shared/contract/endpoint';

const CONTRACT_DIR = new URL('../../../../packages/shared/src/contract/', import.meta.url);

/** Every endpoint the shared contract declares, read off its modules (decision 0047). */
export async function contractEndpoints(): Promise<Endpoint[]> {
  const files = (await readdir(CONTRACT_DIR)).filter((f) => f.endsWith('.ts'));
  const endpoints: Endpoint[] = [];
  for (const file of files) {
    const module = (await import(new URL(file, CONTRACT_DIR).href)) as Record<string, unknown>;
    for (const api of Object.values(module)) {
      if (!api || typeof api !== 'object') continue;
      for (const value of Object.values(api)) {
        const e = value as Partial<Endpoint>;
        if (
          e &&
          typeof e === 'object' &&
          typeof e.path === 'string' &&
          typeof e.method === 'string'
        ) {
          endpoints.push(e as Endpoint);
        }
      }
    }
  }
  return endpoints;
}
