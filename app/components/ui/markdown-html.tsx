/**
 * Markdown the server rendered and sanitised (`renderMarkdown` in server/content/markdown.ts, decision 053): the one
 * place such HTML enters a page. It must never be given anything else.
 */
export function MarkdownHtml({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server.
  return <div className={`markdown-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
