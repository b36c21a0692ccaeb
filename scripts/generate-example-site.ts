/**
 * Generates the bundled example site — "Shopbook", a car repair manual archive — into
 * `<outDir>/site/` and its question set into `<outDir>/questions.json`.
 *
 * Everything is derived from the tables below (makes, vehicles, locations, parts, bulletins) with a
 * seeded PRNG keyed by vehicle and spec name, so two runs give byte-identical output. Every value is
 * synthetic: plausible ranges and units, but not real vehicle data.
 *
 * Usage: node scripts/generate-example-site.ts [outDir]     (default: examples/car-manual)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../src/core/seeded-random.ts';

// ─── Deterministic randomness ────────────────────────────────────────────────────────────────

/** FNV-1a, 32 bit: turns a key into a seed. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Rng {
  int(min: number, max: number): number;
  /** A multiple of `step` in [min, max]. */
  range(span: readonly [number, number], step: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** One independent stream per key, so adding a value never shifts the others. */
function rng(key: string): Rng {
  const next = seededRandom(hashString(key));
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error(`rng(${key}): pick from an empty list`);
    return items[int(0, items.length - 1)] as T;
  };
  return {
    int,
    range: ([min, max], step) =>
      Math.round((min + int(0, Math.round((max - min) / step)) * step) * 1000) / 1000,
    pick,
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

// ─── Units ───────────────────────────────────────────────────────────────────────────────────

const fmt = {
  psi: (n: number) => `${n} psi (${Math.round(n * 6.895)} kPa)`,
  ftlb: (n: number) => `${n} ft-lb (${Math.round(n * 1.356)} N·m)`,
  inlb: (n: number) => `${n} in-lb (${(n * 0.113).toFixed(1)} N·m)`,
  qt: (n: number) => `${n.toFixed(1)} qt (${(n * 0.946).toFixed(1)} L)`,
  pt: (n: number) => `${n.toFixed(1)} pt (${(n * 0.473).toFixed(2)} L)`,
  oz: (n: number) => `${n.toFixed(1)} oz (${Math.round(n * 28.35)} g)`,
  inch: (n: number) => `${n.toFixed(3)} in (${(n * 25.4).toFixed(2)} mm)`,
  degF: (n: number) => `${n}°F (${Math.round(((n - 32) * 5) / 9)}°C)`,
  miles: (n: number) =>
    `${n.toLocaleString('en-US')} miles (${Math.round(n * 1.609).toLocaleString('en-US')} km)`,
  money: (n: number) => `$${n.toFixed(2)}`,
  hours: (n: number) => `${n.toFixed(1)} hours`,
};

// ─── Makes and vehicles ──────────────────────────────────────────────────────────────────────

type EngineLayout = 'L4' | 'V6' | 'V8' | 'H4' | 'H6';

interface Make {
  name: string;
  blurb: string;
  /** Pattern of OEM part numbers: # digit, @ letter, anything else literal. */
  partNumber: string;
  plugBrand: string;
  plugPattern: string;
  coolant: string;
  atf: string;
  brakeFluid: string;
  /** How the maintenance reminder is reset on this make (the seconds are filled in per vehicle). */
  reminderReset: readonly string[];
}

const MAKES: readonly Make[] = [
  {
    name: 'Honda',
    blurb: 'Passenger cars with four-cylinder and V6 engines, front-wheel drive.',
    partNumber: '#####-@@@-@0#',
    plugBrand: 'NGK',
    plugPattern: '@@@@#@##',
    coolant: 'Honda Long Life Antifreeze/Coolant Type 2',
    atf: 'Honda ATF DW-1',
    brakeFluid: 'DOT 3',
    reminderReset: [
      'Turn the ignition switch to ON (II) with the engine off.',
      'Press the SELECT/RESET knob repeatedly until the engine oil life indicator is displayed.',
      'Press and hold the SELECT/RESET knob for about {s} seconds; the oil life display begins to blink.',
      'Press and hold the knob again for about 5 seconds; the display resets to 100%.',
    ],
  },
  {
    name: 'Toyota',
    blurb: 'Sedans and compacts, four-cylinder and V6 engines.',
    partNumber: '#####-@@@@#',
    plugBrand: 'Denso',
    plugPattern: '@@##@##',
    coolant: 'Toyota Super Long Life Coolant (pink, premixed)',
    atf: 'Toyota ATF WS',
    brakeFluid: 'DOT 3',
    reminderReset: [
      'Turn the ignition switch to ON with the engine off and select the ODO display.',
      'Turn the ignition switch OFF.',
      'While pressing and holding the ODO/TRIP button, turn the ignition switch to ON.',
      'Keep holding the button for about {s} seconds until the dashes disappear and "000000" is displayed.',
    ],
  },
  {
    name: 'Ford',
    blurb: 'Compact cars and full-size F-Series trucks.',
    partNumber: '@@#@-####-@@',
    plugBrand: 'Motorcraft',
    plugPattern: 'SP-###',
    coolant: 'Motorcraft Orange Antifreeze/Coolant',
    atf: 'Motorcraft MERCON V',
    brakeFluid: 'DOT 3',
    reminderReset: [
      'Turn the ignition switch to RUN with the engine off.',
      'Fully press the accelerator pedal three times within 10 seconds.',
      'Wait until the OIL CHANGE REQUIRED message clears, about {s} seconds.',
      'Turn the ignition switch OFF and verify the message does not return at the next start.',
    ],
  },
  {
    name: 'Chevrolet',
    blurb: 'Midsize sedans and full-size pickups.',
    partNumber: '########',
    plugBrand: 'ACDelco',
    plugPattern: '41-###',
    coolant: 'DEX-COOL (orange)',
    atf: 'DEXRON-VI',
    brakeFluid: 'DOT 3',
    reminderReset: [
      'Turn the ignition to ON/RUN with the engine off.',
      'Use the driver information center buttons to display REMAINING OIL LIFE.',
      'Press and hold the SET/RESET button for about {s} seconds until the display shows 100%.',
      'Turn the ignition OFF, then restart and verify the reading.',
    ],
  },
  {
    name: 'Subaru',
    blurb: 'All-wheel-drive wagons and crossovers with horizontally opposed engines.',
    partNumber: '#####@@###',
    plugBrand: 'NGK',
    plugPattern: '@@@@#@##',
    coolant: 'Subaru Super Coolant (blue)',
    atf: 'Subaru ATF',
    brakeFluid: 'DOT 3 or DOT 4',
    reminderReset: [
      'Turn the ignition switch to ON with the engine off.',
      'Push the trip knob until the maintenance screen is shown.',
      'Push and hold the trip knob for about {s} seconds until the maintenance reminder flashes.',
      'Push the knob again briefly; the reminder resets to the full interval.',
    ],
  },
];

interface VehicleRow {
  make: string;
  year: number;
  model: string;
  engine: string;
  drive: 'FWD' | 'RWD' | '4WD' | 'AWD';
  body: 'car' | 'truck';
  timing: 'belt' | 'chain';
  transmission: string;
  steering: 'hydraulic' | 'electric';
  tire: string;
  batteryGroup: string;
  atf?: string;
}

/**
 * The vehicles, one per line. Several near-twins on purpose: the same model with another engine,
 * or in another year. Columns: make | year | model | engine | drive | body | timing drive |
 * steering | transmission | tire size | battery group | ATF (when not the make's usual fluid).
 */
const VEHICLE_TABLE = `
Honda     | 2004 | Accord         | L4-2.4L  | FWD   | car   | chain  | hydraulic | 5-speed automatic | P205/65R15 | 51R   |
Honda     | 2004 | Accord         | V6-3.0L  | FWD   | car   | belt   | hydraulic | 5-speed automatic | P205/60R16 | 24F   |
Honda     | 2008 | Civic          | L4-1.8L  | FWD   | car   | chain  | electric  | 5-speed automatic | P195/65R15 | 51R   |
Honda     | 2012 | Civic          | L4-1.8L  | FWD   | car   | chain  | electric  | 5-speed automatic | P205/55R16 | 51R   |
Toyota    | 2007 | Corolla        | L4-1.8L  | FWD   | car   | chain  | electric  | 4-speed automatic | P195/65R15 | 35    | Toyota ATF Type T-IV
Toyota    | 2011 | Camry          | L4-2.5L  | FWD   | car   | chain  | hydraulic | 6-speed automatic | P215/60R16 | 24F   |
Toyota    | 2011 | Camry          | V6-3.5L  | FWD   | car   | chain  | hydraulic | 6-speed automatic | P215/55R17 | 24F   |
Ford      | 2006 | Focus          | L4-2.0L  | FWD   | car   | chain  | hydraulic | 4-speed automatic | P195/60R15 | 96R   |
Ford      | 2010 | F-150          | V8-4.6L  | 4WD   | truck | chain  | hydraulic | 6-speed automatic | P265/70R17 | 65    | Motorcraft MERCON LV
Ford      | 2010 | F-150          | V8-5.4L  | 4WD   | truck | chain  | hydraulic | 6-speed automatic | P275/65R18 | 65    | Motorcraft MERCON LV
Chevrolet | 2009 | Silverado 1500 | V8-5.3L  | 4WD   | truck | chain  | hydraulic | 4-speed automatic | P265/70R17 | 48    |
Chevrolet | 2012 | Malibu         | L4-2.4L  | FWD   | car   | chain  | electric  | 6-speed automatic | P215/55R17 | 47    |
Subaru    | 2010 | Outback        | H4-2.5L  | AWD   | car   | belt   | hydraulic | Lineartronic CVT  | P225/60R17 | 35    | Subaru High Performance CVTF
Subaru    | 2010 | Outback        | H6-3.6L  | AWD   | car   | chain  | hydraulic | 5-speed automatic | P225/60R17 | 35    |
`;

function parseVehicleTable(table: string): VehicleRow[] {
  const oneOf = <T extends string>(value: string, allowed: readonly T[]): T => {
    if (!(allowed as readonly string[]).includes(value))
      throw new Error(`vehicle table: bad value "${value}"`);
    return value as T;
  };
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [
        make,
        year,
        model,
        engine,
        drive,
        body,
        timing,
        steering,
        transmission,
        tire,
        batteryGroup,
        atf,
      ] = line.split('|').map((cell) => cell.trim());
      if (!make || !year || !model || !engine || !transmission || !tire || !batteryGroup) {
        throw new Error(`vehicle table: incomplete line "${line}"`);
      }
      const row: VehicleRow = {
        make,
        year: Number(year),
        model,
        engine,
        drive: oneOf(drive ?? '', ['FWD', 'RWD', '4WD', 'AWD'] as const),
        body: oneOf(body ?? '', ['car', 'truck'] as const),
        timing: oneOf(timing ?? '', ['belt', 'chain'] as const),
        steering: oneOf(steering ?? '', ['hydraulic', 'electric'] as const),
        transmission,
        tire,
        batteryGroup,
      };
      return atf ? { ...row, atf } : row;
    });
}

const VEHICLES: readonly VehicleRow[] = parseVehicleTable(VEHICLE_TABLE);

interface Vehicle extends VehicleRow {
  makeInfo: Make;
  /** Site-root-relative folder: `honda/2004/accord-l4-2.4l`. */
  dir: string;
  /** Link label on the make page: `2004 Accord L4-2.4L`. */
  label: string;
  /** `Accord L4-2.4L` (breadcrumb). */
  modelEngine: string;
  /** `2004 Honda Accord L4-2.4L`. */
  name: string;
  layout: EngineLayout;
  liters: string;
  cylinders: 4 | 6 | 8;
}

