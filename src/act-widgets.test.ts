import { describeInstructionTable, type InstructionRow } from './test-support/instruction-table.ts';
import { MEMOS, VERSES } from './worlds/browser/test-support/widget-pages.ts';

/**
 * The widget table: instructions in free wording for widgets a person drives by looking and
 * reacting (src/worlds/browser/test-support/widget-pages.ts), judged by what the app itself saw.
 * `null`: the instruction cannot be carried out there; the run must end not done, having done
 * nothing the page reports.
 */
const TABLE: InstructionRow[] = [
  // Text boxes to copy from, taken by their place.
  [
    'memos.html',
    'Copy the text of the second text area into the answer box and send it',
    [`sent:${MEMOS[1]}`],
  ],
  [
    'memos.html',
    "Paste the last text box's text into the answer field, then press Send",
    [`sent:${MEMOS[2]}`],
  ],
  ['memos.html', 'Copy the 3rd textarea into the input and press Send', [`sent:${MEMOS[2]}`]],
  ['memos.html', 'Copy what the first textarea says into the field and send', [`sent:${MEMOS[0]}`]],
  [
    'memos.html',
    'Copy the text from the 3rd box below and paste it into the input. Then click Send.',
    [`sent:${MEMOS[2]}`],
  ],
  ['memos.html', 'Copy the fifth text area into the answer and send it', null],
  // A spin box of arrow links.
  ['spin.html', 'Set the tickets to 5 with the arrows and buy', ['buy:5']],
  ['spin.html', 'Use the spinner to pick 8, then press Buy', ['buy:8']],
  ['spin.html', 'Choose -3 on the spinner and click Buy', ['buy:-3']],
  ['spin.html', 'Select 4 using the spin box, then Buy', ['buy:4']],
  // A box of text that scrolls on its own.
  ['tenancy.html', 'Scroll the terms to the very end and press Done', ['at:bottom']],
  ['tenancy.html', 'Scroll the text box back up to the top, then click Done', ['at:top']],
  ['tenancy.html', 'Scroll to the bottom of the text and hit Done', ['at:bottom']],
  ['tenancy.html', 'Scroll the box of terms all the way up and press Done', ['at:top']],
  // A guessing game is a task of its own, not a widget: it is not played, and the run ends not done.
  ['guess.html', 'Guess the secret number between 1 and 20 using the hints', null],
  ['guess-big.html', 'Guess the number the page is thinking of and press Try', null],
  // A timetable: the best train by a measure, whatever the verb.
  ['trains.html', 'Book the quickest train', ['booked:T2']],
  ['trains.html', 'Buy a ticket for the cheapest train', ['booked:T3']],
  ['trains.html', 'Book the most expensive ticket', ['booked:T4']],
  ['trains.html', 'Purchase the shortest train journey', ['booked:T2']],
  ['trains.html', 'Book the slowest train', ['booked:T3']],
  ['trains.html', 'Book the cheapest ferry', null],
  // A contact list shown one person at a time; values as links under their labels.
  ['contacts.html', 'Find Mara Holt and click her phone number', ['phone:Mara Holt']],
  ['contacts.html', "Click on Leon Brandt's email address", ['email:Leon Brandt']],
  ['contacts.html', "Open Sofia Greco's address", ['address:Sofia Greco']],
  ['contacts.html', 'Click the email of Ivo Petrov', ['email:Ivo Petrov']],
  [
    'contacts.html',
    'Page through the contacts until you find Ivo Petrov, then click their email',
    ['email:Ivo Petrov'],
  ],
  ['contacts.html', 'Press Next until you see Sofia Greco and click her address', ['address:Sofia Greco']],
  ['contacts.html', 'Click the phone number of Karl Berg', null],
  // A shell, and a console of another make: a terminal session is a task of its own, not a
  // widget, and is not driven (no command is typed, and the run ends not done).
  ['shell.html', 'Using the terminal, delete the file with the .mp3 extension', null],
  ['shell.html', 'In the shell, delete the jpeg file', null],
  ['console.html', 'Use the terminal below to delete the file that has no extension', null],
  ['console.html', 'In the console, remove the svg file', null],
  // A round menu drawn in SVG.
  ['radial.html', 'Open the round menu and choose Share', ['slice:Share']],
  ['radial.html', 'Expand the pie menu, then click Print', ['slice:Print']],
  ['radial.html', 'Pick Copy from the circular menu', ['slice:Copy']],
  ['radial.html', 'Open the pie menu and choose Rotate', null],
  // Text boxes without labels, by their order.
  ['boxes.html', 'Choose Large, type 7 in the second text box and submit', ['order:L||7|']],
  ['boxes.html', 'Put 42 in the third field and submit', ['order:-|||42']],
  ['boxes.html', 'Select Medium and enter 5 into the first input, then submit', ['order:M|5||']],
  ['boxes.html', 'Type 9 into the last box and submit', ['order:-|||9']],
  // A table of facts and a form that asks for two of them.
  ['facts.html', 'Fill in the form with the values from the table and submit', ['form:Teal|Orla Weave']],
  ['facts.html', 'Enter the colour and the maker listed in the table, then submit', ['form:Teal|Orla Weave']],
  [
    'facts.html',
    'Enter the value that goes with each label into the form, then submit',
    ['form:Teal|Orla Weave'],
  ],
  ['facts.html', "Type each field's value as the table gives it and submit", ['form:Teal|Orla Weave']],
  [
    'facts.html',
    'Copy the Colour and Maker from the table into the fields and submit',
    ['form:Teal|Orla Weave'],
  ],
  // A feed: a control pressed on each post of one person, or on so many of them.
  ['feed.html', 'Click Like on every post by @ann, then Submit', ['like:0', 'like:2', 'like:5', 'submit']],
  [
    'feed.html',
    'Press the Share button on 2 posts by @bo and then click Submit',
    ['share:1', 'share:4', 'submit'],
  ],
  ['feed.html', 'Share one post by @cy and submit', ['share:3', 'submit']],
  ['feed.html', 'Like all of the posts by @bo', ['like:1', 'like:4']],
  ['feed.html', 'Like every post by @dee, then Submit', null],
  // A field that offers names as one types: the value described by how it starts and ends.
  [
    'fruit.html',
    'Enter an item that starts with "Pa" and ends with "ya", then press Order.',
    ['order:Papaya'],
  ],
  ['fruit.html', 'Type a fruit beginning with "Gu", then click Order', ['order:Guava']],
  ['fruit.html', 'Enter a fruit that starts with "Ly" and order it', ['order:Lychee']],
  ['fruit.html', 'Enter a fruit that starts with "Ki" and order', null],
  ['fruit.html', 'Enter "Lime" as the fruit, then press Order', ['order:Lime']],
  // Numbers scattered as buttons.
  ['numbers.html', 'Click on the numbers in ascending order.', ['n:2', 'n:5', 'n:9', 'n:14', 'n:31']],
  [
    'numbers.html',
    'Press the numbers from the largest to the smallest',
    ['n:31', 'n:14', 'n:9', 'n:5', 'n:2'],
  ],
  ['memos.html', 'Click the numbers in increasing order', null],
  // Labels and values listed in the instruction.
  [
    'facts.html',
    'Fill the form with the following: Colour: Red, Maker: Ami Loom. Then submit',
    ['form:Red|Ami Loom'],
  ],
  ['facts.html', 'Enter these details: Maker: Vela; Colour: Sand, and submit', ['form:Sand|Vela']],
  // Words as boxes, chosen by meaning.
  ['words.html', 'Select words similar to large, rapid and click Submit', ['ticked:big,fast']],
  ['words.html', 'Tick the synonyms of happy and angry, then submit', ['ticked:cheerful,furious']],
  [
    'words.html',
    'Check the boxes of words related to small and wet, then press Submit',
    ['ticked:tiny,damp'],
  ],
  ['words.html', 'Select words similar to purple and click Submit', null],
  // A spin box of a library's make: an empty field, arrows named by their classes only.
  ['seats.html', 'Select 5 with the spinner and hit OK', ['seats:5']],
  ['seats.html', 'Use the spinner to choose -2, then press OK', ['seats:-2']],
  // A menu whose items are built only when its button is pressed.
  ['sketch.html', 'Expand the menu below and click on the item labeled Share', ['item:Share']],
  ['sketch.html', 'Open the menu, then pick Print', ['item:Print']],
  ['sketch.html', 'Open the menu and choose Rotate', null],
  // Copying, with "in" saying where the text is and "into" where it goes.
  [
    'memos.html',
    'Copy the text in the text area below, paste it into the text box and press Send',
    [`sent:${MEMOS[0]}`],
  ],
  [
    'memos.html',
    'Copy the text from the 2nd text area below and paste it into the text input, then press Send',
    [`sent:${MEMOS[1]}`],
  ],
  // Flights as cards with a details link and a Book button naming the price.
  ['flights.html', 'Book the cheapest flight', ['flight:F3']],
  ['flights.html', 'Buy the shortest one', ['flight:F2']],
  ['flights.html', 'Book the longest flight', ['flight:F3']],
  ['flights.html', 'Book the flight that departs earliest', ['flight:F1']],
  // Songs whose controls are symbols alone; a "✕" in a row covers nothing and is never pressed to uncover.
  ['playlist.html', 'Click the heart next to Night Bus', ['like:Night Bus']],
  ['playlist.html', 'Press the heart on Blue Road', ['like:Blue Road']],
  ['playlist.html', 'Click the pencil beside Paper Moon', ['edit:Paper Moon']],
  ['playlist.html', 'Click the plus', ['times:2']],
  ['playlist.html', 'Press the minus button twice', ['times:0', 'times:-1']],
  ['playlist.html', 'Click + three times', ['times:2', 'times:3', 'times:4']],
  ['playlist.html', 'Click the star on Blue Road', null],
  ['playlist.html', 'Click the bell next to Night Bus', null],
  // A last press that changes nothing and sends nothing did not take: never done.
  ['still.html', 'Type 4 into the box and press Submit', null],
  ['still.html', 'Type 4 into the box and press Send', []],
  // Things drawn with no words, counted.
  ['tiles.html', 'Type the total number of tiles into the box and press Check', ['count:7']],
  ['tiles.html', 'Enter how many tiles there are and check', ['count:7']],
  ['tiles.html', 'Count the tiles, type the number in the field and press Check', ['count:7']],
  ['tiles.html', 'Enter the number of stars and press Check', null],
  // A drop-down styled by a real library, its real list hidden.
  ['shoes.html', 'Choose 40 from the drop-down and click Order', ['Order:40']],
  ['shoes.html', 'Select size 42, then press Save for later', ['Save for later:42']],
  ['shoes.html', 'Pick 41 in the list and order', ['Order:41']],
  ['shoes.html', 'Choose 39 from the dropdown menu and save it for later', ['Save for later:39']],
  ['shoes.html', 'Select 45 from the drop-down and click Order', null],
  // Tickets in a table whose heads carry the units; trips whose figures a word heads.
  ['coaches.html', 'Reserve the cheapest coach ticket', ['reserved:C3']],
  ['coaches.html', 'Book the ticket with the shortest duration', ['reserved:C2']],
  ['coaches.html', 'Buy the most expensive ticket', ['reserved:C4']],
  ['coaches.html', 'Reserve the ticket with the longest duration', ['reserved:C3']],
  ['coaches.html', 'Reserve the cheapest ferry', null],
  ['boats.html', 'Get a ticket for the cheapest boat trip', ['ticket:B3']],
  ['boats.html', 'Book the quickest trip', ['ticket:B2']],
  ['boats.html', 'Buy the priciest ticket', ['ticket:B2']],
  ['boats.html', 'Book the slowest boat', ['ticket:B3']],
  // Choices by their place.
  ['boxes.html', 'Check the third radio button, enter 12 in the 1st textbox and submit', ['order:L|12||']],
  ['boxes.html', 'Select the 2nd option and type 3 in the last box, then submit', ['order:M|||3']],
  ['boxes.html', 'Check the 2nd radio button and enter the number 5 into the 3rd textbox.', ['order:M|||5']],
  [
    'boxes.html',
    'Select the first radio and type "7" in the second text field, then press Submit',
    ['order:S||7|'],
  ],
  ['boxes.html', 'Choose radio button 3 and put 12 into textbox 2, then submit', ['order:L||12|']],
  // A text area of its own that scrolls.
  ['rules.html', 'Scroll the textarea to the top and press Done', ['at:top']],
  ['rules.html', 'Scroll the text area to the bottom, then click Done', ['at:bottom']],
  ['rules.html', 'Scroll down to the end of the rules and hit Done', ['at:bottom']],
  // A pie menu of a real library, collapsed under its centre button.
  ['wheel.html', 'Open the pie menu and click Juice', ['picked:Juice']],
  ['wheel.html', 'Click on Milk in the round menu', ['picked:Milk']],
  ['wheel.html', 'Expand the wheel and pick Water', ['picked:Water']],
  ['wheel.html', 'Click Lemonade in the pie menu', null],
  // A spin box of a real library that refuses typed digits: its keys step it.
  ['seat-spinner.html', 'Set the spinner to 4 and press Submit', ['seats:4']],
  ['seat-spinner.html', 'Select -3 with the spinner and hit Submit', ['seats:-3']],
  ['seat-spinner.html', 'Use the spin box to choose 7, then submit', ['seats:7']],
  ['seat-spinner.html', 'Make the number of seats 2 and submit', ['seats:2']],
  ['seat-spinner.html', 'Set the spinner to 25 and submit', null],
  // Copied exactly: every space, tab and line; a one-line field keeps what a paste keeps.
  [
    'verses.html',
    'Copy the second text area into Your copy and press Keep',
    [`kept:${JSON.stringify([VERSES[1], ''])}`],
  ],
  [
    'verses.html',
    'Copy the text of the first text area exactly into Your copy, then click Keep',
    [`kept:${JSON.stringify([VERSES[0], ''])}`],
  ],
  [
    'verses.html',
    'Paste the 2nd textarea into the one-line field and press Keep',
    [`kept:${JSON.stringify(['', (VERSES[1] ?? '').replace(/\n/g, ' ')])}`],
  ],
];

/**
 * How many rows must come out right; raised as the follower improves, a fall below it is a
 * regression. (Six rows of a terminal and a guessing game, task-shaped skills taken out, left.)
 */
const RIGHT_AT_LEAST = 120;

describeInstructionTable('act drives widgets by looking and reacting', 'widgets', TABLE, RIGHT_AT_LEAST);
