// Partsbin: a small shop that runs in the page alone (no server), for trying `act` and `explore`.
const PARTS = [
  { name: 'Front brake pads', price: 34.0 },
  { name: 'Rear brake pads', price: 29.5 },
  { name: 'Ceramic brake pads', price: 52.0 },
  { name: 'Brake rotor', price: 61.0 },
  { name: 'Oil filter', price: 8.75 },
  { name: 'Engine oil 5W-30, 5 qt', price: 27.0 },
  { name: 'Air filter', price: 14.25 },
  { name: 'Cabin air filter', price: 17.0 },
  { name: 'Spark plug', price: 6.5 },
  { name: 'Wiper blades', price: 19.0 },
  { name: 'Car battery, group 35', price: 139.0 },
  { name: 'Headlight bulb', price: 12.0 },
];
const cart = [];
const money = (n) => `$${n.toFixed(2)}`;
// What the shop holds besides the cart, for the state report below.
let shownQuery = '';
const saved = { offers: false, currency: 'USD' };
let accountDeleted = false;

// State report, for a harness that checks the shop after the browser is gone: on only when a page
// of this tab was opened with ?record; each change then POSTs the whole state to /__state.
const recording = (() => {
  try {
    if (new URLSearchParams(location.search).has('record')) sessionStorage.setItem('record', '1');
    return sessionStorage.getItem('record') === '1';
  } catch {
    return false;
  }
})();
function snapshot() {
  const open = document.querySelector('[role=tab][aria-selected=true]');
  return {
    app: 'parts-shop',
    tab: open ? open.id.replace('tab-', '') : null,
    search: shownQuery,
    form: accountDeleted
      ? null
      : { offers: document.getElementById('offers').checked, currency: document.getElementById('currency').value },
    cart: cart.map((p) => p.name),
    settings: { ...saved },
    accountDeleted,
  };
}
let lastReport = '';
function report() {
  if (!recording) return;
  const body = JSON.stringify(snapshot());
  if (body === lastReport) return;
  lastReport = body;
  try {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/__state', false);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.send(body);
  } catch {
    // No harness listening: the shop works the same.
  }
}

for (const tab of document.querySelectorAll('[role=tab]')) {
  tab.addEventListener('click', () => {
    for (const t of document.querySelectorAll('[role=tab]')) {
      t.setAttribute('aria-selected', String(t === tab));
      document.getElementById(t.getAttribute('aria-controls')).hidden = t !== tab;
    }
    report();
  });
}

function showParts(query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = PARTS.filter((p) => words.every((w) => p.name.toLowerCase().includes(w.replace(/s$/, ''))));
  const list = document.getElementById('parts');
  list.replaceChildren(
    ...shown.map((part) => {
      const li = document.createElement('li');
      const add = document.createElement('button');
      add.type = 'button';
      add.textContent = 'Add to cart';
      add.addEventListener('click', () => addToCart(part));
      li.append(`${part.name} — ${money(part.price)} `, add);
      return li;
    }),
  );
  document.getElementById('matches').textContent = query
    ? `${shown.length} of ${PARTS.length} parts match "${query}"`
    : `${PARTS.length} parts`;
  shownQuery = query;
  report();
}

function addToCart(part) {
  cart.push(part);
  const lines = document.getElementById('cart-lines');
  lines.replaceChildren(...cart.map((p) => Object.assign(document.createElement('li'), { textContent: `${p.name} — ${money(p.price)}` })));
  const total = cart.reduce((sum, p) => sum + p.price, 0);
  document.getElementById('cart-total').textContent = `${cart.length} in the cart, ${money(total)} in all.`;
  report();
}

document.getElementById('search-form').addEventListener('submit', (event) => {
  event.preventDefault();
  showParts(document.getElementById('q').value.trim());
});

document.getElementById('settings-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const offers = document.getElementById('offers').checked ? 'on' : 'off';
  const currency = document.getElementById('currency').value;
  document.getElementById('saved').textContent = `Saved: offers by email ${offers}, prices in ${currency}.`;
  saved.offers = offers === 'on';
  saved.currency = currency;
  report();
});
document.getElementById('offers').addEventListener('change', report);
document.getElementById('currency').addEventListener('change', report);

document.getElementById('apply-coupon').addEventListener('click', () => {
  // A fault left in on purpose, for `explore` to find: the coupon service is not there.
  fetch('api/coupons.json').then((r) => r.json());
});

document.getElementById('empty-cart').addEventListener('click', () => {
  cart.length = 0;
  document.getElementById('cart-lines').replaceChildren();
  document.getElementById('cart-total').textContent = 'The cart is empty.';
  report();
});

document.getElementById('delete-account').addEventListener('click', () => {
  document.body.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Account deleted' }));
  accountDeleted = true;
  report();
});

showParts('');
