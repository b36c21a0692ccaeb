// Postbox: a small mail client that runs in the page alone (no server), for trying `act`.
// Everything it holds is in `state`; every change goes through `update`, which draws the page
// again and, when recording, reports the state to the server that serves the page.

const ME = { name: 'Sam Rivera', address: 'sam.rivera@example.com' };

const MESSAGES = [
  {
    id: 'm1', folder: 'inbox', from: 'Ann Baker', address: 'ann.baker@example.com', subject: 'Lunch on Thursday?',
    time: '2026-06-15T09:42', read: false, starred: false,
    body: 'Hi Sam,\n\nAre you free for lunch on Thursday? The new Lebanese place on Mill Street opens at noon and I can book a table for 12:30.\n\nAnn',
  },
  {
    id: 'm2', folder: 'inbox', from: 'GitHub', address: 'notifications@github.example', subject: '[harbour-app] Build failed on main',
    time: '2026-06-15T08:10', read: true, starred: false,
    body: 'The workflow "CI" failed for commit 4f2a9c1 on main.\n\n2 of 118 tests failed: booking.test.ts, calendar.test.ts.\n\nYou are receiving this because you are watching harbour-app.',
  },
  {
    id: 'm3', folder: 'inbox', from: 'Carlos Mendes', address: 'carlos@mendes-design.example', subject: 'Invoice #4821 for May',
    time: '2026-06-14T16:05', read: false, starred: false,
    body: 'Hello Sam,\n\nPlease find invoice #4821 for the design work in May: EUR 1,250.00, due on 30 June. Bank details are on the invoice.\n\nKind regards,\nCarlos',
  },
  {
    id: 'm4', folder: 'inbox', from: 'Priya Nair', address: 'priya.nair@example.com', subject: "Slides for Monday's review",
    time: '2026-06-13T18:21', read: true, starred: true,
    body: "Hi Sam,\n\nHere are my slides for Monday's review. Could you check the numbers on slide 7 before then?\n\nThanks,\nPriya",
  },
  {
    id: 'm5', folder: 'inbox', from: 'Riverside Dental', address: 'reminders@riversidedental.example', subject: 'Appointment reminder: 18 June, 3:30 pm',
    time: '2026-06-12T11:00', read: true, starred: false,
    body: 'Dear Sam Rivera,\n\nThis is a reminder of your check-up with Dr. Okafor on Thursday 18 June at 3:30 pm. Please arrive ten minutes early.\n\nRiverside Dental',
  },
  {
    id: 'm6', folder: 'inbox', from: 'Tom Hale', address: 'tom.hale@example.com', subject: 'Re: Moving the team offsite',
    time: '2026-06-12T09:15', read: false, starred: false,
    body: 'Sam,\n\nFine by me to move the offsite to the first week of September. I will tell the venue.\n\nTom',
  },
  {
    id: 'm7', folder: 'inbox', from: 'Soundhouse', address: 'deals@soundhouse.example', subject: 'Weekly deals: 20% off headphones',
    time: '2026-06-11T07:30', read: true, starred: false,
    body: 'This week only: 20% off all headphones, free delivery over EUR 50.\n\nYou receive this newsletter because you signed up at soundhouse.example.',
  },
  {
    id: 'm8', folder: 'inbox', from: 'Mum', address: 'linda.rivera@example.com', subject: 'Photos from the weekend',
    time: '2026-06-10T20:47', read: false, starred: false,
    body: 'Hello love,\n\nHere are the photos from Saturday at the lake. The one of Dad with the fish is my favourite!\n\nMum x',
  },
  {
    id: 'm9', folder: 'inbox', from: 'Northbank', address: 'statements@northbank.example', subject: 'Your June statement is ready',
    time: '2026-06-09T06:00', read: true, starred: false,
    body: 'Your statement for the account ending 4410 is ready to view in online banking.',
  },
  {
    id: 'm10', folder: 'inbox', from: 'Lena Fischer', address: 'lena.fischer@example.com', subject: 'Contract draft v2',
    time: '2026-06-08T14:32', read: false, starred: false,
    body: 'Hi Sam,\n\nAttached is version 2 of the contract, with the payment terms changed to 30 days. Let me know if legal has comments.\n\nBest,\nLena',
  },
  {
    id: 's1', folder: 'sent', from: ME.name, address: ME.address, to: ['ann.baker@example.com'], subject: 'Re: Book club in July',
    time: '2026-06-05T19:02', read: true, starred: false,
    body: 'Count me in for the July book club. I will bring the wine.\n\nSam',
  },
  {
    id: 's2', folder: 'sent', from: ME.name, address: ME.address, to: ['priya.nair@example.com'], subject: 'Notes from Thursday',
    time: '2026-06-04T17:40', read: true, starred: false,
    body: 'Priya, my notes from Thursday are below. The main open point is the budget for Q3.\n\nSam',
  },
  {
    id: 'a1', folder: 'archive', from: 'Lufthansa', address: 'booking@lufthansa.example', subject: 'Your flight LH 1234 to Munich',
    time: '2026-06-02T10:12', read: true, starred: false,
    body: 'Booking code QX7P2L. Flight LH 1234, Hamburg to Munich, 24 June 2026, 07:05.',
  },
  {
    id: 'a2', folder: 'archive', from: 'Tom Hale', address: 'tom.hale@example.com', subject: 'Hotel options for September',
    time: '2026-06-01T13:55', read: true, starred: false,
    body: 'Three hotels near the venue: Harbour Inn, The Anchor and Seaview Lodge. Prices attached.',
  },
  {
    id: 't1', folder: 'trash', from: 'Soundhouse', address: 'deals@soundhouse.example', subject: 'Last chance: spring sale ends tonight',
    time: '2026-05-28T07:30', read: true, starred: false,
    body: 'The spring sale ends tonight at midnight.',
  },
];

