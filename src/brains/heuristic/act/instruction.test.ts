import { describe, expect, it } from 'vitest';
import { parseInstruction } from './instruction.ts';

const goals = (text: string) => parseInstruction(text).goals;

describe('parseInstruction', () => {
  it('reads fields and their values, then the control that sends them', () => {
    expect(
      goals('Enter the username "ada" and the password "x1" into the text fields and press login.'),
    ).toEqual([
      { kind: 'fill', value: 'ada', field: 'username' },
      { kind: 'fill', value: 'x1', field: 'password' },
      { kind: 'click', target: 'login' },
    ]);
  });

  it('keeps quoted text whole, and an "and" between capitalised words inside a name', () => {
    expect(goals('Select Heard Island and McDonald Islands from the list and click Submit.')).toEqual([
      { kind: 'choose', target: 'Heard Island and McDonald Islands' },
      { kind: 'click', target: 'Submit' },
    ]);
    expect(goals('Click on the link "euismod. and sed".')).toEqual([
      { kind: 'click', target: 'euismod. and sed', exact: true },
    ]);
  });

  it('reads single quotes but not apostrophes, and skips what it is told not to do', () => {
    expect(goals("open the Settings tab and tick 'Email me'")).toEqual([
      { kind: 'click', target: 'Settings', opener: true },
      { kind: 'choose', target: 'Email me' },
    ]);
    expect(goals('Don\'t press anything else, just click "OK"')).toEqual([
      { kind: 'click', target: 'OK', exact: true },
    ]);
  });

  it('resolves "it" to what the clause before named, but not the "it" of a purpose', () => {
    expect(goals('find the file report.txt in the tree and click it')).toEqual([
      { kind: 'click', target: 'report.txt', exact: true },
    ]);
    expect(goals('Find the email by Ann and click the trash icon to delete it.')).toEqual([
      { kind: 'click', target: 'trash' },
    ]);
  });

  it('reads a menu path, an ordinal, and a section to open', () => {
    expect(goals('Select File>Export>PDF')).toEqual([{ kind: 'path', items: ['File', 'Export', 'PDF'] }]);
    expect(goals('Type "tea" in the box and press "Search", then click the 4th search result.')).toEqual([
      { kind: 'fill', value: 'tea', field: '' },
      { kind: 'click', target: 'Search', exact: true },
      { kind: 'click', target: 'search result', ordinal: 4 },
    ]);
    expect(goals('Expand the section below and click submit.')).toEqual([
      { kind: 'expand', target: '' },
      { kind: 'click', target: 'submit' },
    ]);
  });

  it('takes a verb that names a control as a press, and what follows as text to type and send', () => {
    const reply = parseInstruction('Find the email by Ann Lee and reply to them with the text "On my way."');
    expect(reply.scope).toEqual(['Ann Lee']);
    expect(reply.goals).toEqual([
      { kind: 'click', target: 'reply' },
      { kind: 'fill', value: 'On my way.', field: '' },
      { kind: 'submit' },
    ]);
    expect(goals('Find the email by Ann and forward that email to Bob.')).toEqual([
      { kind: 'click', target: 'forward', object: 'email' },
      { kind: 'fill', value: 'Bob', field: 'to' },
      { kind: 'submit' },
    ]);
    expect(parseInstruction('For the user @leo, click on the "Mute" button.')).toMatchObject({
      scope: ['@leo'],
      goals: [{ kind: 'click', target: 'Mute', exact: true }],
    });
  });

  it('goes on with the verb before for list items and labelled values, and reads -ing verbs', () => {
    expect(goals('Select IrB, wQ and click Submit.')).toEqual([
      { kind: 'choose', target: 'IrB' },
      { kind: 'choose', target: 'wQ' },
      { kind: 'click', target: 'Submit' },
    ]);
    expect(goals('Enter the Username "ann", Password "pw1", and Email "a@b.c" and press Submit.')).toEqual([
      { kind: 'fill', value: 'ann', field: 'username' },
      { kind: 'fill', value: 'pw1', field: 'password' },
      { kind: 'fill', value: 'a@b.c', field: 'email' },
      { kind: 'click', target: 'Submit' },
    ]);
    expect(goals('Close the dialog box by clicking the "x".')).toEqual([
      { kind: 'click', target: 'x', exact: true },
    ]);
    expect(goals('Select nothing and click Submit.')).toEqual([{ kind: 'click', target: 'Submit' }]);
    expect(goals('Enter 11/05/2016 as the date and hit submit.')).toEqual([
      { kind: 'fill', value: '11/05/2016', field: '' },
      { kind: 'click', target: 'submit' },
    ]);
  });

  it('reads a form given as label: value pairs, sends it, then picks the best item', () => {
    expect(goals('Book the cheapest one-way flight from: Ann Arbor, MI to: LEX on 10/16/2016.')).toEqual([
      { kind: 'fill', field: 'from', value: 'Ann Arbor, MI' },
      { kind: 'fill', field: 'to', value: 'LEX' },
      { kind: 'fill', field: 'date', value: '10/16/2016' },
      { kind: 'submit' },
      { kind: 'click', target: 'book', best: { measure: 'price', lowest: true } },
    ]);
  });

  it('reads a value given without quotes, and "search for" as typing into the search field and sending it', () => {
    expect(goals('type brake pads into the search box')).toEqual([
      { kind: 'fill', value: 'brake pads', field: 'search' },
      { kind: 'submit' },
    ]);
    expect(goals('search for brake pads')).toEqual([
      { kind: 'fill', value: 'brake pads', field: 'search' },
      { kind: 'submit' },
    ]);
    expect(goals('Search the archive for "oil filter" and click the first result')).toEqual([
      { kind: 'fill', value: 'oil filter', field: 'search' },
      { kind: 'submit' },
      { kind: 'click', target: 'result', ordinal: 1 },
    ]);
    // Words that describe the value ("that", "your name") give none: nothing is typed.
    expect(goals('Find the 3rd word, type that into the textbox and press Submit')).toEqual([
      { kind: 'click', target: 'Submit' },
    ]);
    expect(goals('enter your name in the Name field')).toEqual([]);
  });
});

