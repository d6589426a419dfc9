export function postPath(slug: string): string {
  return `/blog/posts/${encodeURIComponent(slug)}`;
}
