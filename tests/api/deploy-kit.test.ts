import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';

/*
 * The deployment kit (deploy/) against what the server reads: the environment file names every variable of the
 * README's table and no other, its settings pass the server's own validation, and the systemd unit stops, restarts
 * and confines the instance as the operations guide says. The balancer configuration is run by tests/e2e/cluster.spec.ts.
 */

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Names in the first column of the README's "Environment variables" table. */
function readmeVariables(): string[] {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Environment variables');
  const section = readme.slice(start + 1, readme.indexOf('\n## ', start + 1));
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
  return [...new Set(names)].sort();
}

const example = read('deploy/portal.env.example');
/** Every `NAME=` line of the example, set or shown commented with its default. */
const exampleVariables = [...new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))].sort();
/** What the example sets (uncommented lines), as systemd's EnvironmentFile= reads them. */
const exampleSettings = Object.fromEntries(
  [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!.replace(/^"(.*)"$/, '$1')]),
);

const unit = read('deploy/portal@.service');
/** Every value of a key in the unit (keys such as Environment= repeat). */
const unitValues = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!.trim());
const unitValue = (key: string) => {
  const values = unitValues(key);
  expect(values, `${key}= in portal@.service`).toHaveLength(1);
  return values[0]!;
};

describe('deploy/portal.env.example', () => {
  it('names every variable of the README and no other', () => {
    const readme = readmeVariables();
    expect(readme.length).toBeGreaterThan(30);
    expect(
      readme.filter((name) => !exampleVariables.includes(name)),
      'in the README but missing from deploy/portal.env.example',
    ).toEqual([]);
    expect(
      exampleVariables.filter((name) => !readme.includes(name)),
      'in deploy/portal.env.example but not in the README',
    ).toEqual([]);
  });

  it('holds settings the server accepts, behind one proxy, and no secret', () => {
    const config = loadConfig({ ...exampleSettings, PORT: '3001' });
    expect(config.trustProxy).toBe(1);
    expect(config.devMailbox).toBe(false);
    expect(config.secretKeys.current).toBeUndefined();
    for (const url of [config.databaseUrl, config.migrationDatabaseUrl, config.redisUrl, config.smtpUrl]) {
      expect(url, 'no password in an example URL').not.toMatch(/\/\/[^/@]*:[^/@]*@/);
    }
  });
});

describe('deploy/portal@.service', () => {
  it('restarts a failed instance and gives a stopping one longer than its own shutdown time-out', () => {
    expect(unitValue('Restart')).toBe('on-failure');
    expect(unitValue('KillSignal')).toBe('SIGTERM');
    const { timeoutMs } = loadConfig({}).shutdown;
    expect(Number(unitValue('TimeoutStopSec').replace(/s$/, ''))).toBeGreaterThan(timeoutMs / 1000);
  });

  it('runs the built server with the shared environment file, each instance on its own port and data folder', () => {
    expect(unitValue('ExecStart')).toBe('/usr/bin/node server/dist/server.js');
    expect(unitValue('EnvironmentFile')).toBe('/etc/portal/portal.env');
    expect(unitValues('Environment')).toEqual(expect.arrayContaining(['NODE_ENV=production', 'PORT=300%i', 'DATA_DIR=/var/lib/portal/%i']));
    // The environment file must not take the port back from the unit (EnvironmentFile= wins over Environment=).
    expect(exampleSettings.PORT).toBeUndefined();
    expect(exampleSettings.DATA_DIR).toBeUndefined();
    expect(unitValue('ReadWritePaths')).toBe('/var/lib/portal/%i');
    // Instance N is where the balancer looks for it by default.
    const haproxy = read('deploy/haproxy.cfg');
    for (const n of [1, 2, 3]) expect(haproxy).toContain(`server portal${n} "\${PORTAL_${n}-127.0.0.1:300${n}}"`);
  });

  it('confines the process', () => {
    expect(unitValue('User')).toBe('portal');
    expect(unitValue('NoNewPrivileges')).toBe('yes');
    expect(unitValue('ProtectSystem')).toBe('strict');
    expect(unitValue('ProtectHome')).toBe('yes');
    expect(unitValue('PrivateTmp')).toBe('yes');
    expect(unitValue('CapabilityBoundingSet')).toBe('');
    expect(unitValue('AmbientCapabilities')).toBe('');
    expect(unitValue('RestrictAddressFamilies')).toBe('AF_INET AF_INET6 AF_UNIX');
  });

  const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.runIf(systemdAnalyze)('passes systemd-analyze verify without a warning', () => {
    // A template is verified as one of its instances; verify warns (exit 0) about unknown or malformed settings.
    const folder = mkdtempSync(join(tmpdir(), 'portal-unit-'));
    try {
      copyFileSync(new URL('deploy/portal@.service', root), join(folder, 'portal@1.service'));
      const result = spawnSync('systemd-analyze', ['verify', '--man=no', join(folder, 'portal@1.service')], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
