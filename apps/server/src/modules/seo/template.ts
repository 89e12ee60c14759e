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

  /**
   * The page with `head` in the marked region, `tail` (if any) at the end of its head, `body` (the server-drawn
   * HTML of the storefront, if any) inside its empty `<div id="root">`, and `end` (if any) at the end of its body.
   */
  render(head: string, tail = '', body = '', end = ''): string {
    const rooted = body ? withRoot(this.after, body) : this.after;
    const after = end ? withBodyEnd(rooted, end) : rooted;
    if (!tail) return this.before + head + after;
    return this.before + head + after.slice(0, this.headEnd) + tail + after.slice(this.headEnd);
  }
}

/** The position of `</head>` in `html`, or 0 when it has none (the tail then follows the marked region). */
function headClose(html: string): number {
  return Math.max(0, html.search(/<\/head\s*>/i));
}

/** `html` with `end` just before its `</body>` (at its end when it has none). */
function withBodyEnd(html: string, end: string): string {
  const at = html.search(/<\/body\s*>/i);
  return at < 0 ? html + end : html.slice(0, at) + end + html.slice(at);
}

/** The storefront's mount point in index.html (apps/web/index.html), empty until the server draws the page into it. */
export const EMPTY_ROOT = '<div id="root"></div>';

/** `html` with `body` inside its empty root element (unchanged when it has none; the root is after the head). */
function withRoot(html: string, body: string): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  const open = EMPTY_ROOT.length - '</div>'.length;
  return html.slice(0, at + open) + body + html.slice(at + open);
}
