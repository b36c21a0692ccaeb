import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GROUNDING_PAGES } from './grounding-pages.ts';
import { libraryScript } from './library-scripts.ts';
import { LOG_SCRIPT } from './log-script.ts';
import { WIDGET_PAGES } from './widget-pages.ts';

/**
 * A small web app for the browser world's tests, served on 127.0.0.1: tabs, a collapsible, a
 * file tree bound by script listeners, a form, a modal, a page that throws, a broken link and a
 * "Delete account" button. Every press the app handles is written to its own log on the server
 * (a synchronous request, done before the handler returns), so a test reads what was pressed
 * from the app itself, after the browser is gone.
 */
export interface AppFixture {
  url: string;
  /** Events in the order the app saw them ("tab:settings", "email:true", "delete" …). */
  log: string[];
  close(): Promise<void>;
}

const HOME = `<!doctype html><html lang="en"><head><title>Account</title>${LOG_SCRIPT}
<style>
  body { font: 15px sans-serif; } [hidden] { display: none !important; }
  .tree li > span { cursor: default; } .tree ul { margin-left: 1em; }
  #modal { position: fixed; inset: 0; background: rgba(0,0,0,.4); }
  #modal > div { background: white; margin: 100px auto; width: 300px; padding: 1em; }
</style></head><body>
<header><nav><a href="/">Home</a> <a href="/help.html">Help</a></nav></header>
<main>
  <h1>Your account</h1>
  <div role="tablist">
    <button role="tab" id="t-profile" aria-selected="true" aria-controls="p-profile">Profile</button>
    <button role="tab" id="t-settings" aria-selected="false" aria-controls="p-settings">Settings</button>
  </div>
  <section role="tabpanel" id="p-profile">
    <form onsubmit="report('save:' + document.getElementById('name').value); return false">
      <label for="name">Name</label> <input id="name">
      <label for="country">Country</label>
      <select id="country" onchange="report('country:' + this.value)"><option>France</option><option>Italy</option><option>Spain</option></select>
      <button type="submit">Save profile</button>
    </form>
  </section>
  <section role="tabpanel" id="p-settings" hidden>
    <label><input type="checkbox" id="email" onchange="report('email:' + this.checked)"> Email me</label>
    <button onclick="report('delete')">Delete account</button>
  </section>
  <h2>Files</h2>
  <ul class="tree" id="tree">
    <li data-name="docs"><span>docs</span><ul hidden>
      <li data-name="report.txt"><span>report.txt</span></li><li data-name="notes.txt"><span>notes.txt</span></li></ul></li>
    <li data-name="images"><span>images</span><ul hidden><li data-name="cat.png"><span>cat.png</span></li></ul></li>
  </ul>
  <button aria-expanded="false" aria-controls="more" id="more-button">More options</button>
  <div id="more" hidden><a href="/advanced.html">Advanced</a></div>
  <details><summary>Shipping</summary><p>Ships in two days. <a href="/shipping.html">Rates</a></p></details>
  <button id="help-button">Open help</button>
  <div id="modal" role="dialog" aria-label="Help" hidden><div><p>Ask us anything.</p><button id="close-help">Close</button></div></div>
  <p><a href="/reports.html">Reports</a> · <a href="/old-page.html">Old page</a></p>
</main>
<script>
  for (const tab of document.querySelectorAll('[role=tab]')) tab.addEventListener('click', () => {
    for (const t of document.querySelectorAll('[role=tab]')) {
      t.setAttribute('aria-selected', String(t === tab));
      document.getElementById(t.getAttribute('aria-controls')).hidden = t !== tab;
    }
    report('tab:' + tab.textContent.toLowerCase());
  });
  for (const li of document.querySelectorAll('#tree li')) li.addEventListener('click', (e) => {
    e.stopPropagation();
    const inner = li.querySelector(':scope > ul');
    if (inner) { inner.hidden = !inner.hidden; report('folder:' + li.dataset.name); }
    else report('file:' + li.dataset.name);
  });
  const more = document.getElementById('more-button');
  more.addEventListener('click', () => {
    const open = more.getAttribute('aria-expanded') === 'true';
    more.setAttribute('aria-expanded', String(!open));
    document.getElementById('more').hidden = open;
  });
  document.getElementById('help-button').addEventListener('click', () => { document.getElementById('modal').hidden = false; report('help'); });
  document.getElementById('close-help').addEventListener('click', () => { document.getElementById('modal').hidden = true; });
</script>
</body></html>`;

