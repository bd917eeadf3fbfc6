// A game's synced state decoded into its public view once per move: the view changes only when an
// action is taken (the server syncs it then, with the count of moves in the same patch), when the
// table ends the game (`over`, and no seat to act), or when the first tile is drawn (`tile`: nothing
// is drawn before every seat has contributed to the shuffle, issue 43), while the page draws far
// more often (a pointer over the board, a clock). Reading the synced arrays goes through Colyseus'
// proxies, about a tenth of a millisecond for a whole board.
export function oncePerMove<S extends { moves: number; over: boolean; tile: number }, V>(decode: (s: S) => V): (s: S) => V {
  const last = new WeakMap<S, { moves: number; over: boolean; tile: number; view: V }>();
  return (s) => {
    let seen = last.get(s);
    if (!seen || seen.moves !== s.moves || seen.over !== s.over || seen.tile !== s.tile) last.set(s, (seen = { moves: s.moves, over: s.over, tile: s.tile, view: decode(s) }));
    return seen.view;
  };
}
