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

  constructor(html: string) {
    const start = html.indexOf(HEAD_START);
    if (start >= 0) {
      const end = html.indexOf(HEAD_END, start);
      this.before = html.slice(0, start);
      this.after = end >= 0 ? html.slice(end + HEAD_END.length) : html.slice(start + HEAD_START.length);
      return;
    }
    // A build without the marker still gets the tags: at the end of its <head>, else right after the doctype (before
    // it would put the browser in quirks mode).
    const close = html.search(/<\/head\s*>/i);
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
    const at = close >= 0 ? close : (doctype?.[0].length ?? 0);
    this.before = html.slice(0, at);
    this.after = html.slice(at);
  }

  render(head: string): string {
    return this.before + head + this.after;
  }
}