const LAYOUT_WORDS: Record<EngineLayout, string> = {
  L4: 'four-cylinder',
  V6: 'V6',
  V8: 'V8',
  H4: 'flat-four',
  H6: 'flat-six',
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function toVehicle(row: VehicleRow): Vehicle {
  const makeInfo = MAKES.find((m) => m.name === row.make);
  const match = /^([LVH][468])-(\d\.\d)L$/.exec(row.engine);
  if (!makeInfo || !match) throw new Error(`bad vehicle row: ${row.make} ${row.engine}`);
  const layout = match[1] as EngineLayout;
  const modelEngine = `${row.model} ${row.engine}`;
  return {
    ...row,
    makeInfo,
    dir: `${slugify(row.make)}/${row.year}/${slugify(modelEngine)}`,
    label: `${row.year} ${modelEngine}`,
    modelEngine,
    name: `${row.year} ${row.make} ${modelEngine}`,
    layout,
    liters: match[2] as string,
    cylinders: layout.endsWith('4') ? 4 : layout.endsWith('6') ? 6 : 8,
  };
}

// ─── Component locations: [short answer, full sentence fragment] ───────────────────────────────

type Spot = readonly [key: string, text: string];

const SPOTS = {
  ect: [
    ['thermostat housing', 'on the thermostat housing, on the left side of the cylinder head'],
    [
      'water outlet',
      'threaded into the water outlet at the front of the cylinder head, beside the upper radiator hose',
    ],
    [
      'coolant crossover',
      'in the coolant crossover pipe at the front of the intake manifold, behind the throttle body',
    ],
    ['rear of the cylinder head', 'at the rear of the cylinder head, just below the heater hose fitting'],
  ],
  ckp: [
    [
      'behind the crankshaft pulley',
      'at the lower front of the engine, behind the crankshaft pulley on the timing cover',
    ],
    ['above the starter', 'on the rear of the engine block, directly above the starter motor'],
    ['bellhousing', 'on the transmission bellhousing, reading the teeth of the drive plate'],
    ['above the oil pan', 'on the front of the engine block just above the oil pan rail, exhaust side'],
  ],
  cmp: [
    ['end of the intake camshaft', 'at the rear of the cylinder head, at the end of the intake camshaft'],
    ['timing chain cover', 'on the timing cover, in line with the exhaust camshaft sprocket'],
    ['top of the valve cover', 'on top of the valve cover, next to the oil filler cap'],
  ],
  knock: [
    [
      'under the intake manifold',
      'on the engine block under the intake manifold, between the second and third cylinders',
    ],
    [
      'below the intake manifold runners',
      'on the intake side of the block, below the intake manifold runners',
    ],
    ['valley of the engine block', 'in the valley of the engine block, under the intake manifold'],
  ],
  ecm: [
    ['behind the glove box', 'behind the glove box on the passenger side of the dash'],
    ['passenger side kick panel', 'behind the passenger side kick panel, under the carpet trim'],
    ['next to the battery', 'in the engine compartment next to the battery, bolted to the inner fender'],
    ['air cleaner housing', 'on the side of the air cleaner housing in the engine compartment'],
    ['behind the right headlamp', 'at the right front of the engine compartment, behind the headlamp'],
  ],
  oilSwitch: [
    ['next to the oil filter', 'on the front of the engine block next to the oil filter'],
    ['above the oil filter', 'on the engine block directly above the oil filter adapter'],
    [
      'rear of the cylinder block',
      'at the rear of the cylinder block, above the transmission, near the intake manifold',
    ],
    ['below the alternator', 'on the front of the engine block, below the alternator bracket'],
  ],
  thermostat: [
    [
      'lower radiator hose',
      'in the thermostat housing where the lower radiator hose meets the engine (inlet side)',
    ],
    [
      'upper radiator hose',
      'under the water outlet where the upper radiator hose meets the engine (outlet side)',
    ],
    [
      'front of the intake manifold',
      'in a housing at the front of the intake manifold, behind the throttle body',
    ],
  ],
  battery: [
    [
      'left front of the engine compartment',
      'at the left front of the engine compartment, behind the headlamp',
    ],
    [
      'right front of the engine compartment',
      'at the right front of the engine compartment, next to the coolant reservoir',
    ],
    [
      'driver side of the engine compartment',
      'on the driver side of the engine compartment, ahead of the strut tower',
    ],
  ],
  starter: [
    ['intake side of the engine', 'on the intake side of the engine, bolted to the transmission bellhousing'],
    [
      'below the exhaust manifold',
      'at the rear of the engine below the exhaust manifold, bolted to the bellhousing',
    ],
    [
      'right side of the engine block',
      'on the right side of the engine block, reached from under the vehicle',
    ],
  ],
  horn: [
    ['behind the front bumper cover', 'behind the front bumper cover on the left side'],
    ['behind the grille', 'behind the grille, on the radiator support'],
    ['below the left headlamp', 'below the left headlamp, on the bumper reinforcement'],
  ],
  cabinFilter: [
    ['behind the glove box', 'behind the glove box; release the glove box stops to let it swing down'],
    ['under the cowl panel', 'under the cowl panel at the base of the windshield, passenger side'],
  ],
  wss: [
    ['steering knuckle', 'on the steering knuckle, behind the brake rotor'],
    ['hub bearing', 'in the rear of the hub bearing assembly, bolted to the knuckle'],
  ],
  cat: [
    ['exhaust manifold', 'bolted directly to the exhaust manifold (close-coupled)'],
    ['under the floor', 'under the floor, behind the front exhaust pipe flex joint'],
  ],
} satisfies Record<string, readonly Spot[]>;

type SpotKey = keyof typeof SPOTS;

// ─── Derived specifications ─────────────────────────────────────────────────────────────────

const FIRING: Record<EngineLayout, readonly string[]> = {
  L4: ['1-3-4-2'],
  H4: ['1-3-2-4'],
  V6: ['1-4-2-5-3-6', '1-2-3-4-5-6'],
  H6: ['1-6-3-2-5-4'],
  V8: ['1-3-7-2-6-5-4-8', '1-8-7-2-6-5-4-3'],
};

const FUSE_CIRCUITS: readonly (readonly [circuit: string, amps: readonly number[]])[] = [
  ['Fuel pump', [15, 20]],
  ['Horn', [10, 15]],
  ['A/C compressor clutch', [7.5, 10]],
  ['ECM/PCM power', [10, 15]],
  ['Headlight, left', [10, 15]],
  ['Headlight, right', [10, 15]],
  ['Power windows', [20, 30]],
  ['Audio unit', [10, 15]],
  ['Power outlet', [15, 20]],
  ['Turn signal and hazard lamps', [10, 15]],
  ['Rear window defogger', [30, 40]],
  ['Stop lamps', [10, 15]],
  ['ABS motor', [30, 40]],
  ['Radiator cooling fan', [30, 40]],
  ['Ignition coils', [15, 20]],
  ['Windshield wipers', [20, 30]],
  ['Interior lights', [7.5, 10]],
  ['Power door locks', [15, 20]],
];

interface Fuse {
  box: 'Under-Hood Fuse/Relay Box' | 'Interior Fuse Box';
  number: number;
  amps: number;
  circuit: string;
}

interface PartDef {
  key: string;
  folder: readonly string[];
  label: (v: Vehicle) => string;
  price: readonly [number, number];
  qty: (v: Vehicle) => string;
  operation: string;
  hours: (v: Vehicle) => readonly [number, number];
}

const byCylinders = <T>(v: Vehicle, four: T, six: T, eight: T): T =>
  v.cylinders === 4 ? four : v.cylinders === 6 ? six : eight;

/** The parts catalog: one page per part, grouped by `folder` under "Parts and Labor". */
const PARTS: readonly PartDef[] = [
  {
    key: 'oilFilter',
    folder: ['Maintenance Parts', 'Filters'],
    label: () => 'Engine Oil Filter',
    price: [6, 14],
    qty: () => '1',
    operation: 'Replace engine oil and filter',
    hours: () => [0.3, 0.5],
  },
  {
    key: 'airFilter',
    folder: ['Maintenance Parts', 'Filters'],
    label: () => 'Engine Air Filter',
    price: [14, 32],
    qty: () => '1',
    operation: 'Replace air cleaner element',
    hours: () => [0.2, 0.3],
  },
  {
    key: 'cabinFilter',
    folder: ['Maintenance Parts', 'Filters'],
    label: () => 'Cabin Air Filter',
    price: [18, 38],
    qty: () => '1',
    operation: 'Replace cabin air filter',
    hours: () => [0.2, 0.5],
  },
  {
    key: 'sparkPlug',
    folder: ['Maintenance Parts', 'Ignition'],
    label: () => 'Spark Plug',
    price: [7, 16],
    qty: (v) => String(v.cylinders),
    operation: 'Replace spark plugs (all)',
    hours: (v) => byCylinders(v, [0.8, 1.4], [1.6, 2.8], [1.9, 3.4]),
  },
  {
    key: 'waterPump',
    folder: ['Engine, Cooling and Exhaust', 'Cooling System'],
    label: () => 'Water Pump',
    price: [85, 240],
    qty: () => '1',
    operation: 'Replace water pump',
    hours: (v) => (v.timing === 'belt' ? [3.2, 4.8] : byCylinders(v, [1.4, 2.6], [2.4, 3.9], [2.1, 3.6])),
  },
  {
    key: 'thermostat',
    folder: ['Engine, Cooling and Exhaust', 'Cooling System'],
    label: () => 'Thermostat',
    price: [22, 60],
    qty: () => '1',
    operation: 'Replace thermostat',
    hours: () => [0.6, 1.6],
  },
  {
    key: 'timing',
    folder: ['Engine, Cooling and Exhaust', 'Engine'],
    label: (v) => (v.timing === 'belt' ? 'Timing Belt' : 'Timing Chain'),
    price: [70, 190],
    qty: () => '1',
    operation: 'Replace timing belt or chain',
    hours: (v) => byCylinders(v, [3.8, 6.5], [4.2, 8.5], [7.5, 10.5]),
  },
  {
    key: 'frontPads',
    folder: ['Brakes and Traction Control', 'Front Brakes'],
    label: () => 'Front Brake Pads',
    price: [45, 110],
    qty: () => '1 set',
    operation: 'Replace front disc brake pads',
    hours: () => [0.8, 1.4],
  },
  {
    key: 'frontRotor',
    folder: ['Brakes and Traction Control', 'Front Brakes'],
    label: () => 'Front Brake Rotor',
    price: [60, 160],
    qty: () => '2',
    operation: 'Replace front brake rotors (both sides)',
    hours: () => [1.0, 1.8],
  },
  {
    key: 'battery',
    folder: ['Starting and Charging'],
    label: () => 'Battery',
    price: [130, 230],
    qty: () => '1',
    operation: 'Replace battery',
    hours: () => [0.3, 0.6],
  },
  {
    key: 'alternator',
    folder: ['Starting and Charging'],
    label: () => 'Alternator',
    price: [280, 520],
    qty: () => '1',
    operation: 'Replace alternator',
    hours: (v) => byCylinders(v, [0.9, 2.4], [1.4, 3.2], [1.1, 2.2]),
  },
  {
    key: 'starter',
    folder: ['Starting and Charging'],
    label: () => 'Starter Motor',
    price: [220, 420],
    qty: () => '1',
    operation: 'Replace starter motor',
    hours: () => [0.8, 2.6],
  },
];

interface Part {
  def: PartDef;
  label: string;
  partNumber: string;
  price: number;
  qty: string;
  hours: number;
}

interface Specs {
  oilIdle: number;
  oil3000: number;
  oilSwitchOpen: number;
  oilSwitchTorque: number;
  oilWithFilter: number;
  oilWithoutFilter: number;
  oilDry: number;
  oilViscosity: string;
  oilGrade: string;
  drainPlug: number;
  oilPumpBolts: number;
  headWarp: number;
  headSteps: readonly string[];
  headFirst: number;
  valveIntake: string;
  valveExhaust: string;
  crankBolt: number;
  tensionerBolt: number;
  coolantTotal: number;
  coolantReserve: number;
  thermoOpen: number;
  thermoFull: number;
  thermoBolts: number;
  radiatorCap: number;
  waterPumpBolts: number;
  fuelPressure: number;
  idleRpm: number;
  plugGap: number;
  plugTorque: number;
  plugType: string;
  firingOrder: string;
  knockTorque: number;
  cca: number;
  reserveMinutes: number;
  terminalTorque: number;
  alternatorAmps: number;
  chargingVoltage: string;
  atfType: string;
  atfDrain: number;
  atfTotal: number;
  atfDrainPlug: number;
  axleNut: number;
  differential: number;
  transferCase: number;
  caliperBracket: number;
  caliperPins: number;
  rotorNominal: number;
  rotorMin: number;
  rotorRunout: number;
  padMin: number;
  bleedOrder: string;
  wssBolt: number;
  parkingClicks: string;
  tireFront: number;
  tireRear: number;
  lugTorque: number;
  camber: string;
  caster: string;
  toe: string;
  powerSteering: number;
  strutNut: number;
  refrigerantOz: number;
  compressorOilOz: number;
  compressorOil: string;
  bulbLow: string;
  bulbHigh: string;
  bulbStop: string;
  oilInterval: number;
  beltInterval: number | null;
  plugInterval: number;
  resetSeconds: number;
  displacement: number;
  bore: number;
  stroke: number;
  compression: string;
  horsepower: number;
  torqueRating: number;
  wheelbase: number;
  length: number;
  curbWeight: number;
  spots: Record<SpotKey, Spot>;
  fuses: readonly Fuse[];
  parts: Record<string, Part>;
}

function fillPattern(pattern: string, r: Rng): string {
  const letters = 'ABCDEFGHJKLMNPRSTVWXYZ';
  return [...pattern]
    .map((ch) => (ch === '#' ? String(r.int(0, 9)) : ch === '@' ? r.pick([...letters]) : ch))
    .join('');
}

function deriveSpecs(v: Vehicle): Specs {
  const r = (key: string) => rng(`${v.dir}|${key}`);
  const truck = v.body === 'truck';
  const oilWithFilter = r('oil-cap').range(byCylinders(v, [3.9, 4.8], [4.4, 6.4], [6.0, 7.0]), 0.1);
  const headFirst = r('head-1').int(14, 30);
  const headSecond = headFirst + r('head-2').int(15, 32);
  const headSteps = [
    `Step 1: ${fmt.ftlb(headFirst)}`,
    `Step 2: ${fmt.ftlb(headSecond)}`,
    `Step 3: Turn an additional ${r('head-3').pick(['90°', '120°'])}`,
    ...(r('head-4').int(0, 1) === 1 ? ['Step 4: Turn an additional 90°'] : []),
  ];
  const valveIntake = r('valve-in').range([0.006, 0.009], 0.001);
  const rotorNominal = r('rotor').range(truck ? [1.1, 1.3] : [0.87, 1.1], 0.01);
  const tireFront = r('tire').range(truck ? [33, 36] : [30, 35], 1);
  const thermoOpen = r('thermo').pick([170, 177, 180, 183, 187, 190, 195]);
  const bore = r('bore').range([84.0, 99.5], 0.5);
  const displacement = Math.round(Number(v.liters) * 1000 + r('cc').int(-60, 40));
  const spots = Object.fromEntries(
    (Object.keys(SPOTS) as SpotKey[]).map((key) => [key, r(`spot-${key}`).pick<Spot>(SPOTS[key])]),
  ) as Record<SpotKey, Spot>;

  // Fuses: two boxes with disjoint two-digit numbers.
  const interiorNumbers = r('fuse-interior').shuffle(Array.from({ length: 30 }, (_, i) => i + 10));
  const hoodNumbers = r('fuse-hood').shuffle(Array.from({ length: 30 }, (_, i) => i + 40));
  const fuses = FUSE_CIRCUITS.map(([circuit, amps], i): Fuse => {
    const hood = r(`fuse-box-${i}`).int(0, 1) === 1;
    const numbers = hood ? hoodNumbers : interiorNumbers;
    return {
      box: hood ? 'Under-Hood Fuse/Relay Box' : 'Interior Fuse Box',
      number: numbers.pop() as number,
      amps: r(`fuse-amps-${i}`).pick(amps),
      circuit,
    };
  });

  const parts: Record<string, Part> = {};
  for (const def of PARTS) {
    const pr = r(`part-${def.key}`);
    parts[def.key] = {
      def,
      label: def.label(v),
      partNumber: fillPattern(v.makeInfo.partNumber, pr),
      price: pr.range(def.price, 0.01),
      qty: def.qty(v),
      hours: pr.range(def.hours(v), 0.1),
    };
  }

  return {
    oilIdle: r('oil-idle').int(7, 16),
    oil3000: r('oil-3000').int(40, 65),
    oilSwitchOpen: r('oil-switch').int(3, 6),
    oilSwitchTorque: r('oil-switch-torque').int(9, 18),
    oilWithFilter,
    oilWithoutFilter: Math.round((oilWithFilter - r('oil-nofilter').range([0.2, 0.4], 0.1)) * 10) / 10,
    oilDry: Math.round((oilWithFilter + r('oil-dry').range([0.6, 1.1], 0.1)) * 10) / 10,
    oilViscosity:
      v.year >= 2011 && (v.make === 'Honda' || v.make === 'Toyota')
        ? '0W-20'
        : v.make === 'Ford' || v.make === 'Honda'
          ? '5W-20'
          : '5W-30',
    oilGrade: v.year < 2005 ? 'API SL' : v.year < 2011 ? 'API SM' : 'API SN',
    drainPlug: r('drain-plug').int(22, 33),
    oilPumpBolts: r('oil-pump').pick([89, 97, 106]),
    headWarp: r('head-warp').pick([0.002, 0.003, 0.004]),
    headSteps,
    headFirst,
    valveIntake: v.cylinders === 8 ? 'Hydraulic lash adjusters, no adjustment' : fmt.inch(valveIntake),
    valveExhaust:
      v.cylinders === 8
        ? 'Hydraulic lash adjusters, no adjustment'
        : fmt.inch(valveIntake + r('valve-ex').range([0.002, 0.004], 0.001)),
    crankBolt: r('crank-bolt').int(95, 181),
    tensionerBolt: r('tensioner').int(15, 33),
    coolantTotal: r('coolant').range(byCylinders(v, [5.6, 7.6], [7.8, 10.5], [13.0, 17.0]), 0.1),
    coolantReserve: r('coolant-res').range([0.4, 0.8], 0.1),
    thermoOpen,
    thermoFull: thermoOpen + r('thermo-full').int(18, 25),
    thermoBolts: r('thermo-bolts').pick([89, 97, 106, 115]),
    radiatorCap: r('rad-cap').int(13, 18),
    waterPumpBolts: r('water-pump').int(8, 18),
    fuelPressure: r('fuel').int(39, 61),
    idleRpm: r('idle').pick([650, 700, 750, 800]),
    plugGap: r('plug-gap').pick(
      byCylinders(v, [0.039, 0.04, 0.043, 0.044], [0.039, 0.043, 0.044, 0.05], [0.044, 0.052, 0.054, 0.06]),
    ),
    plugTorque: r('plug-torque').int(11, 20),
    plugType: `${v.makeInfo.plugBrand} ${fillPattern(v.makeInfo.plugPattern, r('plug-type'))}`,
    // One firing order per make and layout, as engine families share them.
    firingOrder: rng(`${v.make}|${v.layout}|firing`).pick(FIRING[v.layout]),
    knockTorque: r('knock').int(13, 24),
    cca: r('cca').range(truck ? [650, 800] : [410, 650], 5),
    reserveMinutes: r('rc').int(75, 140),
    terminalTorque: r('terminal').pick([44, 53, 62, 80]),
    alternatorAmps: r('alternator').range(truck ? [130, 160] : [80, 150], 5),
    chargingVoltage: r('charging').pick(['13.9–14.8 V', '13.5–15.1 V', '14.0–14.7 V', '13.6–14.9 V']),
    atfType: v.atf ?? v.makeInfo.atf,
    atfDrain: r('atf-drain').range([2.5, 5.0], 0.1),
    atfTotal: r('atf-total').range(truck ? [11.0, 13.5] : [6.5, 9.9], 0.1),
    atfDrainPlug: r('atf-plug').int(29, 36),
    axleNut: r('axle-nut').int(134, 250),
    differential: r('diff').range([2.4, 3.6], 0.1),
    transferCase: r('transfer').range([2.6, 3.4], 0.1),
    caliperBracket: r('caliper-bracket').range(truck ? [130, 185] : [65, 128], 1),
    caliperPins: r('caliper-pins').int(17, 37),
    rotorNominal,
    rotorMin: Math.round((rotorNominal - r('rotor-min').range([0.06, 0.09], 0.01)) * 100) / 100,
    rotorRunout: r('runout').pick([0.002, 0.003, 0.004]),
    padMin: r('pad-min').pick([0.06, 0.08]),
    bleedOrder: r('bleed').pick([
      'right rear, left front, left rear, right front',
      'right rear, left rear, right front, left front',
    ]),
    wssBolt: r('wss').pick([80, 89, 97]),
    parkingClicks: r('park').pick(['5 to 7 clicks', '6 to 8 clicks', '7 to 9 clicks']),
    tireFront,
    tireRear: truck ? tireFront : tireFront - r('tire-rear').int(0, 2),
    lugTorque: truck ? r('lug').pick([140, 150, 165]) : r('lug').pick([76, 80, 94, 100, 103, 108]),
    camber: `${r('camber').pick(['-0.5°', '-0.2°', '0.0°', '-0.7°'])} ± 0.75°`,
    caster: `${r('caster').pick(['+2.8°', '+3.5°', '+4.2°', '+4.8°'])} ± 1.0°`,
    toe: `${r('toe').pick(['0.00°', '0.10° in', '0.05° in'])} ± 0.10° (total)`,
    powerSteering: r('ps').range([1.6, 2.8], 0.1),
    strutNut: r('strut').int(29, 54),
    refrigerantOz: r('r134a').range(truck ? [22.0, 30.0] : [16.0, 22.9], 0.1),
    compressorOilOz: r('pag').range([4.0, 7.0], 0.1),
    compressorOil: r('pag-type').pick(['PAG 46', 'ND-OIL 8', 'PAG 100', 'SP-10']),
    bulbLow: r('bulb-low').pick(['9006', 'H11', 'H13', '9003', 'H7', '9012']),
    bulbHigh: r('bulb-high').pick(['9005', 'H9', 'H1']),
    bulbStop: r('bulb-stop').pick(['3157', '7443', '7440']),
    oilInterval: r('oil-interval').pick([5000, 7500, 10000]),
    beltInterval: v.timing === 'belt' ? r('belt-interval').pick([90000, 105000, 110000]) : null,
    plugInterval: r('plug-interval').pick([60000, 100000, 105000, 120000]),
    resetSeconds: r('reset').pick([5, 8, 10, 12]),
    displacement,
    bore,
    stroke: Math.round(((displacement * 4) / (Math.PI * (bore / 10) ** 2 * v.cylinders)) * 100) / 10,
    compression: `${r('cr').range([9.2, 11.5], 0.1).toFixed(1)}:1`,
    horsepower: r('hp').range(byCylinders(v, [130, 182], [215, 272], [292, 320]), 1),
    torqueRating: r('tq').range(byCylinders(v, [125, 172], [205, 250], [320, 365]), 1),
    wheelbase: r('wheelbase').range(truck ? [126.0, 145.0] : [103.0, 111.0], 0.1),
    length: r('length').range(truck ? [213.0, 231.0] : [175.0, 191.0], 0.1),
    curbWeight: r('weight').range(truck ? [4900, 5700] : [2650, 3650], 5),
    spots,
    fuses,
    parts,
  };
}

// ─── Manual tree ───────────────────────────────────────────────────────────────────────────

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'note'; label: 'NOTE' | 'CAUTION' | 'WARNING'; text: string }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'ol'; items: readonly string[] }
  | { kind: 'ul'; items: readonly string[] }
  | { kind: 'figure'; caption: string; text: string }
  | { kind: 'see'; target: readonly string[] };

