/**
 * The storefront's index.html, split once at start-up around the region the server fills. apps/web/index.html marks
 * it `<!--app-head-->…<!--/app-head-->`: between the markers sit a default title and description for the Vite dev
 * server, which the server replaces with each page's tags, so nothing is doubled.
 */
export const HEAD_START = '<!--app-head-->';
export const HEAD_END = '<!--/app-head-->';

export class PageTemplate {
  private readonly before: string;
  private readonly after: string;
  /** Where `after` closes the head: tags that must follow the build's own (its stylesheet) go there. */
  private readonly headEnd: number;

  constructor(html: string) {
    const start = html.indexOf(HEAD_START);
    if (start >= 0) {
      const end = html.indexOf(HEAD_END, start);
      this.before = html.slice(0, start);
      this.after = end >= 0 ? html.slice(end + HEAD_END.length) : html.slice(start + HEAD_START.length);
      this.headEnd = headClose(this.after);
      return;
    }
    // A build without the marker still gets the tags: at the end of its <head>, else right after the doctype (before
    // it would put the browser in quirks mode).
    const close = html.search(/<\/head\s*>/i);
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
    const at = close >= 0 ? close : (doctype?.[0].length ?? 0);
    this.before = html.slice(0, at);
    this.after = html.slice(at);
    this.headEnd = headClose(this.after);
  }

  /** The page with `head` in the marked region and `tail` (if any) at the end of its head. */
  render(head: string, tail = ''): string {
    if (!tail) return this.before + head + this.after;
    return this.before + head + this.after.slice(0, this.headEnd) + tail + this.after.slice(this.headEnd);
  }
}

/** The position of `</head>` in `html`, or 0 when it has none (the tail then follows the marked region). */
function headClose(html: string): number {
  return Math.max(0, html.search(/<\/head\s*>/i));
}
