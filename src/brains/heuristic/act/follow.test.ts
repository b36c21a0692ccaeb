import { describe, expect, it } from 'vitest';
import type { Screen, ScreenControl, TermSighting } from '../../../core/screen.ts';
import { createInstructionFollower, type InstructionFollower } from './follow.ts';
import { parseInstruction } from './instruction.ts';

let serial = 0;
const control = (name: string, role = 'button', extra: Partial<ScreenControl> = {}): ScreenControl => ({
  id: 0,
  role,
  name,
  ...extra,
});
const screen = (controls: ScreenControl[], extra: Partial<Screen> = {}): Screen => ({
  url: 'http://app.test/',
  title: 'App',
  text: '',
  controls: controls.map((c, i) => ({ ...c, id: i + 1 })),
  sightings: [],
  key: `screen ${++serial}`,
  ...extra,
});
const follower = (text: string) => createInstructionFollower(parseInstruction(text));

/** Decides on a screen and reports the decision carried out; returns the action and its control's name. */
function step(f: InstructionFollower, s: Screen) {
  const d = f.decide(s);
  f.observe(d, true, s);
  const id = 'control' in d.action ? d.action.control : 0;
  return { ...d.action, name: s.controls.find((c) => c.id === id)?.name };
}

describe('the instruction follower', () => {
  it('fills the field each value is labelled for, then presses the named control, then is done', () => {
    const f = follower('Enter the username "ada" and the password "pw" and press Login');
    const s = screen([control('Password', 'textbox'), control('Username', 'textbox'), control('Login')]);
    expect(step(f, s)).toMatchObject({ type: 'fill', name: 'Username', text: 'ada' });
    expect(step(f, s)).toMatchObject({ type: 'fill', name: 'Password', text: 'pw' });
    expect(step(f, s)).toMatchObject({ type: 'click', name: 'Login' });
    expect(f.decide(s).action.type).toBe('done');
  });

  it('opens what hides the target, choosing among revealers the one nearest to the scope', () => {
    const f = follower('For the user @leo, click on the "Mute" button.');
    const posts = [
      control('more', 'button', { ancestry: [1, 2, 3] }),
      control('more', 'button', { ancestry: [1, 4, 5] }),
    ];
    const sightings: TermSighting[] = [
      { term: '@leo', shown: true, hidden: false, anchors: [[1, 4, 6]], revealers: [] },
      { term: 'Mute', shown: false, hidden: true, anchors: [], revealers: [1, 2] },
    ];
    expect(step(f, screen(posts, { sightings }))).toMatchObject({ type: 'click', control: 2 });
  });

  it('counts the n-th result on across pages', () => {
    const f = follower('Type "tea" and press Search, then click the 5th search result.');
    const form = screen([control('', 'textbox'), control('Search')]);
    step(f, form);
    step(f, form);
    const page1 = screen([
      control('Tea one', 'link'),
      control('Tea two', 'link'),
      control('Tea three', 'link'),
      control('1', 'link'),
      control('2', 'link'),
      control('>', 'link'),
    ]);
    expect(step(f, page1)).toMatchObject({ type: 'click', name: '>' });
    const page2 = screen([control('Tea four', 'link'), control('Tea five', 'link'), control('<', 'link')]);
    expect(step(f, page2)).toMatchObject({ type: 'click', name: 'Tea five' });
  });

  it('picks a suggestion that holds what was typed, a date in a calendar, and the cheapest item', () => {
    const f = follower('Book the cheapest flight from: Ann Arbor to: LEX on 11/02/2016.');
    const form = [
      control('From:', 'textbox'),
      control('To:', 'textbox'),
      control('Date', 'textbox', { readOnly: true }),
      control('Search'),
    ];
    expect(step(f, screen(form))).toMatchObject({ type: 'fill', name: 'From:', text: 'Ann Arbor' });
    expect(step(f, screen([...form, control('Ann Arbor, MI (ARB)')]))).toMatchObject({
      name: 'Ann Arbor, MI (ARB)',
    });
    expect(step(f, screen(form))).toMatchObject({ type: 'fill', name: 'To:' });
    expect(step(f, screen([...form, control('Lexington, KY (LEX)')]))).toMatchObject({
      name: 'Lexington, KY (LEX)',
    });
    expect(step(f, screen(form))).toMatchObject({ type: 'click', name: 'Date' });
    const calendar = (month: string) =>
      screen([control('Prev'), control('Next'), control('1', 'link'), control('2', 'link')], {
        text: `${month} 2016`,
      });
    expect(step(f, calendar('December'))).toMatchObject({ name: 'Prev' });
    expect(step(f, calendar('November'))).toMatchObject({ name: '2' });
    expect(step(f, screen(form))).toMatchObject({ type: 'click', name: 'Search' });
    const results = screen([
      control('Book flight for $310', 'button', {
        block: 'Depart 8:00 AM Duration 2h 10m Book flight for $310',
      }),
      control('Book flight for $145', 'button', {
        block: 'Depart 9:15 AM Duration 5h 40m Book flight for $145',
      }),
    ]);
    expect(step(f, results)).toMatchObject({ type: 'click', name: 'Book flight for $145' });
  });

  it('ticks each item of a list, fills every field asked for, and takes a kind of control for a name', () => {
    const boxes = screen([
      control('IrB', 'checkbox', { checked: false }),
      control('zz', 'checkbox', { checked: false }),
      control('wQ', 'checkbox', { checked: false }),
      control('Submit'),
    ]);
    const ticks = follower('Select IrB, wQ and click Submit.');
    expect([step(ticks, boxes), step(ticks, boxes), step(ticks, boxes)]).toMatchObject([
      { type: 'check', name: 'IrB' },
      { type: 'check', name: 'wQ' },
      { type: 'click', name: 'Submit' },
    ]);
    const twice = follower('Enter the password "Xy1" into both text fields and press submit.');
    const form = screen([
      control('Password', 'textbox'),
      control('Verify password', 'textbox'),
      control('Submit'),
    ]);
    expect([step(twice, form), step(twice, form), step(twice, form)]).toMatchObject([
      { type: 'fill', name: 'Password', text: 'Xy1' },
      { type: 'fill', name: 'Verify password', text: 'Xy1' },
      { type: 'click', name: 'Submit' },
    ]);
    const dialog = screen([control('Cancel'), control('×'), control('OK')]);
    expect(step(follower('Close the dialog box by clicking the "x".'), dialog)).toMatchObject({ name: '×' });
    expect(step(follower('Click on the 2nd button.'), dialog)).toMatchObject({ name: '×' });
    expect(step(follower('Focus into the textbox.'), form)).toMatchObject({
      type: 'click',
      name: 'Password',
    });
  });

  it('says what is missing instead of pressing something else', () => {
    const f = follower('click "Export to PDF"');
    const d = f.decide(screen([control('Save'), control('Print')]));
    expect(d.action).toEqual({
      type: 'stop',
      reason: '"Export to PDF" is not on the page, nor under anything left to open',
    });
  });

  it('stops on an instruction with no step, and passes over a step the page already satisfies', () => {
    const none = follower('look around');
    expect(none.decide(screen([control('Save')])).action).toEqual({
      type: 'stop',
      reason:
        'found no step in the instruction: it names no control to press, no text to type, nothing to choose',
    });
    const open = follower('Expand the section below and click submit.');
    const page = screen([control('Shipping', 'button', { expanded: true }), control('Submit')]);
    expect(step(open, page)).toMatchObject({ type: 'click', name: 'Submit' });
    const already = follower('Expand the section below.');
    expect(already.decide(page).action).toEqual({
      type: 'done',
      reason: 'the page is already as the instruction asks',
    });
  });

  it('reaches a field that is not on the page through the link named as it, then types into it', () => {
    const f = follower('type brake pads into the search box');
    const home = screen([control('Help', 'link'), control('Search', 'link')]);
    expect(step(f, home)).toMatchObject({ type: 'click', name: 'Search' });
    const search = screen([control('Search the archive', 'searchbox'), control('Search')]);
    expect(step(f, search)).toMatchObject({ type: 'fill', name: 'Search the archive', text: 'brake pads' });
    expect(step(f, search)).toMatchObject({ type: 'click', name: 'Search' });
    const nowhere = follower('type brake pads into the search box');
    expect(nowhere.decide(screen([control('Help', 'link')])).action).toEqual({
      type: 'stop',
      reason: 'a search field for "brake pads" is not on the page, nor under anything left to open',
    });
  });

  it('takes a kind of text box for the one of its lines: a text area has several, a text field one', () => {
    const s = screen([
      control('Motto', 'textbox'),
      control('Story', 'textbox', { multiline: true }),
      control('Send'),
    ]);
    expect(step(follower('Click the "text area" widget'), s)).toMatchObject({ type: 'click', name: 'Story' });
    expect(step(follower('Click on a "text" field'), s)).toMatchObject({ type: 'click', name: 'Motto' });
  });

  it('picks the item of a list of numbers with the greatest, whatever the items are called', () => {
    const f = follower('Pick the ticket with the highest number and press Go');
    const s = screen([
      control('Go'),
      control('17', 'button', { ancestry: [1, 2, 3] }),
      control('204', 'button', { ancestry: [1, 2, 4] }),
      control('31', 'button', { ancestry: [1, 2, 5] }),
      control('999', 'link', { ancestry: [1, 9, 6] }),
    ]);
    expect(step(f, s)).toMatchObject({ type: 'click', name: '204' });
    expect(step(f, s)).toMatchObject({ type: 'click', name: 'Go' });
  });
});