interface LeafNode {
  kind: 'leaf';
  label: string;
  blocks: readonly Block[];
}
interface FolderNode {
  kind: 'folder';
  label: string;
  children: readonly TreeNode[];
}
/** A folder that is its own page (a link to `<slug>/index.html` with a tree of its own). */
interface PageNode {
  kind: 'page';
  label: string;
  slug: string;
  intro: string;
  children: readonly TreeNode[];
}
type TreeNode = LeafNode | FolderNode | PageNode;

const leaf = (label: string, ...blocks: Block[]): LeafNode => ({ kind: 'leaf', label, blocks });
const folder = (label: string, ...children: (TreeNode | null)[]): FolderNode => ({
  kind: 'folder',
  label,
  children: children.filter((c): c is TreeNode => c !== null),
});
const pageFolder = (label: string, slug: string, intro: string, ...children: TreeNode[]): PageNode => ({
  kind: 'page',
  label,
  slug,
  intro,
  children,
});

const p = (text: string): Block => ({ kind: 'p', text });
const h2 = (text: string): Block => ({ kind: 'h2', text });
const note = (text: string): Block => ({ kind: 'note', label: 'NOTE', text });
const caution = (text: string): Block => ({ kind: 'note', label: 'CAUTION', text });
const warning = (text: string): Block => ({ kind: 'note', label: 'WARNING', text });
const steps = (...items: string[]): Block => ({ kind: 'ol', items });
const figure = (caption: string, text: string): Block => ({ kind: 'figure', caption, text });
const see = (...target: string[]): Block => ({ kind: 'see', target });
const specs = (caption: string, rows: readonly (readonly [string, string])[]): Block => ({
  kind: 'table',
  caption,
  head: ['Application', 'Specification'],
  rows,
});
const torques = (caption: string, rows: readonly (readonly [string, string])[]): Block => ({
  kind: 'table',
  caption,
  head: ['Fastener', 'Torque'],
  rows,
});

/** Label paths (under the vehicle) that cross-references and questions point at. */
const RD = 'Repair and Diagnosis';
const ENGINE = [RD, 'Engine, Cooling and Exhaust', 'Engine'];
const COOLING = [RD, 'Engine, Cooling and Exhaust', 'Cooling System'];
const SENSORS = [RD, 'Powertrain Management', 'Sensors and Switches'];
const PATHS = {
  oilPressureSpecs: [...ENGINE, 'Engine Lubrication', 'Engine Oil Pressure', 'Specifications'],
  oilPressureTesting: [...ENGINE, 'Engine Lubrication', 'Engine Oil Pressure', 'Testing and Inspection'],
  oilCapacity: [...ENGINE, 'Engine Lubrication', 'Engine Oil', 'Capacity Specifications'],
  oilChange: [...ENGINE, 'Engine Lubrication', 'Engine Oil', 'Service and Repair'],
  headRemoval: [...ENGINE, 'Cylinder Head Assembly', 'Removal and Installation'],
  coolantCapacity: [...COOLING, 'Coolant', 'Capacity Specifications'],
  thermostatSpecs: [...COOLING, 'Thermostat', 'Specifications'],
  ectLocation: [...SENSORS, 'Engine Coolant Temperature Sensor', 'Locations'],
  ckpLocation: [...SENSORS, 'Crankshaft Position Sensor', 'Locations'],
  oilSwitchLocation: [...SENSORS, 'Engine Oil Pressure Switch', 'Locations'],
  ecmLocation: [
    RD,
    'Powertrain Management',
    'Computers and Control Systems',
    'Engine Control Module',
    'Locations',
  ],
  fuelPressure: [
    RD,
    'Powertrain Management',
    'Fuel Delivery and Air Induction',
    'Fuel Pressure',
    'Specifications',
  ],
  plugSpecs: [RD, 'Powertrain Management', 'Ignition System', 'Spark Plug', 'Specifications'],
  firingOrder: [RD, 'Powertrain Management', 'Ignition System', 'Firing Order'],
  batterySpecs: [RD, 'Starting and Charging', 'Battery', 'Specifications'],
  alternatorSpecs: [RD, 'Starting and Charging', 'Charging System', 'Alternator', 'Specifications'],
  atfCapacity: [
    RD,
    'Transmission and Drivetrain',
    'Automatic Transmission/Transaxle',
    'Fluid',
    'Capacity Specifications',
  ],
  caliperSpecs: [RD, 'Brakes and Traction Control', 'Disc Brake System', 'Brake Caliper', 'Specifications'],
  rotorSpecs: [RD, 'Brakes and Traction Control', 'Disc Brake System', 'Brake Rotor/Disc', 'Specifications'],
  tireSpecs: [RD, 'Steering and Suspension', 'Wheels and Tires', 'Specifications'],
  wheelTorque: [RD, 'Steering and Suspension', 'Wheels and Tires', 'Torque Specifications'],
  refrigerant: [RD, 'Heating and Air Conditioning', 'Refrigerant', 'Capacity Specifications'],
  bulbs: [RD, 'Lighting and Horns', 'Bulbs', 'Specifications'],
  engineSpecs: ['Specifications', 'Engine Specifications'],
  normalSchedule: ['Maintenance', 'Maintenance Schedules', 'Normal Service Schedule'],
  reminderReset: ['Maintenance', 'Service Reminder Indicator', 'Service and Repair'],
  beltRouting: ['Diagrams', 'Belt Routing', 'Drive Belt Routing'],
} satisfies Record<string, readonly string[]>;

function engineFolder(v: Vehicle, s: Specs): FolderNode {
  const timingLabel = v.timing === 'belt' ? 'Timing Belt' : 'Timing Chain';
  return folder(
    'Engine',
    folder(
      'Engine Lubrication',
      folder(
        'Engine Oil Pressure',
        leaf(
          'Specifications',
          p(
            `Engine oil pressure specifications for the ${v.name}, measured at the oil pressure switch port.`,
          ),
          specs('Engine Oil Pressure', [
            ['Oil pressure at idle (hot)', `${fmt.psi(s.oilIdle)} minimum`],
            ['Oil pressure at 3000 rpm (hot)', `${fmt.psi(s.oil3000)} minimum`],
          ]),
          note(
            'Check with the engine at normal operating temperature and the oil at the recommended viscosity.',
          ),
        ),
        leaf(
          'Testing and Inspection',
          p(
            `Use this procedure when the oil pressure warning lamp stays on with the engine running, or when low oil pressure is suspected on the ${v.name}.`,
          ),
          steps(
            'Check the engine oil level and condition. Correct the level before testing.',
            'Remove the engine oil pressure switch.',
            'Install an oil pressure gauge adapter and a mechanical oil pressure gauge in the switch port.',
            'Start the engine and run it until the radiator cooling fan comes on at least once.',
            'Record the oil pressure at idle and at 3000 rpm.',
            'Compare the readings with the specifications. If the pressure is low, inspect the oil pump, the oil strainer and the crankshaft and camshaft bearings for wear.',
            `Remove the gauge and install the oil pressure switch with new sealant. Tighten it to ${fmt.ftlb(s.oilSwitchTorque)}.`,
          ),
          see(...PATHS.oilPressureSpecs),
        ),
        leaf(
          'Description and Operation',
          p(
            'The oil pump draws oil from the oil pan through the strainer and delivers it under pressure to the main gallery. From there it feeds the crankshaft and connecting rod bearings, the camshaft journals, the timing chain tensioner and the valve train.',
          ),
          p(
            'Oil pressure rises with engine speed and falls as the oil gets hotter and thinner. A relief valve in the pump limits the maximum pressure. The oil pressure switch turns on the warning lamp in the instrument cluster when oil pressure drops too low to protect the bearings.',
          ),
          note(
            'Low oil pressure at idle with a hot engine is not by itself proof of a failed pump; check the level and the oil grade first.',
          ),
        ),
      ),
      folder(
        'Engine Oil',
        leaf(
          'Capacity Specifications',
          p(`Engine oil capacities and recommended oil for the ${v.name}.`),
          specs('Engine Oil Capacity', [
            ['Engine oil with filter', fmt.qt(s.oilWithFilter)],
            ['Engine oil without filter', fmt.qt(s.oilWithoutFilter)],
            ['Engine oil after overhaul (dry engine)', fmt.qt(s.oilDry)],
            ['Recommended viscosity', `SAE ${s.oilViscosity}`],
            ['Oil quality', s.oilGrade],
          ]),
          note('Recheck the level on the dipstick after filling and running the engine; do not overfill.'),
        ),
        leaf(
          'Service and Repair',
          p(`Engine oil and filter replacement for the ${v.name}.`),
          steps(
            'Run the engine until it reaches normal operating temperature, then turn it off.',
            'Raise and support the vehicle. Place a drain pan under the oil pan.',
            'Remove the drain plug and let the oil drain completely.',
            `Install the drain plug with a new washer and tighten it to ${fmt.ftlb(s.drainPlug)}.`,
            'Remove the oil filter. Apply clean engine oil to the gasket of the new filter.',
            'Install the new filter by hand until the gasket contacts the mounting surface, then tighten it an additional 3/4 turn.',
            'Fill the engine with the specified oil, start the engine and check for leaks.',
            'Reset the maintenance reminder.',
          ),
          see(...PATHS.oilCapacity),
          see(...PATHS.reminderReset),
        ),
      ),
      folder(
        'Oil Pump',
        leaf(
          'Specifications',
          p(`Oil pump clearances and fastener torque for the ${v.name}.`),
          specs('Oil Pump', [
            ['Inner-to-outer rotor clearance', '0.002–0.007 in (0.04–0.18 mm)'],
            ['Outer rotor-to-body clearance', '0.004–0.007 in (0.10–0.18 mm)'],
            ['Oil pump mounting bolts', fmt.inlb(s.oilPumpBolts)],
          ]),
        ),
      ),
    ),
    folder(
      'Cylinder Head Assembly',
      leaf(
        'Specifications',
        p(`Cylinder head and valve specifications for the ${v.name}.`),
        specs('Cylinder Head', [
          ['Cylinder head warpage, maximum', fmt.inch(s.headWarp)],
          ['Valve clearance, intake (cold)', s.valveIntake],
          ['Valve clearance, exhaust (cold)', s.valveExhaust],
        ]),
      ),
      leaf(
        'Removal and Installation',
        p(
          `Cylinder head removal and installation for the ${v.name}. Read the whole procedure before starting.`,
        ),
        caution(
          'Let the engine cool completely before loosening the cylinder head bolts; removing them hot can warp the head.',
        ),
        h2('Removal'),
        steps(
          'Relieve the fuel system pressure and disconnect the negative battery cable.',
          'Drain the engine coolant.',
          'Remove the intake manifold and the exhaust manifold or front pipe.',
          `Remove the ${timingLabel.toLowerCase()}.`,
          'Loosen the cylinder head bolts in several passes, in the reverse of the tightening sequence.',
          'Lift the cylinder head off the engine block and discard the head gasket.',
        ),
        h2('Installation'),
        steps(
          'Clean the gasket surfaces and check the cylinder head for warpage.',
          'Install a new head gasket on the dowel pins and set the cylinder head in place.',
          'Lubricate the bolt threads and washers with clean engine oil.',
          'Tighten the cylinder head bolts in sequence, in the steps shown in the table below.',
          `Install the ${timingLabel.toLowerCase()} and the manifolds; refill the cooling system.`,
        ),
        {
          kind: 'table',
          caption: 'Cylinder head bolt tightening steps',
          head: ['Step', 'Specification'],
          rows: s.headSteps.map((line) => {
            const [step, value] = line.split(': ');
            return [step ?? line, value ?? ''];
          }),
        },
      ),
    ),
    folder(
      'Timing Components',
      folder(
        timingLabel,
        leaf(
          'Specifications',
          p(`${timingLabel} system fastener torques for the ${v.name}.`),
          torques(`${timingLabel} fasteners`, [
            ['Crankshaft pulley bolt', fmt.ftlb(s.crankBolt)],
            [
              v.timing === 'belt' ? 'Timing belt tensioner bolt' : 'Timing chain tensioner bolts',
              fmt.ftlb(s.tensionerBolt),
            ],
            ['Camshaft sprocket bolts', fmt.ftlb(s.tensionerBolt + 25)],
          ]),
        ),
        leaf(
          'Service and Repair',
          p(`${timingLabel} replacement overview for the ${v.name}.`),
          steps(
            'Set the No. 1 piston at top dead center on the compression stroke.',
            'Remove the drive belt, the crankshaft pulley and the timing cover.',
            `Release the tensioner and remove the ${timingLabel.toLowerCase()}.`,
            'Align the timing marks on the crankshaft and camshaft sprockets.',
            `Install the new ${timingLabel.toLowerCase()} and set the tensioner.`,
            'Turn the crankshaft two full turns by hand and recheck the timing marks.',
          ),
        ),
      ),
    ),
    folder(
      'Drive Belts, Mounts, Brackets and Accessories',
      folder(
        'Drive Belt',
        leaf(
          'Service and Repair',
          p(
            `Serpentine drive belt replacement for the ${v.name}. The belt is held tight by an automatic tensioner.`,
          ),
          steps(
            'Note the belt routing before removal.',
            'Turn the tensioner pulley with a wrench to relieve belt tension and slip the belt off the pulleys.',
            'Install the new belt over all pulleys except the idler, then release the tensioner onto the belt.',
            'Check that the belt sits in every pulley groove.',
          ),
          see(...PATHS.beltRouting),
        ),
      ),
    ),
  );
}

