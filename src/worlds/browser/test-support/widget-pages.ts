import { appPage } from './app-page.ts';
import { loadLibraries } from './library-scripts.ts';

/**
 * Small apps of our own for the widget table of `act` (src/act-widgets.test.ts): widgets a person
 * drives by looking and reacting: text boxes to copy from, a spin box of arrow links, a box of
 * text to scroll, guessing games that answer higher or lower, a timetable to book the best
 * train from, a contact list paged one person at a time, a shell, a round menu drawn in SVG,
 * unlabelled text boxes taken by their order, a table of facts to copy into a form. Markup and
 * wording are ours; each page reports what it saw through `report(event)`.
 */
const page = appPage;

export const MEMOS = [
  'Pack the blue umbrella before noon.',
  'Quiet owls nest in the old mill.',
  'Seven lanterns glow along the pier.',
];

// Three boxes of text to copy from, one answer field.
const MEMO_PAGE = page(
  'Memos',
  `<h1>Memos</h1>
${MEMOS.map((m) => `<div class="memo"><textarea readonly rows="2" cols="30">${m}</textarea></div>`).join('\n')}
<p><input id="answer" placeholder="Answer"> <button id="send">Send</button></p>
<script>send.addEventListener('click', () => report('sent:' + answer.value));</script>`,
);

// A spin box: a text field with two arrow links beside it that step its value by one.
const SPIN_PAGE = page(
  'Tickets',
  `<h1>Tickets</h1>
<div class="spin"><input id="count" value="1" size="4"><span class="arrows"><a class="arrow-up">&#9650;</a><a class="arrow-down">&#9660;</a></span></div>
<button id="buy">Buy</button>
<script>
document.querySelector('.arrow-up').addEventListener('click', () => { count.value = String(Number(count.value) + 1); });
document.querySelector('.arrow-down').addEventListener('click', () => { count.value = String(Number(count.value) - 1); });
buy.addEventListener('click', () => report('buy:' + count.value));
</script>`,
  '.arrows a { display: inline-block; cursor: pointer; font-size: 9px; padding: 0 3px; }',
);

const LOREM = Array.from(
  { length: 14 },
  (_, i) =>
    `<p>Clause ${i + 1}. The tenant keeps the garden tidy, waters the roses in dry weeks and tells the owner of any leak at once.</p>`,
).join('');

// A box of terms that scrolls on its own, opened half way down; Done reports where it stands.
const SCROLL_PAGE = page(
  'Terms',
  `<h1>Tenancy terms</h1>
<div id="terms">${LOREM}</div>
<button id="done">Done</button>
<script>
terms.scrollTop = (terms.scrollHeight - terms.clientHeight) / 2;
done.addEventListener('click', () => {
  const end = terms.scrollHeight - terms.clientHeight;
  report('at:' + (terms.scrollTop <= 2 ? 'top' : terms.scrollTop >= end - 2 ? 'bottom' : 'middle'));
});
</script>`,
  '#terms { height: 120px; width: 300px; overflow-y: auto; border: 1px solid #999; }',
);

/** A guessing game: `secret` in [low, high], the hint words for a guess under and over it. */
const guessPage = (secret: number, low: number, high: number, under: string, over: string) =>
  page(
    'Guess',
    `<h1>Secret number</h1><p>I am thinking of a number from ${low} to ${high}.</p>
<input id="guess" size="4"> <button id="try">Try</button>
<p id="hint"></p>
<script>
tryButton = document.getElementById('try');
tryButton.addEventListener('click', () => {
  const n = Number(guess.value);
  if (n === ${secret}) { hint.textContent = 'Well done!'; report('won:' + n); }
  else hint.textContent = n < ${secret} ? '${under}' : '${over}';
  guess.value = '';
});
</script>`,
  );

const TRAINS = [
  { id: 'T1', departs: '07:10', arrives: '10:05', takes: '2 h 55 min', fare: '€41.00' },
  { id: 'T2', departs: '08:30', arrives: '10:45', takes: '2 h 15 min', fare: '€58.50' },
  { id: 'T3', departs: '09:00', arrives: '13:20', takes: '4 h 20 min', fare: '€23.90' },
  { id: 'T4', departs: '11:15', arrives: '14:00', takes: '2 h 45 min', fare: '€64.00' },
];

