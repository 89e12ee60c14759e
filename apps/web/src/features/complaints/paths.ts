/** Where a ticket is followed: a guest's link carries the token the e-mail's link carries. */
export function followPath(ticket: string, token?: string): string {
  return `/complaints/${encodeURIComponent(ticket)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}
