// The HTTP and WebSocket server: express for pages and health, Colyseus for games, on one port.
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as path from 'path';
import express from 'express';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { sweepAbandoned } from './abandon';
import { stampCreators } from './address';
import { gamesFull, wordRefusals } from './capacity';
import { closeBotPool } from './bot-pool';
import { sharedThrough } from './colyseus-internals';
import { secret } from './codes';
import { HttpLimits, httpLimitsFromEnv, limitRequests } from './http-limits';
import { allowedOrigins, apiHeaders, compressAnswers, restrictMatchmaker, securityHeaders, staticFiles } from './http-headers';
import { colyseusLogger, log } from './log';
import { metricsPage } from './metrics';
import { GameOpener, openOnJoin } from './opener';
import { gameInfoLookup } from './game-info';
import { recordRoutes } from './record-route';
import { ratingApi } from './rating-routes';
import { sweepUnrated } from './rating-sweep';
import { RATING_PAGES, ratingPages } from './rating-pages';
import { ReplayBudget } from './replay-cache';
import { gamePage } from './game-page';
import { plainPage } from './plain-page';
import { apiNotFound, pageNotFound } from './not-found';
import { DailyLimit, ratedGamesPerDay } from './identity';
import { configureRooms } from './rooms/base-room';
import { GameRoom } from './rooms/game-room';
import { OpenGamesLobby, lobbiesMadeByServerOnly } from './rooms/lobby-room';
import { DEFAULT_GAMES, ServedGame, gameById, serveGames, servedGames } from './games';
import { rematchRoute } from './rematch-way';
import { replayRoute } from './replay-route';
import { standingsRoute } from './standings';
import { closeSlowReaders } from './send-backlog';
import { time } from './time';
import { countingErrors } from './store/counted';
import type { StoreKind } from './store/open-store';
import type { GameStore } from './store/store';
import { StoreWatch } from './store/watch';
import { LOBBY_ROOM } from '@castle/protocol';

export interface ServerOptions {
  port: number;
  store: GameStore;
  /** Which store it is, for /health (default: sqlite). */
  storeKind?: StoreKind;
  /** The built client to serve, if it exists. */
  publicDir?: string;
  /** Several processes: rooms listed and seats reserved through this Redis (Colyseus' presence and driver). */
  redisUrl?: string;
  /** host:port at which browsers reach this process's WebSocket, when there are several. */
  publicAddress?: string;
  /** Origins whose pages may call /api and /matchmake (default: ALLOWED_ORIGINS; none, same origin only). */
  allowedOrigins?: Set<string>;
  /** BODY_LIMIT, LOOKUP_PER_MINUTE and TRUST_PROXY (default: from the environment). */
  limits?: HttpLimits;
  /** /metrics answers only with this bearer token (default: METRICS_TOKEN; unset, it is open). */
  metricsToken?: string;
  /** The games it plays (default: games.ts's DEFAULT_GAMES, the Castle and Carcassonne). */
  games?: readonly ServedGame[];
}