// A timetable: a row per train, each with its own Book button.
const TRAIN_PAGE = page(
  'Trains',
  `<h1>Trains to the coast</h1>
<table><tr><th>Departs</th><th>Arrives</th><th>Takes</th><th>Fare</th><th></th></tr>
${TRAINS.map(
  (t) =>
    `<tr><td>${t.departs}</td><td>${t.arrives}</td><td>${t.takes}</td><td>${t.fare}</td><td><button data-id="${t.id}">Book</button></td></tr>`,
).join('\n')}</table>
<script>
for (const b of document.querySelectorAll('button[data-id]')) b.addEventListener('click', () => report('booked:' + b.dataset.id));
</script>`,
);

const CONTACTS = [
  { name: 'Ivo Petrov', phone: '(201) 555-0147', email: 'ivo.p@mail.example', address: '4 Quay Lane' },
  { name: 'Mara Holt', phone: '(415) 555-0199', email: 'mholt@post.example', address: '18 Birch Road' },
  { name: 'Leon Brandt', phone: '(303) 555-0112', email: 'leon@brandt.example', address: '77 Mill Street' },
  { name: 'Sofia Greco', phone: '(617) 555-0180', email: 'sgreco@mail.example', address: '2 Harbour View' },
];

// A contact list shown one person at a time, values as links, with arrows to page.
const CONTACT_PAGE = page(
  'Contacts',
  `<h1>Contacts</h1>
<div id="card"></div>
<p><a href="#" id="prev">&lsaquo; Prev</a> <span id="where"></span> <a href="#" id="next">Next &rsaquo;</a></p>
<script>
const people = ${JSON.stringify(CONTACTS)};
let at = 0;
function show() {
  const p = people[at];
  card.innerHTML = '<h2>' + p.name + '</h2><dl>' + ['phone', 'email', 'address'].map((k) =>
    '<dt>' + k[0].toUpperCase() + k.slice(1) + '</dt><dd><a href="#" data-k="' + k + '">' + p[k] + '</a></dd>').join('') + '</dl>';
  for (const a of card.querySelectorAll('a')) a.addEventListener('click', (e) => { e.preventDefault(); report(a.dataset.k + ':' + p.name); });
  where.textContent = (at + 1) + ' / ' + people.length;
}
prev.addEventListener('click', (e) => { e.preventDefault(); at = Math.max(0, at - 1); show(); });
next.addEventListener('click', (e) => { e.preventDefault(); at = Math.min(people.length - 1, at + 1); show(); });
show();
</script>`,
);

// A shell: a prompt and a line to type on; ls lists the files, rm removes one.
const SHELL_PAGE = page(
  'Shell',
  `<h1>Shell</h1>
<div id="screen"><pre id="out">Welcome. Type commands below.\n</pre><div class="line"><span>$</span> <input id="cmd" autocomplete="off"></div></div>
<script>
let files = ['notes.txt', 'photo.jpeg', 'budget.xlsx', 'song.mp3', 'draft.docx'];
cmd.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter') return;
  const line = cmd.value.trim(); cmd.value = '';
  out.textContent += '$ ' + line + '\\n';
  const [name, arg] = line.split(/\\s+/);
  if (name === 'ls') out.textContent += files.join('  ') + '\\n';
  else if (name === 'rm' && files.includes(arg)) { files = files.filter((f) => f !== arg); report('rm:' + arg); }
  else if (name === 'rm') out.textContent += 'rm: ' + arg + ': no such file\\n';
  else out.textContent += name + ': command not found\\n';
});
</script>`,
  '#screen { background: #111; color: #ddd; font-family: monospace; width: 320px; padding: 4px; } #cmd { background: #111; color: #ddd; border: 0; }',
);

const SLICES = ['Cut', 'Copy', 'Paste', 'Share', 'Print'];

