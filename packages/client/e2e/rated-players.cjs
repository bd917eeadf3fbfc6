// What the browser tests of rated games share: an identity made in Node as a page makes one (a P-256
// key pair, its id from the public key: docs/identity.md), written as the identity file the page keeps
// under castle.identity; and a player's rating put in a server's data folder before it starts, as a
// finished rated game leaves it (the store's own calls, from the server's build).
const path = require('path');
const { webcrypto } = require('crypto');
const { ROOT } = require('./browser.cjs');

const { base64url, identityId } = require(path.join(ROOT, 'packages/protocol/dist'));
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' };

/** A new identity named `name`: its id, public key (SPKI, base64url) and the text of its file. */
async function newIdentity(name) {
  const { subtle } = webcrypto;
  const pair = await subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const { x, y, d } = await subtle.exportKey('jwk', pair.privateKey);
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  const id = identityId(new Uint8Array(await subtle.digest('SHA-256', spki)));
  const file = { format: 'castle-identity', version: 1, id, name, created: new Date().toISOString(), key: { kty: 'EC', crv: 'P-256', x, y, d } };
  return { id, name, publicKey: base64url(spki), text: `${JSON.stringify(file, null, 2)}\n` };
}

/** Every page of `context` keeps `identity`, as if made there. */
const keepIdentity = (context, identity) => context.addInitScript((text) => localStorage.setItem('castle.identity', text), identity.text);

/**
 * `player` (an identity) holds `rating` in `pool` in the SQLite store of `dataDir`: one rated game won
 * against a stand-in, stored as the room stores one (the stand-in is kept too, as the store asks).
 */
async function seedRating(dataDir, player, pool, rating) {
  const { SqliteStore } = require(path.join(ROOT, 'packages/server/dist/store/sqlite'));
  const { NEW_PLAYER } = require(path.join(ROOT, 'packages/server/dist/rating'));
  const { rulesVersion } = require(path.join(ROOT, 'packages/rules/dist'));
  const store = new SqliteStore(dataDir);
  const other = await newIdentity('Stand-in'), now = Date.now(), code = 'SEED1';
  const options = { falcon: false, variants: {} };
  await store.create({ code, game: 'castle', rules: rulesVersion(options), options, seed: 'seed', createdAt: now - 60_000, seats: [{ name: player.name, token: null }, { name: other.name, token: null }] });
  for (const p of [player, other]) await store.ratings.addPlayer(p.id, p.publicKey, p.name, now - 60_000);
  const after = { rating, deviation: 80, volatility: NEW_PLAYER.volatility };
  await store.ratings.recordRated(code, pool, [
    { seat: 0, player: player.id, score: 1, change: { before: NEW_PLAYER, after, change: rating - NEW_PLAYER.rating } },
    { seat: 1, player: other.id, score: 0, change: { before: NEW_PLAYER, after: NEW_PLAYER, change: 0 } },
  ], now - 30_000);
  await store.close();
}

module.exports = { newIdentity, keepIdentity, seedRating };
