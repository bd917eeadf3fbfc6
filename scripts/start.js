// `npm start`: runs the game server once it exists (packages/server, the next milestone).
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

if (fs.existsSync(path.join(__dirname, '..', 'packages', 'server', 'package.json'))) {
  const r = spawnSync('npm', ['start', '-w', '@castle/server'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
console.error('The game server (packages/server) is not built yet: only the rules library exists so far.');
console.error('It is built in packages/rules/dist; `npm test` runs its tests and `npm run bench` its benchmark.');
process.exit(1);
