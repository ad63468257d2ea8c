import { resolve } from 'node:path';

export const projectRootDir = resolve(import.meta.dirname, '..', '..');