const FOLDERS = { inbox: 'Inbox', starred: 'Starred', sent: 'Sent', archive: 'Archive', trash: 'Trash', search: 'Search results' };
const DENSITIES = ['Comfortable', 'Cozy', 'Compact'];

const state = {
  app: 'mail-app',
  folder: 'inbox',
  open: null,
  search: '',
  selected: [],
  reply: null,
  compose: null,
  settingsOpen: false,
  settingsForm: null,
  settings: { signature: 'Sam', density: 'Comfortable', snippets: true },
  messages: MESSAGES.map((m) => ({ ...m })),
};
let sentCount = 0;
let toastText = '';

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

function snapshot() {
  return {
    ...state,
    messages: state.messages.map(({ body, ...rest }) => (rest.kind ? { ...rest, body } : rest)),
  };
}

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
    // Nobody listening: the app works the same.
  }
}

function update(change) {
  toastText = '';
  if (change) change();
  render();
  report();
}

// ---- helpers ---------------------------------------------------------------------------------

const $ = (id) => document.getElementById(id);
const byId = (id) => state.messages.find((m) => m.id === id);
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

const CONTACTS = [
  { name: 'Ann Baker', address: 'ann.baker@example.com' },
  { name: 'Carlos Mendes', address: 'carlos@mendes-design.example' },
  { name: 'Priya Nair', address: 'priya.nair@example.com' },
  { name: 'Tom Hale', address: 'tom.hale@example.com' },
  { name: 'Lena Fischer', address: 'lena.fischer@example.com' },
  { name: 'Linda Rivera (Mum)', address: 'linda.rivera@example.com' },
];