// A round menu drawn in SVG: the hub opens slices around it, each a path with its label.
const RADIAL_PAGE = page(
  'Canvas',
  `<h1>Drawing</h1>
<svg id="wheel" width="220" height="220" viewBox="-110 -110 220 220">
  <g id="slices" visibility="hidden">${SLICES.map((label, i) => {
    const a0 = (i * 2 * Math.PI) / SLICES.length;
    const a1 = ((i + 1) * 2 * Math.PI) / SLICES.length;
    const p = (a: number, r: number) => `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
    const mid = (a0 + a1) / 2;
    return `<g class="slice" data-label="${label}"><path d="M${p(a0, 35)} L${p(a0, 100)} A100,100 0 0,1 ${p(a1, 100)} L${p(a1, 35)} A35,35 0 0,0 ${p(a0, 35)}Z" fill="#cde"></path><text x="${(68 * Math.cos(mid)).toFixed(1)}" y="${(68 * Math.sin(mid)).toFixed(1)}" text-anchor="middle">${label}</text></g>`;
  }).join('')}</g>
  <g id="hub"><circle r="30" fill="#457"></circle><text y="5" text-anchor="middle" fill="white">Tools</text></g>
</svg>
<script>
document.getElementById('hub').addEventListener('click', () => {
  const s = document.getElementById('slices');
  s.setAttribute('visibility', s.getAttribute('visibility') === 'hidden' ? 'visible' : 'hidden');
});
for (const g of document.querySelectorAll('.slice')) g.addEventListener('click', () => report('slice:' + g.dataset.label));
</script>`,
  '#wheel g { cursor: pointer; }',
);

// Three text boxes without labels, taken by their order, and sizes as radio buttons.
const BOXES_PAGE = page(
  'Order form',
  `<h1>Order form</h1>
<p><label><input type="radio" name="size" value="S"> Small</label> <label><input type="radio" name="size" value="M"> Medium</label> <label><input type="radio" name="size" value="L"> Large</label></p>
<p><input class="box"></p><p><input class="box"></p><p><input class="box"></p>
<button id="go">Submit</button>
<script>
go.addEventListener('click', () => {
  const size = (document.querySelector('input[name=size]:checked') || { value: '-' }).value;
  report('order:' + size + '|' + [...document.querySelectorAll('.box')].map((b) => b.value).join('|'));
});
</script>`,
);

// A table of facts about an item, and a form asking for two of them.
const FACTS_PAGE = page(
  'Item',
  `<h1>Item card</h1>
<table id="facts"><tr><th>Colour</th><td>Teal</td></tr><tr><th>Size</th><td>XL</td></tr><tr><th>Maker</th><td>Orla Weave</td></tr><tr><th>Weight</th><td>2 kg</td></tr></table>
<form id="f"><p><label for="c">Colour</label> <input id="c"></p><p><label for="m">Maker</label> <input id="m"></p><button>Submit</button></form>
<script>f.addEventListener('submit', (e) => { e.preventDefault(); report('form:' + c.value + '|' + m.value); });</script>`,
);

const POSTS = [
  ['@ann', 'Sunrise over the bay this morning.'],
  ['@bo', 'New bread recipe is up.'],
  ['@ann', 'Who is coming to the quiz night?'],
  ['@cy', 'Lost a blue scarf near the station.'],
  ['@bo', 'The garden finally has tomatoes.'],
  ['@ann', 'Three cats, one sofa.'],
];

// A feed: posts by handle, each with icon tools named by their titles, and a Submit at the end.
const FEED_PAGE = page(
  'Feed',
  `<h1>Feed</h1>