describe('values the instruction describes rather than gives', () => {
  it('writes a value in the letters the clause asks for', () => {
    expect(goals('Type "Harbour" in all lower case letters into the box and press OK')[0]).toMatchObject({
      kind: 'fill',
      value: 'harbour',
    });
    expect(goals('Write "quay" in capitals')[0]).toMatchObject({ value: 'QUAY' });
    expect(goals('Enter "Mixed Case" in the name field')[0]).toMatchObject({ value: 'Mixed Case' });
  });

  it('takes a value from the page: the n-th unit of a named text, or the result of a sum', () => {
    expect(goals('Find the last line of the poem and type that into the answer field')[0]).toMatchObject({
      kind: 'fill',
      from: { n: -1, unit: 'line', passage: 'poem' },
    });
    expect(goals('Enter the third word from the quote into the box')[0]).toMatchObject({
      kind: 'fill',
      field: '',
      from: { n: 3, unit: 'word', passage: 'quote' },
    });
    expect(goals('Calculate the sum below, then type your answer and press Done')).toEqual([
      { kind: 'fill', value: '', field: '', from: { solve: true } },
      { kind: 'click', target: 'Done' },
    ]);
    // Described values with nothing to give them are no step.
    expect(goals('Type your name into the box')).toEqual([]);
  });

  it('reads values for sliders: one for the slider named, or one for each in turn', () => {
    expect(goals('Drag the treble slider to 7 and click OK')).toEqual([
      { kind: 'set', value: 7, target: 'treble' },
      { kind: 'click', target: 'OK' },
    ]);
    expect(goals('Use the slider to pick -15')).toEqual([{ kind: 'set', value: -15, target: '' }]);
    expect(goals('Move the three sliders to 4, 0 and 19, then submit')).toEqual([
      { kind: 'set', value: 4, target: '', ordinal: 1 },
      { kind: 'set', value: 0, target: '', ordinal: 2 },
      { kind: 'set', value: 19, target: '', ordinal: 3 },
      { kind: 'submit' },
    ]);
  });

  it('reads a press repeated until the number it brings up meets a condition', () => {
    expect(goals('Roll an odd number, then press Keep')).toEqual([
      { kind: 'click', target: 'roll', until: { kind: 'parity', odd: true } },
      { kind: 'click', target: 'Keep' },
    ]);
    expect(goals('Press Shuffle until you get a value of at least 8')[0]).toEqual({
      kind: 'click',
      target: 'Shuffle',
      until: { kind: 'compare', op: '>=', than: 8 },
    });
    // A number that is no result of the press puts no condition on it.
    expect(goals('Reserve a table for less than 6 people')[0]).toEqual({
      kind: 'click',
      target: 'reserve',
      object: 'table',
    });
  });

  it('reads amounts of items and marking each item', () => {
    expect(goals('Add two of each: Plums, Figs and Dates to the basket.')).toEqual([
      { kind: 'quantity', count: 2, items: ['Plums', 'Figs and Dates'] },
    ]);
    expect(goals('Please buy 4 products labelled organic')).toEqual([
      { kind: 'quantity', count: 4, having: 'organic' },
      { kind: 'click', target: 'buy', ifShown: true },
    ]);
    expect(goals('Classify every number as positive or negative')).toEqual([
      { kind: 'classify', options: ['positive', 'negative'] },
    ]);
  });

  it('reads a press timed by a value the page shows', () => {
    expect(goals('Sell the bonds when the yield is above 4.5%')).toEqual([
      {
        kind: 'click',
        target: 'sell',
        when: { label: 'yield', condition: { kind: 'compare', op: '>', than: 4.5 } },
      },
    ]);
    expect(goals('Press Stop as soon as the water level reaches 80')[0]).toEqual({
      kind: 'click',
      target: 'Stop',
      when: { label: 'level', condition: { kind: 'compare', op: '>=', than: 80 } },
    });
  });

  it('reads styling text, the named text kept whole', () => {
    expect(goals('Using the text editor, give the text dusk, the style bold and press Save.')).toEqual([
      { kind: 'style', style: 'bold', text: 'dusk,' },
      { kind: 'click', target: 'Save' },
    ]);
    expect(goals('Underline all of the text')).toEqual([{ kind: 'style', style: 'underline', text: null }]);
    // Pressing a control named for a style is a press, not styling.
    expect(goals('Click the Bold button')).toEqual([{ kind: 'click', target: 'Bold' }]);
  });

  it('reads the item with the greatest or smallest number', () => {
    expect(goals('Choose the tile with the smallest value, then press OK')).toEqual([
      { kind: 'click', target: 'tile', best: { measure: 'number', lowest: true } },
      { kind: 'click', target: 'OK' },
    ]);
  });

  it('reads scrolling to an end of the page or of a named block of text', () => {
    expect(goals('Scroll to the very bottom of the log, then click Clear')[0]).toEqual({
      kind: 'scroll',
      to: 'bottom',
      passage: 'log',
    });
    expect(goals('scroll all the way up')).toEqual([{ kind: 'scroll', to: 'top' }]);
    expect(goals('Scroll the contract to its end')).toEqual([
      { kind: 'scroll', to: 'bottom', passage: 'contract' },
    ]);
    expect(goals('Scroll to the top of the page')).toEqual([{ kind: 'scroll', to: 'top' }]);
  });

  it('reads a while to let pass, and a time clause as no part of a name', () => {
    expect(goals('Click Go, wait 3 seconds, then click Halt')).toEqual([
      { kind: 'click', target: 'Go' },
      { kind: 'wait', seconds: 3 },
      { kind: 'click', target: 'Halt' },
    ]);
    expect(goals('press Start and pause for half a second, then press Lap')[1]).toEqual({
      kind: 'wait',
      seconds: 0.5,
    });
    expect(goals('Press the Finish button when done.')).toEqual([{ kind: 'click', target: 'Finish' }]);
  });

  it('reads settings in the words people use for them', () => {
    expect(goals('Turn on night mode and press Apply')).toEqual([
      { kind: 'choose', target: 'night mode' },
      { kind: 'click', target: 'Apply' },
    ]);
    expect(goals('Switch the alarm on')).toEqual([{ kind: 'choose', target: 'alarm' }]);
    expect(goals('Use large print')).toEqual([{ kind: 'choose', target: 'large print' }]);
    expect(goals('Change the language to Welsh')).toEqual([{ kind: 'choose', target: 'Welsh' }]);
    expect(goals('Set the number of rooms to 2')).toEqual([{ kind: 'set', target: 'rooms', value: 2 }]);
    expect(goals('Make it 3 nights')).toEqual([{ kind: 'set', target: 'nights', value: 3 }]);
    // A purpose is no setting.
    expect(goals('Switch between the panes to find and click the link "Help"')).toEqual([
      { kind: 'click', target: 'Help', exact: true },
    ]);
  });

  it('sets what a press is done with first, and reads amounts of named things', () => {
    expect(goals('Book the room with 2 adults and sea view')).toEqual([
      { kind: 'set', target: 'adults', value: 2 },
      { kind: 'choose', target: 'sea view' },
      { kind: 'click', target: 'book', object: 'room' },
    ]);
    expect(goals('Register with the surname Okoro')).toEqual([
      { kind: 'fill', field: 'surname', value: 'Okoro' },
      { kind: 'click', target: 'register' },
    ]);
    expect(goals('Put three candles and a vase in the cart, then check out')).toEqual([
      { kind: 'quantity', count: 3, items: ['candle'] },
      { kind: 'quantity', count: 1, items: ['vase'] },
      { kind: 'click', target: 'check out' },
    ]);
    expect(goals('Order the cheapest lamp')).toEqual([
      { kind: 'click', target: 'order', object: 'lamp', best: { measure: 'price', lowest: true } },
    ]);
  });

  it('reads days written with month names, and values the page shows by their label', () => {
    expect(goals('Arrive on the 3rd of August 2028, then continue')).toEqual([
      { kind: 'fill', value: '2028-08-03', field: 'date' },
      { kind: 'click', target: 'continue' },
    ]);
    expect(goals("Type the tenant's floor number into the reply field")).toEqual([
      { kind: 'fill', value: '', field: 'reply', from: { named: "tenant's floor number" } },
      { kind: 'submit' },
    ]);
    expect(goals('What is y? Enter it and press Done')).toEqual([
      { kind: 'fill', value: '', field: '', from: { solve: true } },
      { kind: 'click', target: 'Done' },
    ]);
    expect(goals('Copy the note in the yellow box into the Memo field')).toEqual([
      { kind: 'fill', value: '', field: 'Memo', from: { named: 'note in the yellow box' } },
      { kind: 'submit' },
    ]);
  });

  it('takes the person a clause acts on, or whose thing it is, as where it happens', () => {
    expect(parseInstruction('Message Hana Ito').scope).toEqual(['Hana Ito']);
    expect(parseInstruction("Archive Tom's note").scope).toEqual(['Tom']);
    expect(parseInstruction('Send the file to Ada Byron').scope).toEqual([]);
  });

  it('reads where a control is: a section named before, after, or by a pronoun', () => {
    expect(goals('Open the Billing panel and press the button inside it')).toEqual([
      { kind: 'click', target: 'Billing', opener: true },
      { kind: 'click', target: 'button', within: 'Billing' },
    ]);
    expect(goals('In Accounts, click the link')).toEqual([
      { kind: 'click', target: 'link', within: 'Accounts' },
    ]);
    expect(goals('Press the button in the section about refunds')).toEqual([
      { kind: 'click', target: 'button', within: 'refunds' },
    ]);
    expect(goals('Click the link in the Contact tab')).toEqual([
      { kind: 'click', target: 'link', within: 'Contact' },
    ]);
  });

  it('reads a press on every item a clause names, with a bound on its figure', () => {
    expect(goals('Like all the photos, then press Done')).toEqual([
      { kind: 'click', target: 'like', object: 'photos', each: {} },
      { kind: 'click', target: 'Done' },
    ]);
    expect(goals('Archive each ticket over 7')).toEqual([
      {
        kind: 'click',
        target: 'archive',
        object: 'ticket',
        each: { meeting: { kind: 'compare', op: '>', than: 7 } },
      },
    ]);
  });

  it('reads "mark X as Y" as the control that says Y, and a verb with "me" as its object', () => {
    expect(goals("Mark Tom's order as urgent")).toEqual([
      { kind: 'click', target: 'urgent', loose: true, object: 'order' },
    ]);
    expect(goals('Show me the delivery dates')).toEqual([
      { kind: 'click', target: 'show', object: 'delivery dates' },
    ]);
  });

  it('reads one of several blocks or fields by its place', () => {
    expect(goals('Copy the words of the fourth note box into the reply field')).toEqual([
      { kind: 'fill', value: '', field: 'reply', from: { named: 'note box', nth: 4 } },
      { kind: 'submit' },
    ]);
    expect(goals('Paste what the last panel says into the box')).toEqual([
      { kind: 'fill', value: '', field: '', from: { named: 'panel', nth: -1 } },
      { kind: 'submit' },
    ]);
    expect(goals('Write 12 in the 2nd field')).toEqual([
      { kind: 'fill', value: '12', field: '', nth: 2 },
      { kind: 'submit' },
    ]);
  });

  it('reads a number set with a widget named as the instrument, and keeps typing a fill', () => {
    expect(goals('Pick 6 with the up and down arrows')).toEqual([
      { kind: 'set', target: 'up and down arrows', value: 6 },
    ]);
    expect(goals('Use the counter to select -2')).toEqual([{ kind: 'set', target: 'counter', value: -2 }]);
    expect(goals('Type 6 in the box')[0]).toEqual({ kind: 'fill', value: '6', field: '' });
  });

  it('reads values named together, or the values a table gives each field', () => {
    expect(goals('Copy the City and Zip code from the card into the form')).toEqual([
      { kind: 'fill', value: '', field: 'City', from: { named: 'City' } },
      { kind: 'fill', value: '', field: 'Zip code', from: { named: 'Zip code' } },
      { kind: 'submit' },
    ]);
    expect(goals('Fill the fields with the details from the list')).toEqual([
      { kind: 'fill', value: '', field: '', every: true, from: { labelled: true } },
      { kind: 'submit' },
    ]);
  });

  it('passes over a menu named by its look when a later step chooses in it', () => {
    expect(goals('Open the context menu and pick Rename')).toEqual([
      { kind: 'click', target: 'context menu', ifShown: true, opens: true },
      { kind: 'choose', target: 'Rename' },
    ]);
  });

  it('reads a control pressed on each item, or on so many, of whom it names', () => {
    expect(goals('Tap the Pin icon for each note by @lu')).toEqual([
      { kind: 'click', target: 'Pin', object: 'note', each: {} },
    ]);
    expect(goals('Press "Mute" on 3 threads by @lu')).toEqual([
      { kind: 'click', target: 'Mute', exact: true, object: 'threads', each: { count: 3 } },
    ]);
    expect(goals('Archive two letters from Rui')).toEqual([
      { kind: 'click', target: 'archive', object: 'letters', each: { count: 2 } },
    ]);
  });

  it('reads the means of a clause as its step ("… by clicking X")', () => {
    expect(goals('Dismiss the banner by pressing "Later"')).toEqual([
      { kind: 'click', target: 'Later', exact: true },
    ]);
  });

  it('reads a value described by how it starts and ends, to be chosen among those offered', () => {
    expect(goals('Type a town that begins with "Ox" and ends with "ford"')).toEqual([
      { kind: 'fill', value: 'Ox', field: '', offered: { endsWith: 'ford' } },
      { kind: 'submit' },
    ]);
  });

  it('reads the field a value goes into when it is said after the value ("as the …")', () => {
    expect(goals('Enter "kim" as the login and "pw9" as the passphrase')).toEqual([
      { kind: 'fill', value: 'kim', field: 'login' },
      { kind: 'fill', value: 'pw9', field: 'passphrase' },
      { kind: 'submit' },
    ]);
    expect(goals('Write Oslo as your home town')[0]).toEqual({
      kind: 'fill',
      value: 'Oslo',
      field: 'home town',
    });
  });

  it('reads labels and values listed in the instruction as fields to fill', () => {
    expect(
      goals('Complete the sign-up with the following: Handle: @rui, Home city: Porto and press Join'),
    ).toEqual([
      { kind: 'fill', value: '@rui', field: 'Handle' },
      { kind: 'fill', value: 'Porto', field: 'Home city' },
      { kind: 'click', target: 'Join' },
    ]);
    expect(goals('Note: this is fine. Click OK')).toEqual([{ kind: 'click', target: 'OK' }]);
  });

  it('reads controls of numbers pressed in their order', () => {
    expect(goals('Tap the tiles in descending order')).toEqual([{ kind: 'inOrder', lowest: false }]);
    expect(goals('Click the numbers from smallest to largest')).toEqual([{ kind: 'inOrder', lowest: true }]);
  });

  it('reads words to choose by their meaning, the list kept whole', () => {
    expect(goals('Pick the options similar to cold, quiet and noisy, then press Done')).toEqual([
      { kind: 'choose', target: 'cold', similar: true },
      { kind: 'choose', target: 'quiet', similar: true },
      { kind: 'choose', target: 'noisy', similar: true },
      { kind: 'click', target: 'Done' },
    ]);
  });

  it('reads a choice by its place among those of its kind', () => {
    expect(goals('Pick the 2nd radio button')).toEqual([{ kind: 'choose', target: 'radio', nth: 2 }]);
    expect(goals('Tick the last checkbox')).toEqual([{ kind: 'choose', target: 'checkbox', nth: -1 }]);
    expect(goals('Choose the first option')).toEqual([{ kind: 'choose', target: '', nth: 1 }]);
  });

  it('reads a last press written on without a joining word', () => {
    expect(goals('Scroll the list to its end hit Done')).toEqual([
      { kind: 'scroll', to: 'bottom', passage: 'list' },
      { kind: 'click', target: 'Done' },
    ]);
    expect(goals('Write 7 in the field press Save.')).toEqual([
      { kind: 'fill', value: '7', field: '' },
      { kind: 'click', target: 'Save' },
    ]);
    expect(goals('Remember to press Save')).toEqual([{ kind: 'click', target: 'Save' }]);
  });

  it('reads a value said after what it sets, and a widget named as the instrument', () => {
    expect(goals('Make the number of guests 3')).toEqual([{ kind: 'set', target: 'guests', value: 3 }]);
    expect(goals('Use the spin box to choose -4')).toEqual([{ kind: 'set', target: 'spin box', value: -4 }]);
  });

  it('reads "click on" a name, and "open" as a step that may be passed over', () => {
    expect(goals('Click on Juice')).toEqual([{ kind: 'click', target: 'Juice' }]);
    expect(goals('Open the wheel and click Coffee')).toEqual([
      { kind: 'click', target: 'wheel', opener: true },
      { kind: 'click', target: 'Coffee' },
    ]);
  });

  it('reads a value named with its kind, and a place said as a number after the kind', () => {
    expect(goals('Enter the number 5 into the 3rd textbox')).toEqual([
      { kind: 'fill', value: '5', field: '', nth: 3 },
      { kind: 'submit' },
    ]);
    expect(goals('Type the word tulip in the box')).toEqual([
      { kind: 'fill', value: 'tulip', field: '' },
      { kind: 'submit' },
    ]);
    expect(goals('Tick radio button 2 and write "x" in the second text field')).toEqual([
      { kind: 'choose', target: 'radio', nth: 2 },
      { kind: 'fill', value: 'x', field: '', nth: 2 },
      { kind: 'submit' },
    ]);
    expect(goals('Put 4 into field #3')).toEqual([
      { kind: 'fill', value: '4', field: '', nth: 3 },
      { kind: 'submit' },
    ]);
  });

  it('reads "with" and a superlative as which item, not as a setting', () => {
    expect(goals('Book the ticket with the shortest duration')).toEqual([
      { kind: 'click', target: 'book', object: 'ticket', best: { measure: 'duration', lowest: true } },
    ]);
  });

  it('reads a file named after a verb of looking as the file to open', () => {
    expect(goals('Display the drawing plan.svg from the sketches folder')).toEqual([
      { kind: 'click', target: 'plan.svg', opener: true },
    ]);
    expect(goals('Show me the report')).toEqual([{ kind: 'click', target: 'show', object: 'report' }]);
  });

  it('reads a press said so many times, and a place next to a name', () => {
    expect(goals('Tap Undo twice, then press Close')).toEqual([
      { kind: 'click', target: 'Undo' },
      { kind: 'click', target: 'Undo' },
      { kind: 'click', target: 'Close' },
    ]);
    expect(goals('Click the bell beside Kim Ro')).toEqual([{ kind: 'click', target: 'bell' }]);
    expect(parseInstruction('Click the bell beside Kim Ro').scope).toEqual(['Kim Ro']);
  });

  it('reads a count of things the page shows as the value', () => {
    expect(goals('Write the total number of dots in the box')).toEqual([
      { kind: 'fill', value: '', field: '', from: { count: 'dots' } },
      { kind: 'submit' },
    ]);
    expect(goals('Enter how many dots there are')).toEqual([
      { kind: 'fill', value: '', field: '', from: { count: 'dots' } },
      { kind: 'submit' },
    ]);
  });
});
