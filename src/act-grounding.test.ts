import { expect, it } from 'vitest';
import { describeInstructionTable, type InstructionRow } from './test-support/instruction-table.ts';

/**
 * The grounding table: instructions written the way people write them, with no template, each
 * carried out by the offline follower on an app of ours (src/worlds/browser/test-support), and
 * judged by what the app itself saw. `null`: the instruction cannot be carried out on that page;
 * the run must end not done, having pressed nothing the page reports.
 */
const TABLE: InstructionRow[] = [
  // A mail reader: letters by sender and subject; tools as icons named by their titles.
  ['post.html', 'Flag the mail Oskar Lind sent you as important', ['flag:Oskar Lind']],
  ['post.html', "Mark Priya Nair's message as important", ['flag:Priya Nair']],
  ['post.html', 'Flag the choir rehearsal email', ['flag:Lena Vogt']],
  ['post.html', 'Delete the email from Lena Vogt', ['bin:Lena Vogt']],
  ['post.html', 'Get rid of the message about the invoice', ['bin:Priya Nair']],
  ['post.html', "Remove Oskar's mail", ['bin:Oskar Lind']],
  ['post.html', 'Reply to Oskar with "Sunday suits me"', ['reply:Oskar Lind:Sunday suits me']],
  ['post.html', 'Answer the boat trip email saying "Count me in"', ['reply:Oskar Lind:Count me in']],
  ['post.html', 'Write back to Priya Nair: "Paid today"', ['reply:Priya Nair:Paid today']],
  ['post.html', 'Reply "Thanks!" to the invoice email', ['reply:Priya Nair:Thanks!']],
  ['post.html', 'Forward the invoice to accounts@firm.example', ['forward:Priya Nair:accounts@firm.example']],
  ['post.html', 'Pass the choir rehearsal message on to Oskar Lind', ['forward:Lena Vogt:Oskar Lind']],
  ['post.html', 'Send what Priya wrote to you on to Lena', ['forward:Priya Nair:Lena']],
  ['post.html', "Forward Oskar's boat trip email to Lena Vogt", ['forward:Oskar Lind:Lena Vogt']],
  ['post.html', 'Delete the message from Karl Berg', null],
  // A shop: a row per product with its price and an Add button.
  ['shop.html', 'Put two sleeping mats in the basket and check out', ['basket:Sleeping mat=2']],
  [
    'shop.html',
    'Add a camp stove and three trail lanterns, then check out',
    ['basket:Camp stove=1,Trail lantern=3'],
  ],
  ['shop.html', 'Add the cheapest tent to the basket and check out', ['basket:Tunnel tent=1']],
  ['shop.html', 'Put the most expensive product in the basket, then check out', ['basket:Dome tent=1']],
  ['shop.html', 'Add the least expensive item, then go to the checkout', ['basket:Rope, 20 m=1']],
  [
    'shop.html',
    'Add every product under $20 to the basket and check out',
    ['basket:Rope, 20 m=1,Trail lantern=1'],
  ],
  ['shop.html', 'Add two ropes and a tunnel tent, then check out', ['basket:Rope, 20 m=2,Tunnel tent=1']],
  ['shop.html', 'I want one rope: add it and check out', ['basket:Rope, 20 m=1']],
  ['shop.html', 'Add the priciest tent and check out', ['basket:Dome tent=1']],
  ['shop.html', 'Add a kayak to the basket and check out', null],
  ['shop.html', 'Add all the tents and check out', ['basket:Dome tent=1,Tunnel tent=1']],
  [
    'shop.html',
    'Add each item that costs more than $90, then check out',
    ['basket:Dome tent=1,Tunnel tent=1'],
  ],
  // Settings: a counter that takes no typing, a drop-down of list items, a switch, radio buttons.
  ['prefs.html', 'Make it 4 guests and save', ['saved:guests=4,theme=Light,news=false,units=Metric']],
  [
    'prefs.html',
    'Switch to the dark theme, then press Save',
    ['saved:guests=1,theme=Dark,news=false,units=Metric'],
  ],
  ['prefs.html', 'Turn the newsletter on and save', ['saved:guests=1,theme=Light,news=true,units=Metric']],
  [
    'prefs.html',
    'Use imperial units and save your preferences',
    ['saved:guests=1,theme=Light,news=false,units=Imperial'],
  ],
  [
    'prefs.html',
    'Set guests to 3 and the theme to High contrast, then save',
    ['saved:guests=3,theme=High contrast,news=false,units=Metric'],
  ],
  [
    'prefs.html',
    'Increase the number of guests to 6 and save',
    ['saved:guests=6,theme=Light,news=false,units=Metric'],
  ],
  [
    'prefs.html',
    'Select High contrast from the theme list and press save',
    ['saved:guests=1,theme=High contrast,news=false,units=Metric'],
  ],
  [
    'prefs.html',
    'Save the preferences with 2 guests and imperial units',
    ['saved:guests=2,theme=Light,news=false,units=Imperial'],
  ],
  [
    'prefs.html',
    'Tick Newsletter, pick Imperial, and save',
    ['saved:guests=1,theme=Light,news=true,units=Imperial'],
  ],
  [
    'prefs.html',
    'Choose the Dark theme and 5 guests, then save',
    ['saved:guests=5,theme=Dark,news=false,units=Metric'],
  ],
  // Sections that close each other when one opens.
  ['help-centre.html', 'Open the Returns section and click the link inside it', ['link:Start a return']],
  ['help-centre.html', 'Under Delivery, follow the link to track a parcel', ['link:Track a parcel']],
  ['help-centre.html', 'Expand Payments and press the link there', ['link:See payment options']],
  [
    'help-centre.html',
    'Click "Track a parcel", then "Start a return"',
    ['link:Track a parcel', 'link:Start a return'],
  ],
  ['help-centre.html', 'Find the link about starting a return and click it', ['link:Start a return']],
  ['help-centre.html', 'Show me the payment options', ['link:See payment options']],
  [
    'help-centre.html',
    'Click "See payment options" and then "Track a parcel"',
    ['link:See payment options', 'link:Track a parcel'],
  ],
  ['help-centre.html', 'Click the link in the section about delivery', ['link:Track a parcel']],
  // A date field that takes no typing, with a calendar of plain blocks and arrows.
  ['trip.html', 'Pick 14 April 2027 as the departure date and press Continue', ['trip:2027-04-14']],
  ['trip.html', 'Leave on the 2nd of March 2027, then continue', ['trip:2027-03-02']],
  ['trip.html', 'Set the departure to 01/05/2027 and continue', ['trip:2027-01-05']],
  ['trip.html', 'Depart on May 30, 2027 and click Continue', ['trip:2027-05-30']],
  ['trip.html', 'Choose February 28th 2027 for departure, then Continue', ['trip:2027-02-28']],
  ['trip.html', 'Departure: 2027-03-19. Press continue.', ['trip:2027-03-19']],
  ['trip.html', 'Book the trip for 31 December 2026 and continue', ['trip:2026-12-31']],
  ['trip.html', 'Enter the departure day 9 June 2027 and continue', ['trip:2027-06-09']],
  // A record card read into an answer box.
  ['card.html', "Type the customer's postcode into the answer box and press Go", ['go:LK4 9PE']],
  ['card.html', 'What is the phone number on the record? Enter it and press Go', ['go:0161 555 0193']],
  ['card.html', 'Enter the value next to Member since and hit Go', ['go:2019']],
  ['card.html', "Write the customer's name in the answer field, then Go", ['go:Rosa Quint']],
  ['card.html', 'Put the favourite colour from the table in the box and click Go', ['go:teal']],
  ['card.html', 'Fill in the postcode shown above and press Go', ['go:LK4 9PE']],
  ['card.html', 'Type "Rosa" in the answer box and press Go', ['go:Rosa']],
  [
    'card.html',
    'Copy the phone number from the record into the answer field and press Go',
    ['go:0161 555 0193'],
  ],
  // Text to copy.
  [
    'copy.html',
    'Copy the text from the grey box into the field below and submit',
    ['copied:Bright kites drift over the harbour wall.'],
  ],
  [
    'copy.html',
    'Paste the sentence in the text area into Your text, then Submit',
    ['copied:Bright kites drift over the harbour wall.'],
  ],
  [
    'copy.html',
    'Retype the words in the box above into the field and press Submit',
    ['copied:Bright kites drift over the harbour wall.'],
  ],
  ['copy.html', 'Type the third word of the text area and submit', ['copied:drift']],
  // An equation in one unknown.
  ['solve.html', 'Solve the equation for x and enter the answer, then check', ['x:8']],
  ['solve.html', 'Work out x and type it in', ['x:8']],
  ['solve.html', 'What is x? Fill it in and press Check', ['x:8']],
  ['solve.html', 'Find the value of x and submit it', ['x:8']],
  // An address book of three pages.
  ['book.html', 'Call Yusuf Demir', ['call:Yusuf Demir']],
  ['book.html', 'Send an email to Ines Costa', ['email:Ines Costa']],
  ['book.html', "Show Marta Silva's address", ['map:Marta Silva']],
  ['book.html', 'Find Ben Okafor in the address book and click his email', ['email:Ben Okafor']],
  ['book.html', 'Phone Noah Weiss', ['call:Noah Weiss']],
  ['book.html', "Open Jun Sato's address", ['map:Jun Sato']],
  ['book.html', 'Email Chloe Park', ['email:Chloe Park']],
  ['book.html', 'Call Karl Berg', null],
  // The account page: tabs, a tree, a form.
  ['', 'Go to the Settings tab and switch on Email me', ['tab:settings', 'email:true']],
  ['', 'Save my profile with the name Grace Hopper', ['save:Grace Hopper']],
  ['', 'Set the country to Spain', ['country:Spain']],
  ['', 'Open report.txt in the docs folder', ['folder:docs', 'file:report.txt']],
  ['', 'Tick Email me but do not delete the account', ['tab:settings', 'email:true']],
  ['', 'I would like emails: tick the box in Settings', ['tab:settings', 'email:true']],
  ['', 'Show the picture cat.png from the images folder', ['folder:images', 'file:cat.png']],
];

/**
 * How many rows must come out right (the page saw exactly the expected events, and the run said
 * done). Raised as grounding improves; a fall below it is a regression.
 */
const RIGHT_AT_LEAST = 71;

describeInstructionTable(
  'act grounds instructions in free wording on pages it has not seen',
  'grounding',
  TABLE,
  RIGHT_AT_LEAST,
);

it('has a grounding table of at least 80 instructions', () => {
  expect(TABLE.length).toBeGreaterThanOrEqual(80);
});