${POSTS.map(
  ([who, text], i) =>
    `<div class="post" data-i="${i}"><b>${who}</b><p>${text}</p><span class="ic" title="Like" data-do="like">&#9829;</span> <span class="ic" title="Share" data-do="share">&#8682;</span></div>`,
).join('\n')}
<button id="submit">Submit</button>
<script>
for (const ic of document.querySelectorAll('.ic')) ic.addEventListener('click', () => report(ic.dataset.do + ':' + ic.closest('.post').dataset.i));
submit.addEventListener('click', () => report('submit'));
</script>`,
  '.ic { cursor: pointer; padding: 0 4px; } .post { border-bottom: 1px solid #ccc; }',
);

const FRUITS = ['Papaya', 'Passion fruit', 'Pawpaw', 'Guava', 'Gooseberry', 'Grape', 'Lime', 'Lychee'];

// A field that offers, as one types, the names that start with what is typed, in a list under it.
const SUGGEST_PAGE = page(
  'Fruit',
  `<h1>Fruit order</h1>
<p><label for="fruit">Fruit</label> <input id="fruit" autocomplete="off"></p><ul id="offers"></ul>
<button id="order">Order</button>
<script>
const fruits = ${JSON.stringify(FRUITS)};
fruit.addEventListener('input', () => {
  offers.innerHTML = '';
  const typed = fruit.value.toLowerCase();
  if (!typed) return;
  for (const name of fruits.filter((f) => f.toLowerCase().startsWith(typed))) {
    const li = document.createElement('li');
    li.textContent = name;
    li.addEventListener('click', () => { fruit.value = name; offers.innerHTML = ''; });
    offers.appendChild(li);
  }
});
order.addEventListener('click', () => report('order:' + fruit.value));
</script>`,
  '#offers li { cursor: pointer; list-style: none; }',
);

// Numbers scattered as buttons; each goes away once pressed.
const NUMBERS_PAGE = page(
  'Numbers',
  `<h1>Numbers</h1>
<div id="field">${[14, 2, 9, 31, 5]
    .map((n, i) => `<span class="n" style="left:${20 + i * 50}px;top:${(i * 37) % 90}px">${n}</span>`)
    .join('')}</div>
<script>
for (const n of document.querySelectorAll('.n')) n.addEventListener('click', () => { report('n:' + n.textContent); n.remove(); });
</script>`,
  '#field { position: relative; height: 140px; } .n { position: absolute; cursor: pointer; padding: 2px 6px; border: 1px solid #888; }',
);

// Words as boxes to tick, and a Submit that reports those ticked.
const WORDS_PAGE = page(
  'Words',
  `<h1>Words</h1>
${['big', 'fast', 'tiny', 'cheerful', 'furious', 'damp']
  .map((w) => `<label><input type="checkbox" value="${w}"> ${w}</label><br>`)
  .join('\n')}
<button id="go">Submit</button>
<script>go.addEventListener('click', () => report('ticked:' + [...document.querySelectorAll('input:checked')].map((b) => b.value).join(',')));</script>`,
);

// A spin box of the make a widget library builds: an empty field, arrow links named only by classes.
const LIBRARY_SPIN_PAGE = page(
  'Seats',
  `<h1>Seats</h1>
<span class="widget-spinner"><input id="seats" class="widget-spinner-input" autocomplete="off" role="spinbutton"><a class="widget-spinner-button widget-spinner-up"><span class="icon icon-triangle-n"></span></a><a class="widget-spinner-button widget-spinner-down"><span class="icon icon-triangle-s"></span></a></span>
<button id="ok">OK</button>
<script>
const step = (d) => { seats.value = String((Number(seats.value) || 0) + d); };
document.querySelector('.widget-spinner-up').addEventListener('click', () => step(1));
document.querySelector('.widget-spinner-down').addEventListener('click', () => step(-1));
ok.addEventListener('click', () => report('seats:' + seats.value));
</script>`,
  '.widget-spinner-button { display: inline-block; width: 10px; height: 8px; cursor: pointer; border: 1px solid #999; }',
);

// A round button that builds its menu's items only when pressed.
const BUILT_MENU_PAGE = page(
  'Sketch',
  `<h1>Sketch</h1>
