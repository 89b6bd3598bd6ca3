import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This module sits one folder below it, as does the production
 * bundle (dist/server.js) it is compiled into, so the same line finds it from
 * both: files the server reads at run time (migrations, the web build) are
 * named from here, never from a module's own place.
 */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
