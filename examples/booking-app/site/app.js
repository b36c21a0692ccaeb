// Harbour Inn: a small room-booking form that runs in the page alone (no server), for trying
// `act`. Everything it holds is in `state`; every change goes through `update`, which draws the
// page again and, when recording, reports the state to the server that serves the page.

const ROOMS = {
  'Single room': { price: 70, guests: 1 },
  'Standard double': { price: 95, guests: 2 },
  'Sea view double': { price: 125, guests: 2 },
  'Family suite': { price: 160, guests: 4 },
};
const EXTRAS = ['Breakfast', 'Parking', 'Late check-out', 'Baby cot'];
const FIRST = '2026-06-01';
const LAST = '2026-12-31';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const blankForm = () => ({
  checkin: '',
  nights: 1,
  arrival: '',
  room: 'Standard double',
  guests: 2,
  extras: [],
  name: 'Sam Rivera',
  email: 'sam.rivera@example.com',
  phone: '',
  notes: '',
});

const state = {
  app: 'booking-app',
  tab: 'new',
  month: '2026-06',
  form: blankForm(),
  errors: [],
  dialog: null,
  cancelling: null,
  confirmation: null,
  bookings: [
    {
      ref: 'HB-2041', checkin: '2026-08-12', nights: 3, arrival: '16:00–18:00', room: 'Standard double', guests: 2,
      extras: ['Breakfast'], name: 'Sam Rivera', email: 'sam.rivera@example.com', phone: '+44 7700 900461', notes: '', status: 'confirmed',
    },
    {
      ref: 'HB-2037', checkin: '2026-03-06', nights: 2, arrival: '18:00–20:00', room: 'Sea view double', guests: 2,
      extras: [], name: 'Sam Rivera', email: 'sam.rivera@example.com', phone: '+44 7700 900461', notes: '', status: 'completed',
    },
  ],
};
let nextRef = 2042;
let notice = '';

// ---- state report, on only for a tab opened with ?record -------------------------------------

const recording = (() => {
  try {
    if (new URLSearchParams(location.search).has('record')) sessionStorage.setItem('record', '1');
    return sessionStorage.getItem('record') === '1';
  } catch {
    return false;
  }
})();
let lastReport = '';

function report() {
  if (!recording) return;
  const body = JSON.stringify(state);
  if (body === lastReport) return;
  lastReport = body;
  try {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/__state', false);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.send(body);
  } catch {
    // Nobody listening: the app works the same.
  }
}

function update(change) {
  notice = '';
  if (change) change();
  render();
  report();
}

// ---- dates -----------------------------------------------------------------------------------

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

