import path from 'node:path';
import { serverDir } from '../server-dir.ts';

export const migrationsFolder = path.join(serverDir, 'src/db/migrations');
