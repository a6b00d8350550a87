// `onward lists import --format F PATH...`: imports and validates a list, prints the snapshot
// metadata. The main CLI calls this and adds persistence.
import { ListImportError } from './errors.js';
import { importList, isListFormat } from './importers/importList.js';
import { LIST_FORMATS, type ListSnapshot } from './types.js';

const USAGE = `usage: onward lists import --format <${LIST_FORMATS.join('|')}> [--name <list name>] PATH...`;

export interface ListsCommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Called with each imported snapshot (the integrator persists and activates it here). */
  onSnapshot?: (snapshot: ListSnapshot) => Promise<void> | void;
}

const defaultIo: ListsCommandIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

export async function runListsCommand(argv: string[], io: ListsCommandIo = defaultIo): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'import') {
    io.err(USAGE);
    return 2;
  }
  let format: string | undefined;
  let listName: string | undefined;
  const paths: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '--format') format = rest[++i];
    else if (a.startsWith('--format=')) format = a.slice('--format='.length);
    else if (a === '--name') listName = rest[++i];
    else paths.push(a);
  }
  if (format === undefined || !isListFormat(format) || paths.length === 0) {
    io.err(format !== undefined && !isListFormat(format) ? `unknown format "${format}"\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    const snapshot = await importList(format, paths, listName ? { listName } : {});
    await io.onSnapshot?.(snapshot);
    io.out(JSON.stringify(snapshot.meta, null, 2));
    return 0;
  } catch (err) {
    if (err instanceof ListImportError) {
      io.err(`import failed: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
