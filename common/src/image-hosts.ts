/**
 * Where the site's own pages load images from besides itself: the stock photo of the built-in home page.
 * Content never adds to it: Markdown bodies load no images (docs/decisions/010-markdown-images.md).
 */
export const IMAGE_HOSTS = ["https://images.unsplash.com"] as const;
