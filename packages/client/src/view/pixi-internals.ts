// Every place the board leans on PixiJS 8 beyond its documented API, in one file;
// test/pixi-internals.test.ts fails when an upgrade changes what it relies on.
import { Application, Ticker } from 'pixi.js';

/** `setTargetElement` as Pixi's code takes it: its types do not allow null. */
interface EventsWithoutTarget { setTargetElement(element: HTMLElement | null): void }

/**
 * Leave the board idle between its own renders. Pixi's pointer events are not used (the board reads
 * taps, pans and pinches itself), and they keep a ticker running every frame for hover checks:
 * `EventSystem#setTargetElement(null)` takes them off the canvas (it removes the listeners, then adds
 * none without an element). The renderer's scheduler (its clean-ups) keeps Pixi's system ticker
 * asking for every frame, forever: that ticker is stopped, and `runDueTasks` runs the scheduler's
 * due tasks after each render instead.
 */
export function quietPixi(app: Application): void {
  (app.renderer.events as EventsWithoutTarget | undefined)?.setTargetElement(null);
  Ticker.system.autoStart = false;
  Ticker.system.stop();
}

/** The renderer's scheduler's due tasks (`SchedulerSystem#_update`, which the stopped system ticker ran). */
export function runDueTasks(app: Application): void {
  const scheduler: object | undefined = app.renderer.scheduler; // its _update is private in Pixi's types
  const update: unknown = scheduler && Reflect.get(scheduler, '_update');
  if (typeof update === 'function') update.call(scheduler);
}