<div id="fab" class="fab">+</div><div id="items"></div>
<script>
fab.addEventListener('click', () => {
  items.innerHTML = '';
  for (const label of ['Share', 'Print', 'Copy']) {
    const item = document.createElement('div');
    item.className = 'item';
    item.textContent = label;
    item.addEventListener('click', () => report('item:' + label));
    items.appendChild(item);
  }
});
</script>`,
  '.fab { width: 30px; height: 30px; border-radius: 15px; background: #468; color: white; text-align: center; cursor: pointer; } .item { cursor: pointer; }',
);

const FLIGHTS = [
  { id: 'F1', from: '06:40', takes: '5h 10m', price: '$412' },
  { id: 'F2', from: '09:15', takes: '3h 55m', price: '$389' },
  { id: 'F3', from: '13:30', takes: '7h 05m', price: '$275' },
];

// Flights as cards, each with a details link and a button that names the price.
const FLIGHT_PAGE = page(
  'Flights',
  `<h1>Flights</h1>
${FLIGHTS.map(
  (f) =>
    `<div class="card"><div class="top"><span>Departs ${f.from}</span> <span>Duration: ${f.takes}</span></div><div class="actions"><a href="#" class="more">Details</a> <button data-id="${f.id}">Book for ${f.price}</button></div></div>`,
).join('\n')}
<script>
for (const b of document.querySelectorAll('button[data-id]')) b.addEventListener('click', () => report('flight:' + b.dataset.id));
for (const a of document.querySelectorAll('.more')) a.addEventListener('click', (e) => e.preventDefault());
</script>`,
  '.card { border: 1px solid #aaa; margin: 4px; padding: 4px; }',
);

// The same terms in a text area of its own, opened half way down.
const SCROLL_AREA_PAGE = page(
  'Terms',
  `<h1>Club rules</h1>
<textarea id="rules" rows="5" cols="40" readonly>${Array.from({ length: 30 }, (_, i) => `Rule ${i + 1}: members sign the book at the door.`).join('\n')}</textarea>
<p><button id="done">Done</button></p>
<script>
rules.scrollTop = (rules.scrollHeight - rules.clientHeight) / 2;
done.addEventListener('click', () => {
  const end = rules.scrollHeight - rules.clientHeight;
  report('at:' + (rules.scrollTop <= 2 ? 'top' : rules.scrollTop >= end - 2 ? 'bottom' : 'middle'));
});
</script>`,
);

// A pie menu made with a real library (wheelnav on Raphaël), collapsed at first: its slices are
// drawn small beneath the button in its centre, which spreads them out.
const WHEEL_PAGE = page(
  'Drinks',
  `<h1>Order a drink</h1><div id="wheel" style="width:260px;height:260px"></div>
${loadLibraries('raphael.js', 'wheelnav.js')}
<script>
const wheel = new wheelnav('wheel');
wheel.spreaderEnable = true;
wheel.spreaderRadius = 30;
wheel.clickModeRotate = false;
wheel.selectedNavItemIndex = null;
wheel.createWheel(['Tea', 'Coffee', 'Juice', 'Water', 'Milk']);
wheel.spreadWheel();
wheel.navItems.forEach((item) => { item.navigateFunction = () => report('picked:' + item.title); });
</script>`,
);

// A spin box made with a real library (jQuery UI): its arrow buttons are hidden from assistive
// technology, and this page refuses typed digits, so only the arrows and the Up and Down keys set it.
const LIBRARY_SPINNER_PAGE = page(
  'Seats',
  `<h1>Seats</h1>
<p><label for="seats">Seats</label> <input id="seats" name="seats" value="0"></p>
<button id="ok">Submit</button>
${loadLibraries('jquery.js', 'jquery-ui.js')}
<script>
$('#seats').spinner({ min: -10, max: 10 });
$('#seats').on('keydown', (e) => { if (/^[0-9-]$/.test(e.key)) e.preventDefault(); });
$('#ok').on('click', () => report('seats:' + $('#seats').spinner('value')));
</script>`,
);

/** Texts of several lines, with runs of spaces and an indent, to copy exactly as they are. */
export const VERSES = [
  '  Rain on the tin roof,\n   a kettle  hums along.',
  'Two  crows\tquarrel;\nthe\nfence listens.',
];

// Two text areas to copy from, and a text area and a line field to copy into.
const VERSE_PAGE = page(
  'Verses',
  `<h1>Verses</h1>
