// Carcassonne's turn on the page: the shared turn (logic/turn-flow.ts) with Carcassonne's hooks,
// read in the plane's coordinates. The synced state is the server's own sync of the rules' public
// view, so the turn reads exactly what the room sends.
import { CarcAction, CarcState, applyAction, createGame, legalActions, publicView } from '@castle/carcassonne';
import { PlayerState } from '../../server/src/schema';
import { CarcassonneSchema, syncCarcassonne } from '../../server/src/games/carcassonne';
import { CarcActions, CarcTurn } from '../src/games/carcassonne/logic/game-turn';
import { cellOf } from '../src/games/carcassonne/logic/step';
import { followerHint, placeHint, turnHint } from '../src/logic/turn-words';

/** A table of two whose tiles come in `order` (or shuffled by `seed`); `sent` holds what the page sent. */
function table(order: string[], seed?: string) {
  let state: CarcState = createGame({ seats: 2, ...(seed ? { seed } : { order }) });
  const schema = new CarcassonneSchema();
  ['Ann', 'Bob'].forEach((name, i) => {
    const p = new PlayerState();
    p.name = name;
    p.seated = p.connected = true;
    schema.players[i] = p;
  });
  let moves = 0;
  const sync = () => { schema.moves = moves; syncCarcassonne(schema, publicView(state)); };
  sync();
  const sent: { moves: number; actions: CarcAction[] }[] = [];
  const turn = new CarcTurn(() => schema, (m, actions) => { sent.push({ moves: m, actions }); return true; });
  turn.seat = 0;
  const offer = (): CarcActions => ({ moves, actions: legalActions(state), hints: [] });
  const play = (a: CarcAction) => {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    moves++;
    sync();
  };
  return { turn, sent, offer, play, state: () => state };
}

test('arrow keys go through the lit cells left to right, top to bottom (not in the order the rules list them)', () => {
  const t = table([], 'x');
  for (let k = 0; k < 4; k++) t.play(legalActions(t.state()).at(-1)!); // two turns: the rules' list is out of reading order now
  t.turn.seat = t.state().toAct;
  t.turn.take(t.offer());
  const seen: string[] = [];
  for (const _ of t.turn.legalCells()) {
    t.turn.key('ArrowRight');
    seen.push(`${t.turn.selected!.x},${t.turn.selected!.y}`);
  }
  const sorted = t.turn.legalCells().sort((a, b) => a.y - b.y || a.x - b.x).map((c) => `${c.x},${c.y}`);
  expect(seen).toEqual(sorted);
});

test('a straight road turned half round looks the same: where both fit, it is offered once', () => {
  const t = table(['U', 'U', 'U']);
  const offer = t.offer();
  t.turn.take(offer);
  const legal = (c: { x: number; y: number }) => offer.actions.filter((a) => a.type === 'place' && a.x === c.x && a.y === c.y).length;
  expect(t.turn.legalCells().map((c) => [legal(c), t.turn.rotations(c).length])).toContainEqual([2, 1]);
  expect(t.turn.legalCells().every((c) => t.turn.rotations(c).length * 2 === legal(c))).toBe(true);
});

test('Place here goes on to the follower step on the chosen cell, unsent; Esc takes the tile back with the cell still chosen', () => {
  const t = table(['E', 'E', 'E']);
  t.turn.take(t.offer());
  t.turn.key('ArrowRight');
  const chosen = t.turn.selected;
  t.turn.key('Enter');
  const f = t.turn.choosingFollower();
  expect([f?.at, f?.place?.type, f?.options[0].spot, t.sent.length]).toEqual([chosen, 'place', null, 0]);
  expect(t.turn.key('Escape')).toBe(true);
  expect([t.turn.choosingFollower(), t.turn.placing(), t.turn.selected]).toEqual([null, true, chosen]);
});

test('Confirm sends the placement and the picked follower together, once', () => {
  const t = table(['E', 'E', 'E']);
  t.turn.take(t.offer());
  t.turn.key('ArrowRight');
  t.turn.key('Enter');
  t.turn.key('ArrowDown'); // from "no follower" to the first spot
  const f = t.turn.choosingFollower()!;
  const follower = f.options[f.picked];
  t.turn.key('Enter');
  t.turn.key('Enter');
  expect(t.sent).toEqual([{ moves: 0, actions: [f.place, follower] }]);
  expect(follower.spot).not.toBeNull();
});

test('a follower step the server holds (the placement sent alone) is chosen on the tile that lies there', () => {
  const t = table(['E', 'E', 'E']);
  const place = legalActions(t.state()).find((a) => a.type === 'place')!;
  t.play(place);
  t.turn.take(t.offer());
  const f = t.turn.choosingFollower()!;
  expect([f.at, f.place, t.turn.takeBack()]).toEqual([{ x: (place as { x: number }).x, y: (place as { y: number }).y }, null, false]);
  expect(t.turn.tapSpot(f.options[1].spot!)).toBe(true);
  expect(t.turn.highlight().length).toBeGreaterThan(0);
});

test('the drawn tile is pictured turned as chosen on the board, and stays so in the follower step', () => {
  const t = table(['V', 'V', 'V']);
  t.turn.take(t.offer());
  const cell = t.turn.legalCells().find((c) => t.turn.rotations(c).length > 1)!;
  t.turn.tapCell(cellOf(cell));
  t.turn.key('r');
  const rot = t.turn.rot;
  expect([rot, t.turn.tileRot()]).toEqual([t.turn.rotations(cell)[1], rot]);
  t.turn.key('Enter');
  expect([t.turn.choosingFollower()?.place?.rot, t.turn.tileRot()]).toEqual([rot, rot]);
});

test('the hint follows the step: where to put the tile, then the follower, then nothing once sent', () => {
  const t = table(['E', 'E', 'E']);
  t.turn.take(t.offer());
  const hints = [turnHint(t.turn, false)];
  t.turn.key('ArrowRight');
  t.turn.key('Enter');
  hints.push(turnHint(t.turn, false));
  t.turn.key('Enter');
  hints.push(turnHint(t.turn, false));
  expect(hints).toEqual([placeHint(false, { keys: false, canTurn: false }), followerHint(true, { keys: false, canTurn: false }), '']);
});
