import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { LibraryError } from '../core/errors/library-error.ts';
import { FINGERPRINT_VERSION } from './dedupe/fingerprint.ts';
import { assignRoles, type Role } from './dedupe/roles.ts';
import { INGEST_VERSION } from './ingest/ingest-document.ts';
import { compareCodePoints, scanDocuments } from './ingest/scan.ts';
import { LIBRARY_FILE, type LibraryNode, SOURCES_META } from './model.ts';
import { documentPreparer } from './pipeline/document-preparer.ts';
import type { PreparedDocument } from './pipeline/prepare-document.ts';
import type { BuildProgress, BuildReport } from './progress.ts';
import { libraryStore } from './store/library-store.ts';
import { navigationStore } from './store/navigation-store.ts';
import { rolesStore } from './store/roles-store.ts';
import { FORMAT_VERSION, openDatabase } from './store/schema.ts';
import { cachedSummarizer, type SummaryCounts } from './summarize/cached.ts';
import { extractiveSummarizer } from './summarize/extractive.ts';
import { keepRecorded } from './summarize/recorded.ts';
import type { Summarizer } from './summarize/summarizer.ts';
import { documentNodes } from './tree/document-nodes.ts';
import { sha256 } from './tree/ids.ts';
import { siteOrder } from './tree/site-order.ts';
import { upperTree } from './tree/upper-tree.ts';
import { defaultWorkers, MAX_WORKERS } from './workers.ts';

export const DEFAULT_FAN_OUT = 12;
export const DEFAULT_CHUNK_TOKENS = 300;

export interface BuildOptions {
  /** Most children of any node (default 12). */
  fanOut?: number;
  /** Most tokens in a chunk (default 300). */
  chunkTokens?: number;
  /** Writes the summaries (default: the offline extractive summarizer). */
  summarizer?: Summarizer;
  signal?: AbortSignal;
  onProgress?: (progress: BuildProgress) => void;
  /**
   * The documents, instead of every document in the folder: file (relative to the folder) → the
   * URL it was fetched from, which citations then name (a site built from its URL).
   */
  pages?: ReadonlyMap<string, string>;
  /** The catalog's title (default: the folder's name). */
  title?: string;
  /**
   * Threads that read, ingest and summarize documents (default: two, or one on a single core);
   * 1 does it all in this thread. The library is the same whatever the number.
   */
  workers?: number;
}

/** Documents built in the build's own thread before workers start, unless workers are asked for. */
const SMALL_BUILD = 100;
/** Documents handed to each worker ahead of the one being stored: enough to keep it busy. */
const IN_HAND_PER_WORKER = 4;

/**
 * Builds (or brings up to date) the library of `docsDir` in `outDir`. Only documents added or
 * changed since the last build are read and summarized, each stored in its own transaction; the
 * levels above the documents are then recomputed from what is stored, in one transaction. A build
 * that was killed is finished by running it again, with the same result as a clean build.
 */
