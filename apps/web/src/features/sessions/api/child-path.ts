/** '/children/<childId>/<segments...>', each id encoded: the session routes all hang below the child. */
export function childPath(childId: string, ...segments: string[]): string {
  return ['/children', ...[childId, ...segments].map(encodeURIComponent)].join('/');
}
