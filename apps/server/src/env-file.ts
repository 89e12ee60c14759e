import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from './config.js';

/**
 * Reads the project's `.env` file (next to package.json, see .env.example), or the file ENV_FILE names, when there is
 * one; ENV_FILE=none reads none (the tests' servers, so a developer's settings never reach them). Variables set in
 * the environment itself win over the file, so a service manager or a one-off `PORT=3001 npm start` still decides.
 */
export function loadEnvFile(): string | undefined {
  if (process.env.ENV_FILE === 'none') return undefined;
  const file = path.resolve(process.env.ENV_FILE ?? path.join(serverRoot(), '..', '..', '.env'));
  if (!fs.existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