export async function buildLibrary(
  docsDir: string,
  outDir: string,
  options: BuildOptions = {},
): Promise<BuildReport> {
  const started = performance.now();
  const { fanOut, chunkTokens, signal, workers, inThisThread, inner, offline, root } = buildSettings(
    docsDir,
    options,
  );
  const files = options.pages
    ? [...options.pages.keys()].sort(compareCodePoints)
    : await scanDocuments(root, signal);
  if (files.length === 0) {
    throw new LibraryError({ path: docsDir, problem: 'no documents found (.md, .html, .htm, .txt)' });
  }
  const libraryFile = join(outDir, LIBRARY_FILE);
  prepareOutput(outDir);
  const db = openDatabase(libraryFile, { create: true });
  try {
    const store = libraryStore(db);
    const roles = rolesStore(db);
    const navigation = navigationStore(db);
    const config = buildConfig(fanOut, chunkTokens, inner);
    const counts: SummaryCounts = { computed: 0, cached: 0 };
    const board = new ProgressBoard(files.length, inner, options.onProgress);
    const { progress } = board;
    const report = (phase: BuildProgress['phase']): void => board.report(phase);
    // Documents seen so far: added, changed (both read and stored: built) and unchanged.
    let added = 0;
    let changed = 0;
    let unchanged = 0;
    const phaseMs = { scan: 0, summarize: 0, tree: 0 };
    const summarizer = cachedSummarizer(inner, store.cache, counts, () => {
      progress.summaries.done++;
    });

    // Which documents changed: by content hash, and by the settings they were built with.
    report('scan');
    const stored = store.documents();
    const fingerprinted = roles.fingerprinted();
    const removed = forgetRemoved(files, stored, store, roles, navigation);
    phaseMs.scan = performance.now() - started;

    // One document at a time from file to library, in file order: read, ingest, fingerprint and
    // summarize (in worker threads when there are several), then stored here. Only a few
    // documents are in hand at once, so memory does not grow with the corpus.
    report('summarize');
    const summarizeStart = performance.now();
    const preparer = documentPreparer(workers, signal, inThisThread);
    const inHand: Promise<{ prepared: PreparedDocument; hash: string }>[] = [];
    const writer = new DocumentWriter(
      { store, roles, navigation, stored, counts, board, summarizer },
      { fanOut, config, signal },
    );
    try {
      for (const file of files) {
        signal.throwIfAborted();
        const bytes = await readFile(join(root, file));
        const hash = sha256(bytes);
        const before = stored.get(file);
        if (before && before.hash === hash && before.config === config && fingerprinted.has(file)) {
          unchanged++;
          progress.documents.done++;
          board.estimateTotals();
          report('summarize');
          continue;
        }
        if (before) changed++;
        else added++;
        const job = preparer
          .prepare({
            file,
            absolutePath: join(root, file),
            url: options.pages?.get(file),
            content: bytes.toString('utf8').replace(/^\uFEFF/, ''),
            chunkTokens,
            fanOut,
            summarize: offline,
            parent: before?.parent ?? null,
            prefix: before?.prefix ?? [],
          })
          .then((prepared) => ({ prepared, hash }));
        // Awaited below, in file order; a failure found before then must not go unhandled.
        job.catch(() => {});
        inHand.push(job);
        while (inHand.length >= IN_HAND_PER_WORKER * workers)
          await writer.write(await (inHand.shift() as typeof job));
      }
      while (inHand.length > 0) await writer.write(await (inHand.shift() as (typeof inHand)[number]));
    } finally {
      await preparer.close(signal.aborted ? signal.reason : undefined);
    }
    phaseMs.summarize = performance.now() - summarizeStart;

    report('tree');
    const treeStart = performance.now();
    const assigned = await writeShelves(store, roles, navigation, files, {
      title: options.title ?? (basename(root) || root),
      fanOut,
      chunkTokens,
      config,
      summarizer,
      signal,
      pages: options.pages,
      progress,
    });
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    progress.summaries.total = progress.summaries.done;
    progress.sections.total = progress.sections.done;
    phaseMs.tree = performance.now() - treeStart;
    report('done');

    const documents = { added, changed, removed: removed.length, unchanged, total: files.length };
    return buildReport(libraryFile, documents, store.counts(), assigned, counts, inner, phaseMs, started);
  } finally {
    db.close();
  }
}

/** The settings a document was built with: a document built with others is built again. */
function buildConfig(fanOut: number, chunkTokens: number, summarizer: Summarizer): string {
  return JSON.stringify({
    format: FORMAT_VERSION,
    fanOut,
    chunkTokens,
    summarizer: summarizer.name,
    fingerprint: FINGERPRINT_VERSION,
    ingest: INGEST_VERSION,
  });
}

/** Forgets the stored documents no longer among the files; returns them. */
function forgetRemoved(
  files: readonly string[],
  stored: DocumentSinks['stored'],
  store: DocumentSinks['store'],
  roles: DocumentSinks['roles'],
  navigation: DocumentSinks['navigation'],
): string[] {
  const present = new Set(files);
  const removed = [...stored.keys()].filter((f) => !present.has(f));
  for (const file of removed) {
    store.removeDocument(file);
    roles.forget(file);
    navigation.forget(file);
  }
  return removed;
}

/** The build's settings, checked, and the folder of documents, which must exist. */
function buildSettings(docsDir: string, options: BuildOptions) {
  const fanOut = checkInt('fan-out', options.fanOut ?? DEFAULT_FAN_OUT, 2, 1000);
  const chunkTokens = checkInt('chunk size', options.chunkTokens ?? DEFAULT_CHUNK_TOKENS, 16, 100_000);
  const signal = options.signal ?? new AbortController().signal;
  const workers = checkInt('workers', options.workers ?? defaultWorkers(), 1, MAX_WORKERS);
  // By default a small build (or a small update) is over before a worker would have started.
  const inThisThread = options.workers === undefined ? SMALL_BUILD : 0;
  const inner = options.summarizer ?? extractiveSummarizer();
  // The offline summarizer is deterministic and needs no cache to be cheap: it runs with the
  // ingest, in the workers. Any other (a model) summarizes here, where the cache is.
  const offline = options.summarizer === undefined;
  const root = resolve(docsDir);
  if (!isFolder(root)) {
    const problem = existsSync(root) ? 'is a file, not a folder of documents' : 'no such folder';
    throw new LibraryError({ path: docsDir, problem });
  }
  return { fanOut, chunkTokens, signal, workers, inThisThread, inner, offline, root };
}

