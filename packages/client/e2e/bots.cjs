// Two colyseus.js clients in Node that play the Castle fast, for the browser tests that watch a game
// made without a browser (replays).
const { Client } = require('colyseus.js');

const until = async (ok, what, ms = 20000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Ann and Bob, both seated (the server refuses moves until both seats are taken), at a game of
 *  `game` ('castle', or 'carcassonne' for two). */
async function seatedPair(url, game = 'castle') {
  const track = (room) => {
    const p = { room, seat: null, actions: null };
    room.onMessage('seat', (m) => { p.seat = m.seat; p.token = m.token; });
    room.onMessage('actions', (m) => { p.actions = m; });
    room.onMessage('error', () => undefined);
    return p;
  };
  const ann = track(await new Client(url).create(game, { name: 'Ann', ...(game === 'carcassonne' ? { seats: 2 } : {}) }));
  const bob = track(await new Client(url).joinById(ann.room.roomId, { name: 'Bob' }));
  // The Castle seats the creator first; Carcassonne draws the seats' order.
  await until(() => ann.seat !== null && bob.seat !== null, 'both seats');
  return [ann, bob];
}

/** Play `moves` moves (or to the end), a follower now and then; returns how many were made. */
async function playMoves(players, moves = Infinity) {
  const state = () => players[0].room.state;
  let made = 0;
  while (!state().over && made < moves) {
    const turn = state().moves;
    const p = players.find((x) => x.seat === state().toAct);
    await until(() => p.actions && p.actions.moves === turn, 'legal actions');
    const legal = p.actions.actions;
    const follower = legal.find((a) => a.type === 'follower' && a.piece !== null);
    p.room.send('action', { moves: turn, action: follower && made % 3 === 1 ? follower : legal[made % legal.length] });
    await until(() => players.every((x) => x.room.state.moves > turn), 'the move to show');
    made++;
  }
  return made;
}

module.exports = { until, seatedPair, playMoves };