${VERSES.map((v) => `<textarea readonly rows="3" cols="34">${v}</textarea>`).join('\n')}
<p><textarea id="reply" rows="3" cols="34" placeholder="Your copy"></textarea></p>
<p><input id="line" placeholder="One line"></p>
<button id="keep">Keep</button>
<script>keep.addEventListener('click', () => report('kept:' + JSON.stringify([reply.value, line.value])));</script>`,
);

// A console of another make: a prompt naming the user and host, one name per line when listing,
// and a file with no extension.
const CONSOLE_PAGE = page(
  'Console',
  `<h1>Server console</h1>
<div id="log"></div>
<label>kim@box:~$ <input id="prompt" autocomplete="off" spellcheck="false"></label>
<script>
let names = ['Makefile', 'index.html', 'logo.svg', 'data.csv'];
const say = (line) => { const div = document.createElement('div'); div.textContent = line; log.append(div); };
prompt.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter') return;
  const [word, arg] = prompt.value.trim().split(/s+/);
  say('kim@box:~$ ' + prompt.value.trim());
  prompt.value = '';
  if (word === 'ls') names.forEach(say);
  else if (word === 'rm' && names.includes(arg)) { names = names.filter((n) => n !== arg); report('rm:' + arg); }
  else say(word + ': cannot do that');
});
</script>`,
);

const COACHES = [
  { id: 'C1', line: 'Northline', leaves: '06:15', minutes: 185, usd: 42 },
  { id: 'C2', line: 'Bluebird', leaves: '08:40', minutes: 140, usd: 57 },
  { id: 'C3', line: 'Westway', leaves: '12:05', minutes: 210, usd: 31 },
  { id: 'C4', line: 'Orbit', leaves: '17:30', minutes: 165, usd: 66 },
];

// Coach tickets in a table whose heads carry the units: the cells are bare figures.
const COACH_PAGE = page(
  'Coaches',
  `<h1>Coach tickets</h1>
<table><thead><tr><th>Line</th><th>Leaves</th><th>Duration (min)</th><th>Price (USD)</th><th></th></tr></thead><tbody>
${COACHES.map(
  (c) =>
    `<tr><td>${c.line}</td><td>${c.leaves}</td><td>${c.minutes}</td><td>${c.usd}</td><td><button data-id="${c.id}">Reserve</button></td></tr>`,
).join('\n')}</tbody></table>
<script>
for (const b of document.querySelectorAll('button[data-id]')) b.addEventListener('click', () => report('reserved:' + b.dataset.id));
</script>`,
);

const BOATS = [
  { id: 'B1', name: 'Gull', takes: '1:45', price: '88' },
  { id: 'B2', name: 'Tern', takes: '0:55', price: '120' },
  { id: 'B3', name: 'Puffin', takes: '2:30', price: '64' },
];

// Boat trips as boxes, each figure headed by its word, with no currency sign.
const BOAT_PAGE = page(
  'Boat trips',
  `<h1>Boat trips</h1>
${BOATS.map(
  (b) =>
    `<div class="trip"><b>${b.name}</b><div>Travel time: ${b.takes}</div><div>Price: ${b.price}</div><a href="#" data-id="${b.id}">Get ticket</a></div>`,
).join('\n')}
<script>
for (const a of document.querySelectorAll('a[data-id]')) a.addEventListener('click', (e) => { e.preventDefault(); report('ticket:' + a.dataset.id); });
</script>`,
  '.trip { border: 1px solid #ccc; margin: 4px; padding: 4px; }',
);

// A drop-down styled by a real library (Selectric): the real list is hidden, its choices are
// drawn as a list that opens under a box showing the one chosen. Two buttons answer.
const STYLED_SELECT_PAGE = page(
  'Shoes',
  `${loadLibraries('selectric.css')}<h1>Shoe size</h1>
