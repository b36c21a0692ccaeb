/**
 * A place's title from the page analysis's pick (title/og:title/h1, site name dropped) and the
 * extractor's (better at finding the article's own title). The page pick wins when it is the
 * extractor's title minus a site name; a much shorter part is likely the site name itself.
 */
export function placeTitle(pageTitle: string, articleTitle: string | null | undefined): string {
  const page = pageTitle.trim();
  const article = articleTitle?.trim() ?? '';
  if (!article) return page;
  if (!page) return article;
  const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
  const contained = fold(article).includes(fold(page));
  return contained && page.length >= 0.4 * article.length ? page : article;
}
