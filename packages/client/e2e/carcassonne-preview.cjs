// A page of the Carcassonne art to look at, not a test: the 24 tile kinds at two sizes, the tiles
// still to come (closed), the followers of every seat, and small boards of matching tiles to see
// that neighbours join. Screenshots go to /work/art-preview.png (desktop) and
// /work/art-preview-phone.png (390 px wide). Run: node packages/client/e2e/carcassonne-preview.cjs
const fs = require('fs');
const path = require('path');
const ts = require('typescript');
const { chromium } = require('playwright-core');

// The art is TypeScript without dependencies: compile it on the fly.
require.extensions['.ts'] = (m, file) => {
  const out = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  m._compile(out.outputText, file);
};
const art = path.join(__dirname, '../src/games/carcassonne/art');
const { CARC_PICTURES } = require(path.join(art, 'pictures.ts'));
const { carcassonneTileSvg } = require(path.join(art, 'tile-svg.ts'));
const { carcFollowerSvg, carcFollowerBody } = require(path.join(art, 'follower-svg.ts'));
const { CARC_SEATS } = require(path.join(art, 'palette.ts'));

const img = (svg, px, title = '') => `<img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}" width="${px}" height="${px}" title="${title}">`;
const kinds = Object.keys(CARC_PICTURES);
const tiles = (px) => kinds.map((k) => `<figure>${img(carcassonneTileSvg(CARC_PICTURES[k], 0, { size: px }), px, k)}<figcaption>${k}</figcaption></figure>`).join('');

/** A board of [kind, turn] cells (null: empty), each cell `px` wide, with no gap between tiles. */
function board(rows, px, followers = []) {
  const cells = rows.map((row, y) => row.map((c, x) => (c ? `<div style="position:absolute;left:${x * px}px;top:${y * px}px">${img(carcassonneTileSvg(CARC_PICTURES[c[0]], c[1], { size: px }), px)}</div>` : '')).join('')).join('');
  const figs = followers.map(([seat, pose, x, y]) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44" width="${px * 0.3}" height="${px * 0.3}">${carcFollowerBody(seat, pose, 22, 22, 40)}</svg>`;
    return `<div style="position:absolute;left:${x * px - px * 0.15}px;top:${y * px - px * 0.15}px">${img(svg, px * 0.3)}</div>`;
  }).join('');
  return `<div class="board" style="width:${rows[0].length * px}px;height:${rows.length * px}px">${cells}${figs}</div>`;
}

// A road across three tiles (D, U, D), cities across two (E over D, M over D), a cloister, a ring city.
const road = [[['E', 2], ['B', 0], ['M', 2]], [['D', 0], ['U', 1], ['D', 0]], [['V', 0], ['A', 0], ['I', 0]]];
const ring = [[['N', 2], ['N', 3]], [['N', 1], ['N', 0]]];
const mix = [[['K', 0], ['F', 1], ['W', 3]], [['S', 2], ['O', 0], ['X', 0]], [['L', 0], ['P', 2], ['J', 3]]];
const meeples = [[1, 'standing', 0.5, 1.55], [0, 'lying', 0.55, 2.25], [3, 'standing', 1.5, 2.5], [4, 'standing', 2.5, 0.3], [2, 'lying', 1.2, 0.8]];

// Say so when a board's neighbours do not match (the picture would then prove nothing).
const { rotateCarcPicture } = require(path.join(art, 'pictures.ts'));
for (const rows of [road, ring, mix]) {
  const e = (c) => rotateCarcPicture(CARC_PICTURES[c[0]], c[1]).edges;
  rows.forEach((row, y) => row.forEach((c, x) => {
    if (row[x + 1] && e(c)[1] !== e(row[x + 1])[3]) console.log('east-west mismatch at', x, y);
    if (rows[y + 1] && e(c)[2] !== e(rows[y + 1][x])[0]) console.log('north-south mismatch at', x, y);
  }));
}

const followers = (px) => CARC_SEATS.map((s, i) => `<figure>${img(carcFollowerSvg(i, 'standing', px), px)}${img(carcFollowerSvg(i, 'lying', px), px)}<figcaption>${s.name}</figcaption></figure>`).join('');
const html = `<!doctype html><meta charset="utf-8"><style>
body{background:#3f4a3c;color:#eee;font:13px sans-serif;margin:10px}
figure{display:inline-block;margin:3px;text-align:center} figcaption{font-size:11px}
.board{position:relative;display:inline-block;margin:6px;vertical-align:top} h3{margin:6px 0 2px}
img{display:block;margin:auto}
</style>
<h3>96 px</h3>${tiles(96)}
<h3>44 px</h3>${tiles(44)}
<h3>still to come, 28 px</h3>${kinds.map((k) => `<figure>${img(carcassonneTileSvg(CARC_PICTURES[k], 0, { open: false, size: 28 }), 28)}</figure>`).join('')}
<h3>followers 48 px and 24 px</h3>${followers(48)}<br>${followers(24)}
<h3>boards</h3>${board(road, 120, meeples)}${board(ring, 120)}${board(mix, 120)}${board(road, 50)}${board(mix, 50)}`;

(async () => {
  const file = '/tmp/carcassonne-preview.html';
  fs.writeFileSync(file, html);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const desk = await browser.newPage({ viewport: { width: 1300, height: 800 } });
    await desk.goto('file://' + file);
    await desk.screenshot({ path: '/work/art-preview.png', fullPage: true });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await phone.goto('file://' + file);
    await phone.screenshot({ path: '/work/art-preview-phone.png', fullPage: true });
  } finally {
    await browser.close();
  }
  console.log('wrote /work/art-preview.png and /work/art-preview-phone.png');
})();