/** Where prepared documents are stored, and what storing one counts. */
interface DocumentSinks {
  store: ReturnType<typeof libraryStore>;
  roles: ReturnType<typeof rolesStore>;
  navigation: ReturnType<typeof navigationStore>;
  stored: ReturnType<ReturnType<typeof libraryStore>['documents']>;
  counts: SummaryCounts;
  board: ProgressBoard;
  summarizer: Summarizer;
}

/** Stores prepared documents, one at a time, in file order: their nodes, navigation and fingerprint. */
class DocumentWriter {
  private readonly sinks: DocumentSinks;
  private readonly settings: { fanOut: number; config: string; signal: AbortSignal };

  constructor(sinks: DocumentSinks, settings: { fanOut: number; config: string; signal: AbortSignal }) {
    this.sinks = sinks;
    this.settings = settings;
  }

  async write({ prepared, hash }: { prepared: PreparedDocument; hash: string }): Promise<void> {
    const { store, roles, navigation, stored, counts, board, summarizer } = this.sinks;
    const { fanOut, config, signal } = this.settings;
    const { progress } = board;
    signal.throwIfAborted();
    let nodes: LibraryNode[];
    if (prepared.kind === 'summarized') {
      nodes = prepared.nodes;
      keepRecorded(prepared.summaries, store.cache, counts);
      progress.summaries.done += prepared.summaries.length;
    } else {
      const before = stored.get(prepared.file);
      nodes = await documentNodes(prepared.doc, {
        summarizer,
        fanOut,
        parent: before?.parent ?? null,
        prefix: before?.prefix ?? [],
        signal,
      });
    }
    store.writeDocument({ file: prepared.file, hash, config }, nodes);
    navigation.write(prepared.file, prepared.navigation);
    roles.writeFingerprint(prepared.fingerprint);
    progress.documents.done++;
    progress.sections.done += prepared.sections;
    board.built++;
    board.estimateTotals();
    board.report('summarize');
  }
}

/**
 * The shelves above the documents. One document once: duplicates become aliases of the copy
 * kept, and pages with no main content of their own stay searchable but off the shelves.
 * Returns the roles assigned.
 */
async function writeShelves(
  store: ReturnType<typeof libraryStore>,
  roles: ReturnType<typeof rolesStore>,
  navigation: ReturnType<typeof navigationStore>,
  files: readonly string[],
  how: {
    title: string;
    fanOut: number;
    chunkTokens: number;
    config: string;
    summarizer: Summarizer;
    signal: AbortSignal;
    pages: ReadonlyMap<string, string> | undefined;
    progress: BuildProgress;
  },
): Promise<Map<string, Role>> {
  const { title, fanOut, chunkTokens, config, summarizer, signal, pages, progress } = how;
  const assigned = assignRoles(roles.fingerprints());
  roles.applyRoles(assigned);
  const all = store.documentEntries();
  const entries = all.filter((e) => (assigned.get(e.file)?.kind ?? 'kept') === 'kept');
  progress.summaries.total += Math.ceil(entries.length / (fanOut - 1)) + 1;
  const order = siteOrder(navigation.sequences(), [...files]);
  const tree = await upperTree(entries, { title, fanOut, summarizer, signal, namers: all, order });
  store.writeTree(tree.nodes, tree.placements, {
    config,
    [SOURCES_META]: JSON.stringify(Object.fromEntries(pages ?? [])),
    fanOut: String(fanOut),
    chunkTokens: String(chunkTokens),
  });
  return assigned;
}

