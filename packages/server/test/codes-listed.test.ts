// The README's list of codes is whole: every code the server, its notices and both games' rules can
// send is there (the rules' codes read from their ErrorCode types), and it lists no code that is not.
import { readFileSync } from 'fs';
import { join } from 'path';
import { NOTICE, REFUSAL } from '@castle/protocol';

const ROOT = join(__dirname, '../../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const start = readme.indexOf('\n## Codes\n'), next = readme.indexOf('\n## ', start + 1);
const section = start < 0 ? '' : readme.slice(start, next < 0 ? undefined : next);
const listed = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);

/** The codes of a rules package's ErrorCode union, as its types.ts spells them. */
function ruleCodes(pkg: string): string[] {
  const types = readFileSync(join(ROOT, 'packages', pkg, 'src/types.ts'), 'utf8');
  const union = /export type ErrorCode =([^;]+);/.exec(types)![1];
  return [...union.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]);
}

const sent = new Set([...Object.values(REFUSAL), ...Object.values(NOTICE), ...ruleCodes('rules'), ...ruleCodes('carcassonne')]);

test('the README has a section of codes, each listed once', () => {
  expect(listed.length).toBeGreaterThan(40);
  expect(listed.length).toBe(new Set(listed).size);
});

test('every code the server or the rules can send is listed in the README', () => {
  expect([...sent].filter((code) => !listed.includes(code))).toEqual([]);
});

test('the README lists no code that nothing sends', () => {
  expect(listed.filter((code) => !sent.has(code))).toEqual([]);
});
