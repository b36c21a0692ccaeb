import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDepth } from '../../core/screen.ts';
import { launchChromium } from './chromium.ts';
import { type Control, locate, readControls, readControlsAndTerms } from './controls.ts';
import { pageCall } from './page-scripts.ts';

// A shop's account page: a site header and footer around the main content, which holds every
// kind of control, some of them hidden, disabled or covered. `data-t` names each control for the
// checks; a click on anything with `data-t` is counted in #log.
const FIXTURE = `<!doctype html><html><head><title>Account</title><base href="https://shop.example/account/"><style>
  body { font: 16px sans-serif; margin: 0; }
  .icon { width: 24px; height: 24px; display: inline-block; }
  #overlay { position: fixed; left: 550px; top: 0; width: 300px; height: 60px; background: white; }
  #under { position: absolute; left: 600px; top: 10px; }
  [role=tabpanel][hidden], #acc-panel[hidden] { display: none; }
</style></head><body>
<header><nav><a href="/" data-t="home">Home</a> <a href="/shop" data-t="shop">Shop</a>
  <button data-t="menu">Menu</button></nav></header>
<button id="under" data-t="under">Covered</button>
<div id="overlay">Sale ends soon</div>
<main>
  <h1>Your account</h1>
  <p>See <a href="/orders" data-t="orders">your orders</a> or
    <a href="help.html" data-t="help">get help</a>. New in the <a href="/shop/new" data-t="shop-main">Shop</a>.</p>
  <button aria-label="Close notice" data-t="close"><svg class="icon" viewBox="0 0 10 10"><path d="M0 0L10 10"/></svg></button>
  <span class="icon" style="cursor: pointer" title="Print page" data-t="print" onclick="">⎙</span>
  <form onsubmit="return false">
    <h2>Profile</h2>
    <label for="nick">Nickname</label> <input id="nick" value="ada" data-t="nick">
    <label>Email <input type="email" placeholder="you@example.com" data-t="email"></label>
    <input aria-label="Search orders" type="search" data-t="search">
    <textarea placeholder="About you" data-t="about"></textarea>
    <label for="country">Country</label>
    <select id="country" data-t="country"><option>France</option><option selected>Italy</option><option>Spain</option></select>
    <fieldset><legend>Plan</legend>
      <label><input type="radio" name="plan" value="free" data-t="free"> Free</label>
      <label><input type="radio" name="plan" value="pro" checked data-t="pro"> Pro</label>
    </fieldset>
    <label><input type="checkbox" data-t="news"> Email me news</label>
    <input type="submit" value="Save profile" data-t="save">
    <button disabled data-t="disabled">Delete account</button>
    <a href="/secret" style="display:none" data-t="none">Secret</a>
  </form>
  <h2>Settings</h2>
  <div role="tablist">
    <button role="tab" aria-selected="false" data-t="tab-general">General</button>
    <button role="tab" aria-selected="true" data-t="tab-privacy">Privacy</button>
    <button role="tab" aria-selected="false" data-t="tab-billing">Billing</button>
  </div>
  <div role="tabpanel" hidden><a href="/general" data-t="general-link">Language</a></div>
  <div role="tabpanel"><a href="/privacy" data-t="privacy-link">Download my data</a></div>
  <div role="tabpanel" hidden><a href="/billing" data-t="billing-link">Invoices</a></div>
  <h2>Questions</h2>
  <button aria-expanded="false" aria-controls="acc-panel" data-t="acc">Shipping times</button>
  <div id="acc-panel" hidden><a href="/shipping" data-t="acc-link">Shipping table</a></div>
  <details><summary data-t="summary">More options</summary><a href="/more" data-t="more">Export</a></details>
  <nav aria-label="Related"><div role="menu"><a role="menuitem" href="/gifts" data-t="gifts">Gift cards</a></div></nav>
  <x-rating></x-rating>
  <iframe name="widget" srcdoc="<a href='/chat' data-t='chat'>Chat with us</a>"></iframe>
  <button data-t="more-items">Load more</button>
</main>
<footer><a href="/terms" data-t="terms">Terms</a></footer>
<div id="log"></div>
<script>
  customElements.define('x-rating', class extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = '<button data-t="rate">Rate this page</button>';
    }
  });
  const log = (t) => { document.getElementById('log').textContent += t + ' '; };
  document.addEventListener('click', (e) => {
    const t = e.composedPath().find((n) => n.dataset && n.dataset.t);
    if (!t) return;
    if (t.tagName === 'A') e.preventDefault();
    log(t.dataset.t);
  });
  document.querySelector('[data-t=acc]').addEventListener('click', (e) => {
    const open = e.currentTarget.getAttribute('aria-expanded') === 'true';
    e.currentTarget.setAttribute('aria-expanded', String(!open));
    document.getElementById('acc-panel').hidden = open;
  });
</script></body></html>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await page?.close();
  page = await browser.newPage({ viewport: { width: 1000, height: 2000 } });
  await page.setContent(FIXTURE);
  await page.frameLocator('iframe').locator('a').waitFor();
});

const pairs = (controls: Control[]) => controls.map((c) => `${c.role}: ${c.name}`);
const log = () => page.locator('#log').textContent();

describe('readControls', () => {
  it('lists the controls a person can use, in reading order, and none that are hidden, disabled, covered or in the page’s header and footer', async () => {
    const controls = await readControls(page);
    expect(pairs(controls)).toEqual([
      'link: your orders',
      'link: get help',
      'link: Shop',
      'button: Close notice',
      'button: Print page',
      'textbox: Nickname',
      'textbox: Email',
      'searchbox: Search orders',
      'textbox: About you',
      'combobox: Country',
      'radio: Free',
      'radio: Pro',
      'checkbox: Email me news',
      'button: Save profile',
      'tab: General',
      'tab: Privacy',
      'tab: Billing',
      'link: Download my data',
      'button: Shipping times',
      'summary: More options',
      'menuitem: Gift cards',
      'button: Rate this page',
      'link: Chat with us',
      'button: Load more',
    ]);
    expect(controls.map((c) => c.id)).toEqual(controls.map((_, i) => i + 1));
  });

  it('tells each control’s state, target and context', async () => {
    const controls = await readControls(page);
    const by = (name: string) => controls.find((c) => c.name === name);
    expect(by('get help')).toMatchObject({
      href: 'https://shop.example/account/help.html',
      context: 'Your account',
    });
    expect(by('Nickname')).toMatchObject({ value: 'ada', context: 'Profile' });
    expect(by('Email')).toMatchObject({ value: '' });
    expect(by('Country')).toMatchObject({ value: 'Italy', options: ['France', 'Italy', 'Spain'] });
    expect([by('Free')?.checked, by('Pro')?.checked, by('Email me news')?.checked]).toEqual([
      false,
      true,
      false,
    ]);
    expect(['General', 'Privacy', 'Billing'].map((n) => by(n)?.selected)).toEqual([false, true, false]);
    expect(by('Shipping times')).toMatchObject({ expanded: false, context: 'Questions' });
    expect(by('More options')).toMatchObject({ expanded: false });
    expect(by('Gift cards')?.context).toBe('Related');
    expect(by('Chat with us')).toMatchObject({ frame: 'widget' });
    expect(by('Rate this page')?.frame).toBeUndefined();
    expect(controls.every((c) => c.disabled === false)).toBe(true);
  });

  it('finds every control again with its locator', async () => {
    const controls = await readControls(page);
    const found = [];
    for (const control of controls) {
      found.push(await locate(page, control).evaluate((e: { dataset?: { t?: string } }) => e.dataset?.t));
    }
    expect(found).toEqual([
      'orders',
      'help',
      'shop-main',
      'close',
      'print',
      'nick',
      'email',
      'search',
      'about',
      'country',
      'free',
      'pro',
      'news',
      'save',
      'tab-general',
      'tab-privacy',
      'tab-billing',
      'privacy-link',
      'acc',
      'summary',
      'gifts',
      'rate',
      'chat',
      'more-items',
    ]);
    // The main content's Shop link comes after the header's, which has the same role and name.
    expect(controls.find((c) => c.name === 'Shop')?.locator).toEqual({ role: 'link', name: 'Shop', nth: 1 });
  });

  it('clicks the right element through locate', async () => {
    const controls = await readControls(page);
    const by = (name: string) => controls.find((c) => c.name === name) as Control;
    await locate(page, by('Shop')).click();
    await locate(page, by('Print page')).click();
    await locate(page, by('Rate this page')).click();
    await locate(page, by('Billing')).click();
    expect(await log()).toBe('shop-main print rate tab-billing ');
    await locate(page, by('Email me news')).check();
    await locate(page, by('Shipping times')).click();
    await locate(page, by('More options')).click();
    const after = await readControls(page);
    const names = pairs(after);
    expect(after.find((c) => c.name === 'Email me news')?.checked).toBe(true);
    expect(after.find((c) => c.name === 'Shipping times')?.expanded).toBe(true);
    expect(after.find((c) => c.name === 'More options')?.expanded).toBe(true);
    // What the accordion and the details showed is there now, in its place.
    expect(
      names.slice(names.indexOf('button: Shipping times'), names.indexOf('menuitem: Gift cards')),
    ).toEqual(['button: Shipping times', 'link: Shipping table', 'summary: More options', 'link: Export']);
  });

  it('brings back a covered control once what covers it is gone', async () => {
    expect(pairs(await readControls(page))).not.toContain('button: Covered');
    await page.evaluate('document.getElementById("overlay").remove()');
    expect(pairs(await readControls(page))[0]).toBe('button: Covered');
  });

  it('keeps the header and footer when nothing is ignored, and ignores what it is told to', async () => {
    const all = pairs(await readControls(page, { ignore: [] }));
    expect(all.slice(0, 3)).toEqual(['link: Home', 'link: Shop', 'button: Menu']);
    expect(all.at(-1)).toBe('link: Terms');
    expect(all).not.toContain('button: Covered');
    const noNav = pairs(await readControls(page, { ignore: ['nav', 'form'] }));
    expect(noNav).toContain('link: Terms');
    expect(noNav).not.toContain('link: Home');
    expect(noNav).not.toContain('menuitem: Gift cards');
    expect(noNav).not.toContain('textbox: Nickname');
  });
});

describe('readControls on other pages', () => {
  it('keeps the links of an article’s header, which is not the page’s banner', async () => {
    await page.setContent(`<header><a href="/">Blog home</a></header><main>
      <article><header><h2><a href="/post-1">First post</a></h2></header><p>Text.</p>
      <footer><a href="/post-1#comments">3 comments</a></footer></article></main>`);
    expect(pairs(await readControls(page))).toEqual(['link: First post', 'link: 3 comments']);
  });

  it('leaves out what a modal covers, in the window and below it', async () => {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.setContent(`<main><a href="/a">Near the top</a>
      <div style="height: 3000px"></div><a href="/b">Far below</a></main>
      <div style="position: fixed; inset: 0; background: rgb(0 0 0 / 50%)">
        <div role="dialog" aria-label="Newsletter"><p>Stay in touch</p><button>No thanks</button></div>
      </div>`);
    const controls = await readControls(page);
    expect(pairs(controls)).toEqual(['button: No thanks']);
    expect(controls[0]?.context).toBe('Newsletter');
    await page.evaluate('document.querySelector("[role=dialog]").parentElement.remove()');
    expect(pairs(await readControls(page))).toEqual(['link: Near the top', 'link: Far below']);
  });

  it('names controls the way getByRole does: labelled by, images, hidden text', async () => {
    await page.setContent(`<main>
      <span id="l1">Volume</span><input type="range" aria-labelledby="l1">
      <a href="/cart"><img src="data:," alt="Cart" width="20" height="20"> (2)</a>
      <button>Save<span style="display: none"> draft</span></button>
      <div role="button" tabindex="0">Custom <b>action</b></div>
      <div role="switch" aria-checked="true" tabindex="0">Dark mode</div>
      <a href="/share"><svg width="10" height="10"><title>Share</title><rect width="10" height="10"/></svg></a>
      <a href="/photo"><figure><img src="data:," alt="Harbour" width="20" height="20"><figcaption>At dawn</figcaption></figure></a>
      <a href="/story"><article><h3>Storm ahead</h3><noscript><img src="x.jpg" alt="Storm"></noscript></article></a>
    </main>`);
    const controls = await readControls(page);
    expect(pairs(controls)).toEqual([
      'slider: Volume',
      'link: Cart (2)',
      'button: Save',
      'button: Custom action',
      'switch: Dark mode',
      'link: Share',
      'link: At dawn',
      // An article inside a link gives the link no accessible name: it is shown by its text.
      'link: Storm ahead',
    ]);
    expect(controls[4]?.checked).toBe(true);
    expect(controls.at(-1)?.locator).toEqual({ role: 'link', name: '', nth: 0 });
    for (const control of controls) expect(await locate(page, control).count()).toBe(1);
  });

  it('leaves out hidden and inert controls and cross-origin frames, and reads slotted ones', async () => {
    await page.setContent(`<main>
      <a href="/1" style="visibility: hidden">Hidden by visibility</a>
      <a href="/2" aria-hidden="true">Hidden from readers</a>
      <a href="/3" style="display: inline-block; width: 0; height: 0; overflow: hidden">No size</a>
      <div inert><button>Inert</button></div>
      <button aria-disabled="true">Unavailable</button>
      <iframe src="data:text/html,<a href='/x'>Elsewhere</a>"></iframe>
      <x-card><button slot="action">Buy now</button></x-card>
      <div onclick="void 0">Open the gallery</div>
      <label>Username</label> <input id="user">
      <div role="tab" aria-selected="true"><a href="#t1">Overview</a></div>
      <button><span role="slider" aria-label="volume level" aria-valuetext="80%"></span> Mute</button>
    </main>
    <script>
      customElements.define('x-card', class extends HTMLElement {
        constructor() {
          super();
          this.attachShadow({ mode: 'open' }).innerHTML = '<h3>Offer</h3><p>Price</p><slot name="action"></slot>';
        }
      });
    </script>`);
    const controls = await readControls(page);
    expect(pairs(controls)).toEqual([
      'button: Buy now',
      'button: Open the gallery',
      'textbox: Username',
      'tab: Overview',
      'button: 80% Mute',
    ]);
    expect(controls[0]?.context).toBe('Offer');
    // The field is shown by the words before it, and found by its accessible name, which is empty.
    expect(controls[2]?.locator).toEqual({ role: 'textbox', name: '', nth: 0 });
    for (const control of controls) expect(await locate(page, control).count()).toBeGreaterThan(0);
    expect(await locate(page, controls[4] as Control).textContent()).toContain('Mute');
  });
});

// A feed whose icons are bound by script listeners only, each post with a "more" menu that is in
// the page but hidden, and a folder tree whose items hold the items of their folder.
const FEED = `<!doctype html><html><body><main>
<div class="post" id="p1"><b>@ann</b> Hello<div class="controls"><span class="icon reply-icon"></span>
  <span class="more"></span><ul class="menu" hidden><li>Mute</li><li>Block</li></ul></div></div>