function coolingFolder(v: Vehicle, s: Specs): FolderNode {
  return folder(
    'Cooling System',
    folder(
      'Coolant',
      leaf(
        'Capacity Specifications',
        p(`Cooling system capacity and coolant type for the ${v.name}.`),
        specs('Cooling System Capacity', [
          ['Total system capacity (including reserve tank)', fmt.qt(s.coolantTotal)],
          ['Reserve tank', fmt.qt(s.coolantReserve)],
          ['Coolant type', v.makeInfo.coolant],
          ['Mixture', '50% coolant, 50% distilled water'],
        ]),
      ),
      leaf(
        'Service and Repair',
        p(`Draining and refilling the cooling system on the ${v.name}.`),
        warning('Never open the radiator cap while the engine is hot.'),
        steps(
          'Set the heater temperature control to maximum heat.',
          'Open the radiator drain plug and the engine block drain bolt and drain the coolant.',
          'Close the drain plug and drain bolt with new washers.',
          'Fill the radiator slowly with the specified coolant mixture up to the filler neck.',
          'Run the engine with the radiator cap off until the cooling fan comes on twice, adding coolant as air escapes.',
          'Install the radiator cap and fill the reserve tank to the MAX line.',
        ),
        see(...PATHS.coolantCapacity),
      ),
    ),
    folder(
      'Thermostat',
      leaf(
        'Specifications',
        p(`Thermostat specifications for the ${v.name}.`),
        specs('Thermostat', [
          ['Begins to open', fmt.degF(s.thermoOpen)],
          ['Fully open', fmt.degF(s.thermoFull)],
          ['Valve lift at fully open', '0.31 in (8.0 mm) minimum'],
          ['Thermostat housing bolts', fmt.inlb(s.thermoBolts)],
        ]),
      ),
      leaf(
        'Locations',
        p(`The thermostat on the ${v.name} is located ${s.spots.thermostat[1]}.`),
        figure(
          'Thermostat location',
          `Engine compartment view: thermostat (arrow) — ${s.spots.thermostat[0]}.`,
        ),
      ),
      leaf(
        'Service and Repair',
        p(`Thermostat replacement for the ${v.name}.`),
        steps(
          'Drain the engine coolant to below the level of the thermostat.',
          'Remove the thermostat housing bolts and the housing.',
          'Remove the thermostat and its seal; note the direction of the jiggle valve.',
          'Install the new thermostat with a new seal, jiggle valve up.',
          'Install the housing and tighten the bolts to specification.',
          'Refill and bleed the cooling system.',
        ),
        see(...PATHS.thermostatSpecs),
      ),
    ),
    folder(
      'Water Pump',
      leaf(
        'Specifications',
        p(`Water pump fastener torque for the ${v.name}.`),
        torques('Water Pump', [
          ['Water pump mounting bolts', fmt.ftlb(s.waterPumpBolts)],
          ['Water pump pulley bolts', fmt.ftlb(s.waterPumpBolts + 4)],
        ]),
      ),
      leaf(
        'Service and Repair',
        p(`Water pump replacement for the ${v.name}.`),
        steps(
          'Drain the cooling system.',
          v.timing === 'belt'
            ? 'Remove the timing belt; the water pump is driven by the timing belt.'
            : 'Remove the drive belt and the water pump pulley.',
          'Remove the water pump mounting bolts and the pump.',
          'Clean the mating surface and install the new pump with a new gasket or O-ring.',
          'Tighten the bolts in a crisscross pattern to specification.',
          'Refill and bleed the cooling system and check for leaks.',
        ),
      ),
    ),
    folder(
      'Radiator Cap',
      leaf(
        'Specifications',
        p(`Radiator cap specification for the ${v.name}.`),
        specs('Radiator Cap', [['Cap relief pressure', fmt.psi(s.radiatorCap)]]),
      ),
    ),
  );
}

function powertrainFolder(v: Vehicle, s: Specs): FolderNode {
  const ohms = (base: number) => `${(base * (v.make === 'Ford' ? 1.1 : 1)).toFixed(1)} kΩ`;
  return folder(
    'Powertrain Management',
    folder(
      'Computers and Control Systems',
      folder(
        'Engine Control Module',
        leaf(
          'Locations',
          p(`The engine control module (ECM/PCM) on the ${v.name} is located ${s.spots.ecm[1]}.`),
          note('Disconnect the negative battery cable before unplugging the module connectors.'),
        ),
      ),
    ),
    folder(
      'Sensors and Switches',
      folder(
        'Engine Coolant Temperature Sensor',
        leaf(
          'Locations',
          p(`The engine coolant temperature (ECT) sensor on the ${v.name} is located ${s.spots.ect[1]}.`),
          figure('ECT sensor', `Sensor shown with its two-pin connector — ${s.spots.ect[0]}.`),
        ),
        leaf(
          'Testing and Inspection',
          p('Measure the sensor resistance between its terminals with the connector unplugged.'),
          specs('ECT sensor resistance', [
            ['At 68°F (20°C)', ohms(2.4)],
            ['At 176°F (80°C)', ohms(0.3)],
          ]),
          p(
            'If the resistance is out of range, replace the sensor. If it is in range, check the wiring to the ECM.',
          ),
        ),
      ),
      folder(
        'Crankshaft Position Sensor',
        leaf(
          'Locations',
          p(`The crankshaft position (CKP) sensor on the ${v.name} is located ${s.spots.ckp[1]}.`),
        ),
        leaf(
          'Testing and Inspection',
          p('Check the sensor signal with an oscilloscope while cranking the engine.'),
          steps(
            'Back-probe the signal wire at the sensor connector.',
            'Crank the engine and observe a regular square-wave pattern with one missing-tooth gap per revolution.',
            'If there is no signal, check the power and ground circuits before replacing the sensor.',
          ),
        ),
      ),
      folder(
        'Camshaft Position Sensor',
        leaf(
          'Locations',
          p(`The camshaft position (CMP) sensor on the ${v.name} is located ${s.spots.cmp[1]}.`),
        ),
      ),
      folder(
        'Knock Sensor',
        leaf(
          'Locations',
          p(`The knock sensor on the ${v.name} is located ${s.spots.knock[1]}.`),
          note(
            `Tighten the knock sensor to ${fmt.ftlb(s.knockTorque)}; over-tightening changes its sensitivity.`,
          ),
        ),
      ),
      folder(
        'Engine Oil Pressure Switch',
        leaf(
          'Locations',
          p(`The engine oil pressure switch on the ${v.name} is located ${s.spots.oilSwitch[1]}.`),
          p(
            'The switch reports low oil pressure to the instrument cluster; it does not measure the pressure.',
          ),
        ),
        leaf(
          'Testing and Inspection',
          p('Check the switch for continuity with the engine off and running.'),
          steps(
            'Disconnect the switch connector.',
            'With the engine off, there should be continuity between the terminal and ground.',
            `Start the engine; the switch contacts open once oil pressure rises above about ${fmt.psi(s.oilSwitchOpen)} and continuity is lost.`,
            'If the switch does not open, check the actual oil pressure with a gauge before replacing the switch.',
          ),
          see(...PATHS.oilPressureTesting),
        ),
      ),
    ),
    folder(
      'Fuel Delivery and Air Induction',
      folder(
        'Fuel Pressure',
        leaf(
          'Specifications',
          p(`Fuel system pressure for the ${v.name}.`),
          specs('Fuel Pressure', [
            ['Fuel rail pressure, key on engine off', fmt.psi(s.fuelPressure)],
            ['Fuel rail pressure, engine idling', `${fmt.psi(s.fuelPressure - 3)} or more`],
            ['Residual pressure after 5 minutes', `${fmt.psi(Math.round(s.fuelPressure * 0.7))} minimum`],
          ]),
        ),
        leaf(
          'Testing and Inspection',
          warning('Fuel under pressure: wrap a shop towel around the test port when connecting the gauge.'),
          steps(
            'Connect a fuel pressure gauge to the test port on the fuel rail.',
            'Turn the ignition on for 2 seconds, off, and on again to prime the system.',
            'Read the pressure and compare it with the specification.',
            'Low pressure: check the fuel filter, the pump and the pressure regulator. High pressure: check the return or the regulator.',
          ),
        ),
      ),
      folder(
        'Idle Speed',
        leaf(
          'Specifications',
          p(`Idle speed for the ${v.name}. The idle speed is controlled by the ECM and is not adjustable.`),
          specs('Idle Speed', [['Idle speed (no load, hot)', `${s.idleRpm} ± 50 rpm`]]),
        ),
      ),
    ),
    folder(
      'Ignition System',
      folder(
        'Spark Plug',
        leaf(
          'Specifications',
          p(`Spark plug specifications for the ${v.name}.`),
          specs('Spark Plug', [
            ['Spark plug type', s.plugType],
            ['Spark plug gap', fmt.inch(s.plugGap)],
            ['Spark plug torque', fmt.ftlb(s.plugTorque)],
          ]),
        ),
        leaf(
          'Service and Repair',
          p(`Spark plug replacement for the ${v.name}.`),
          steps(
            'Let the engine cool.',
            'Remove the ignition coils.',
            'Blow debris out of the spark plug wells with compressed air.',
            'Remove the spark plugs.',
            'Check the gap of each new plug; do not adjust the gap of iridium or platinum plugs.',
            'Thread the new plugs in by hand, then tighten them to specification.',
          ),
          see(...PATHS.plugSpecs),
        ),
      ),
      leaf(
        'Firing Order',
        p(`Firing order for the ${v.name} (${v.liters}L ${LAYOUT_WORDS[v.layout]}).`),
        specs('Firing Order', [['Firing order', s.firingOrder]]),
        figure(
          'Cylinder numbering',
          'Cylinder No. 1 is at the timing-chain or timing-belt end of the engine.',
        ),
      ),
    ),
  );
}

function startingFolder(v: Vehicle, s: Specs): FolderNode {
  return folder(
    'Starting and Charging',
    folder(
      'Battery',
      leaf(
        'Specifications',
        p(`Original-equipment battery ratings for the ${v.name}.`),
        specs('Battery', [
          ['BCI group size', `Group ${v.batteryGroup}`],
          ['Cold cranking amps', `${s.cca} CCA`],
          ['Reserve capacity', `${s.reserveMinutes} minutes`],
          ['Terminal nut torque', fmt.inlb(s.terminalTorque)],
        ]),
      ),
      leaf('Locations', p(`The battery on the ${v.name} is located ${s.spots.battery[1]}.`)),
      leaf(
        'Testing and Inspection',
        p('Test the battery with a load tester or a conductance tester.'),
        steps(
          'Charge the battery if the open-circuit voltage is below 12.4 V.',
          'Apply a load equal to one half of the rated cold cranking amps for 15 seconds.',
          'The voltage must stay at or above 9.6 V at 70°F (21°C). Replace the battery if it does not.',
        ),
        see(...PATHS.batterySpecs),
      ),
    ),
    folder(
      'Charging System',
      folder(
        'Alternator',
        leaf(
          'Specifications',
          p(`Charging system specifications for the ${v.name}.`),
          specs('Alternator', [
            ['Rated output', `${s.alternatorAmps} A`],
            ['Regulated voltage', s.chargingVoltage],
          ]),
        ),
        leaf(
          'Service and Repair',
          p(`Alternator replacement for the ${v.name}.`),
          steps(
            'Disconnect the negative battery cable.',
            'Remove the drive belt.',
            'Disconnect the alternator connector and the B+ terminal nut.',
            'Remove the mounting bolts and the alternator.',
            'Install in the reverse order and check the charging voltage.',
          ),
        ),
      ),
    ),
    folder(
      'Starting System',
      folder(
        'Starter Motor',
        leaf('Locations', p(`The starter motor on the ${v.name} is located ${s.spots.starter[1]}.`)),
      ),
    ),
  );
}

