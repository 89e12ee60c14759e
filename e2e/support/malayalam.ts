import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The storefront's Malayalam, read from its catalogues (apps/web/src/locales/ml/*.po), so the Malayalam journeys find
 * buttons and headings by the words the shop shows, and follow a translation when it is reworded.
 */
const dir = fileURLToPath(new URL('../../apps/web/src/locales/ml/', import.meta.url));

/** A PO string's value: its quoted pieces joined, escapes undone. */
function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line.trim()) as string).join('');
}

function readCatalogues(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const lines = readFileSync(dir + file, 'utf8').split('\n');
    let id: string[] | undefined;
    let str: string[] | undefined;
    let current: string[] | undefined;
    const flush = () => {
      if (id && str) {
        const english = unquote(id);
        const malayalam = unquote(str);
        if (english && malayalam) texts.set(english, malayalam);
      }
      id = str = current = undefined;
    };
    for (const line of lines) {
      if (line.startsWith('msgid ')) {
        flush();
        current = id = [line.slice(6)];
      } else if (line.startsWith('msgstr ')) current = str = [line.slice(7)];
      else if (line.startsWith('"') && current) current.push(line);
      else if (line.trim() === '' || line.startsWith('#')) current = undefined;
    }
    flush();
  }
  return texts;
}

let catalogue: Map<string, string> | undefined;

/** The Malayalam the shop shows for `english` (a catalogue's source text, placeholders and all). */
export function ml(english: string): string {
  catalogue ??= readCatalogues();
  const malayalam = catalogue.get(english);
  if (malayalam === undefined) throw new Error(`No Malayalam in the catalogues for: ${english}`);
  return malayalam;
}

/** A Malayalam text with its {placeholders} filled in. */
export function mlWith(english: string, values: Record<string, string | number>): string {
  return ml(english).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A storefront path's Malayalam address. */
export const mlPath = (path: string) => (path === '/' ? '/ml' : `/ml${path}`);