<div class="post" id="p2"><b>@leo</b> Hi<div class="controls"><span class="icon reply-icon"></span>
  <span class="more"></span><ul class="menu" hidden><li>Mute</li><li>Block</li></ul></div></div>
<ul id="tree"><li><span>docs</span><ul><li><span>a.txt</span></li></ul></li></ul>
<div id="list" tabindex="0"><div tabindex="-1">Paris (CDG)</div><div tabindex="-1">Paris (ORY)</div></div>
</main><div id="log"></div>
<style>.icon, .more { display: inline-block; width: 12px; height: 12px; background: #888; }</style>
<script>
  const log = (t) => { document.getElementById('log').textContent += t + ' '; };
  for (const s of document.querySelectorAll('.reply-icon')) s.addEventListener('click', () => log('reply:' + s.closest('.post').id));
  for (const m of document.querySelectorAll('.more')) m.addEventListener('click', () => { m.nextElementSibling.hidden = false; });
  for (const li of document.querySelectorAll('.menu li')) li.addEventListener('click', () => log(li.textContent + ':' + li.closest('.post').id));
  for (const li of document.querySelectorAll('#tree li')) li.addEventListener('click', (e) => { e.stopPropagation(); log('tree:' + li.firstElementChild.textContent); });
  document.getElementById('list').addEventListener('click', (e) => log('pick:' + e.target.textContent));
</script></body></html>`;

describe('readControlsAndTerms', () => {
  let feed: Page;
  beforeEach(async () => {
    await feed?.close();
    const context = await browser.newContext();
    await context.addInitScript(pageCall('markListeners'));
    feed = await context.newPage();
    await feed.setContent(FEED);
  });

  it('finds controls bound by script listeners, naming word-less icons by their class', async () => {
    const { controls } = await readControlsAndTerms(feed, []);
    expect(controls.map((c) => `${c.name}${c.guessed ? ' (guessed)' : ''}`)).toEqual([
      'reply (guessed)',
      'more (guessed)',
      'reply (guessed)',
      'more (guessed)',
      'docs',
      'a.txt',
      'Paris (CDG)',
      'Paris (ORY)',
    ]);
    // A folder is pressed on its own words, not at its centre (where the file it holds is).
    await locate(feed, controls[4] as Control).click();
    await locate(feed, controls[7] as Control).click();
    expect(await feed.locator('#log').textContent()).toBe('tree:docs pick:Paris (ORY) ');
  });

  it('tells where a term is shown, and which control would show it where it is hidden', async () => {
    const { controls, sightings } = await readControlsAndTerms(feed, ['@leo', 'Mute']);
    const more = controls.filter((c) => c.name === 'more').map((c) => c.id);
    const [leo, mute] = sightings;
    expect(leo).toMatchObject({ term: '@leo', shown: true, hidden: false, revealers: [] });
    expect(mute).toMatchObject({ term: 'Mute', shown: false, hidden: true, anchors: [], revealers: more });
    // The second post's controls share a deeper ancestor with "@leo" than the first post's do.
    const depth = (c: Control) =>
      Math.max(...(leo?.anchors ?? []).map((a) => sharedDepth(a, c.ancestry ?? [])));
    const [first, second] = controls.filter((c) => c.name === 'reply');
    expect(depth(second as Control)).toBeGreaterThan(depth(first as Control));
  });
});
