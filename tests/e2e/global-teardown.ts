import { rm } from 'node:fs/promises';

/** Removes the throwaway embedded database the e2e server used, and the journeys' template (global-setup.ts). */
export default async function globalTeardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_TEMPLATE_DIR]) {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
