// A jest reporter (jest.config.js at the root): once the run is over, one line per program that
// tests were skipped for (their block's title ends with src/needs.ts' skippedTag), saying how many
// and what to install. Plain CommonJS, so that jest loads it before anything is built.
const TAG = /\[skipped: needs ([\w-]+)\]$/;

class NeedsReporter {
  onRunComplete(_contexts, results) {
    const skipped = new Map();
    for (const file of results.testResults) {
      for (const t of file.testResults) {
        const program = t.status === 'pending' && t.ancestorTitles.map((title) => TAG.exec(title)?.[1]).find(Boolean);
        if (program) skipped.set(program, (skipped.get(program) ?? 0) + 1);
      }
    }
    for (const [program, n] of skipped) {
      process.stderr.write(`skipped: ${n} ${n === 1 ? 'test needs' : 'tests need'} ${program} (apt-get install ${program})\n`);
    }
  }
}

module.exports = NeedsReporter;
