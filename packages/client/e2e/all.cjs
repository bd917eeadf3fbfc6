// Runs every browser test (e2e/*.e2e.cjs) one after the other, each in its own process, and fails
// if any fails. A name on the command line runs only the files whose names contain it. Without
// chromium (or, for a test that needs them, redis-server, postgresql or nginx) the tests are skipped with one
// line per program saying what to install; with CI set, that is a failure (@castle/test-kit's needs.ts).
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { decide, installHint, missingInCi } = require('@castle/test-kit');

/** What a browser test needs besides chromium, which every one needs. */
const ALSO_NEEDS = { 'scale.e2e.cjs': ['redis-server', 'postgresql', 'nginx'] };

const chromium = decide('chromium');
if (chromium !== 'run') {
  console.log(chromium === 'fail' ? `browser tests failed: ${missingInCi('chromium')}` : `skipped: browser tests need chromium (${installHint('chromium')})`);
  process.exit(chromium === 'fail' ? 1 : 0);
}

const only = process.argv.slice(2);
const files = fs.readdirSync(__dirname).filter((f) => f.endsWith('.e2e.cjs') && (!only.length || only.some((o) => f.includes(o)))).sort();
const failed = [];
const skipped = new Map(); // program → how many files were skipped for it
const run = [];
const seconds = new Map(); // file → its run's seconds, for the slowest's list at the end
for (const f of files) {
  const missing = (ALSO_NEEDS[f] ?? []).filter((p) => decide(p) !== 'run');
  if (!missing.length) run.push(f);
  else if (decide(missing[0]) === 'fail') {
    console.log(`# ${f}: FAILED — ${missing.map(missingInCi).join('; ')}`);
    failed.push(f);
  } else for (const p of missing) skipped.set(p, (skipped.get(p) ?? 0) + 1);
}
for (const f of run) {
  console.log(`\n# ${f}`);
  const started = Date.now();
  const r = spawnSync(process.execPath, [path.join(__dirname, f)], { stdio: 'inherit' });
  seconds.set(f, (Date.now() - started) / 1000);
  console.log(`# ${f}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${seconds.get(f).toFixed(1)} s`);
  if (r.status !== 0) failed.push(f);
}
// Where CI's time goes: the ten slowest files, and all of them.
const slowest = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, 10);
if (slowest.length) console.log(`\nslowest: ${slowest.map(([f, s]) => `${f} ${s.toFixed(0)} s`).join(', ')}; all ${[...seconds.values()].reduce((a, s) => a + s, 0).toFixed(0)} s`);
for (const [p, n] of skipped) console.log(`skipped: ${n} browser test${n === 1 ? ' needs' : 's need'} ${p} (${installHint(p)})`);
if (failed.length) console.log(`\nbrowser tests failed: ${failed.join(', ')}`);
else if (run.length) console.log(`\nall ${run.length} browser test files passed`);
process.exit(failed.length ? 1 : 0);
