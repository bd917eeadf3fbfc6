// What every room of this server shares: its dependencies, and never letting an error kill the process.
import { Room, ServerError } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import { log } from '../log';
import type { GameStore } from '../store/store';

export interface RoomConfig {
  store: GameStore;
  /** Known only to this process: lets it recreate stored games under their own codes. */
  restoreKey: string;
  /** Several processes list their rooms in one Redis, so a room checks that it still holds its game. */
  shared: boolean;
}

let config: RoomConfig | null = null;

export function configureRooms(c: RoomConfig): void {
  config = c;
}

export function roomConfig(): RoomConfig {
  if (!config) throw new Error('rooms are not configured');
  return config;
}

export abstract class BaseRoom<S extends Schema> extends Room<S> {
  onUncaughtException(err: Error, methodName: string): void {
    if (err.cause instanceof ServerError) return; // a refusal with its code and sentence for the client, not a fault
    log.error('room error', { room: this.roomId, methodName, err });
  }
}