/** "Ann", "ann baker", "Ann Baker <ann.baker@example.com>" or an address: addresses, or the part that is none. */
function resolveAddresses(text) {
  const out = [];
  for (const raw of text.split(/[,;]/).map((s) => s.trim()).filter(Boolean)) {
    const inAngles = raw.match(/<([^>]+)>/);
    const part = (inAngles ? inAngles[1] : raw).trim();
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(part)) {
      out.push(part.toLowerCase());
      continue;
    }
    const wanted = part.toLowerCase();
    const hit = CONTACTS.find((c) => {
      const name = c.name.toLowerCase();
      return name === wanted || name.split(' ')[0] === wanted || name.includes(`(${wanted})`);
    });
    if (!hit) return { error: `"${raw}" is not an email address or a contact.` };
    out.push(hit.address);
  }
  if (out.length === 0) return { error: 'Add at least one recipient.' };
  return { to: out };
}

function shortDate(time) {
  const [date, clock] = time.split('T');
  if (date === '2026-06-15') return clock;
  const [, month, day] = date.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(day)} ${months[Number(month) - 1]}`;
}

function longDate(time) {
  const [date, clock] = time.split('T');
  const [year, month, day] = date.split('-');
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${Number(day)} ${months[Number(month) - 1]} ${year}, ${clock}`;
}

function shown() {
  const list =
    state.folder === 'search'
      ? state.messages.filter((m) => m.folder !== 'trash' && matches(m, state.search))
      : state.folder === 'starred'
        ? state.messages.filter((m) => m.starred && m.folder !== 'trash')
        : state.messages.filter((m) => m.folder === state.folder);
  return list.sort((a, b) => (a.time < b.time ? 1 : -1));
}

