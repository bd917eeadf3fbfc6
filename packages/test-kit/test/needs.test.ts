// The switch for tests that need redis-server, postgresql, nginx or chromium: found on PATH (nginx also in
// /usr/sbin) they run; missing, they are skipped without CI and fail with it; the reporter prints
// one line per missing program for the whole run.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { ciIsSet, decide, findProgram, missingInCi, skippedTag } from '../src/needs';
const NeedsReporter = require('../needs-reporter.cjs');

const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'castle-test-'));

/** A folder with an executable `redis-server` and a `nginx` that is not executable. */
function bin(): string {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'redis-server'), '#!/bin/sh\n', { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'nginx'), '', { mode: 0o644 });
  return dir;
}

test('CI is set by any value but empty, "false" and "0"', () => {
  expect([undefined, '', 'false', '0', 'true', '1', 'yes'].map((CI) => ciIsSet({ CI }))).toEqual([false, false, false, false, true, true, true]);
});

test('a program is found on PATH when executable there, nginx also beside PATH; chromium is CHROMIUM when set', () => {
  const dir = bin();
  const empty = tempDir();
  expect(findProgram('redis-server', { PATH: `${empty}${path.delimiter}${dir}` })).toBe(path.join(dir, 'redis-server'));
  expect(findProgram('redis-server', { PATH: empty })).toBeNull();
  expect(findProgram('nginx', { PATH: dir }, [])).toBeNull();
  expect(findProgram('nginx', { PATH: empty }, [dir])).toBeNull();
  fs.chmodSync(path.join(dir, 'nginx'), 0o755);
  expect(findProgram('nginx', { PATH: empty }, [dir])).toBe(path.join(dir, 'nginx'));
  expect(findProgram('chromium', { PATH: empty, CHROMIUM: path.join(dir, 'redis-server') })).toBe(path.join(dir, 'redis-server'));
  expect(findProgram('chromium', { PATH: dir, CHROMIUM: path.join(empty, 'chrome') })).toBeNull();
});

test('postgresql is found by its pg_ctl, on PATH or in a folder beside it (Debian: /usr/lib/postgresql/<major>/bin)', () => {
  const dir = tempDir();
  const empty = tempDir();
  fs.writeFileSync(path.join(dir, 'pg_ctl'), '#!/bin/sh\n', { mode: 0o755 });
  expect(findProgram('postgresql', { PATH: dir }, [])).toBe(path.join(dir, 'pg_ctl'));
  expect(findProgram('postgresql', { PATH: empty }, [dir])).toBe(path.join(dir, 'pg_ctl'));
  expect(findProgram('postgresql', { PATH: empty }, [])).toBeNull();
});

test('tests run with the program, are skipped without it, and fail without it when CI is set', () => {
  const dir = bin();
  const empty = tempDir();
  expect(decide('redis-server', { PATH: dir, CI: 'true' })).toBe('run');
  expect(decide('redis-server', { PATH: empty })).toBe('skip');
  expect(decide('redis-server', { PATH: empty, CI: 'false' })).toBe('skip');
  expect(decide('redis-server', { PATH: empty, CI: 'true' })).toBe('fail');
  expect(decide('nginx', { PATH: empty, CI: '1' }, [])).toBe('fail');
  expect(missingInCi('nginx')).toMatch(/^nginx is not installed \(apt-get install nginx\)/);
});

test('the reporter prints one line per program, counting the tests skipped for it', () => {
  const result = (status: string, ...ancestorTitles: string[]) => ({ status, ancestorTitles });
  const results = {
    testResults: [
      { testResults: [result('passed', 'the SQLite store'), result('pending', `Redis ${skippedTag('redis-server')}`, 'the Redis store')] },
      { testResults: [result('pending', `one Redis ${skippedTag('redis-server')}`), result('pending', 'elsewhere'), result('pending', `proxy ${skippedTag('nginx')}`)] },
    ],
  };
  const lines: string[] = [];
  const write = jest.spyOn(process.stderr, 'write').mockImplementation((s) => { lines.push(String(s)); return true; });
  try {
    new NeedsReporter().onRunComplete(new Set(), results);
  } finally {
    write.mockRestore();
  }
  expect(lines).toEqual([
    'skipped: 2 tests need redis-server (apt-get install redis-server)\n',
    'skipped: 1 test needs nginx (apt-get install nginx)\n',
  ]);
});
