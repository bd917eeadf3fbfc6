// Runs every browser test (e2e/*.e2e.cjs) one after the other, each in its own process, and fails
// if any fails. A name on the command line runs only the files whose names contain it.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const only = process.argv.slice(2);
const files = fs.readdirSync(__dirname).filter((f) => f.endsWith('.e2e.cjs') && (!only.length || only.some((o) => f.includes(o)))).sort();
const failed = [];
for (const f of files) {
  console.log(`\n# ${f}`);
  const started = Date.now();
  const r = spawnSync(process.execPath, [path.join(__dirname, f)], { stdio: 'inherit' });
  console.log(`# ${f}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) failed.push(f);
}
console.log(failed.length ? `\nbrowser tests failed: ${failed.join(', ')}` : `\nall ${files.length} browser test files passed`);
process.exit(failed.length ? 1 : 0);
