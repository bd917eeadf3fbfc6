#!/usr/bin/env node
// `castle-verify <record.json>`: checks a downloaded game record's shuffle and moves (issue 43) and
// prints each thing it checked. Exit 0: all hold; 1: something does not (a sentence says what);
// 2: the record was made before commitments, so its shuffle cannot be checked. Runs over the built
// dist. The server's bin, because the server's registry (dist/games) is where every game it plays is
// listed once: a record of a game it does not play is refused by name.
'use strict';
const fs = require('fs');
const { verifyShuffle } = require('@castle/game');
const { DEFAULT_GAMES } = require('../dist/games');

const games = () => DEFAULT_GAMES.map((served) => served.game);

function main(argv) {
  if (argv.length !== 1) {
    process.stderr.write('usage: castle-verify <record.json>\n');
    return 1;
  }
  let text;
  try {
    text = fs.readFileSync(argv[0], 'utf8');
  } catch (e) {
    process.stdout.write(`Not checked: ${argv[0]} cannot be read (${e.code ?? e.message}).\n`);
    return 1;
  }
  let input;
  try {
    input = JSON.parse(text);
  } catch {
    process.stdout.write('Not verified: this file is not JSON, so not a game record.\n');
    return 1;
  }
  const check = verifyShuffle(input, games());
  for (const line of check.checked ?? []) process.stdout.write(`checked: ${line}\n`);
  if (check.ok === true) {
    process.stdout.write('Shuffle verified: nobody could arrange this game\'s tiles, and its moves give its result.\n');
    return 0;
  }
  if (check.verifiable === false) {
    process.stdout.write(`Not verifiable: ${check.why}; the record does not carry the commitment, contributions and secret its seed came from.\n`);
    return 2;
  }
  process.stdout.write(`Not verified: ${check.problem}.\n`);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
