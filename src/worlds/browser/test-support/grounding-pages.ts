import { appPage } from './app-page.ts';

/**
 * Small apps of our own for the grounding table of `act` (src/act-grounding.test.ts): a mail
 * reader, a shop, a settings form with widgets of our own make, an accordion whose sections close
 * each other, a calendar popup, a record card, a text to copy, an equation, a paged address book.
 * Markup and wording are ours; each page reports what it saw through `report(event)`.
 */
const page = appPage;

const LETTERS = [
  { from: 'Oskar Lind', subject: 'Boat trip', body: 'Shall we sail on Sunday morning?' },
  { from: 'Priya Nair', subject: 'Invoice 114', body: 'Attached is the invoice for October.' },
  { from: 'Lena Vogt', subject: 'Choir rehearsal', body: 'Rehearsal moved to Thursday evening.' },
];

// A mail reader: a letter opens on a click; its tools are icons named by their titles.
const POST = page(
  'Post',
  `<h1>Post</h1>
<ul id="inbox">${LETTERS.map(
    (l, i) =>
      `<li class="letter" data-i="${i}"><b>${l.from}</b> — <span>${l.subject}</span> <small>${l.body.slice(0, 18)}…</small></li>`,
  ).join('')}</ul>
<article id="reader" hidden>
  <h2 id="subject"></h2><p>From <span id="sender"></span></p><p id="text"></p>
  <span class="icon" id="flag" title="Flag as important" role="button">&#9734;</span>
  <button class="icon" id="answer" aria-label="Reply">&#8617;</button>
  <button id="pass">Forward</button>
  <span class="icon" id="bin" title="Delete" role="button">&#128465;</span>
  <a href="#" id="back">Back to inbox</a>
</article>
<form id="compose" hidden onsubmit="sendIt(); return false">
  <label>To <input id="to"></label><br><label>Message <textarea id="body"></textarea></label>
  <button>Send</button>
</form>
<script>
const letters = ${JSON.stringify(LETTERS)};
let open = null, mode = '';
for (const li of document.querySelectorAll('.letter')) li.addEventListener('click', () => {
  open = letters[li.dataset.i];
  inbox.hidden = true; reader.hidden = false;
  subject.textContent = open.subject; sender.textContent = open.from; text.textContent = open.body;
});
back.addEventListener('click', (e) => { e.preventDefault(); reader.hidden = true; compose.hidden = true; inbox.hidden = false; });
flag.addEventListener('click', () => { flag.innerHTML = '&#9733;'; report('flag:' + open.from); });
bin.addEventListener('click', () => { report('bin:' + open.from); reader.hidden = true; inbox.hidden = false; });
answer.addEventListener('click', () => { mode = 'reply'; compose.hidden = false; to.value = open.from; });
pass.addEventListener('click', () => { mode = 'forward'; compose.hidden = false; to.value = ''; body.value = open.body; });
function sendIt() {
  report(mode === 'reply' ? 'reply:' + open.from + ':' + body.value : 'forward:' + open.from + ':' + to.value);
  compose.hidden = true;
}
</script>`,
  '.letter { cursor: pointer; margin: 4px 0; } .icon { cursor: pointer; margin: 0 4px; }',
);

const GOODS = [
  ['Trail lantern', 18],
  ['Dome tent', 120],
  ['Tunnel tent', 95],
  ['Sleeping mat', 32],
  ['Camp stove', 45],
  ['Rope, 20 m', 12],
] as const;

// A shop: a table row per product with its price and an Add button; Check out reports the basket.
const SHOP = page(
  'Outdoor shop',
  `<h1>Outdoor shop</h1>
<table><thead><tr><th>Product</th><th>Price</th><th></th></tr></thead><tbody>
${GOODS.map(([name, price]) => `<tr data-name="${name}"><td>${name}</td><td>$${price}.00</td><td><button class="add">Add</button></td></tr>`).join('\n')}
</tbody></table>
<p>Basket: <span id="count">0</span> items</p>
<button id="checkout">Check out</button>
<script>
const basket = new Map();
for (const row of document.querySelectorAll('tbody tr')) row.querySelector('.add').addEventListener('click', () => {
  basket.set(row.dataset.name, (basket.get(row.dataset.name) || 0) + 1);
  count.textContent = [...basket.values()].reduce((a, b) => a + b, 0);
});
checkout.addEventListener('click', () => report('basket:' + [...basket].map(([k, v]) => k + '=' + v).sort().join(',')));
</script>`,
);