function parts(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return { y, m, d };
}
function weekday(iso) {
  const { y, m, d } = parts(iso);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
function addDays(iso, days) {
  const { y, m, d } = parts(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
function longDate(iso) {
  const { y, m, d } = parts(iso);
  return `${WEEKDAYS[weekday(iso)]} ${d} ${MONTHS[m - 1]} ${y}`;
}
function shortDate(iso) {
  const { m, d } = parts(iso);
  return `${d} ${MONTHS[m - 1].slice(0, 3)}`;
}
const validDate = (iso) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && addDays(iso, 0) === iso;
const bookable = (iso) => validDate(iso) && iso >= FIRST && iso <= LAST;

// ---- the booking -----------------------------------------------------------------------------

function problems(f) {
  const out = [];
  if (!f.checkin) out.push('Choose a check-in date.');
  else if (!bookable(f.checkin)) out.push('The check-in date must be between 1 June and 31 December 2026.');
  if (!Number.isInteger(f.nights) || f.nights < 1 || f.nights > 14) out.push('Stays are 1 to 14 nights.');
  if (!f.arrival) out.push('Choose an arrival time.');
  const room = ROOMS[f.room];
  if (!Number.isInteger(f.guests) || f.guests < 1) out.push('Enter the number of guests.');
  else if (room && f.guests > room.guests) out.push(`A ${f.room.toLowerCase()} takes at most ${room.guests} guest${room.guests > 1 ? 's' : ''}.`);
  if (!f.name.trim()) out.push('Enter your full name.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) out.push('Enter a valid email address.');
  return out;
}

function total(f) {
  const room = ROOMS[f.room];
  const nights = Number.isInteger(f.nights) && f.nights > 0 ? f.nights : 1;
  const guests = Number.isInteger(f.guests) && f.guests > 0 ? f.guests : 1;
  let sum = room.price * nights;
  if (f.extras.includes('Breakfast')) sum += 12 * guests * nights;
  if (f.extras.includes('Parking')) sum += 8 * nights;
  if (f.extras.includes('Late check-out')) sum += 20;
  return sum;
}

function describe(b) {
  const out = b.nights === 1 ? '1 night' : `${b.nights} nights`;
  return `${shortDate(b.checkin)} – ${shortDate(addDays(b.checkin, b.nights))} ${parts(b.checkin).y} (${out})`;
}

// ---- drawing ---------------------------------------------------------------------------------

function render() {
  for (const tab of document.querySelectorAll('[role=tab]')) {
    const on = tab.id === `tab-${state.tab}`;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    $(tab.getAttribute('aria-controls')).hidden = !on;
  }
  const upcoming = state.bookings.filter((b) => b.status === 'confirmed').length;
  $('mine-count').textContent = upcoming ? `(${upcoming})` : '';
  renderForm();
  renderCalendar();
  renderBookings();
  renderDialogs();
  $('notice').textContent = notice;
}

function renderForm() {
  const f = state.form;
  const made = state.confirmation ? state.bookings.find((b) => b.ref === state.confirmation) : null;
  $('booking-form').hidden = Boolean(made);
  $('confirmation').hidden = !made;
  if (made) {
    $('confirmation-title').textContent =
      made.status === 'cancelled' ? `Booking ${made.ref} cancelled` : `Booking ${made.ref} confirmed`;
    $('confirmation-text').textContent =
      made.status === 'cancelled'
        ? 'This booking was cancelled.'
        : `${made.room}, ${describe(made)}, ${made.guests} guest${made.guests > 1 ? 's' : ''}, arriving ${made.arrival}. We have sent the details to ${made.email}.`;
    $('cancel-new').hidden = made.status !== 'confirmed';
  }
  if ($('checkin').value !== f.checkin) $('checkin').value = f.checkin;
  if (Number($('nights').value) !== f.nights) $('nights').value = f.nights ?? '';
  for (const radio of document.querySelectorAll('input[name=arrival]')) radio.checked = radio.value === f.arrival;
  $('room').value = f.room;
  if (Number($('guests').value) !== f.guests) $('guests').value = f.guests ?? '';
  $('fewer-guests').disabled = !(f.guests > 1);
  $('more-guests').disabled = f.guests >= 6;
  for (const box of document.querySelectorAll('input[name=extras]')) box.checked = f.extras.includes(box.value);
  for (const key of ['name', 'email', 'phone', 'notes']) if ($(key).value !== f[key]) $(key).value = f[key];
  $('checkout').textContent =
    bookable(f.checkin) && f.nights >= 1 ? `Check-out: ${longDate(addDays(f.checkin, f.nights))}` : '';
  const nights = Number.isInteger(f.nights) && f.nights > 0 ? f.nights : 1;
  $('total').textContent = `Total: €${total(f)} for ${nights === 1 ? '1 night' : `${nights} nights`}`;
  $('errors').replaceChildren(...(state.errors.length ? [el('p', { textContent: 'Please check the form:' }), el('ul', {}, ...state.errors.map((e) => el('li', { textContent: e })))] : []));
}

function renderCalendar() {
  const [y, m] = state.month.split('-').map(Number);
  $('calendar-title').textContent = `${MONTHS[m - 1]} ${y}`;
  $('prev-month').disabled = state.month <= FIRST.slice(0, 7);
  $('next-month').disabled = state.month >= LAST.slice(0, 7);
  const first = `${state.month}-01`;
  const lead = (weekday(first) + 6) % 7;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells = [];
  for (let i = 0; i < lead; i++) cells.push(el('td'));
  for (let d = 1; d <= days; d++) {
    const iso = `${state.month}-${String(d).padStart(2, '0')}`;
    const button = el('button', { type: 'button', textContent: String(d), disabled: !bookable(iso) });
    button.setAttribute('aria-label', longDate(iso));
    button.setAttribute('aria-pressed', String(state.form.checkin === iso));
    button.addEventListener('click', () =>
      update(() => {
        state.form.checkin = iso;
      }),
    );
    const cell = el('td', {}, button);
    if (state.form.checkin === iso) cell.setAttribute('aria-selected', 'true');
    cells.push(cell);
  }
  const rows = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(el('tr', {}, ...cells.slice(i, i + 7)));
  $('calendar-days').replaceChildren(...rows);
}

function renderBookings() {
  $('booking-rows').replaceChildren(
    ...state.bookings.map((b) => {
      const action = el('td');
      if (b.status === 'confirmed') {
        const cancel = el('button', { type: 'button', className: 'danger', textContent: 'Cancel booking' });
        cancel.setAttribute('aria-label', `Cancel booking ${b.ref}`);
        cancel.addEventListener('click', () =>
          update(() => {
            state.dialog = 'cancel';
            state.cancelling = b.ref;
          }),
        );
        action.append(cancel);
      }
      const status = { confirmed: 'Confirmed', cancelled: 'Cancelled', completed: 'Completed' }[b.status];
      return el(
        'tr',
        {},
        el('th', { scope: 'row', textContent: b.ref }),
        el('td', { textContent: describe(b) }),
        el('td', { textContent: b.room }),
        el('td', { textContent: String(b.guests) }),
        el('td', { textContent: status, className: `status-${b.status}` }),
        action,
      );
    }),
  );
}

function renderDialogs() {
  $('review').hidden = state.dialog !== 'review';
  $('cancel-dialog').hidden = state.dialog !== 'cancel';
  if (state.dialog === 'review') {
    const f = state.form;
    const rows = [
      ['Check-in', longDate(f.checkin)],
      ['Check-out', longDate(addDays(f.checkin, f.nights))],
      ['Arrival', f.arrival],
      ['Room', f.room],
      ['Guests', String(f.guests)],
      ['Extras', f.extras.length ? f.extras.join(', ') : 'None'],
      ['Name', f.name],
      ['Email', f.email],
      ['Phone', f.phone || '—'],
      ['Notes', f.notes || '—'],
      ['Total', `€${total(f)}`],
    ];
    $('review-summary').replaceChildren(...rows.flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]));
  }
  if (state.dialog === 'cancel') {
    const b = state.bookings.find((x) => x.ref === state.cancelling);
    $('cancel-title').textContent = `Cancel booking ${b.ref}?`;
    $('cancel-text').textContent = `${b.room}, ${describe(b)}. This cannot be undone.`;
  }
}

// ---- wiring ----------------------------------------------------------------------------------

for (const tab of document.querySelectorAll('[role=tab]')) {
  tab.addEventListener('click', () =>
    update(() => {
      state.tab = tab.id.replace('tab-', '');
    }),
  );
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    update(() => {
      state.tab = state.tab === 'new' ? 'mine' : 'new';
    });
    $(`tab-${state.tab}`).focus();
  });
}