function drivetrainFolder(v: Vehicle, s: Specs): FolderNode {
  const cvt = v.transmission.includes('CVT');
  const unit = cvt ? 'CVT' : 'automatic transmission';
  return folder(
    'Transmission and Drivetrain',
    folder(
      'Automatic Transmission/Transaxle',
      folder(
        'Fluid',
        leaf(
          'Capacity Specifications',
          p(`Fluid type and capacities for the ${v.transmission} in the ${v.name}.`),
          specs('Transmission Fluid', [
            ['Fluid type', s.atfType],
            ['Drain and refill', fmt.qt(s.atfDrain)],
            ['Total (dry) capacity', fmt.qt(s.atfTotal)],
          ]),
        ),
        leaf(
          'Testing and Inspection',
          p(`Checking the ${unit} fluid level on the ${v.name}.`),
          steps(
            'Drive the vehicle until the fluid reaches normal operating temperature.',
            'Park on level ground and move the selector through all positions, ending in P.',
            'With the engine idling, check that the level is between the HOT marks.',
            'Fluid should be red and should not smell burnt.',
          ),
        ),
        leaf(
          'Service and Repair',
          p(`${cvt ? 'CVT' : 'Automatic transmission'} fluid replacement for the ${v.name}.`),
          steps(
            'Remove the drain plug and drain the fluid.',
            `Install the drain plug with a new washer and tighten it to ${fmt.ftlb(s.atfDrainPlug)}.`,
            'Refill with the specified fluid through the fill hole or dipstick tube.',
            'Check the level with the fluid hot.',
          ),
          see(...PATHS.atfCapacity),
        ),
      ),
    ),
    v.drive === 'FWD' || v.drive === 'AWD'
      ? folder(
          'Drive Axles, Bearings and Joints',
          folder(
            'Axle Nut',
            leaf(
              'Specifications',
              p(`Front axle (spindle) nut torque for the ${v.name}.`),
              torques('Axle Nut', [['Front axle nut', fmt.ftlb(s.axleNut)]]),
              note('Always use a new axle nut and stake it after tightening.'),
            ),
          ),
        )
      : null,
    v.drive !== 'FWD'
      ? folder(
          'Differential Assembly',
          folder(
            'Fluid',
            leaf(
              'Capacity Specifications',
              p(`Rear differential fluid for the ${v.name}.`),
              specs('Rear Differential', [
                ['Capacity', fmt.pt(s.differential)],
                ['Fluid type', 'SAE 75W-90 synthetic gear oil'],
              ]),
            ),
          ),
        )
      : null,
    v.drive === '4WD'
      ? folder(
          'Transfer Case',
          folder(
            'Fluid',
            leaf(
              'Capacity Specifications',
              p(`Transfer case fluid for the ${v.name}.`),
              specs('Transfer Case', [
                ['Capacity', fmt.pt(s.transferCase)],
                ['Fluid type', s.atfType],
              ]),
            ),
          ),
        )
      : null,
  );
}

function brakesFolder(v: Vehicle, s: Specs): FolderNode {
  return folder(
    'Brakes and Traction Control',
    folder(
      'Disc Brake System',
      folder(
        'Brake Caliper',
        leaf(
          'Specifications',
          p(`Front brake caliper fastener torques for the ${v.name}.`),
          torques('Front Brake Caliper', [
            ['Caliper bracket bolts', fmt.ftlb(s.caliperBracket)],
            ['Caliper guide pin bolts', fmt.ftlb(s.caliperPins)],
            ['Brake hose banjo bolt', fmt.ftlb(25)],
          ]),
        ),
        leaf(
          'Service and Repair',
          p(`Front brake caliper removal and installation for the ${v.name}.`),
          steps(
            'Raise and support the vehicle and remove the front wheel.',
            'Remove the banjo bolt and disconnect the brake hose; plug the hose.',
            'Remove the guide pin bolts and lift the caliper off the bracket.',
            'To remove the bracket, remove the two caliper bracket bolts.',
            'Install in the reverse order, tightening all fasteners to specification.',
            'Bleed the brake system.',
          ),
          see(...PATHS.caliperSpecs),
        ),
      ),
      folder(
        'Brake Rotor/Disc',
        leaf(
          'Specifications',
          p(`Front brake rotor specifications for the ${v.name}.`),
          specs('Front Brake Rotor', [
            ['Nominal thickness', fmt.inch(s.rotorNominal)],
            ['Minimum (discard) thickness', fmt.inch(s.rotorMin)],
            ['Maximum lateral runout', fmt.inch(s.rotorRunout)],
          ]),
        ),
      ),
      folder(
        'Brake Pad',
        leaf(
          'Service and Repair',
          p(`Front brake pad replacement for the ${v.name}.`),
          steps(
            'Remove some brake fluid from the master cylinder reservoir.',
            'Remove the lower guide pin bolt and pivot the caliper up.',
            `Remove the pads. Replace them if the lining is worn to ${fmt.inch(s.padMin)} or less.`,
            'Push the caliper piston back into its bore.',
            'Install the new pads with their shims and retainer clips.',
            'Lower the caliper and install the guide pin bolt. Pump the brake pedal before driving.',
          ),
        ),
      ),
    ),
    folder(
      'Hydraulic System',
      folder(
        'Brake Fluid',
        leaf(
          'Service and Repair',
          p(
            `Bleeding the brake hydraulic system on the ${v.name}. Use ${v.makeInfo.brakeFluid} brake fluid from a sealed container.`,
          ),
          steps(
            'Fill the master cylinder reservoir to the MAX line.',
            `Bleed the wheels in this order: ${s.bleedOrder}.`,
            'At each wheel, have a helper hold the pedal down, open the bleeder screw, then close it before the pedal is released.',
            'Repeat until the fluid flows without bubbles. Keep the reservoir filled.',
          ),
        ),
      ),
    ),
    folder(
      'Antilock Brakes / Traction Control Systems',
      folder(
        'Wheel Speed Sensor',
        leaf(
          'Locations',
          p(`The front wheel speed sensors on the ${v.name} are located ${s.spots.wss[1]}.`),
          note(`Tighten the sensor bolt to ${fmt.inlb(s.wssBolt)}.`),
        ),
      ),
    ),
    folder(
      'Parking Brake System',
      leaf(
        'Adjustments',
        p(`Parking brake adjustment for the ${v.name}.`),
        steps(
          'Make sure the rear brakes are correctly adjusted first.',
          'Release the parking brake fully.',
          'Tighten the adjuster nut until the lever travels the specified number of clicks.',
          `Correct lever travel: ${s.parkingClicks} with moderate force.`,
        ),
      ),
    ),
  );
}

function steeringFolder(v: Vehicle, s: Specs): FolderNode {
  return folder(
    'Steering and Suspension',
    folder(
      'Wheels and Tires',
      leaf(
        'Specifications',
        p(`Original-equipment tire size and cold inflation pressures for the ${v.name}.`),
        specs('Tires', [
          ['Tire size', v.tire],
          ['Front tire pressure (cold)', fmt.psi(s.tireFront)],
          ['Rear tire pressure (cold)', fmt.psi(s.tireRear)],
          ['Compact spare', fmt.psi(60)],
        ]),
      ),
      leaf(
        'Torque Specifications',
        p(`Wheel fastener torque for the ${v.name}.`),
        torques('Wheels', [['Wheel lug nuts', fmt.ftlb(s.lugTorque)]]),
        note('Tighten the lug nuts in a star pattern in two stages.'),
      ),
      leaf(
        'Service and Repair',
        p(`Tire rotation for the ${v.name}.`),
        steps(
          v.drive === 'FWD'
            ? 'Move the front tires straight back; cross the rear tires to the front.'
            : 'Cross the front tires to the rear; move the rear tires straight forward.',
          'Set the tire pressures to specification.',
          'Tighten the lug nuts to specification.',
        ),
        see(...PATHS.wheelTorque),
      ),
      v.year >= 2008
        ? folder(
            'Tire Pressure Monitoring System',
            leaf(
              'Service and Repair',
              p(
                'After rotating the tires or adjusting the pressures, the tire pressure monitoring system must relearn.',
              ),
              steps(
                'Set all tires to the specified cold pressure.',
                'Turn the ignition ON with the engine off.',
                'Press and hold the TPMS reset button until the low-pressure indicator blinks twice.',
                'Drive above 30 mph for at least 20 minutes to complete calibration.',
              ),
            ),
          )
        : null,
    ),
    folder(
      'Alignment',
      leaf(
        'Specifications',
        p(`Front wheel alignment specifications for the ${v.name}.`),
        specs('Front Alignment', [
          ['Camber', s.camber],
          ['Caster', s.caster],
          ['Toe', s.toe],
        ]),
      ),
    ),
    folder(
      'Steering',
      v.steering === 'hydraulic'
        ? folder(
            'Power Steering',
            folder(
              'Fluid',
              leaf(
                'Capacity Specifications',
                p(`Power steering fluid for the ${v.name}.`),
                specs('Power Steering', [
                  ['System capacity', fmt.pt(s.powerSteering)],
                  [
                    'Fluid type',
                    v.make === 'Honda'
                      ? 'Honda Power Steering Fluid'
                      : 'Power steering fluid meeting OEM spec',
                  ],
                ]),
              ),
            ),
          )
        : folder(
            'Electric Power Steering',
            leaf(
              'Description and Operation',
              p(
                'The electric power steering motor on the steering column assists the driver according to steering torque and vehicle speed. There is no power steering fluid to check.',
              ),
            ),
          ),
    ),
    folder(
      'Suspension',
      folder(
        'Front Suspension',
        folder(
          'Strut Assembly',
          leaf(
            'Specifications',
            p(`Front strut fastener torques for the ${v.name}.`),
            torques('Front Strut', [
              ['Strut upper mount nuts', fmt.ftlb(s.strutNut)],
              ['Strut-to-knuckle bolts', fmt.ftlb(s.strutNut + 60)],
            ]),
          ),
        ),
      ),
    ),
  );
}

function bodyElectricalFolders(v: Vehicle, s: Specs): FolderNode[] {
  return [
    folder(
      'Heating and Air Conditioning',
      folder(
        'Refrigerant',
        leaf(
          'Capacity Specifications',
          p(`A/C refrigerant charge for the ${v.name}.`),
          specs('Refrigerant', [
            ['Refrigerant type', 'R-134a'],
            ['Refrigerant charge', fmt.oz(s.refrigerantOz)],
          ]),
        ),
      ),
      folder(
        'Compressor',
        leaf(
          'Specifications',
          p(`A/C compressor oil for the ${v.name}.`),
          specs('Compressor', [
            ['Compressor oil type', s.compressorOil],
            ['Total system oil capacity', fmt.oz(s.compressorOilOz)],
          ]),
        ),
      ),
      folder(
        'Cabin Air Filter',
        leaf('Locations', p(`The cabin air filter on the ${v.name} is located ${s.spots.cabinFilter[1]}.`)),
      ),
    ),
    folder(
      'Lighting and Horns',
      folder(
        'Bulbs',
        leaf('Specifications', p(`Replacement bulbs for the ${v.name}.`), {
          kind: 'table',
          caption: 'Bulbs',
          head: ['Lamp', 'Bulb number'],
          rows: [
            ['Headlamp, low beam', s.bulbLow],
            ['Headlamp, high beam', s.bulbHigh],
            ['Stop/tail lamp', s.bulbStop],
            ['License plate lamp', '168'],
          ],
        }),
      ),
      folder('Horn', leaf('Locations', p(`The horn on the ${v.name} is located ${s.spots.horn[1]}.`))),
    ),
    folder(
      'Instrument Panel, Gauges and Warning Indicators',
      folder(
        'Warning Indicators',
        folder(
          'Oil Pressure Warning Lamp',
          leaf(
            'Description and Operation',
            p(
              'The oil pressure warning lamp comes on when the ignition is turned on and goes out once the engine starts. If it comes on while driving, oil pressure is too low to protect the engine: stop as soon as it is safe and turn the engine off.',
            ),
            p(
              'The lamp is switched by the engine oil pressure switch. A lamp that flickers at idle with a hot engine may point to low oil level or worn bearings.',
            ),
            see(...PATHS.oilPressureTesting),
          ),
        ),
      ),
    ),
  ];
}

interface Bulletin {
  title: string;
  body: (v: Vehicle) => Block[];
}

const BULLETINS: readonly Bulletin[] = [
  {
    title: 'Oil Pressure Warning Lamp Flickers at Idle',
    body: (v) => [
      p(
        `Some ${v.year} ${v.model} vehicles may show a flickering oil pressure warning lamp at hot idle after extended highway driving.`,
      ),
      p('Cause: an oil pressure switch with a weak internal spring can open late at low engine speed.'),
      p(
        'Correction: confirm the actual oil pressure with a mechanical gauge. If the pressure is within specification, replace the oil pressure switch with the updated part.',
      ),
      see(...PATHS.oilPressureTesting),
    ],
  },
  {
    title: 'Brake Squeal on Light Application',
    body: (v) => [
      p(
        `A high-pitched squeal may be heard from the front brakes of some ${v.model} vehicles at low speed with light pedal pressure.`,
      ),
      p(
        'Correction: install the revised front pad kit with new shims and apply the supplied brake grease to the pad backing plates.',
      ),
    ],
  },
  {
    title: 'Rough Idle After Cold Start',
    body: (v) => [
      p(`Some ${v.name} vehicles may idle roughly for up to a minute after a cold start below 40°F.`),
      p('Correction: reprogram the engine control module with the latest calibration.'),
    ],
  },
  {
    title: 'Coolant Odor From Heater Vents',
    body: () => [
      p('A sweet odor from the vents with no visible leak may be caused by a seeping heater hose clamp.'),
      p('Correction: replace the heater hose clamps at the heater core with constant-tension clamps.'),
    ],
  },
  {
    title: 'Battery Drain With Ignition Off',
    body: () => [
      p(
        'A dead battery after the vehicle is parked for several days may be caused by a module that does not go to sleep.',
      ),
      p(
        'Correction: check parasitic draw after 40 minutes; it should be below 50 mA. Update the body control module if it is higher.',
      ),
    ],
  },
  {
    title: 'Clunk From Front Suspension Over Bumps',
    body: () => [
      p('A clunk from the front suspension over small bumps may come from the stabilizer bar links.'),
      p('Correction: replace the stabilizer links with the revised parts.'),
    ],
  },
];

function bulletinsFolder(v: Vehicle): FolderNode {
  const r = rng(`${v.dir}|bulletins`);
  const chosen = [BULLETINS[0] as Bulletin, ...r.shuffle(BULLETINS.slice(1)).slice(0, 2)];
  const yy = String(v.year % 100).padStart(2, '0');
  return folder(
    'Technical Service Bulletins',
    ...chosen.map((b) =>
      leaf(b.title, p(`Bulletin No. ${yy}-${r.int(100, 999)}. Applies to: ${v.name}.`), ...b.body(v)),
    ),
  );
}

function maintenanceFolder(v: Vehicle, s: Specs): FolderNode {
  const interval = (n: number) => `Every ${fmt.miles(n)}`;
  const schedule = (severe: boolean): readonly (readonly [string, string])[] => [
    ['Replace engine oil and filter', interval(severe ? s.oilInterval / 2 : s.oilInterval)],
    ['Rotate tires', interval(severe ? 5000 : 7500)],
    ['Replace engine air filter', interval(severe ? 15000 : 30000)],
    ['Replace spark plugs', interval(s.plugInterval)],
    s.beltInterval
      ? ['Replace timing belt', interval(severe ? Math.round(s.beltInterval * 0.6) : s.beltInterval)]
      : ['Timing chain', 'No scheduled replacement; inspect if noisy'],
    [
      'Replace engine coolant',
      severe ? interval(60000) : `First at ${fmt.miles(100000)}, then every 50,000 miles`,
    ],
    ['Replace brake fluid', 'Every 3 years'],
  ];
  return folder(
    'Maintenance',
    folder(
      'Maintenance Schedules',
      leaf(
        'Normal Service Schedule',
        p(`Scheduled maintenance for the ${v.name} under normal driving conditions.`),
        { kind: 'table', caption: 'Normal service', head: ['Service', 'Interval'], rows: schedule(false) },
      ),
      leaf(
        'Severe Service Schedule',
        p('Use this schedule for towing, short trips in cold weather, dusty roads or extended idling.'),
        { kind: 'table', caption: 'Severe service', head: ['Service', 'Interval'], rows: schedule(true) },
      ),
    ),
    folder(
      'Service Reminder Indicator',
      leaf(
        'Service and Repair',
        p(`Resetting the oil life / maintenance reminder on the ${v.name} after service.`),
        steps(...v.makeInfo.reminderReset.map((line) => line.replace('{s}', String(s.resetSeconds)))),
      ),
    ),
  );
}

