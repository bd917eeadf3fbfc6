// The room hooks' guard (rooms/hook-guard.ts): an exception out of a hook is handed to the room's
// fault method with the hook's name; a create, an auth, a join or a leave still fails (Colyseus
// refuses it), a dispose does not; each class is wrapped once, whatever its number of rooms.
import { guardHooks } from '../src/rooms/hook-guard';

/** A room class of its own for each test: the guard wraps a class once. */
function roomClass() {
  return class Room {
    faults: string[] = [];
    fault(err: unknown, methodName: string): void {
      this.faults.push(`${methodName}: ${(err as Error).message}`);
    }
    onJoin(): void {
      throw new Error('join broke');
    }
    async onLeave(): Promise<void> {
      throw new Error('leave broke');
    }
    onDispose(): void {
      throw new Error('dispose broke');
    }
    onCreate(): string {
      return 'created';
    }
  };
}

test('a hook that throws is handed to fault by name and still fails its join', () => {
  const Room = roomClass();
  guardHooks(Room.prototype as unknown as Record<string, unknown>);
  const room = new Room();
  expect(() => room.onJoin()).toThrow('join broke');
  expect(room.faults).toEqual(['onJoin: join broke']);
});

test('a hook whose promise rejects is handed to fault and still rejects', async () => {
  const Room = roomClass();
  guardHooks(Room.prototype as unknown as Record<string, unknown>);
  const room = new Room();
  await expect(room.onLeave()).rejects.toThrow('leave broke');
  expect(room.faults).toEqual(['onLeave: leave broke']);
});

test('a dispose that throws is handed to fault and goes no further', () => {
  const Room = roomClass();
  guardHooks(Room.prototype as unknown as Record<string, unknown>);
  const room = new Room();
  expect(room.onDispose()).toBeUndefined();
  expect(room.faults).toEqual(['onDispose: dispose broke']);
});

test('a hook that works answers as it did', () => {
  const Room = roomClass();
  guardHooks(Room.prototype as unknown as Record<string, unknown>);
  expect(new Room().onCreate()).toBe('created');
});

test('a class guarded twice is wrapped once: a fault is told once', () => {
  const Room = roomClass();
  guardHooks(Room.prototype as unknown as Record<string, unknown>);
  guardHooks(Room.prototype as unknown as Record<string, unknown>);
  class Sub extends Room {}
  guardHooks(Sub.prototype as unknown as Record<string, unknown>);
  const room = new Sub();
  expect(() => room.onJoin()).toThrow('join broke');
  expect(room.faults).toEqual(['onJoin: join broke']);
});
