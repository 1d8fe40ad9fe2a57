import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/*
 * The staff console's second factor (issue #13) for end-to-end journeys that are about something else: after the
 * password login in the browser, the person enrols their "authenticator app" (this file) or verifies through the API,
 * as the console's sign-in step would, so the browser session may use the console. The TOTP step itself has its own
 * journey with the real screens.
 */

interface Authenticator {
  secret: string;
  /** The server accepts each 30-second step once per account. */
  lastStep: number;
  recoveryCodes: string[];
}

/** What each person's app holds, per server (each journey runs a server of its own). */
const authenticators = new Map<string, Authenticator>();
const PERIOD_MS = 30_000;

const codeAt = (secret: string, step: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });

async function call(baseUrl: string, token: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/console/2fa${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { code: number; data: unknown };
  return { status: response.status, json };
}

/** A code of a step this account has not used; a recovery code when both valid steps are used; else wait a step. */
async function nextProof(holder: Authenticator): Promise<{ code: string } | { recoveryCode: string }> {
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = [current, current + 1].find((candidate) => candidate > holder.lastStep);
    if (step !== undefined) {
      holder.lastStep = step;
      return { code: codeAt(holder.secret, step) };
    }
    const recoveryCode = holder.recoveryCodes.shift();
    if (recoveryCode) return { recoveryCode };
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - Date.now() + 50));
  }
}

/**
 * Passes the second factor for the session of `token`: enrols on first use, verifies afterwards. An account without
 * a console role is left alone (its refusals are what some journeys check).
 */
export async function passSecondFactor(baseUrl: string, token: string, email: string): Promise<void> {
  const state = await call(baseUrl, token, '');
  if (state.status === 403) return;
  if (state.status !== 200) throw new Error(`second factor state for ${email}: ${JSON.stringify(state.json)}`);
  const { enrolled, verified } = state.json.data as { enrolled: boolean; verified: boolean };
  if (verified) return;
  const key = `${baseUrl} ${email.toLowerCase()}`;
  let holder = authenticators.get(key);
  if (!enrolled) {
    const setup = await call(baseUrl, token, '/setup', {});
    if (setup.status !== 200) throw new Error(`second factor setup for ${email}: ${JSON.stringify(setup.json)}`);
    holder = { secret: (setup.json.data as { secret: string }).secret, lastStep: 0, recoveryCodes: [] };
    const proof = await nextProof(holder);
    const enabled = await call(baseUrl, token, '/enable', proof);
    if (enabled.status !== 200) throw new Error(`second factor enable for ${email}: ${JSON.stringify(enabled.json)}`);
    holder.recoveryCodes = (enabled.json.data as { recoveryCodes: string[] }).recoveryCodes;
    authenticators.set(key, holder);
    return;
  }
  if (!holder) throw new Error(`${email} is enrolled, but not by this test run: its authenticator is unknown`);
  const verifiedNow = await call(baseUrl, token, '/verify', await nextProof(holder));
  if (verifiedNow.status !== 200) throw new Error(`second factor verify for ${email}: ${JSON.stringify(verifiedNow.json)}`);
}

/** The same for the browser session of `page` (signed in through the login form: the token is in sessionStorage). */
export async function consoleSignIn(page: Page, baseUrl: string, email: string): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error(`no session in the page for ${email}`);
  await passSecondFactor(baseUrl, token, email);
}