function specificationsFolder(v: Vehicle, s: Specs): FolderNode {
  return folder(
    'Specifications',
    leaf(
      'Engine Specifications',
      p(`General engine data for the ${v.name}.`),
      specs('Engine', [
        [
          'Engine type',
          `${v.liters}L ${LAYOUT_WORDS[v.layout]}, ${v.timing === 'belt' ? 'belt' : 'chain'}-driven camshafts`,
        ],
        ['Displacement', `${s.displacement.toLocaleString('en-US')} cc`],
        ['Bore × stroke', `${s.bore.toFixed(1)} mm × ${s.stroke.toFixed(1)} mm`],
        ['Compression ratio', s.compression],
        ['Rated power', `${s.horsepower} hp`],
        ['Rated torque', `${s.torqueRating} lb-ft`],
      ]),
    ),
    leaf(
      'Fluid Type Specifications',
      p(`Fluid types for the ${v.name}. Capacities are listed with each system.`),
      specs('Fluid Types', [
        ['Engine oil', `SAE ${s.oilViscosity}, ${s.oilGrade}`],
        ['Engine coolant', v.makeInfo.coolant],
        ['Transmission', s.atfType],
        ['Brake fluid', v.makeInfo.brakeFluid],
      ]),
    ),
    leaf(
      'Dimensions and Weights',
      p(`Vehicle dimensions for the ${v.name}.`),
      specs('Dimensions', [
        ['Wheelbase', `${s.wheelbase.toFixed(1)} in`],
        ['Overall length', `${s.length.toFixed(1)} in`],
        ['Curb weight', `${s.curbWeight.toLocaleString('en-US')} lb`],
      ]),
    ),
  );
}

function partsPage(v: Vehicle, s: Specs): PageNode {
  // Group the catalog by its folder path, keeping the catalog order.
  const root: FolderNode[] = [];
  const findOrAdd = (list: TreeNode[], label: string): FolderNode => {
    let found = list.find((n): n is FolderNode => n.kind === 'folder' && n.label === label);
    if (!found) {
      found = { kind: 'folder', label, children: [] };
      list.push(found);
    }
    return found;
  };
  for (const def of PARTS) {
    const part = s.parts[def.key] as Part;
    let list: TreeNode[] = root;
    for (const label of def.folder) list = findOrAdd(list, label).children as TreeNode[];
    list.push(
      leaf(
        part.label,
        p(`OEM replacement part and book labor time for the ${v.name}.`),
        {
          kind: 'table',
          caption: 'Parts',
          head: ['Part', 'OEM part number', 'Qty', 'List price'],
          rows: [[part.label, part.partNumber, part.qty, fmt.money(part.price)]],
        },
        {
          kind: 'table',
          caption: 'Labor',
          head: ['Labor operation', 'Labor time'],
          rows: [[def.operation, fmt.hours(part.hours)]],
        },
        note(
          'Labor times are book times for a trained technician with standard tools. Prices are list prices and may vary.',
        ),
      ),
    );
  }
  return pageFolder(
    'Parts and Labor',
    'parts',
    `Original-equipment part numbers, list prices and labor times for the ${v.name}.`,
    ...root,
  );
}

