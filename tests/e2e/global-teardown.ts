import { rm } from 'node:fs/promises';

/** Removes the throwaway embedded database the e2e server used. */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