function matches(message, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${message.from} ${message.address} ${(message.to ?? []).join(' ')} ${message.subject} ${message.body}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

function toast(text) {
  toastText = text;
}

function sendMessage(kind, ref, toText, subject, text) {
  const resolved = resolveAddresses(toText);
  if (resolved.error) return resolved.error;
  sentCount += 1;
  const original = ref ? byId(ref) : null;
  let body = [text.trim(), state.settings.signature.trim()].filter(Boolean).join('\n\n');
  if (kind === 'forward' && original) {
    body += `\n\n---------- Forwarded message ----------\nFrom: ${original.from} <${original.address}>\nSubject: ${original.subject}\n\n${original.body}`;
  }
  if (kind === 'reply' && original) {
    body += `\n\nOn ${longDate(original.time)}, ${original.from} wrote:\n${original.body.replace(/^/gm, '> ')}`;
  }
  state.messages.push({
    id: `out${sentCount}`,
    folder: 'sent',
    from: ME.name,
    address: ME.address,
    to: resolved.to,
    subject,
    time: `2026-06-15T10:${String(sentCount).padStart(2, '0')}`,
    read: true,
    starred: false,
    kind,
    ref,
    body,
  });
  toast('Message sent.');
  return null;
}

// ---- actions ---------------------------------------------------------------------------------

function goToFolder(folder) {
  state.folder = folder;
  state.open = null;
  state.selected = [];
  state.reply = null;
  if (folder !== 'search') state.search = '';
}

function openMessage(id) {
  state.open = id;
  state.reply = null;
  byId(id).read = true;
}

function closeMessage() {
  state.open = null;
  state.reply = null;
}

function moveTo(ids, folder, note) {
  for (const id of ids) byId(id).folder = folder;
  state.selected = [];
  toast(note);
}

function deleteMessages(ids) {
  const forever = ids.filter((id) => byId(id).folder === 'trash');
  const toTrash = ids.filter((id) => byId(id).folder !== 'trash');
  for (const id of toTrash) byId(id).folder = 'trash';
  state.messages = state.messages.filter((m) => !forever.includes(m.id));
  state.selected = [];
  toast(forever.length ? `${forever.length} deleted forever.` : toTrash.length === 1 ? 'Moved to Trash.' : `${toTrash.length} moved to Trash.`);
}

// ---- drawing ---------------------------------------------------------------------------------

function render() {
  document.body.className = `density-${state.settings.density.toLowerCase()}${state.settings.snippets ? '' : ' no-snippets'}`;
  const unread = state.messages.filter((m) => m.folder === 'inbox' && !m.read).length;
  $('count-inbox').textContent = unread ? String(unread) : '';
  $('count-inbox').setAttribute('aria-label', `${unread} unread`);
  for (const link of document.querySelectorAll('#folders a')) {
    if (link.dataset.folder === state.folder) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  $('search').value = state.search;
  $('clear-search').hidden = !state.search;
  const message = state.open ? byId(state.open) : null;
  document.title = `${message ? message.subject : FOLDERS[state.folder]} | Postbox`;
  $('list-view').hidden = Boolean(message);
  $('message-view').hidden = !message;
  if (message) renderMessage(message);
  else renderList();
  $('toast').textContent = toastText;
  renderCompose();
  renderSettings();
}

function renderList() {
  $('folder-title').textContent = state.folder === 'search' ? `Search results for "${state.search}"` : FOLDERS[state.folder];
  const rows = shown();
  $('list-note').textContent =
    rows.length === 0
      ? state.folder === 'search'
        ? 'No messages match your search.'
        : `Nothing in ${FOLDERS[state.folder]}.`
      : state.folder === 'trash'
        ? 'Messages in Trash are deleted forever after 30 days.'
        : '';
  const inTrash = state.folder === 'trash';
  $('empty-trash').hidden = !inTrash || rows.length === 0;
  const none = state.selected.length === 0;
  for (const id of ['bulk-archive', 'bulk-read', 'bulk-unread', 'bulk-delete']) $(id).disabled = none;
  $('bulk-archive').hidden = inTrash || state.folder === 'archive';
  $('bulk-delete').textContent = inTrash ? 'Delete forever' : 'Delete';
  $('message-rows').replaceChildren(...rows.map(renderRow));
}

function renderRow(m) {
  const tr = el('tr', { className: m.read ? 'read' : 'unread' });
  tr.dataset.id = m.id;
  const pick = el('input', { type: 'checkbox', checked: state.selected.includes(m.id) });
  pick.setAttribute('aria-label', `Select "${m.subject}"`);
  pick.addEventListener('change', () =>
    update(() => {
      state.selected = pick.checked ? [...state.selected, m.id] : state.selected.filter((id) => id !== m.id);
    }),
  );
  const star = el('button', { type: 'button', className: 'star', textContent: m.starred ? '\u2605' : '\u2606' });
  star.setAttribute('aria-label', m.starred ? 'Starred' : 'Not starred');
  star.setAttribute('aria-pressed', String(m.starred));
  star.title = m.starred ? 'Starred' : 'Not starred';
  star.addEventListener('click', (event) => {
    event.stopPropagation();
    update(() => {
      m.starred = !m.starred;
    });
  });
  const who = m.kind || m.folder === 'sent' ? `To: ${m.to.map(nameOf).join(', ')}` : m.from;
  const link = el('a', { href: `#${state.folder === 'search' ? 'search' : state.folder}/${m.id}`, textContent: m.subject });
  link.addEventListener('click', (event) => {
    event.preventDefault();
    update(() => openMessage(m.id));
  });
  const snippet = el('span', { className: 'snippet', textContent: ` \u2014 ${m.body.replace(/\s+/g, ' ').slice(0, 70)}\u2026` });
  const subject = el('td', { className: 'subject' }, link, snippet);
  if (!m.read) subject.prepend(el('span', { className: 'visually-hidden', textContent: 'Unread: ' }));
  tr.append(
    el('td', {}, pick),
    el('td', {}, star),
    el('td', { className: 'from', textContent: who }),
    subject,
    el('td', { className: 'date' }, el('time', { dateTime: m.time, textContent: shortDate(m.time) })),
  );
  tr.addEventListener('click', (event) => {
    if (event.target === pick || event.target === link) return;
    update(() => openMessage(m.id));
  });
  return tr;
}

function nameOf(address) {
  return CONTACTS.find((c) => c.address === address)?.name ?? address;
}

function renderMessage(m) {
  const back = state.folder === 'search' ? 'Search results' : FOLDERS[state.folder];
  $('back').textContent = `\u2190 Back to ${back}`;
  $('message-subject').textContent = m.subject;
  $('message-from').textContent = `${m.from} <${m.address}>`;
  $('message-to').textContent = m.to ? m.to.join(', ') : `${ME.name} <${ME.address}>`;
  $('message-date').textContent = longDate(m.time);
  $('message-body').replaceChildren(...m.body.split('\n\n').map((p) => el('p', { textContent: p })));
  $('star').setAttribute('aria-pressed', String(m.starred));
  $('star').textContent = m.starred ? '\u2605 Starred' : '\u2606 Star';
  $('toggle-read').textContent = m.read ? 'Mark as unread' : 'Mark as read';
  $('archive').hidden = m.folder === 'archive' || m.folder === 'trash';
  $('restore').hidden = m.folder !== 'archive' && m.folder !== 'trash';
  $('delete').textContent = m.folder === 'trash' ? 'Delete forever' : 'Delete';
  const reply = state.reply;
  $('reply-form').hidden = !reply;
  if (reply) {
    $('reply-title').textContent = reply.mode === 'reply' ? `Reply to ${m.from}` : `Forward "${m.subject}"`;
    $('reply-body-label').textContent = reply.mode === 'reply' ? 'Your reply' : 'Add a message (optional)';
    if ($('reply-to').value !== reply.to) $('reply-to').value = reply.to;
    if ($('reply-body').value !== reply.body) $('reply-body').value = reply.body;
    $('reply-error').textContent = reply.error ?? '';
  }
}

function renderCompose() {
  const c = state.compose;
  $('compose-window').hidden = !c;
  if (!c) return;
  if ($('compose-to').value !== c.to) $('compose-to').value = c.to;
  if ($('compose-subject').value !== c.subject) $('compose-subject').value = c.subject;
  if ($('compose-body').value !== c.body) $('compose-body').value = c.body;
  $('compose-error').textContent = c.error ?? '';
}

function renderSettings() {
  const dialog = $('settings-dialog');
  if (state.settingsOpen && !dialog.open) dialog.showModal();
  if (!state.settingsOpen && dialog.open) dialog.close();
  const f = state.settingsForm;
  if (!f) return;
  if ($('signature').value !== f.signature) $('signature').value = f.signature;
  $('density').value = f.density;
  $('snippets').checked = f.snippets;
}

// ---- wiring ----------------------------------------------------------------------------------

for (const link of document.querySelectorAll('#folders a')) {
  link.addEventListener('click', (event) => {
    event.preventDefault();
    update(() => goToFolder(link.dataset.folder));
  });
}

$('search-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const query = $('search').value.trim();
  update(() => {
    if (query) {
      goToFolder('search');
      state.search = query;
    } else goToFolder('inbox');
  });
});
$('clear-search').addEventListener('click', () => update(() => goToFolder('inbox')));

$('back').addEventListener('click', () => update(closeMessage));
$('reply').addEventListener('click', () =>
  update(() => {
    state.reply = { mode: 'reply', to: byId(state.open).address, body: '' };
  }),
);
$('forward').addEventListener('click', () =>
  update(() => {
    state.reply = { mode: 'forward', to: '', body: '' };
  }),
);
$('reply-to').addEventListener('input', () => update(() => Object.assign(state.reply, { to: $('reply-to').value })));
$('reply-body').addEventListener('input', () => update(() => Object.assign(state.reply, { body: $('reply-body').value })));
$('reply-discard').addEventListener('click', () =>
  update(() => {
    state.reply = null;
  }),
);
$('reply-form').addEventListener('submit', (event) => {
  event.preventDefault();
  update(() => {
    const m = byId(state.open);
    const { mode, to, body } = state.reply;
    const subject = mode === 'reply' ? (/^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`) : `Fwd: ${m.subject}`;
    const error = sendMessage(mode, m.id, to, subject, body);
    if (error) state.reply.error = error;
    else state.reply = null;
  });
});

$('archive').addEventListener('click', () =>
  update(() => {
    moveTo([state.open], 'archive', 'Conversation archived.');
    closeMessage();
  }),
);
$('restore').addEventListener('click', () =>
  update(() => {
    moveTo([state.open], 'inbox', 'Moved to Inbox.');
    closeMessage();
  }),
);
$('star').addEventListener('click', () =>
  update(() => {
    const m = byId(state.open);
    m.starred = !m.starred;
  }),
);
$('toggle-read').addEventListener('click', () =>
  update(() => {
    const m = byId(state.open);
    if (m.read) {
      m.read = false;
      toast('Marked as unread.');
      closeMessage();
    } else m.read = true;
  }),
);
$('delete').addEventListener('click', () =>
  update(() => {
    deleteMessages([state.open]);
    closeMessage();
  }),
);

$('bulk-archive').addEventListener('click', () =>
  update(() => moveTo(state.selected, 'archive', `${state.selected.length} archived.`)),
);
$('bulk-read').addEventListener('click', () =>
  update(() => {
    for (const id of state.selected) byId(id).read = true;
    state.selected = [];
  }),
);
$('bulk-unread').addEventListener('click', () =>
  update(() => {
    for (const id of state.selected) byId(id).read = false;
    state.selected = [];
  }),
);
$('bulk-delete').addEventListener('click', () => update(() => deleteMessages(state.selected)));
$('empty-trash').addEventListener('click', () =>
  update(() => deleteMessages(state.messages.filter((m) => m.folder === 'trash').map((m) => m.id))),
);

$('compose').addEventListener('click', () =>
  update(() => {
    state.compose = state.compose ?? { to: '', subject: '', body: '' };
  }),
);
for (const [id, key] of [
  ['compose-to', 'to'],
  ['compose-subject', 'subject'],
  ['compose-body', 'body'],
]) {
  $(id).addEventListener('input', () => update(() => Object.assign(state.compose, { [key]: $(id).value })));
}
$('compose-discard').addEventListener('click', () =>
  update(() => {
    state.compose = null;
  }),
);
$('compose-form').addEventListener('submit', (event) => {
  event.preventDefault();
  update(() => {
    const { to, subject, body } = state.compose;
    const error = sendMessage('new', null, to, subject.trim(), body);
    if (error) state.compose.error = error;
    else state.compose = null;
  });
});

$('open-settings').addEventListener('click', () =>
  update(() => {
    state.settingsOpen = true;
    state.settingsForm = { ...state.settings };
  }),
);
$('signature').addEventListener('input', () => update(() => Object.assign(state.settingsForm, { signature: $('signature').value })));
$('density').addEventListener('change', () => update(() => Object.assign(state.settingsForm, { density: $('density').value })));
$('snippets').addEventListener('change', () => update(() => Object.assign(state.settingsForm, { snippets: $('snippets').checked })));
$('settings-form').addEventListener('submit', (event) => {
  event.preventDefault();
  update(() => {
    state.settings = { ...state.settingsForm, density: DENSITIES.includes(state.settingsForm.density) ? state.settingsForm.density : 'Comfortable' };
    state.settingsOpen = false;
    state.settingsForm = null;
    toast('Settings saved.');
  });
});
$('cancel-settings').addEventListener('click', () =>
  update(() => {
    state.settingsOpen = false;
    state.settingsForm = null;
  }),
);
$('settings-dialog').addEventListener('cancel', () =>
  update(() => {
    state.settingsOpen = false;
    state.settingsForm = null;
  }),
);

$('contacts').replaceChildren(...CONTACTS.map((c) => el('option', { value: c.address, label: c.name })));

// A link to a folder (#sent) opens it, as links to Gmail folders do.
const start = location.hash.slice(1).split('/');
if (FOLDERS[start[0]] && start[0] !== 'search') goToFolder(start[0]);
if (start[1] && byId(start[1])) openMessage(start[1]);
update();
