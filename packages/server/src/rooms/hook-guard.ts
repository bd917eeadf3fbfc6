// Each room class's hooks guarded once for the class (base-room.ts), not once per room.

/** What a guarded hook's exception is handed to. */
interface Faulting { fault(err: unknown, methodName: string): void }

/** A room class's hooks, by name, as its prototype holds them. */
export type HookTable = Record<string, unknown>;

/** The hooks Colyseus calls, and whether an exception out of one goes on to Colyseus (which then
 *  refuses the create or the join, as it does without a guard) or stops here once logged. */
const HOOKS: Record<string, boolean> = { onCreate: true, onAuth: true, onJoin: true, onLeave: true, onDispose: false };
const guarded = new WeakSet<object>();

/**
 * Each hook of a room class logged on an exception (its fault method: BaseRoom#fault), wrapped once for the class on
 * its first room. Colyseus does the same when a room defines onUncaughtException, but for every
 * room, in closures of its own (each hook bound and wrapped, each timer and message handler too):
 * about 1.9 KiB of each live game's heap in the load test. A timer's exception reaches the process's
 * handler (index.ts), which logs it; the rooms' timers run their work through `enqueue`, which
 * catches it first.
 */
export function guardHooks(proto: HookTable): void {
  if (guarded.has(proto)) return;
  guarded.add(proto);
  for (const [name, rethrow] of Object.entries(HOOKS)) {
    const hook = proto[name];
    if (typeof hook !== 'function' || guarded.has(hook)) continue;
    const failed = (room: Faulting, err: unknown) => {
      room.fault(err, name);
      if (rethrow) throw err;
    };
    const wrapped = function (this: Faulting, ...args: unknown[]): unknown {
      try {
        const result: unknown = hook.apply(this, args);
        return result instanceof Promise ? result.catch((err: unknown) => failed(this, err)) : result;
      } catch (err) {
        return failed(this, err);
      }
    };
    guarded.add(wrapped);
    proto[name] = wrapped;
  }
}
