// What the board relies on in PixiJS beyond its documented API (src/view/pixi-internals.ts), checked
// against the installed Pixi: an upgrade that changes any of it fails here, by name. Pixi loads as
// ES modules only (earcut), so the checks run in a Node process of their own.
import { execFileSync } from 'child_process';
import * as path from 'path';

const CHECKS = `
// The browser's globals Pixi reads (Node 20 has none of them); frames are never drawn here.
globalThis.navigator ??= { userAgent: 'node' };
globalThis.requestAnimationFrame = () => 0;
globalThis.cancelAnimationFrame = () => {};
const pixi = await import('pixi.js');
const out = {};
// The renderer's scheduler runs its due tasks from the system ticker, through _update.
const scheduler = new pixi.SchedulerSystem();
const listening = pixi.Ticker.system.count;
scheduler.init();
out.schedulerJoinsTicker = pixi.Ticker.system.count === listening + 1;
let runs = 0;
scheduler.repeat(() => { runs++; }, 0, false);
const update = Reflect.get(scheduler, '_update');
out.updateIsFunction = typeof update === 'function';
update.call(scheduler);
out.updateRunsDueTasks = runs === 1;
// The system ticker can be kept from starting and stopped.
pixi.Ticker.system.start();
pixi.Ticker.system.autoStart = false;
pixi.Ticker.system.stop();
out.tickerStops = pixi.Ticker.system.started === false;
// setTargetElement(null) removes the pointer listeners and adds none.
const events = new pixi.EventSystem({});
events.setTargetElement(null);
out.eventsWithoutElement = events.domElement === null && Reflect.get(events, '_eventsAdded') === false;
console.log(JSON.stringify(out));
`;

test('the scheduler, the system ticker and the event system behave as pixi-internals.ts relies on', () => {
  const text = execFileSync(process.execPath, ['--input-type=module', '-e', CHECKS], { cwd: path.join(__dirname, '..'), encoding: 'utf8' });
  expect(JSON.parse(text.trim().split('\n').pop()!)).toEqual({
    schedulerJoinsTicker: true, updateIsFunction: true, updateRunsDueTasks: true, tickerStops: true, eventsWithoutElement: true,
  });
});