function diagramsPage(v: Vehicle, s: Specs): PageNode {
  const fuseLeaf = (box: Fuse['box']) =>
    leaf(
      'Fuse Locations',
      p(`${box} fuse identification for the ${v.name}. Replace a fuse only with one of the same rating.`),
      {
        kind: 'table',
        caption: box,
        head: ['Fuse', 'Rating', 'Circuits protected'],
        rows: s.fuses
          .filter((f) => f.box === box)
          .sort((a, b) => a.number - b.number)
          .map((f) => [`Fuse ${f.number}`, `${f.amps} A`, f.circuit]),
      },
    );
  const relays = rng(`${v.dir}|relays`).shuffle(['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
  return pageFolder(
    'Diagrams',
    'diagrams',
    `Wiring, fuse, belt routing and vacuum diagrams for the ${v.name}.`,
    folder(
      'Electrical Diagrams',
      folder(
        'Power Distribution',
        folder(
          'Under-Hood Fuse/Relay Box',
          fuseLeaf('Under-Hood Fuse/Relay Box'),
          leaf(
            'Relay Locations',
            p('Relays in the under-hood fuse/relay box, viewed from the front of the vehicle.'),
            {
              kind: 'table',
              caption: 'Relays',
              head: ['Relay', 'Position'],
              rows: [
                ['Fuel pump relay', relays[0] ?? ''],
                ['A/C compressor clutch relay', relays[1] ?? ''],
                ['Radiator fan relay', relays[2] ?? ''],
                ['Starter cut relay', relays[3] ?? ''],
                ['Horn relay', relays[4] ?? ''],
              ],
            },
          ),
        ),
        folder('Interior Fuse Box', fuseLeaf('Interior Fuse Box')),
      ),
    ),
    folder(
      'Belt Routing',
      leaf(
        'Drive Belt Routing',
        p(`Serpentine belt routing for the ${v.name}.`),
        figure(
          'Drive belt routing',
          'Crankshaft pulley → A/C compressor → idler pulley → alternator → automatic tensioner → power steering pump or idler → water pump (where belt-driven).',
        ),
      ),
    ),
    folder(
      'Vacuum Diagrams',
      leaf(
        'Engine Vacuum Hose Routing',
        p(`Vacuum hose routing for the ${v.name}.`),
        figure(
          'Vacuum hoses',
          'Intake manifold → brake booster; intake manifold → PCV valve; intake manifold → EVAP purge valve → charcoal canister.',
        ),
      ),
    ),
  );
}

function manualTree(v: Vehicle, s: Specs): TreeNode[] {
  return [
    folder(
      'Repair and Diagnosis',
      folder(
        'Engine, Cooling and Exhaust',
        engineFolder(v, s),
        coolingFolder(v, s),
        folder(
          'Exhaust System',
          folder(
            'Catalytic Converter',
            leaf('Locations', p(`The catalytic converter on the ${v.name} is ${s.spots.cat[1]}.`)),
          ),
        ),
      ),
      powertrainFolder(v, s),
      startingFolder(v, s),
      drivetrainFolder(v, s),
      brakesFolder(v, s),
      steeringFolder(v, s),
      ...bodyElectricalFolders(v, s),
    ),
    bulletinsFolder(v),
    maintenanceFolder(v, s),
    specificationsFolder(v, s),
    diagramsPage(v, s),
    partsPage(v, s),
  ];
}

// ─── Layout: where every node lands on disk ─────────────────────────────────────────────────

interface Crumb {
  label: string;
  /** Site-root-relative path; absent for in-place folders and the current page. */
  href?: string;
}

interface PlacedLeaf {
  node: LeafNode;
  file: string;
  /** Labels from the vehicle down to this leaf. */
  labels: string[];
  /** Crumbs below the vehicle (folders and page folders), excluding the leaf itself. */
  crumbs: Crumb[];
  siblings: { label: string; file: string }[];
}

interface PlacedPage {
  node: PageNode;
  file: string;
  labels: string[];
  crumbs: Crumb[];
}

interface Placement {
  leaves: PlacedLeaf[];
  pages: PlacedPage[];
  /** `labels joined by ' > '` → file. */
  byLabels: Map<string, string>;
}

function layOut(v: Vehicle, tree: readonly TreeNode[]): Placement {
  const out: Placement = { leaves: [], pages: [], byLabels: new Map() };
  const walk = (nodes: readonly TreeNode[], dir: string, labels: string[], crumbs: Crumb[]) => {
    const seen = new Set<string>();
    const siblingLeaves = nodes.filter((n): n is LeafNode => n.kind === 'leaf');
    for (const node of nodes) {
      const slug = node.kind === 'page' ? node.slug : slugify(node.label);
      if (seen.has(slug)) throw new Error(`duplicate sibling ${slug} under ${dir}`);
      seen.add(slug);
      const here = [...labels, node.label];
      if (node.kind === 'leaf') {
        const file = `${dir}/${slug}.html`;
        out.byLabels.set(here.join(' > '), file);
        out.leaves.push({
          node,
          file,
          labels: here,
          crumbs,
          siblings: siblingLeaves.map((s) => ({ label: s.label, file: `${dir}/${slugify(s.label)}.html` })),
        });
      } else if (node.kind === 'folder') {
        walk(node.children, `${dir}/${slug}`, here, [...crumbs, { label: node.label }]);
      } else {
        const file = `${dir}/${slug}/index.html`;
        out.byLabels.set(here.join(' > '), file);
        out.pages.push({ node, file, labels: here, crumbs });
        walk(node.children, `${dir}/${slug}`, here, [...crumbs, { label: node.label, href: file }]);
      }
    }
  };
  walk(tree, v.dir, [], []);
  return out;
}

// ─── HTML ─────────────────────────────────────────────────────────────────────────────────

const SITE_NAME = 'Shopbook Service Manual Archive';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Relative href from one site file to another. */
function relHref(from: string, to: string): string {
  return path.posix.relative(path.posix.dirname(from), to) || path.posix.basename(to);
}

interface PageSpec {
  file: string;
  title: string;
  crumbs: readonly Crumb[];
  /** Main content; receives a function turning a site-root path into a relative href. */
  main: (to: (target: string) => string) => string;
  aside?: (to: (target: string) => string) => string;
}

function renderPage(page: PageSpec): string {
  const to = (target: string) => esc(relHref(page.file, target));
  const crumbs = page.crumbs
    .map((c, i) =>
      i === page.crumbs.length - 1
        ? `<span aria-current="page">${esc(c.label)}</span>`
        : c.href
          ? `<a href="${to(c.href)}">${esc(c.label)}</a>`
          : `<span>${esc(c.label)}</span>`,
    )
    .join(' &gt; ');
  const navItems: readonly (readonly [string, string])[] = [
    ['Home', 'index.html'],
    ['Makes', 'makes.html'],
    ['About', 'about.html'],
    ['Contact', 'contact.html'],
    ['Search', 'search.html'],
  ];
  const footerItems: readonly (readonly [string, string])[] = [
    ['About Shopbook', 'about.html'],
    ['Help', 'help.html'],
    ['News', 'news/index.html'],
    ['Privacy Policy', 'privacy.html'],
    ['Terms of Use', 'terms.html'],
    ['Site Map', 'sitemap.html'],
    ['Contact Us', 'contact.html'],
  ];
  const list = (items: readonly (readonly [string, string])[]) =>
    items.map(([label, target]) => `<li><a href="${to(target)}">${esc(label)}</a></li>`).join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(page.title)} | ${SITE_NAME}</title>`,
    `<link rel="stylesheet" href="${to('assets/style.css')}">`,
    '</head>',
    '<body>',
    '<header class="site-header">',
    `<a class="site-logo" href="${to('index.html')}">Shopbook</a> <span class="tagline">Service Manual Archive</span>`,
    `<nav class="site-nav" aria-label="Main"><ul>${list(navItems)}</ul></nav>`,
    '</header>',
    `<nav class="breadcrumb" aria-label="Breadcrumb">${crumbs}</nav>`,
    '<main>',
    page.main(to),
    '</main>',
    ...(page.aside ? ['<aside class="sidebar">', page.aside(to), '</aside>'] : []),
    '<footer class="site-footer">',
    `<ul class="footer-links">${list(footerItems)}</ul>`,
    '<p class="disclaimer">Demonstration site: every specification here is synthetic, generated to test navigation software. Do not use it to service a vehicle.</p>',
    `<p class="copyright">${SITE_NAME}. Independent archive, not affiliated with any vehicle manufacturer.</p>`,
    '</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function renderBlocks(
  blocks: readonly Block[],
  to: (target: string) => string,
  resolve: (labels: readonly string[]) => string,
): string {
  return blocks.map((b) => renderBlock(b, to, resolve)).join('\n');
}

function renderBlock(
  b: Block,
  to: (target: string) => string,
  resolve: (labels: readonly string[]) => string,
): string {
  switch (b.kind) {
    case 'p':
      return `<p>${esc(b.text)}</p>`;
    case 'h2':
      return `<h2>${esc(b.text)}</h2>`;
    case 'note':
      return `<p class="note note-${b.label.toLowerCase()}"><strong>${b.label}:</strong> ${esc(b.text)}</p>`;
    case 'table': {
      const head = b.head.map((h) => `<th>${esc(h)}</th>`).join('');
      const rows = b.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('\n');
      return `<table class="spec">\n<caption>${esc(b.caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`;
    }
    case 'ol':
      return `<ol class="procedure">\n${b.items.map((i) => `<li>${esc(i)}</li>`).join('\n')}\n</ol>`;
    case 'ul':
      return `<ul>\n${b.items.map((i) => `<li>${esc(i)}</li>`).join('\n')}\n</ul>`;
    case 'figure':
      return `<figure class="diagram">\n<div class="diagram-art">${esc(b.text)}</div>\n<figcaption>${esc(b.caption)}</figcaption>\n</figure>`;
    case 'see':
      return `<p class="see">See: <a href="${to(resolve(b.target))}">${esc(b.target.slice(-2).join(' > '))}</a></p>`;
  }
}

function renderTree(
  nodes: readonly TreeNode[],
  dir: string,
  to: (target: string) => string,
  depth: number,
): string {
  const pad = '  '.repeat(depth);
  const items = nodes.map((node) => {
    const slug = node.kind === 'page' ? node.slug : slugify(node.label);
    if (node.kind === 'folder') {
      return `${pad}<li class="li-folder"><span class="folder-label">${esc(node.label)}</span>\n${pad}<ul>\n${renderTree(node.children, `${dir}/${slug}`, to, depth + 1)}\n${pad}</ul></li>`;
    }
    const target = node.kind === 'page' ? `${dir}/${slug}/index.html` : `${dir}/${slug}.html`;
    return `${pad}<li class="li-link"><a href="${to(target)}">${esc(node.label)}</a></li>`;
  });
  return items.join('\n');
}

const GENERIC_LABELS = new Set([
  'Specifications',
  'Capacity Specifications',
  'Torque Specifications',
  'Testing and Inspection',
  'Description and Operation',
  'Service and Repair',
  'Removal and Installation',
  'Locations',
  'Adjustments',
  'Fuse Locations',
  'Relay Locations',
]);

function vehicleCrumbs(v: Vehicle): Crumb[] {
  return [
    { label: 'Home', href: 'index.html' },
    { label: v.make, href: `${slugify(v.make)}/index.html` },
    { label: String(v.year), href: `${slugify(v.make)}/${v.year}/index.html` },
    { label: v.modelEngine, href: `${v.dir}/index.html` },
  ];
}

/** Renders one vehicle's pages into `files`; returns its label path → file index. */
function renderVehicle(
  v: Vehicle,
  s: Specs,
  all: readonly Vehicle[],
  files: Map<string, string>,
): Map<string, string> {
  const tree = manualTree(v, s);
  const layout = layOut(v, tree);
  const resolve = (labels: readonly string[]): string => {
    const file = layout.byLabels.get(labels.join(' > '));
    if (!file) throw new Error(`${v.name}: no page at ${labels.join(' > ')}`);
    return file;
  };
  const similar = all.filter(
    (o) => o !== v && o.make === v.make && (o.model === v.model || o.year === v.year),
  );
  const vehicleFile = `${v.dir}/index.html`;

  files.set(
    vehicleFile,
    renderPage({
      file: vehicleFile,
      title: `${v.name} Repair Manual`,
      crumbs: vehicleCrumbs(v),
      main: (to) =>
        [
          `<h1>${esc(v.name)}</h1>`,
          `<p class="intro">Service and repair information for the ${esc(v.name)}. Open a folder to see its contents; items in blue open a page.</p>`,
          `<table class="vehicle-info"><tbody><tr><th>Engine</th><td>${v.liters}L ${LAYOUT_WORDS[v.layout]}</td></tr><tr><th>Transmission</th><td>${esc(v.transmission)}</td></tr><tr><th>Drive</th><td>${v.drive}</td></tr></tbody></table>`,
          '<ul class="tree">',
          renderTree(tree, v.dir, to, 0),
          '</ul>',
        ].join('\n'),
      aside: (to) =>
        similar.length === 0
          ? `<h2>More ${esc(v.make)}</h2>\n<ul><li><a href="${to(`${slugify(v.make)}/index.html`)}">All ${esc(v.make)} vehicles</a></li></ul>`
          : `<h2>Similar vehicles</h2>\n<ul>\n${similar.map((o) => `<li><a href="${to(`${o.dir}/index.html`)}">${esc(o.name)}</a></li>`).join('\n')}\n</ul>`,
    }),
  );

  for (const placed of layout.pages) {
    const dir = path.posix.dirname(placed.file);
    files.set(
      placed.file,
      renderPage({
        file: placed.file,
        title: `${placed.node.label} - ${v.name}`,
        crumbs: [...vehicleCrumbs(v), ...placed.crumbs, { label: placed.node.label }],
        main: (to) =>
          [
            `<h1>${esc(placed.node.label)}</h1>`,
            `<p class="vehicle-line">${esc(v.name)}</p>`,
            `<p class="intro">${esc(placed.node.intro)}</p>`,
            '<ul class="tree">',
            renderTree(placed.node.children, dir, to, 0),
            '</ul>',
          ].join('\n'),
        aside: (to) => `<p><a href="${to(vehicleFile)}">Back to the ${esc(v.label)} manual</a></p>`,
      }),
    );
  }

  for (const placed of layout.leaves) {
    const parent = placed.crumbs.at(-1)?.label ?? v.modelEngine;
    const h1 = GENERIC_LABELS.has(placed.node.label) ? `${parent}: ${placed.node.label}` : placed.node.label;
    files.set(
      placed.file,
      renderPage({
        file: placed.file,
        title: `${h1} - ${v.name}`,
        crumbs: [...vehicleCrumbs(v), ...placed.crumbs, { label: placed.node.label }],
        main: (to) =>
          [
            `<h1>${esc(h1)}</h1>`,
            `<p class="vehicle-line">${esc(v.name)}</p>`,
            renderBlocks(placed.node.blocks, to, resolve),
          ].join('\n'),
        aside: (to) =>
          [
            `<h2>In ${esc(parent)}</h2>`,
            '<ul>',
            ...placed.siblings.map((sib) =>
              sib.file === placed.file
                ? `<li><strong>${esc(sib.label)}</strong></li>`
                : `<li><a href="${to(sib.file)}">${esc(sib.label)}</a></li>`,
            ),
            '</ul>',
            `<p><a href="${to(vehicleFile)}">Back to the ${esc(v.label)} manual</a></p>`,
          ].join('\n'),
      }),
    );
  }
  return layout.byLabels;
}

// ─── Site-level pages ─────────────────────────────────────────────────────────────────────

interface Article {
  slug: string;
  title: string;
  date: string;
  paragraphs: readonly string[];
}

const NEWS: readonly Article[] = [
  {
    slug: 'oil-pressure-warning-lights',
    title: 'What the Oil Pressure Warning Light Is Telling You',
    date: 'March 3',
    paragraphs: [
      'The red oil can on the dashboard is one of the few warnings that means stop now. It does not show the oil level; it comes on when oil pressure drops below what the bearings need.',
      'Low oil pressure can come from a low oil level, oil that is too thin, a worn pump or worn bearings. A failing oil pressure switch can also turn the light on when the pressure is fine.',
      'The exact oil pressure specification differs from engine to engine. Look it up in the manual for your vehicle and check with a mechanical gauge before replacing parts.',
    ],
  },
  {
    slug: 'new-model-year-coverage',
    title: 'Archive Adds 2012 Model Year Coverage',
    date: 'February 14',
    paragraphs: [
      'We have added service information for more 2012 vehicles, including specifications, procedures, diagrams, and parts and labor data.',
      'As always, pick your make, then your year, model and engine to reach the right manual.',
    ],
  },
  {
    slug: 'cold-weather-battery-care',
    title: 'Cold-Weather Battery Care',
    date: 'January 9',
    paragraphs: [
      'A battery loses much of its cranking power in the cold while the engine needs more power to turn over. Cold cranking amps (CCA) measure how much current a battery can deliver at 0°F.',
      'Keep the terminals clean and tight, and load-test batteries older than four years before winter. When replacing a battery, match the group size and at least the original CCA rating.',
    ],
  },
  {
    slug: 'reading-torque-specifications',
    title: 'Reading Torque Specifications: ft-lb, in-lb and N·m',
    date: 'December 2',
    paragraphs: [
      'Torque values in this archive are given in foot-pounds (ft-lb) or inch-pounds (in-lb), with newton-meters (N·m) in parentheses. Twelve inch-pounds make one foot-pound.',
      'Small fasteners such as sensor and housing bolts are often specified in inch-pounds. Setting a foot-pound wrench to an inch-pound value is a common way to strip threads.',
    ],
  },
];

function renderSitePages(vehicles: readonly Vehicle[], files: Map<string, string>): void {
  const makes = MAKES.filter((m) => vehicles.some((v) => v.make === m.name));
  const home: Crumb = { label: 'Home', href: 'index.html' };
  const simple = (file: string, title: string, body: string) =>
    files.set(
      file,
      renderPage({
        file,
        title,
        crumbs: [home, { label: title }],
        main: () => `<h1>${esc(title)}</h1>\n${body}`,
      }),
    );
  const makeList = (to: (t: string) => string) =>
    `<ul class="make-list">\n${makes.map((m) => `<li><a href="${to(`${slugify(m.name)}/index.html`)}">${esc(m.name)}</a></li>`).join('\n')}\n</ul>`;

  files.set(
    'index.html',
    renderPage({
      file: 'index.html',
      title: 'Service and Repair Manuals',
      crumbs: [{ label: 'Home' }],
      main: (to) =>
        [
          `<h1>${SITE_NAME}</h1>`,
          '<p class="intro">Factory-style service information for cars and light trucks: specifications, procedures, component locations, diagrams, and parts and labor. Choose a make to begin.</p>',
          '<h2>Browse by make</h2>',
          makeList(to),
          '<h2>Latest news</h2>',
          `<ul class="news-list">\n${NEWS.map((a) => `<li><a href="${to(`news/${a.slug}.html`)}">${esc(a.title)}</a> <span class="date">${a.date}</span></li>`).join('\n')}\n</ul>`,
          `<p><a href="${to('about.html')}">About this archive</a> · <a href="${to('help.html')}">How to use the manuals</a></p>`,
        ].join('\n'),
    }),
  );
  files.set(
    'makes.html',
    renderPage({
      file: 'makes.html',
      title: 'All Makes',
      crumbs: [home, { label: 'Makes' }],
      main: (to) =>
        `<h1>All Makes</h1>\n<p>Select a make to see the covered model years, models and engines.</p>\n${makeList(to)}`,
    }),
  );
  files.set(
    'sitemap.html',
    renderPage({
      file: 'sitemap.html',
      title: 'Site Map',
      crumbs: [home, { label: 'Site Map' }],
      main: (to) =>
        [
          '<h1>Site Map</h1>',
          ...makes.map(
            (m) =>
              `<h2><a href="${to(`${slugify(m.name)}/index.html`)}">${esc(m.name)}</a></h2>\n<ul>\n${vehicles
                .filter((v) => v.make === m.name)
                .map((v) => `<li><a href="${to(`${v.dir}/index.html`)}">${esc(v.name)}</a></li>`)
                .join('\n')}\n</ul>`,
          ),
          `<h2>Information</h2>\n<ul><li><a href="${to('about.html')}">About</a></li><li><a href="${to('news/index.html')}">News</a></li><li><a href="${to('help.html')}">Help</a></li></ul>`,
        ].join('\n'),
    }),
  );

  simple(
    'about.html',
    'About',
    [
      '<p>Shopbook collects service and repair information for popular cars and light trucks in one place, organized the way technicians look for it: by vehicle, then by system.</p>',
      '<p>Each vehicle manual holds specifications, testing procedures, component locations, diagrams, technical service bulletins, and parts and labor data.</p>',
      '<p>This copy is a demonstration archive bundled with the Ariadne project. Its contents are generated, and every value in it is synthetic.</p>',
    ].join('\n'),
  );
  simple(
    'contact.html',
    'Contact',
    [
      '<p>Questions about the archive or a correction to report? Write to us.</p>',
      '<form class="contact-form" action="contact.html" method="get"><label>Your email <input type="email" name="email"></label> <label>Message <textarea name="message"></textarea></label> <button type="submit">Send</button></form>',
      '<p>Mail: <a href="mailto:editors@shopbook.example">editors@shopbook.example</a></p>',
    ].join('\n'),
  );
  simple(
    'search.html',
    'Search',
    [
      '<form class="search-form" action="search.html" method="get"><label>Search the archive <input type="search" name="q"></label> <button type="submit">Search</button></form>',
      '<p>Full-text search is not available in the offline edition. Browse by make and vehicle instead.</p>',
    ].join('\n'),
  );
  simple(
    'help.html',
    'Help',
    [
      '<p>Start from the home page and choose a make, then the year, model and engine of your vehicle. The vehicle page lists the whole manual as folders: open a folder to see what it holds, and open an item to read it.</p>',
      '<p>Specifications pages hold the values; testing pages explain how to measure; locations pages tell you where a part is. Parts and Labor and Diagrams open on their own pages.</p>',
    ].join('\n'),
  );
  simple(
    'privacy.html',
    'Privacy Policy',
    '<p>This archive stores no personal data and sets no cookies.</p>',
  );
  simple(
    'terms.html',
    'Terms of Use',
    '<p>The information in this archive is provided as is, without warranty of any kind.</p>',
  );

  files.set(
    'news/index.html',
    renderPage({
      file: 'news/index.html',
      title: 'News',
      crumbs: [home, { label: 'News' }],
      main: (to) =>
        `<h1>News</h1>\n<ul class="news-list">\n${NEWS.map((a) => `<li><a href="${to(`news/${a.slug}.html`)}">${esc(a.title)}</a> <span class="date">${a.date}</span></li>`).join('\n')}\n</ul>`,
    }),
  );
  for (const a of NEWS) {
    const file = `news/${a.slug}.html`;
    files.set(
      file,
      renderPage({
        file,
        title: a.title,
        crumbs: [home, { label: 'News', href: 'news/index.html' }, { label: a.title }],
        main: () =>
          [
            `<h1>${esc(a.title)}</h1>`,
            `<p class="date">${a.date}</p>`,
            ...a.paragraphs.map((t) => `<p>${esc(t)}</p>`),
          ].join('\n'),
      }),
    );
  }

  for (const m of makes) {
    const makeSlug = slugify(m.name);
    const own = vehicles.filter((v) => v.make === m.name);
    const years = [...new Set(own.map((v) => v.year))].sort((a, b) => a - b);
    const makeFile = `${makeSlug}/index.html`;
    files.set(
      makeFile,
      renderPage({
        file: makeFile,
        title: `${m.name} Repair Manuals`,
        crumbs: [home, { label: m.name }],
        main: (to) =>
          [
            `<h1>${esc(m.name)}</h1>`,
            `<p class="intro">${esc(m.blurb)} Select the model year, model and engine of your vehicle.</p>`,
            ...years.map(
              (y) =>
                `<h2><a href="${to(`${makeSlug}/${y}/index.html`)}">${y}</a></h2>\n<ul class="vehicle-list">\n${own
                  .filter((v) => v.year === y)
                  .map((v) => `<li><a href="${to(`${v.dir}/index.html`)}">${esc(v.label)}</a></li>`)
                  .join('\n')}\n</ul>`,
            ),
          ].join('\n'),
      }),
    );
    for (const y of years) {
      const yearFile = `${makeSlug}/${y}/index.html`;
      files.set(
        yearFile,
        renderPage({
          file: yearFile,
          title: `${y} ${m.name} Repair Manuals`,
          crumbs: [home, { label: m.name, href: makeFile }, { label: String(y) }],
          main: (to) =>
            `<h1>${y} ${esc(m.name)}</h1>\n<ul class="vehicle-list">\n${own
              .filter((v) => v.year === y)
              .map((v) => `<li><a href="${to(`${v.dir}/index.html`)}">${esc(v.label)}</a></li>`)
              .join('\n')}\n</ul>`,
        }),
      );
    }
  }
}

const STYLESHEET = `body { font-family: Arial, Helvetica, sans-serif; margin: 0; color: #222; background: #f4f4f1; }
.site-header { background: #233044; color: #fff; padding: 0.6em 1em; }
.site-header a { color: #fff; }
.site-logo { font-weight: bold; font-size: 1.3em; text-decoration: none; }
.site-nav ul { list-style: none; display: inline; padding: 0; }
.site-nav li { display: inline; margin-right: 1em; }
.breadcrumb { padding: 0.5em 1em; background: #e2e5ea; font-size: 0.9em; }
main { background: #fff; padding: 1em 2em; max-width: 60em; }
.sidebar { padding: 1em 2em; font-size: 0.9em; }
.tree, .tree ul { list-style: none; padding-left: 1.2em; }
.folder-label { font-weight: bold; }
.folder-label::before { content: "\\25B8  "; }
.li-link a { color: #1a4fa0; }
table.spec { border-collapse: collapse; margin: 1em 0; }
table.spec td, table.spec th { border: 1px solid #bbb; padding: 0.3em 0.6em; text-align: left; }
.note { background: #fff7d6; padding: 0.4em 0.6em; }
.diagram-art { border: 1px dashed #999; padding: 1em; font-family: monospace; }
.site-footer { padding: 1em; font-size: 0.8em; color: #555; }
.footer-links { list-style: none; padding: 0; }
.footer-links li { display: inline; margin-right: 1em; }
`;

// ─── Questions ────────────────────────────────────────────────────────────────────────────

export interface ExampleQuestion {
  id: string;
  question: string;
  answer: string;
  goldPage: string;
  goldPath: string[];
}

interface QuestionTemplate {
  topic: string;
  /** How many vehicles get this question. */
  count: number;
  applies?: (v: Vehicle, s: Specs) => boolean;
  path: (v: Vehicle, s: Specs) => readonly string[];
  answer: (v: Vehicle, s: Specs) => string;
  /** Phrasings; `{v}` is the vehicle as a user would name it. */
  ask: readonly string[];
}

const partPath = (key: string) => (_v: Vehicle, s: Specs) => {
  const part = s.parts[key] as Part;
  return ['Parts and Labor', ...part.def.folder, part.label];
};

const QUESTION_TEMPLATES: readonly QuestionTemplate[] = [
  {
    topic: 'oil pressure',
    count: 3,
    path: () => PATHS.oilPressureSpecs,
    answer: (_, s) => `${s.oilIdle} psi`,
    ask: [
      'What is the engine oil pressure at idle for the {v}?',
      'What minimum oil pressure should the {v} show at hot idle?',
      "The oil light on my {v} flickers at idle. What's the minimum oil pressure it should have at idle?",
    ],
  },
  {
    topic: 'oil capacity',
    count: 2,
    path: () => PATHS.oilCapacity,
    answer: (_, s) => `${s.oilWithFilter.toFixed(1)} qt`,
    ask: [
      'How much oil does the {v} take with a filter change?',
      'What is the engine oil capacity with filter on a {v}?',
    ],
  },
  {
    topic: 'coolant capacity',
    count: 2,
    path: () => PATHS.coolantCapacity,
    answer: (_, s) => `${s.coolantTotal.toFixed(1)} qt`,
    ask: [
      'How much coolant does the cooling system of the {v} hold in total?',
      'What is the total cooling system capacity of the {v}?',
    ],
  },
  {
    topic: 'ATF capacity',
    count: 2,
    path: () => PATHS.atfCapacity,
    answer: (_, s) => `${s.atfDrain.toFixed(1)} qt`,
    ask: [
      'How much transmission fluid does a drain and refill take on the {v}?',
      'When I drain the automatic transmission on my {v}, how much fluid goes back in?',
    ],
  },
  {
    topic: 'caliper torque',
    count: 2,
    path: () => PATHS.caliperSpecs,
    answer: (_, s) => `${s.caliperBracket} ft-lb`,
    ask: [
      'What torque do the front brake caliper bracket bolts get on the {v}?',
      'How tight should the front caliper bracket bolts be on a {v}?',
    ],
  },
  {
    topic: 'lug nut torque',
    count: 2,
    path: () => PATHS.wheelTorque,
    answer: (_, s) => `${s.lugTorque} ft-lb`,
    ask: ['What is the lug nut torque for the {v}?', 'How tight should the wheel lug nuts be on my {v}?'],
  },
  {
    topic: 'tire pressure',
    count: 2,
    path: () => PATHS.tireSpecs,
    answer: (_, s) => `${s.tireFront} psi`,
    ask: [
      'What is the recommended front tire pressure for the {v}?',
      'What pressure should the front tires be inflated to on a {v}?',
    ],
  },
  {
    topic: 'spark plug gap',
    count: 2,
    path: () => PATHS.plugSpecs,
    answer: (_, s) => `${s.plugGap.toFixed(3)} in`,
    ask: ['What is the spark plug gap for the {v}?', 'What should I gap the spark plugs to on my {v}?'],
  },
  {
    topic: 'battery CCA',
    count: 2,
    path: () => PATHS.batterySpecs,
    answer: (_, s) => `${s.cca} CCA`,
    ask: [
      'How many cold cranking amps is the original battery in the {v} rated for?',
      'What CCA rating does the battery in the {v} need?',
    ],
  },
  {
    topic: 'ECT sensor location',
    count: 2,
    path: () => PATHS.ectLocation,
    answer: (_, s) => s.spots.ect[0],
    ask: [
      'Where is the engine coolant temperature sensor on the {v}?',
      'Where do I find the coolant temp sensor on a {v}?',
    ],
  },
  {
    topic: 'CKP sensor location',
    count: 1,
    path: () => PATHS.ckpLocation,
    answer: (_, s) => s.spots.ckp[0],
    ask: ['Where is the crankshaft position sensor located on the {v}?'],
  },
  {
    topic: 'ECM location',
    count: 1,
    path: () => PATHS.ecmLocation,
    answer: (_, s) => s.spots.ecm[0],
    ask: ['Where is the engine computer (ECM/PCM) located in the {v}?'],
  },
  {
    topic: 'oil pressure switch location',
    count: 1,
    path: () => PATHS.oilSwitchLocation,
    answer: (_, s) => s.spots.oilSwitch[0],
    ask: ['Where is the oil pressure switch (sender) on the {v}?'],
  },
  {
    topic: 'head bolt procedure',
    count: 2,
    path: () => PATHS.headRemoval,
    answer: (_, s) => `${s.headFirst} ft-lb`,
    ask: [
      'When installing the cylinder head on the {v}, what is the first torque step for the head bolts?',
      'What torque do the cylinder head bolts get in the first pass on a {v}?',
    ],
  },
  {
    topic: 'drain plug procedure',
    count: 1,
    path: () => PATHS.oilChange,
    answer: (_, s) => `${s.drainPlug} ft-lb`,
    ask: ['What torque should the oil drain plug be tightened to on the {v}?'],
  },
  {
    topic: 'thermostat',
    count: 1,
    path: () => PATHS.thermostatSpecs,
    answer: (_, s) => `${s.thermoOpen}°F`,
    ask: ['At what temperature does the thermostat start to open on the {v}?'],
  },
  {
    topic: 'firing order',
    count: 1,
    applies: (v) => v.cylinders > 4,
    path: () => PATHS.firingOrder,
    answer: (_, s) => s.firingOrder,
    ask: ['What is the firing order of the {v}?'],
  },
  {
    topic: 'fuel pressure',
    count: 1,
    path: () => PATHS.fuelPressure,
    answer: (_, s) => `${s.fuelPressure} psi`,
    ask: ['What fuel pressure should the {v} have with the key on and engine off?'],
  },
  {
    topic: 'refrigerant',
    count: 1,
    path: () => PATHS.refrigerant,
    answer: (_, s) => `${s.refrigerantOz.toFixed(1)} oz`,
    ask: ['How much R-134a refrigerant does the A/C system of the {v} take?'],
  },
  {
    topic: 'rotor thickness',
    count: 1,
    path: () => PATHS.rotorSpecs,
    answer: (_, s) => `${s.rotorMin.toFixed(3)} in`,
    ask: ['What is the minimum (discard) thickness of the front brake rotors on the {v}?'],
  },
  {
    topic: 'headlamp bulb',
    count: 1,
    path: () => PATHS.bulbs,
    answer: (_, s) => s.bulbLow,
    ask: ['Which bulb does the low-beam headlight of the {v} use?'],
  },
  {
    topic: 'compression ratio',
    count: 1,
    path: () => PATHS.engineSpecs,
    answer: (_, s) => s.compression,
    ask: ['What is the compression ratio of the {v} engine?'],
  },
  {
    topic: 'timing belt interval',
    count: 1,
    applies: (v) => v.timing === 'belt',
    path: () => PATHS.normalSchedule,
    answer: (_, s) => `${(s.beltInterval ?? 0).toLocaleString('en-US')} miles`,
    ask: ['At what mileage should the timing belt be replaced on the {v} under normal driving?'],
  },
  {
    topic: 'reminder reset procedure',
    count: 1,
    path: () => PATHS.reminderReset,
    answer: (_, s) => `${s.resetSeconds} seconds`,
    ask: [
      'When resetting the oil life reminder on the {v}, how long does the oil change message take to clear?',
    ],
  },
  {
    topic: 'oil filter part number',
    count: 2,
    path: partPath('oilFilter'),
    answer: (_, s) => (s.parts.oilFilter as Part).partNumber,
    ask: [
      'What is the OEM part number of the oil filter for the {v}?',
      'Which oil filter part number fits the {v}?',
    ],
  },
  {
    topic: 'front pads part number',
    count: 1,
    path: partPath('frontPads'),
    answer: (_, s) => (s.parts.frontPads as Part).partNumber,
    ask: ['What is the OEM part number for the front brake pads on the {v}?'],
  },
  {
    topic: 'water pump labor',
    count: 2,
    path: partPath('waterPump'),
    answer: (_, s) => fmt.hours((s.parts.waterPump as Part).hours),
    ask: [
      'What is the book labor time to replace the water pump on the {v}?',
      'How many hours of labor does a water pump job take on a {v}?',
    ],
  },
  {
    topic: 'alternator labor',
    count: 1,
    path: partPath('alternator'),
    answer: (_, s) => fmt.hours((s.parts.alternator as Part).hours),
    ask: ['How long does it take to replace the alternator on the {v}, by the book?'],
  },
  {
    topic: 'fuel pump fuse',
    count: 2,
    path: (_, s) => {
      const fuse = s.fuses.find((f) => f.circuit === 'Fuel pump') as Fuse;
      return ['Diagrams', 'Electrical Diagrams', 'Power Distribution', fuse.box, 'Fuse Locations'];
    },
    answer: (_, s) => `Fuse ${(s.fuses.find((f) => f.circuit === 'Fuel pump') as Fuse).number}`,
    ask: [
      'Which fuse protects the fuel pump on the {v}?',
      'What is the number of the fuel pump fuse on a {v}?',
    ],
  },
];

function vehicleMention(v: Vehicle, key: string): string {
  const forms = [
    `${v.year} ${v.make} ${v.modelEngine}`,
    `${v.year} ${v.make} ${v.model} ${v.liters}L`,
    `${v.year} ${v.make} ${v.model} with the ${v.liters}L ${LAYOUT_WORDS[v.layout]}`,
  ];
  return rng(`mention|${key}`).pick(forms);
}

function mainText(html: string): string {
  const start = html.indexOf('<main>');
  const end = html.indexOf('</main>');
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
}

function buildQuestions(
  vehicles: readonly Vehicle[],
  specsOf: Map<Vehicle, Specs>,
  pagesOf: Map<Vehicle, Map<string, string>>,
  files: Map<string, string>,
): ExampleQuestion[] {
  const questions: ExampleQuestion[] = [];
  const fileOf = (v: Vehicle, labels: readonly string[]): string => {
    const file = pagesOf.get(v)?.get(labels.join(' > '));
    if (!file) throw new Error(`${v.name}: no page at ${labels.join(' > ')}`);
    return file;
  };
  const usage = new Map<Vehicle, number>();
  QUESTION_TEMPLATES.forEach((t, ti) => {
    let taken = 0;
    // Walk the vehicles from a rotating start, preferring the least-asked vehicles.
    const order = vehicles
      .map((v, i) => ({ v, rank: (i - ti * 5 + vehicles.length * 10) % vehicles.length }))
      .sort((a, b) => (usage.get(a.v) ?? 0) - (usage.get(b.v) ?? 0) || a.rank - b.rank)
      .map((x) => x.v);
    for (const v of order) {
      if (taken >= t.count) break;
      const s = specsOf.get(v) as Specs;
      if (t.applies && !t.applies(v, s)) continue;
      const labels = t.path(v, s);
      const file = fileOf(v, labels);
      const html = files.get(file) ?? '';
      const answer = t.answer(v, s);
      if (!mainText(html).includes(answer))
        throw new Error(`question ${t.topic}: "${answer}" not on ${file}`);
      // The same page of a near-twin (same make and model) must not hold the same answer.
      const twins = vehicles.filter((o) => o !== v && o.make === v.make && o.model === v.model);
      // Checked both at the twin's own page for this question and at the same place in its tree.
      const clash = twins.some((o) => {
        const os = specsOf.get(o) as Specs;
        const twinPages = [`${o.dir}${file.slice(v.dir.length)}`];
        if (!t.applies || t.applies(o, os)) twinPages.push(fileOf(o, t.path(o, os)));
        return twinPages.some((twinPage) => mainText(files.get(twinPage) ?? '').includes(answer));
      });
      if (clash) continue;
      const key = `${t.topic}|${v.dir}`;
      const phrasing = rng(`ask|${key}`).pick(t.ask);
      questions.push({
        id: '',
        question: phrasing.replace('{v}', vehicleMention(v, key)),
        answer,
        goldPage: file,
        goldPath: [v.make, v.label, ...labels],
      });
      usage.set(v, (usage.get(v) ?? 0) + 1);
      taken++;
    }
    if (taken < t.count) throw new Error(`question ${t.topic}: only ${taken} of ${t.count} vehicles qualify`);
  });
  return questions.map((q, i) => ({ ...q, id: `q${String(i + 1).padStart(2, '0')}` }));
}

/** JSON laid out the way the project's formatter (biome) lays it out, so the file stays lint-clean. */
function questionsJson(questions: readonly ExampleQuestion[]): string {
  const str = (s: string) => JSON.stringify(s);
  const objects = questions.map((q) => {
    const inlinePath = `    "goldPath": [${q.goldPath.map(str).join(', ')}]`;
    const goldPath =
      inlinePath.length <= 110
        ? inlinePath
        : `    "goldPath": [\n${q.goldPath.map((l) => `      ${str(l)}`).join(',\n')}\n    ]`;
    return [
      '  {',
      `    "id": ${str(q.id)},`,
      `    "question": ${str(q.question)},`,
      `    "answer": ${str(q.answer)},`,
      `    "goldPage": ${str(q.goldPage)},`,
      goldPath,
      '  }',
    ].join('\n');
  });
  return `[\n${objects.join(',\n')}\n]\n`;
}

// ─── Entry points ─────────────────────────────────────────────────────────────────────────

export interface ExampleSite {
  /** Site-root-relative path → file content. */
  files: Map<string, string>;
  questions: ExampleQuestion[];
}

/** Builds the whole site in memory (no I/O). */
export function buildExampleSite(): ExampleSite {
  const vehicles = VEHICLES.map(toVehicle);
  const specsOf = new Map(vehicles.map((v) => [v, deriveSpecs(v)] as const));
  const files = new Map<string, string>();
  renderSitePages(vehicles, files);
  const pagesOf = new Map(
    vehicles.map((v) => [v, renderVehicle(v, specsOf.get(v) as Specs, vehicles, files)] as const),
  );
  files.set('assets/style.css', STYLESHEET);
  const questions = buildQuestions(vehicles, specsOf, pagesOf, files);
  const sorted = new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { files: sorted, questions };
}

/** Writes `<outDir>/site/` (wiped first) and `<outDir>/questions.json`. */
export async function generateExampleSite(outDir: string): Promise<{ pages: number; questions: number }> {
  const { files, questions } = buildExampleSite();
  const siteDir = path.join(outDir, 'site');
  await rm(siteDir, { recursive: true, force: true });
  const dirs = new Set([...files.keys()].map((f) => path.dirname(path.join(siteDir, f))));
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  for (const [file, content] of files) await writeFile(path.join(siteDir, file), content);
  await writeFile(path.join(outDir, 'questions.json'), questionsJson(questions));
  const pages = [...files.keys()].filter((f) => f.endsWith('.html')).length;
  return { pages, questions: questions.length };
}

const scriptPath = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === scriptPath) {
  const outDir = process.argv[2] ?? path.resolve(path.dirname(scriptPath), '../examples/car-manual');
  const { pages, questions } = await generateExampleSite(outDir);
  console.log(`example site: ${pages} pages, ${questions} questions → ${outDir}`);
}