export interface RunningServer {
  port: number;
  /** Tell clients to come back later, close every room and the store. */
  shutdown(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  serveGames(opts.games ?? DEFAULT_GAMES);
  const store = countingErrors(opts.store);
  let accepting = false; // until it listens (stored games open when joined: opener.ts)
  const held = (code: string) => opener.held(code);
  const watch = new StoreWatch(store);
  await watch.start(); // the store leaves its mark, to notice later if it loses its games
  const app = express();
  app.disable('x-powered-by');
  const origins = opts.allowedOrigins ?? allowedOrigins();
  restrictMatchmaker(origins);
  app.use(securityHeaders(opts.publicAddress), compressAnswers());
  app.use(['/health', '/api'], apiHeaders(origins));

  // Ok only while the process takes games and its store takes writes and still holds its games; the
  // figures are on /metrics.
  app.get('/health', async (_req, res) => {
    const s = await watch.status();
    const reason = !s.ok ? s.reason : accepting ? null : 'the server is starting or shutting down';
    // Full (MAX_GAMES), the process is well: its games go on, and it takes new ones again as soon as
    // some end. Said here for whoever watches it, without failing the check, which would take the
    // running games' players away from it.
    res.status(reason ? 503 : 200).json({
      ok: !reason, ...(reason ? { reason } : {}), store: s.ok ? 'ok' : s.problem, storeKind: opts.storeKind ?? 'sqlite', games: gamesFull() ? 'full' : 'ok', uptime: Math.round(process.uptime()),
    });
  });
  app.get('/metrics', metricsPage(opts.metricsToken ?? process.env.METRICS_TOKEN));
  // Tests only: move the process's time on (time.ts) instead of waiting for a deadline.
  if (process.env.TEST_TIME_HOOK === '1') {
    app.post('/test/advance-time', (req, res) => { time.advance(Number(req.query.ms) || 0); res.json({ now: time.now() }); });
  }

  // What a page needs to know before joining (is a seat free, is it over), and a finished game's
  // record for replays: options, names, moves, result. Never the seed or a token (game-info.ts).
  const lookup = gameInfoLookup(store, held);
  const replays = new ReplayBudget(); // replays computed, for the replay's and the record's text alike
  app.get('/api/games/:code', async (req, res) => {
    const found = await lookup(String(req.params.code));
    res.status(found.status).json(found.body);
  });

  // How each of a browser's own games stands, for the start page's list (standings.ts).
  app.get('/api/standings', standingsRoute(store, held));

  // A player's seat in a finished game's rematch, from its seat token there (rematch-way.ts).
  app.post('/api/games/:code/rematch', ...rematchRoute(store));

  // Every position of a game so far, finished or live, for the replay viewer (a late watcher too).
  app.get('/api/games/:code/replay', replayRoute(store, held, undefined, replays));

  // A finished game's record to keep, as JSON and as text; never a live game's (record-route.ts).
  const record = recordRoutes(store, held, replays);
  app.get('/api/games/:code/record', record.json);
  app.get('/api/games/:code/record.txt', record.text);

  // A pool's leaderboard and a player's ratings and rated games (rating-routes.ts).
  app.use('/api', ratingApi(countingErrors(store.ratings)));

  app.use(['/api', '/health'], apiNotFound);

  if (opts.publicDir && fs.existsSync(path.join(opts.publicDir, 'index.html'))) {
    const { files, page: built } = staticFiles(opts.publicDir);
    const page = plainPage(opts.publicDir, built); // in the browser's language
    app.get('/', page); // before the files, which would serve it as built
    app.use(files);
    // The page's own addresses (a game, its replay, help, and game links without a code, which the
    // page explains) all get the page.
    // A game's page carries its first view (game-page.ts): the status and the board at once.
    app.get('/g/:code', gamePage(opts.publicDir, lookup, page));
    app.get('/g/:code/replay', gamePage(opts.publicDir, lookup, page, true));
    app.get(['/help', '/g', '/g/*', '/record', '/shuffle'], page); // /record: a record opened from disk; /shuffle: how the shuffle is checked
    // A game's help (/help/<id>) for the games served; /help/chess is not found.
    app.get('/help/:game', (req, res, next) => (gameById(req.params.game) ? page(req, res, next) : next()));
    // The leaderboards and players' pages, titled (rating-pages.ts); a pool no game has is not found.
    app.get(RATING_PAGES, ratingPages(opts.publicDir, page));
    app.use(pageNotFound(page)); // any other address
  }

  const server = http.createServer(app);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server, maxPayload: 4 * 1024 }),
    greet: false,
    gracefullyShutdown: false,
    logger: colyseusLogger,
    ...(opts.redisUrl ? sharedThrough(opts.redisUrl) : {}),
    publicAddress: opts.publicAddress,
  });
  // After Colyseus has put its matchmaker in front of express: the limits go in front of both.
  const limiters = limitRequests(server, opts.limits ?? httpLimitsFromEnv());
  stampCreators();
  closeSlowReaders();
  lobbiesMadeByServerOnly();
  const restoreKey = secret();
  configureRooms({
    store, restoreKey, shared: Boolean(opts.redisUrl), watch, limiters,
    daily: { identities: new DailyLimit(), ratedGames: new DailyLimit(ratedGamesPerDay(), undefined, 'ratedGames') },
  });
  // Open games are public rooms, listed live in the lobby; every other game is private.
  for (const { game } of servedGames()) gameServer.define(game.id, GameRoom).enableRealtimeListing();
  gameServer.define(LOBBY_ROOM, OpenGamesLobby);
  const opener = new GameOpener(store, restoreKey);
  openOnJoin(opener);
  wordRefusals();
  await gameServer.listen(opts.port);
  await matchMaker.createRoom(LOBBY_ROOM, {});

  // However many games the store holds, none is opened before someone joins it (opener.ts); those
  // nobody touched for EXPIRE_DAYS are marked abandoned as time goes by. Rated games whose end was
  // not rated (a store that failed, a process that died) are rated from their stored result.
  const stopSweeping = sweepAbandoned(store, held);
  const stopRating = sweepUnrated(store);
  accepting = true;
  const port = (server.address() as AddressInfo).port;
  log.info('listening', { port, processId: matchMaker.processId, publicAddress: opts.publicAddress });

  return {
    port,
    async shutdown() {
      accepting = false;
      stopSweeping();
      stopRating();
      watch.stop();
      log.info('shutting down');
      await gameServer.gracefullyShutdown(false);
      await closeBotPool();
      await store.close();
    },
  };
}