const intOrNull = (text) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

$('checkin').addEventListener('input', () =>
  update(() => {
    state.form.checkin = $('checkin').value;
    if (bookable(state.form.checkin)) state.month = state.form.checkin.slice(0, 7);
  }),
);
$('nights').addEventListener('input', () =>
  update(() => {
    state.form.nights = intOrNull($('nights').value);
  }),
);
for (const radio of document.querySelectorAll('input[name=arrival]')) {
  radio.addEventListener('change', () =>
    update(() => {
      state.form.arrival = radio.value;
    }),
  );
}
$('room').addEventListener('change', () =>
  update(() => {
    state.form.room = $('room').value;
  }),
);
$('guests').addEventListener('input', () =>
  update(() => {
    state.form.guests = intOrNull($('guests').value);
  }),
);
$('fewer-guests').addEventListener('click', () =>
  update(() => {
    state.form.guests = Math.max(1, (state.form.guests ?? 2) - 1);
  }),
);
$('more-guests').addEventListener('click', () =>
  update(() => {
    state.form.guests = Math.min(6, (state.form.guests ?? 0) + 1);
  }),
);
for (const box of document.querySelectorAll('input[name=extras]')) {
  box.addEventListener('change', () =>
    update(() => {
      const picked = new Set(state.form.extras);
      if (box.checked) picked.add(box.value);
      else picked.delete(box.value);
      state.form.extras = EXTRAS.filter((x) => picked.has(x));
    }),
  );
}
for (const key of ['name', 'email', 'phone', 'notes']) {
  $(key).addEventListener('input', () =>
    update(() => {
      state.form[key] = $(key).value;
    }),
  );
}

$('prev-month').addEventListener('click', () =>
  update(() => {
    const [y, m] = state.month.split('-').map(Number);
    state.month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  }),
);
$('next-month').addEventListener('click', () =>
  update(() => {
    const [y, m] = state.month.split('-').map(Number);
    state.month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }),
);

$('booking-form').addEventListener('submit', (event) => {
  event.preventDefault();
  update(() => {
    state.errors = problems(state.form);
    if (state.errors.length === 0) state.dialog = 'review';
  });
});
$('clear-form').addEventListener('click', () =>
  update(() => {
    state.form = blankForm();
    state.errors = [];
  }),
);
$('go-back').addEventListener('click', () =>
  update(() => {
    state.dialog = null;
  }),
);
$('confirm-booking').addEventListener('click', () =>
  update(() => {
    const f = state.form;
    const ref = `HB-${nextRef++}`;
    state.bookings.push({
      ref,
      checkin: f.checkin,
      nights: f.nights,
      arrival: f.arrival,
      room: f.room,
      guests: f.guests,
      extras: [...f.extras],
      name: f.name.trim(),
      email: f.email.trim(),
      phone: f.phone.trim(),
      notes: f.notes.trim(),
      status: 'confirmed',
    });
    state.dialog = null;
    state.confirmation = ref;
  }),
);
$('view-bookings').addEventListener('click', () =>
  update(() => {
    state.tab = 'mine';
  }),
);
$('another').addEventListener('click', () =>
  update(() => {
    state.confirmation = null;
    state.form = blankForm();
    state.errors = [];
  }),
);
$('cancel-new').addEventListener('click', () =>
  update(() => {
    state.dialog = 'cancel';
    state.cancelling = state.confirmation;
  }),
);
$('confirm-cancel').addEventListener('click', () =>
  update(() => {
    const b = state.bookings.find((x) => x.ref === state.cancelling);
    b.status = 'cancelled';
    state.dialog = null;
    state.cancelling = null;
    notice = `Booking ${b.ref} is cancelled. We have emailed ${b.email}.`;
  }),
);
$('keep-booking').addEventListener('click', () =>
  update(() => {
    state.dialog = null;
    state.cancelling = null;
  }),
);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && state.dialog) {
    update(() => {
      state.dialog = null;
      state.cancelling = null;
    });
  }
});

update();