/** What a build reports: documents and nodes by kind, roles, summaries, model use and time. */
function buildReport(
  library: string,
  documents: BuildReport['documents'],
  levels: Record<string, number>,
  assigned: ReadonlyMap<string, Role>,
  counts: SummaryCounts,
  inner: Summarizer,
  phaseMs: { scan: number; summarize: number; tree: number },
  started: number,
): BuildReport {
  const usage = inner.usage?.() ?? { llmCalls: 0, tokens: 0 };
  const ms = performance.now() - started;
  const built = documents.added + documents.changed;
  return {
    library,
    documents,
    nodes: {
      catalog: levels.catalog ?? 0,
      shelf: levels.shelf ?? 0,
      group: levels.group ?? 0,
      document: levels.document ?? 0,
      section: levels.section ?? 0,
      chunk: levels.chunk ?? 0,
    },
    roles: {
      kept: count(assigned, 'kept'),
      aliases: count(assigned, 'alias'),
      aside: count(assigned, 'aside'),
    },
    summaries: { ...counts },
    llmCalls: usage.llmCalls,
    tokens: usage.tokens,
    ms: Math.round(ms),
    documentsPerSecond: ms > 0 ? Math.round((built / ms) * 10_000) / 10 : 0,
    phaseMs: {
      scan: Math.round(phaseMs.scan),
      summarize: Math.round(phaseMs.summarize),
      tree: Math.round(phaseMs.tree),
    },
  };
}

/** A build's progress as it goes, told to `onProgress` at each change, with an estimate of the time left. */
class ProgressBoard {
  readonly progress: BuildProgress;
  /** Documents read and stored so far (unchanged ones are not built). */
  built = 0;
  private phaseStart = performance.now();
  private readonly inner: Summarizer;
  private readonly onProgress: ((progress: BuildProgress) => void) | undefined;

  constructor(
    documents: number,
    inner: Summarizer,
    onProgress: ((progress: BuildProgress) => void) | undefined,
  ) {
    this.inner = inner;
    this.onProgress = onProgress;
    this.progress = {
      phase: 'scan',
      documents: { done: 0, total: documents },
      sections: { done: 0, total: 0 },
      summaries: { done: 0, total: 0 },
      llmCalls: 0,
      tokens: 0,
    };
  }

  report(phase: BuildProgress['phase']): void {
    const { progress } = this;
    if (phase !== progress.phase) this.phaseStart = performance.now();
    progress.phase = phase;
    const usage = this.inner.usage?.() ?? { llmCalls: 0, tokens: 0 };
    progress.llmCalls = usage.llmCalls;
    progress.tokens = usage.tokens;
    progress.summaries.total = Math.max(progress.summaries.total, progress.summaries.done);
    const elapsed = (performance.now() - this.phaseStart) / 1000;
    // At the pace of the documents built so far (an unchanged one costs next to nothing).
    if (phase === 'summarize' && this.built > 0) {
      progress.etaSeconds = Math.round(
        (elapsed / this.built) * (progress.documents.total - progress.documents.done),
      );
    } else if (phase === 'done') progress.etaSeconds = 0;
    else delete progress.etaSeconds;
    this.onProgress?.({
      ...progress,
      documents: { ...progress.documents },
      sections: { ...progress.sections },
      summaries: { ...progress.summaries },
    });
  }

  /** Totals not known before every document is read: estimated from the documents so far. */
  estimateTotals(): void {
    const { progress } = this;
    const left = progress.documents.total - progress.documents.done;
    const perDocument = (n: number): number => (this.built > 0 ? Math.round((n / this.built) * left) : 0);
    progress.sections.total = progress.sections.done + perDocument(progress.sections.done);
    progress.summaries.total = progress.summaries.done + perDocument(progress.summaries.done);
  }
}

function count(roles: ReadonlyMap<string, Role>, kind: Role['kind']): number {
  let n = 0;
  for (const role of roles.values()) if (role.kind === kind) n++;
  return n;
}

function checkInt(what: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new LibraryError({
      path: what,
      problem: `expected a whole number from ${min} to ${max}, got ${value}`,
    });
  }
  return value;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Creates the output folder and checks that it can be written, with a one-line error if not. */
function prepareOutput(outDir: string): void {
  // One level at a time: recursive mkdir spins forever under /proc on some Node versions.
  const missing: string[] = [];
  let at = resolve(outDir);
  while (!existsSync(at) && dirname(at) !== at) {
    missing.unshift(at);
    at = dirname(at);
  }
  try {
    for (const dir of missing) mkdirSync(dir);
  } catch (error) {
    throw new LibraryError({ path: outDir, problem: 'cannot create the output folder', cause: error });
  }
  if (!isFolder(outDir)) throw new LibraryError({ path: outDir, problem: 'is not a folder' });
  try {
    accessSync(outDir, constants.W_OK);
  } catch {
    throw new LibraryError({ path: outDir, problem: 'the output folder is not writable' });
  }
}
