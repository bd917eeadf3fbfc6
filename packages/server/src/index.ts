// The game server process, with embedded defaults: `npm start` needs nothing else.
//   PORT       port for HTTP and WebSocket (2567)
//   DATA_DIR   folder of the embedded SQLite store (<repo>/data), used without DATABASE_URL
//   DATABASE_URL  keep games in this PostgreSQL instead (needed with several processes)
//   REDIS_URL  share live rooms with the other processes through this Redis (it holds no game)
//   PUBLIC_ADDRESS  host:port at which browsers reach this process (needed with several processes)
import * as path from 'path';
import { startServer } from './app';
import { log } from './log';
import { StoreSettingError, openStore } from './store/open-store';

/** How long a shutdown may take before the process exits anyway. */
const SHUTDOWN_MS = 10_000;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 2567);
  const dataDir = process.env.DATA_DIR ?? path.resolve(__dirname, '../../../data');
  const { store, kind, where } = await openStore(process.env, dataDir);
  const publicDir = process.env.PUBLIC_DIR ?? path.resolve(__dirname, '../../client/dist');
  const server = await startServer({ port, store, storeKind: kind, publicDir, redisUrl: process.env.REDIS_URL, publicAddress: process.env.PUBLIC_ADDRESS });
  log.info('ready', { url: `http://localhost:${server.port}`, store: kind, at: where, rooms: process.env.REDIS_URL ? 'shared through Redis' : 'this process only' });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('signal', { signal });
    // Every move is stored before it is shown, so a shutdown that does not finish (a room waiting on
    // a client that never comes) may be cut short without losing anything.
    const cut = setTimeout(() => { log.error('shutdown took too long: exiting', { ms: SHUTDOWN_MS }); process.exit(0); }, SHUTDOWN_MS);
    await server.shutdown().catch((err) => log.error('shutdown failed', { err }));
    clearTimeout(cut);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

// A bug in one game must not end the others: log it and go on.
process.on('uncaughtException', (err) => log.error('uncaught exception', { err }));
process.on('unhandledRejection', (err) => log.error('unhandled rejection', { err }));

main().catch((err) => {
  // A setting it cannot start with is the operator's to fix: its sentence, without a stack.
  log.error('could not start', err instanceof StoreSettingError ? { reason: err.message } : { err });
  process.exit(1);
});