<select id="size"><option>Pick a size</option><option>38</option><option>39</option><option>40</option><option>41</option><option>42</option></select>
<p><button class="answer">Order</button> <button class="answer">Save for later</button></p>
${loadLibraries('jquery.js', 'selectric.js')}
<script>
$('#size').selectric();
for (const b of document.querySelectorAll('.answer')) b.addEventListener('click', () => report(b.textContent + ':' + $('#size').val()));
</script>`,
);

// Songs whose controls are symbols alone: a heart, a pencil, a cross; a count with − and +.
const SONGS = ['Blue Road', 'Night Bus', 'Paper Moon'];
const PLAYLIST_PAGE = page(
  'Playlist',
  `<h1>Playlist</h1>
${SONGS.map(
  (song) =>
    `<div class="song"><span>${song}</span> <button data-do="like">&#9829;</button> <button data-do="edit">&#9998;</button> <button data-do="drop">&#10005;</button></div>`,
).join('\n')}
<p>Repeat <button id="less">&minus;</button> <span id="times">1</span> <button id="more">+</button></p>
<script>
for (const b of document.querySelectorAll('.song button')) b.addEventListener('click', () => report(b.dataset.do + ':' + b.parentElement.firstElementChild.textContent));
less.addEventListener('click', () => { times.textContent = String(Number(times.textContent) - 1); report('times:' + times.textContent); });
more.addEventListener('click', () => { times.textContent = String(Number(times.textContent) + 1); report('times:' + times.textContent); });
</script>`,
);

// Tiles drawn with no words, in two rows, and a field for how many there are.
const TILES_PAGE = page(
  'Tiles',
  `<h1>Tiles</h1>
<div class="tile-row"><span class="tile"></span><span class="tile"></span><span class="tile"></span><span class="tile"></span></div>
<div class="tile-row"><span class="tile"></span><span class="tile"></span><span class="tile"></span></div>
<p><input id="answer"> <button id="check">Check</button></p>
<script>check.addEventListener('click', () => report('count:' + answer.value));</script>`,
  '.tile { display: inline-block; width: 12px; height: 12px; margin: 2px; background: #48c; }',
);

// A form whose Submit does nothing at all (no change, nothing sent), and a Send that answers.
const STILL_PAGE = page(
  'Still',
  `<h1>Note</h1><p><input id="note"> <button id="submit">Submit</button> <button id="send">Send</button></p><p id="said"></p>
<script>send.addEventListener('click', () => { said.textContent = 'Sent: ' + note.value; });</script>`,
);

export const WIDGET_PAGES: Record<string, string> = {
  '/still.html': STILL_PAGE,
  '/tiles.html': TILES_PAGE,
  '/playlist.html': PLAYLIST_PAGE,
  '/shoes.html': STYLED_SELECT_PAGE,
  '/coaches.html': COACH_PAGE,
  '/boats.html': BOAT_PAGE,
  '/console.html': CONSOLE_PAGE,
  '/wheel.html': WHEEL_PAGE,
  '/seat-spinner.html': LIBRARY_SPINNER_PAGE,
  '/verses.html': VERSE_PAGE,
  '/rules.html': SCROLL_AREA_PAGE,
  '/flights.html': FLIGHT_PAGE,
  '/sketch.html': BUILT_MENU_PAGE,
  '/seats.html': LIBRARY_SPIN_PAGE,
  '/words.html': WORDS_PAGE,
  '/numbers.html': NUMBERS_PAGE,
  '/fruit.html': SUGGEST_PAGE,
  '/feed.html': FEED_PAGE,
  '/memos.html': MEMO_PAGE,
  '/spin.html': SPIN_PAGE,
  '/tenancy.html': SCROLL_PAGE,
  '/guess.html': guessPage(13, 1, 20, 'Go higher.', 'Go lower.'),
  '/guess-big.html': guessPage(37, 0, 50, 'Too small, try again', 'Too big, try again'),
  '/trains.html': TRAIN_PAGE,
  '/contacts.html': CONTACT_PAGE,
  '/shell.html': SHELL_PAGE,
  '/radial.html': RADIAL_PAGE,
  '/boxes.html': BOXES_PAGE,
  '/facts.html': FACTS_PAGE,
};