// Settings with widgets of our own make: a counter that takes no typing, a drop-down built of
// list items, a switch whose checkbox is hidden under its knob, and a radio group.
const PREFS = page(
  'Preferences',
  `<h1>Preferences</h1>
<div class="field"><span id="guests-label">Guests</span>
  <input id="guests" value="1" readonly aria-labelledby="guests-label">
  <button class="step" id="fewer" aria-label="Fewer guests">&minus;</button><button class="step" id="more" aria-label="More guests">+</button></div>
<div class="field"><span>Theme</span>
  <div class="dropdown"><div class="face" id="theme" tabindex="0">Light</div>
  <ul class="menu" hidden><li>Light</li><li>Dark</li><li>High contrast</li></ul></div></div>
<div class="field"><label class="switch"><input type="checkbox" id="news"><span class="knob"></span> Newsletter</label></div>
<fieldset><legend>Units</legend><label><input type="radio" name="units" value="Metric" checked> Metric</label>
  <label><input type="radio" name="units" value="Imperial"> Imperial</label></fieldset>
<button id="save">Save</button>
<script>
more.addEventListener('click', () => { guests.value = Math.min(9, Number(guests.value) + 1); });
fewer.addEventListener('click', () => { guests.value = Math.max(1, Number(guests.value) - 1); });
const menu = document.querySelector('.menu');
theme.addEventListener('click', () => { menu.hidden = !menu.hidden; });
for (const li of menu.children) li.addEventListener('click', () => { theme.textContent = li.textContent; menu.hidden = true; });
save.addEventListener('click', () => report('saved:guests=' + guests.value + ',theme=' + theme.textContent +
  ',news=' + news.checked + ',units=' + document.querySelector('[name=units]:checked').value));
</script>`,
  `.field { margin: 6px 0; } .dropdown { display: inline-block; position: relative; }
.face { border: 1px solid #888; padding: 2px 8px; cursor: pointer; min-width: 90px; }
.menu { position: absolute; background: white; border: 1px solid #888; list-style: none; margin: 0; padding: 0; }
.menu li { padding: 2px 8px; cursor: pointer; }
.switch { position: relative; padding-left: 44px; cursor: pointer; }
.switch input { position: absolute; left: 0; opacity: 0; width: 36px; height: 18px; margin: 0; }
.knob { position: absolute; left: 0; width: 36px; height: 18px; background: #ccc; border-radius: 9px; pointer-events: none; }`,
);

const TOPICS = [
  ['Delivery', 'Parcels leave within two days.', 'Track a parcel'],
  ['Returns', 'You have thirty days to change your mind.', 'Start a return'],
  ['Payments', 'Cards and bank transfers are accepted.', 'See payment options'],
] as const;

// Questions and answers: opening a section closes the one open before.
const HELP = page(
  'Help centre',
  `<h1>Help centre</h1>
${TOPICS.map(
  ([title, text, link]) =>
    `<div class="topic"><h3 class="head" tabindex="0">${title}</h3><div class="body" hidden><p>${text}</p><a href="#" class="go">${link}</a></div></div>`,
).join('\n')}
<script>
for (const topic of document.querySelectorAll('.topic')) {
  topic.querySelector('.head').addEventListener('click', () => {
    for (const other of document.querySelectorAll('.topic .body')) other.hidden = other !== topic.querySelector('.body') || !other.hidden;
  });
  topic.querySelector('.go').addEventListener('click', (e) => { e.preventDefault(); report('link:' + e.target.textContent); });
}
</script>`,
  '.head { cursor: pointer; margin: 4px 0; background: #eee; }',
);