/** A sign-up form that a newsletter popup covers a moment after load; `closer` is its way out. */
const coveredForm = (closer: string) => `<!doctype html><html lang="en"><head><title>Join</title>${LOG_SCRIPT}
<style>#promo { position: fixed; inset: 0; background: rgba(0,0,0,.5); }
#promo > div { background: white; margin: 60px auto; width: 260px; padding: 1em; position: relative; }
.modal-close { position: absolute; top: 4px; right: 4px; width: 14px; height: 14px; background: #444; cursor: pointer; }</style>
</head><body>
<h1>Join the club</h1>
<label for="member">Name</label> <input id="member"> <button onclick="report('joined:' + member.value)">Join</button>
<script>
setTimeout(() => {
  const promo = document.createElement('div');
  promo.id = 'promo';
  promo.innerHTML = '<div><h2>Get our newsletter!</h2><button onclick="report(\\'subscribed\\')">Subscribe</button> ${closer}</div>';
  document.body.appendChild(promo);
  promo.addEventListener('click', (e) => { if (e.target.matches('.closer, .modal-close')) promo.remove(); });
}, 100);
</script>
</body></html>`;

const PAGES: Record<string, string> = {
  '/join.html': coveredForm('<button class="closer">No thanks</button>'),
  '/join-icon.html': coveredForm('<span class="modal-close"></span>'),
  '/': HOME,
  '/help.html': `<!doctype html><title>Help</title><h1>Help</h1><p>Write to us.</p><a href="/">Back to your account</a>`,
  '/advanced.html': `<!doctype html><title>Advanced</title><h1>Advanced</h1><a href="/">Back</a>`,
  '/shipping.html': `<!doctype html><title>Shipping rates</title><h1>Shipping rates</h1><p>Free over 50.</p>`,
  '/cookies.html': `<!doctype html><html><head><title>News</title>${LOG_SCRIPT}</head><body>
<div id="banner" style="position: fixed; bottom: 0; left: 0; right: 0; background: #eee; padding: 1em">
  <p>We use cookies to improve your experience.</p>
  <button onclick="report('consent:accept'); banner.remove()">Accept all</button>
  <button onclick="report('consent:reject'); banner.remove()">Reject all</button>
</div>
<main><h1>News</h1><button onclick="report('continue')">Continue</button></main></body></html>`,
  '/cookies-close.html': `<!doctype html><html><head><title>News</title>${LOG_SCRIPT}</head><body>
<div id="banner" role="dialog" aria-label="Cookie notice" style="position: fixed; inset: 0; background: rgba(0,0,0,.5)">
  <div style="background: white; margin: 50px; padding: 1em"><p>This site uses cookies.</p>
  <button onclick="report('consent:accept'); banner.remove()">Accept all cookies</button>
  <button aria-label="Close" onclick="report('consent:close'); banner.remove()">×</button></div>
</div>
<main><h1>News</h1><button onclick="report('continue')">Continue</button></main></body></html>`,
  '/pick.html': `<!doctype html><html><head><title>Pick</title>${LOG_SCRIPT}</head><body><main>
<label for="names">Names</label>
<select id="names" multiple size="4"><option>Alan</option><option>Cristin</option><option>Joye</option><option>Kanesha</option></select>
<button onclick="report('picked:' + [...names.selectedOptions].map((o) => o.text).join(','))">Submit</button>
</main></body></html>`,
  // A booking form of the browser's own date and time fields.
  '/booking.html': `<!doctype html><html lang="en"><head><title>Booking</title>${LOG_SCRIPT}</head><body>
<h1>Book a room</h1>
<label for="arrive">Arrival date</label> <input type="date" id="arrive">
<label for="checkin">Check-in time</label> <input type="time" id="checkin">
<button onclick="report('booking:' + arrive.value + ' ' + checkin.value)">Submit</button>
</body></html>`,
  // A quiz whose answers are on the page: a paragraph to count words in, a sum to work out.
  '/quiz.html': `<!doctype html><html lang="en"><head><title>Quiz</title>${LOG_SCRIPT}</head><body>
<h1>Evening quiz</h1>
<p>Lanterns swayed over the quiet canal, and gulls circled home.</p>
<div class="puzzle">14 − 9 =</div>
<label for="reply">Reply</label> <input id="reply">
<button onclick="report('reply:' + reply.value)">Check</button>
</body></html>`,
  // A stopwatch: Stop reports the seconds since Start.
  '/stopwatch.html': `<!doctype html><html lang="en"><head><title>Stopwatch</title>${LOG_SCRIPT}</head><body>
<button onclick="window.started = performance.now()">Start</button>
<button onclick="report('gap:' + ((performance.now() - window.started) / 1000).toFixed(2))">Stop</button>
</body></html>`,
  // Two sliders of two makes: the browser's own range, and a knob of the page's script that
  // shows its value beside it and has no role or value of its own.
  '/mixer.html': `<!doctype html><html lang="en"><head><title>Mixer</title>${LOG_SCRIPT}
<style>.track { display: inline-block; width: 120px; height: 6px; background: #ccc; }
.tone-knob { display: inline-block; width: 10px; height: 14px; background: #333; cursor: pointer; }</style></head><body>
<h1>Mixer</h1>
<div><label for="vol">Volume</label> <input type="range" id="vol" min="0" max="50" value="10"></div>
<div><span>Bass</span> <span class="track"><span class="tone-knob" tabindex="0"></span></span> <b id="bass-shown">4</b></div>
<button onclick="report('mix:' + vol.value + ' ' + document.getElementById('bass-shown').textContent)">Apply</button>
<script>
let level = 4;
const knob = document.querySelector('.tone-knob');
knob.addEventListener('keydown', (e) => {
  if (e.key === 'ArrowRight') level = Math.min(12, level + 1);
  else if (e.key === 'ArrowLeft') level = Math.max(-12, level - 1);
  else return;
  e.preventDefault();
  document.getElementById('bass-shown').textContent = level;
  knob.style.marginLeft = (level + 12) * 4 + 'px';
});
</script>
</body></html>`,
  // Terms that only the mouse wheel scrolls; reading them to the end unlocks the name and Accept.
  '/terms.html': `<!doctype html><html lang="en"><head><title>Terms</title>${LOG_SCRIPT}</head><body>
<h1>Terms of hire</h1>
<textarea id="terms" rows="4" cols="30" disabled>${Array.from({ length: 40 }, (_, i) => `Clause ${i + 1}: boats return by dusk.`).join('\n')}</textarea>
<div><label for="who">Your name</label> <input id="who" disabled> <button id="accept" disabled>Accept</button></div>
<script>
const terms = document.getElementById('terms');
terms.addEventListener('scroll', () => {
  if (terms.scrollTop + terms.clientHeight >= terms.scrollHeight - 1) { who.disabled = false; accept.disabled = false; }
});
accept.addEventListener('click', () => report('accepted:' + who.value));
</script>
</body></html>`,
  // A spice stall: a row per product with - and + (spans bound by script), icons for kinds.
  '/stall.html': `<!doctype html><html lang="en"><head><title>Stall</title>${LOG_SCRIPT}
<style>.row { margin: 4px 0; } .less, .more { cursor: pointer; padding: 0 6px; border: 1px solid #999; }</style></head><body>
<h1>Spices</h1>
${['Salt and Pepper', 'Cumin', 'Saffron', 'Vanilla']
  .map(
    (name) =>
      `<div class="row" data-name="${name}"><span class="label">${name}</span> ${
        name === 'Saffron' || name === 'Vanilla' ? '<img src="data:," alt="rare" width="12" height="12">' : ''
      } <span class="less">-</span> <span class="count">0</span> <span class="more">+</span></div>`,
  )
  .join('\n')}
<button id="buy">Buy now</button>
<script>
for (const row of document.querySelectorAll('.row')) {
  const count = row.querySelector('.count');
  row.querySelector('.more').addEventListener('click', () => { count.textContent = Number(count.textContent) + 1; });
  row.querySelector('.less').addEventListener('click', () => { count.textContent = Math.max(0, Number(count.textContent) - 1); });
}
buy.addEventListener('click', () => report('order:' + [...document.querySelectorAll('.row')]
  .filter((r) => r.querySelector('.count').textContent !== '0')
  .map((r) => r.dataset.name + '=' + r.querySelector('.count').textContent).join(',')));
</script>
</body></html>`,
  // Numbers to mark, each with its own two buttons.
  '/parity.html': `<!doctype html><html lang="en"><head><title>Parity</title>${LOG_SCRIPT}</head><body>
<h1>Sort the numbers</h1>
${[14, 9, -3].map((n) => `<div class="item"><span>${n}</span> <button class="o">Odd</button> <button class="e">Even</button> <i></i></div>`).join('\n')}
<button id="done">Done</button>
<script>
for (const item of document.querySelectorAll('.item')) {
  item.querySelector('.o').addEventListener('click', () => { item.querySelector('i').textContent = 'odd'; });
  item.querySelector('.e').addEventListener('click', () => { item.querySelector('i').textContent = 'even'; });
}
done.addEventListener('click', () => report('marks:' + [...document.querySelectorAll('.item i')].map((i) => i.textContent).join(',')));
</script>
</body></html>`,
  // A tank that fills: its level rises by one every 40 ms from 0; Stop reports the level.
  '/tank.html': `<!doctype html><html lang="en"><head><title>Tank</title>${LOG_SCRIPT}</head><body>
<h1>Tank</h1><div><label>Water level:</label> <span id="level">0</span></div>
<button id="stop-button">Stop</button>
<script>
const started = performance.now();
const now = () => Math.floor((performance.now() - started) / 40);
setInterval(() => { level.textContent = now(); }, 40);
document.getElementById('stop-button').addEventListener('click', () => report('stopped:' + now()));
</script>
</body></html>`,
  // A plain editable region (the browser's own rich-text editing); Save reports its markup.
  '/notes.html': `<!doctype html><html lang="en"><head><title>Notes</title>${LOG_SCRIPT}</head><body>
<h1>Notes</h1>
<div id="note" contenteditable="true" style="border: 1px solid #999; padding: 4px">Moor the lanterns, then rest.</div>
<button onclick="report('note:' + note.innerHTML)">Save</button>
</body></html>`,
  // A die: each roll shows a number from a fixed sequence; Keep reports the one shown.
  '/dice.html': `<!doctype html><html lang="en"><head><title>Dice</title>${LOG_SCRIPT}</head><body>
<h1>Dice</h1><p>Face: <output id="face">none yet</output></p>
<button id="roll">Roll</button> <button onclick="report('kept:' + face.textContent)">Keep</button>
<script>
const faces = [6, 2, 6, 5, 3, 1];
let rolls = 0;
document.getElementById('roll').addEventListener('click', () => {
  face.textContent = faces[rolls++ % faces.length];
});
</script>
</body></html>`,
  // A field whose script throws away whatever is typed into it.
  '/locked.html': `<!doctype html><html lang="en"><head><title>Locked</title>${LOG_SCRIPT}</head><body>
<label for="code">Code</label> <input id="code" oninput="this.value = ''">
<button onclick="report('sent:' + code.value)">Send</button>
</body></html>`,
  '/reports.html': `<!doctype html><title>Reports</title><h1>Reports</h1><script>null.render();</script>`,
};

export async function startAppFixture(): Promise<AppFixture> {
  const log: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (request.method === 'POST' && path === '/__log') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        log.push(body);
        response.end('ok');
      });
      return;
    }
    const script = libraryScript(path);
    if (script !== null) {
      const type = path.endsWith('.css') ? 'text/css' : 'text/javascript';
      response.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
      response.end(script);
      return;
    }
    const page = PAGES[path] ?? GROUNDING_PAGES[path] ?? WIDGET_PAGES[path];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? '<!doctype html><title>Not found</title><h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    log,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