// A trip form whose date field takes no typing: a popup calendar opens on it, built of plain
// blocks (no table), with arrows either side of the month's name.
const TRIP = page(
  'Trip',
  `<h1>Plan a trip</h1>
<label for="leave">Departure</label> <input id="leave" readonly placeholder="choose a day">
<div id="cal" hidden><div class="bar"><span class="arrow" id="prev">&lsaquo;</span> <span id="month"></span> <span class="arrow" id="next">&rsaquo;</span></div>
<div id="days"></div></div>
<button id="go">Continue</button>
<script>
const NAMES = ['January','February','March','April','May','June','July','August','September','October','November','December'];
let y = 2027, m = 2;
function draw() {
  month.textContent = NAMES[m] + ' ' + y;
  days.innerHTML = '';
  const count = new Date(y, m + 1, 0).getDate();
  for (let d = 1; d <= count; d++) {
    const cell = document.createElement('div');
    cell.className = 'day'; cell.textContent = d;
    cell.addEventListener('click', () => {
      leave.value = y + '-' + String(m + 1).padStart(2, '0') + '-' + String(d).padStart(2, '0');
      cal.hidden = true;
    });
    days.appendChild(cell);
  }
}
leave.addEventListener('click', () => { cal.hidden = false; draw(); });
prev.addEventListener('click', () => { m--; if (m < 0) { m = 11; y--; } draw(); });
next.addEventListener('click', () => { m++; if (m > 11) { m = 0; y++; } draw(); });
go.addEventListener('click', () => report('trip:' + leave.value));
</script>`,
  `#days { display: grid; grid-template-columns: repeat(7, 24px); } .day, .arrow { cursor: pointer; text-align: center; }`,
);

// A record card as a two-column table, and a box to answer in.
const CARD = page(
  'Customer record',
  `<h1>Customer record</h1>
<table class="record"><tr><th>Name</th><td>Rosa Quint</td></tr><tr><th>Postcode</th><td>LK4 9PE</td></tr>
<tr><th>Phone</th><td>0161 555 0193</td></tr><tr><th>Member since</th><td>2019</td></tr><tr><th>Favourite colour</th><td>teal</td></tr></table>
<p><label for="answer">Answer</label> <input id="answer"> <button onclick="report('go:' + answer.value)">Go</button></p>`,
);

// Passages to copy, one of them in a box that cannot be edited, and a field to paste into.
const COPY = page(
  'Copy',
  `<h1>Copy exercise</h1>
<textarea id="source" readonly rows="2" style="background:#ddd">Bright kites drift over the harbour wall.</textarea>
<blockquote>Second quote: the ferry leaves at dawn.</blockquote>
<p><label for="target">Your text</label> <input id="target" size="40"> <button onclick="report('copied:' + target.value)">Submit</button></p>`,
);

// An equation in one unknown, and a field for its value.
const SOLVE = page(
  'Solve',
  `<h1>Equation</h1><p class="eq">12 = 2x &minus; 4</p>
<p><label for="x">x =</label> <input id="x"> <button onclick="report('x:' + x.value)">Check</button></p>`,
);

const PEOPLE = [
  'Ana Ruiz',
  'Ben Okafor',
  'Chloe Park',
  'Dmitri Volkov',
  'Ines Costa',
  'Jun Sato',
  'Marta Silva',
  'Noah Weiss',
  'Yusuf Demir',
];

// An address book shown three people a page, with Next and Previous.
const BOOK = page(
  'Address book',
  `<h1>Address book</h1><div id="cards"></div>
<button id="back">Previous</button> <span id="where"></span> <button id="fwd">Next</button>
<script>
const people = ${JSON.stringify(PEOPLE)};
let at = 0;
function show() {
  cards.innerHTML = '';
  for (const name of people.slice(at, at + 3)) {
    const card = document.createElement('div');
    card.className = 'card';
    card.innerHTML = '<h3>' + name + '</h3><a href="#" data-do="call">Call</a> · <a href="#" data-do="email">Email</a> · <a href="#" data-do="map">Address</a>';
    for (const a of card.querySelectorAll('a')) a.addEventListener('click', (e) => { e.preventDefault(); report(a.dataset.do + ':' + name); });
    cards.appendChild(card);
  }
  where.textContent = 'Page ' + (at / 3 + 1) + ' of 3';
}
back.addEventListener('click', () => { at = Math.max(0, at - 3); show(); });
fwd.addEventListener('click', () => { at = Math.min(6, at + 3); show(); });
show();
</script>`,
);

export const GROUNDING_PAGES: Record<string, string> = {
  '/post.html': POST,
  '/shop.html': SHOP,
  '/prefs.html': PREFS,
  '/help-centre.html': HELP,
  '/trip.html': TRIP,
  '/card.html': CARD,
  '/copy.html': COPY,
  '/solve.html': SOLVE,
  '/book.html': BOOK,
};
